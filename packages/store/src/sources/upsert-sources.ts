import type { Queryable } from "../db/queryable";
import type { SourceRecord } from "./source-record";

export interface UpsertSummary {
  added: string[];
  updated: string[];
  unchanged: string[];
}

/**
 * Writes sources by id in one statement. A row whose stored values already equal the new ones is
 * left alone (its updated_at too), so loading the same file again reports every source unchanged.
 */
export async function upsertSources(db: Queryable, sources: readonly SourceRecord[]): Promise<UpsertSummary> {
  const duplicate = sources.find((s, i) => sources.findIndex((o) => o.id === s.id) !== i);
  // ON CONFLICT cannot touch one row twice in a statement; the caller must choose first.
  if (duplicate) throw new Error(`Source id "${duplicate.id}" appears twice in one write`);
  if (sources.length === 0) return { added: [], updated: [], unchanged: [] };
  const { rows } = await db.query<{ id: string; inserted: boolean }>(
    `INSERT INTO sources AS s (id, country_code, kind, url, language, schedule_minutes, selectors,
                              numeric_date_order, enabled, disabled_reason, origin, listing_pages, render,
                              static_hosts)
     SELECT u.id, u.country_code, u.kind, u.url, u.language, u.schedule_minutes, u.selectors,
            u.numeric_date_order, u.enabled, u.disabled_reason, u.origin, u.listing_pages, u.render,
            -- unnest cannot give an array per row: the hosts travel as JSON arrays.
            ARRAY(SELECT jsonb_array_elements_text(u.static_hosts))
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[],
                   $7::jsonb[], $8::text[], $9::boolean[], $10::text[], $11::text[], $12::int[],
                   $13::boolean[], $14::jsonb[])
         AS u(id, country_code, kind, url, language, schedule_minutes, selectors, numeric_date_order,
              enabled, disabled_reason, origin, listing_pages, render, static_hosts)
     ON CONFLICT (id) DO UPDATE SET country_code = EXCLUDED.country_code, kind = EXCLUDED.kind,
       url = EXCLUDED.url, language = EXCLUDED.language, schedule_minutes = EXCLUDED.schedule_minutes,
       selectors = EXCLUDED.selectors, numeric_date_order = EXCLUDED.numeric_date_order,
       enabled = EXCLUDED.enabled, disabled_reason = EXCLUDED.disabled_reason,
       origin = EXCLUDED.origin, listing_pages = EXCLUDED.listing_pages, render = EXCLUDED.render,
       static_hosts = EXCLUDED.static_hosts, updated_at = now()
     WHERE (s.country_code, s.kind, s.url, s.language, s.schedule_minutes, s.selectors,
            s.numeric_date_order, s.enabled, s.disabled_reason, s.origin, s.listing_pages, s.render,
            s.static_hosts)
       IS DISTINCT FROM (EXCLUDED.country_code, EXCLUDED.kind, EXCLUDED.url, EXCLUDED.language,
            EXCLUDED.schedule_minutes, EXCLUDED.selectors, EXCLUDED.numeric_date_order,
            EXCLUDED.enabled, EXCLUDED.disabled_reason, EXCLUDED.origin, EXCLUDED.listing_pages,
            EXCLUDED.render, EXCLUDED.static_hosts)
     RETURNING s.id, (s.xmax = 0) AS inserted`,
    [
      sources.map((s) => s.id),
      sources.map((s) => s.countryCode),
      sources.map((s) => s.kind),
      sources.map((s) => s.url),
      sources.map((s) => s.language),
      sources.map((s) => s.scheduleMinutes),
      sources.map((s) => JSON.stringify(s.selectors)),
      sources.map((s) => s.numericDateOrder),
      sources.map((s) => s.enabled),
      sources.map((s) => (s.enabled ? null : s.disabledReason)),
      sources.map((s) => s.origin),
      sources.map((s) => s.listingPages ?? null),
      sources.map((s) => s.render ?? false),
      sources.map((s) => JSON.stringify(s.staticHosts ?? [])),
    ],
  );
  const inserted = new Set(rows.filter((r) => r.inserted).map((r) => r.id));
  // New settings (selectors, address) must read the listing again, not be answered "unchanged".
  const changed = rows.filter((r) => !r.inserted).map((r) => r.id);
  if (changed.length) await db.query("DELETE FROM listing_validators WHERE source_id = ANY($1)", [changed]);
  const touched = new Set(rows.map((r) => r.id));
  const ids = sources.map((s) => s.id);
  return {
    added: ids.filter((id) => inserted.has(id)),
    updated: ids.filter((id) => touched.has(id) && !inserted.has(id)),
    unchanged: ids.filter((id) => !touched.has(id)),
  };
}
