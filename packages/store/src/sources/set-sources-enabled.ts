import type { Queryable } from "../db/queryable";

export interface EnabledChange {
  /** Sources whose state changed. */
  changed: string[];
  /** Sources already in the state asked for. */
  unchanged: string[];
  /** Ids the registry does not have. */
  unknown: string[];
}

/**
 * Switches sources on, or off with a reason (an operator's `sources enable` / `disable`). A
 * source switched on loses its reason. Switched off, it is queued no more (enqueueDueSources),
 * and a job already queued for it is dropped by the worker that takes it.
 */
export async function setSourcesEnabled(
  db: Queryable,
  ids: readonly string[],
  state: { enabled: true } | { enabled: false; reason: string },
): Promise<EnabledChange> {
  const reason = state.enabled ? null : state.reason;
  const { rows } = await db.query<{ id: string; changed: boolean }>(
    `WITH asked AS (SELECT DISTINCT unnest($1::text[]) AS id),
          updated AS (
            UPDATE sources s SET enabled = $2, disabled_reason = $3, updated_at = now()
              FROM asked WHERE s.id = asked.id
               AND (s.enabled, s.disabled_reason) IS DISTINCT FROM ($2, $3)
            RETURNING s.id)
     SELECT asked.id, updated.id IS NOT NULL AS changed
       FROM asked LEFT JOIN updated USING (id)
      WHERE updated.id IS NOT NULL OR EXISTS (SELECT 1 FROM sources s WHERE s.id = asked.id)`,
    [ids, state.enabled, reason],
  );
  const found = new Map(rows.map((r) => [r.id, r.changed]));
  ids = [...new Set(ids)];
  return {
    changed: ids.filter((id) => found.get(id) === true),
    unchanged: ids.filter((id) => found.get(id) === false),
    unknown: ids.filter((id) => !found.has(id)),
  };
}
