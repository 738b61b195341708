import type pg from "pg";
import { sidOfKey } from "./joint-signings";
import type { SqlFilter } from "./search-filters";

/**
 * Analytics count a statement once however many of its language versions match (decision 033):
 * of the versions a filter keeps, the first indexed (lowest sid) counts, and the others are taken
 * away from the counts they were added to. They are read from the few linked statements, each
 * looked up by its sid and tested against the filter (as joint-signings.ts reads joint ones).
 */
export interface DuplicateVersion {
  sid: number;
  /** Its issuer's code, and whether the issuer filter names the issuer (always, without one). */
  issuer: string;
  issuerPasses: boolean;
  /** Its date period: first day and precision number (DATE_PRECISIONS). */
  day: string;
  precision: number;
}

export async function readDuplicateVersions(
  runQuery: <R extends pg.QueryResultRow>(sql: string, params: unknown[]) => Promise<pg.QueryResult<R>>,
  filter: SqlFilter,
): Promise<DuplicateVersion[]> {
  // Nothing to plan when no statement has versions (see anyCosigned).
  const linked = await runQuery<{ found: boolean }>(
    "SELECT EXISTS (SELECT 1 FROM statement_versions) AS found",
    [],
  );
  if (!linked.rows[0]!.found) return [];
  const params = [...filter.params];
  const issuer = filter
    .signers?.((value) => {
      params.push(value);
      return `$${params.length}`;
    })
    .issuer();
  const { rows } = await runQuery<{
    version_key: number;
    sid: number;
    issuer: string;
    issuer_passes: boolean;
    day: string;
    precision: number;
  }>(
    `SELECT j.version_key, x.sid, (SELECT k.code FROM countries k WHERE k.num = x.country) AS issuer,
            (${issuer ?? "TRUE"}) AS issuer_passes,
            to_char(DATE '1900-01-01' + (x.period >> 2), 'YYYY-MM-DD') AS day, x.period & 3 AS precision
       FROM statement_versions j
      CROSS JOIN LATERAL (SELECT x.sid, x.period, x.country, x.date_start, x.date_end
                            FROM statement_search x WHERE x.sid = j.sid AND ${filter.where} OFFSET 0) x
      ORDER BY j.version_key, x.sid`,
    params,
  );
  const seen = new Set<number>();
  const duplicates: DuplicateVersion[] = [];
  for (const row of rows) {
    if (!seen.has(row.version_key)) {
      seen.add(row.version_key);
      continue;
    }
    duplicates.push({
      sid: row.sid,
      issuer: row.issuer,
      issuerPasses: row.issuer_passes,
      day: row.day,
      precision: row.precision,
    });
  }
  return duplicates;
}

/**
 * The joint statements that are not another version's duplicate: a joint statement published in
 * two languages counts once for its co-signatories too.
 */
export function withoutDuplicates<T extends { daySidKey?: string | undefined }>(
  joint: readonly T[],
  duplicates: readonly DuplicateVersion[],
): T[] {
  if (!duplicates.length || !joint.length) return [...joint];
  const duplicate = new Set(duplicates.map((d) => d.sid));
  return joint.filter((j) => !duplicate.has(sidOfKey(j.daySidKey ?? "0")));
}
