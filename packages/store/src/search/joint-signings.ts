import type pg from "pg";
import type { SqlFilter } from "./search-filters";

/**
 * A statement's first day and its sid as one number, so that the first and last matching
 * statements of each State are a min and a max (a hash aggregate) rather than a sort of every
 * match: 41,000 matches of "security" among the AU in 2024 at 1M took 18 ms to sort. Of two
 * statements starting the same day, the lower sid is the first and the higher the last.
 */
export const SID_SPAN = 4294967296;
export const DAY_SID_KEY = `((x.date_start - DATE '1900-01-01')::bigint * ${SID_SPAN} + x.sid)`;

/** The statement's sid, from its DAY_SID_KEY. */
export function sidOfKey(daySidKey: bigint | string): number {
  return Number(BigInt(daySidKey) % BigInt(SID_SPAN));
}

/**
 * A joint statement counts once in totals, series, languages and years, and once for each of
 * its signatories in a count per State (decision 032). The search table holds one row per
 * statement, under its issuer; a count per State reads those rows as it always did, then adds
 * what the joint statements among them change, from these rows: one per joint statement the
 * filter keeps, with who of its signatories the filter names.
 *
 * The rows are found from the co-signed statements (few), each looked up by its sid and tested
 * against the filter: a nested loop that costs nothing when there are none, and never a second
 * pass over a common word's matches (the LATERAL's OFFSET keeps the planner from turning it into
 * a join that would read them again). `params` starts with the filter's; the issuer conditions'
 * are appended to it.
 */
export function jointSigningsSql(filter: SqlFilter, params: unknown[]): string {
  const signers = filter.signers?.((value) => {
    params.push(value);
    return `$${params.length}`;
  });
  return `SELECT x.facet, x.period, (SELECT k.code FROM countries k WHERE k.num = x.country) AS issuer,
                 (${signers?.issuer() ?? "TRUE"}) AS issuer_passes,
                 ARRAY(SELECT k.code FROM statement_cosigners g JOIN countries k ON k.num = g.country
                        WHERE g.sid = x.sid AND ${signers?.cosigner() ?? "TRUE"} ORDER BY k.code) AS cosigners,
                 to_char(DATE '1900-01-01' + (x.period >> 2), 'YYYY-MM-DD') AS day, x.period & 3 AS precision,
                 ${DAY_SID_KEY}::text AS day_sid_key
            FROM (SELECT DISTINCT g.sid FROM statement_cosigners g WHERE ${signers?.cosignerCandidate() ?? "TRUE"}) j
           CROSS JOIN LATERAL (SELECT x.sid, x.facet, x.period, x.country, x.date_start, x.date_end
                                 FROM statement_search x WHERE x.sid = j.sid AND ${filter.where} OFFSET 0) x`;
}

/** A joint statement as jointSigningsSql reads it, the issuer's code decoded. */
export interface JointSigning {
  /** The statement's date period: its first day and precision number (DATE_PRECISIONS). */
  day?: string;
  precision?: number;
  /** DAY_SID_KEY, as text (a bigint). */
  daySidKey?: string;
  issuer: string;
  /** Whether the issuer itself passes the issuer filter (always, without one). */
  issuerPasses: boolean;
  /** The co-signatories the issuer filter names (all of them, without one). */
  cosigners: string[];
}

/**
 * Counts per State, from counts of the statements under their issuers, with each joint
 * statement counted for every signatory the filter names: its co-signatories added, and its
 * issuer taken away when only a co-signatory let it through. `issuerCounted`: false when the
 * counts already left out an issuer that fails the filter (the per-day counts, filtered by
 * issuer).
 */
export function withSignatories(
  counts: ReadonlyMap<string, number>,
  joint: readonly JointSigning[],
  options: { issuerCounted: boolean } = { issuerCounted: true },
): Map<string, number> {
  const out = new Map(counts);
  const add = (code: string, n: number) => {
    const total = (out.get(code) ?? 0) + n;
    if (total > 0) out.set(code, total);
    else out.delete(code);
  };
  for (const statement of joint) {
    if (options.issuerCounted && !statement.issuerPasses) add(statement.issuer, -1);
    for (const code of statement.cosigners) add(code, 1);
  }
  return out;
}

/** The signatories of a joint statement the filter names, issuer first. */
export function passingSignatories(statement: JointSigning): string[] {
  return statement.issuerPasses ? [statement.issuer, ...statement.cosigners] : statement.cosigners;
}

type RunQuery = <R extends pg.QueryResultRow>(sql: string, params: unknown[]) => Promise<pg.QueryResult<R>>;

/**
 * Whether any co-signed statement may pass the filter's issuer condition. A query with nothing
 * to plan: jointSigningsSql plans the filter's whole tsquery again (measured at 100k: 3 ms of
 * a count per issuer's 13, 11 of a translated one's 25, with no joint statement at all), so it
 * runs only when there is something for it to read.
 */
export async function anyCosigned(runQuery: RunQuery, filter: SqlFilter): Promise<boolean> {
  const params: unknown[] = [];
  const candidate = filter
    .signers?.((value) => {
      params.push(value);
      return `$${params.length}`;
    })
    .cosignerCandidate();
  const { rows } = await runQuery<{ found: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM statement_cosigners g WHERE ${candidate ?? "TRUE"}) AS found`,
    params,
  );
  return rows[0]!.found;
}

/** The joint statements a filter keeps, read alone. */
export async function readJointSignings(runQuery: RunQuery, filter: SqlFilter): Promise<JointSigning[]> {
  if (!(await anyCosigned(runQuery, filter))) return [];
  const params = [...filter.params];
  const { rows } = await runQuery<{
    issuer: string;
    issuer_passes: boolean;
    cosigners: string[];
    day: string;
    precision: number;
    day_sid_key: string;
  }>(jointSigningsSql(filter, params), params);
  return rows.map((row) => ({
    issuer: row.issuer,
    issuerPasses: row.issuer_passes,
    cosigners: row.cosigners,
    day: row.day,
    precision: row.precision,
    daySidKey: row.day_sid_key,
  }));
}
