import { hasFilters, type SearchFilters } from "@communique/core/contract";
import type { SearchDatabase } from "../db/planner-settings";
import type { CompiledQuery } from "./compile-query";
import { estimateRows, searchStatistics } from "./match-statistics";
import { searchTsquery } from "./search-filters";
import { withoutLanguageTies } from "./tsquery-text";

/**
 * Whether walking the date index (testing each row's tsvector until `window` matches are found)
 * beats building the whole bitmap. The walk reads window / share tsvectors from TOAST (about
 * 10 µs each); the bitmap visits every match (about 0.7 µs each): the walk wins when
 * share² > window × WALK_COST_RATIO / statements, with `share` PostgreSQL's own estimate
 * (measured at 100k: "human rights", 20% of the statements, takes 33 ms walking to the 500
 * most recent and 28 through the bitmap; a three-word OR, 40%, 15 ms against 25). Filters are
 * excluded: rows they reject would be tested too (7.1 s at 1M for a common word, one group
 * and one year).
 */
const WALK_COST_RATIO = 15;

export async function suitsIndexWalk(
  filters: SearchFilters,
  estimate: MatchEstimate | undefined,
  window: number,
): Promise<boolean> {
  if (!estimate || hasFilters(filters)) return false;
  return estimate.matches > walkThreshold(estimate.statements, window);
}

/**
 * The matches past which the walk wins (share² > window × WALK_COST_RATIO / statements, solved for
 * the matches): at 1M statements and a window of 500, about 86,600.
 */
export function walkThreshold(statements: number, window: number): number {
  return Math.sqrt(window * WALK_COST_RATIO * statements);
}

export interface MatchEstimate {
  /** PostgreSQL's estimate of the statements the query matches (filters aside). */
  matches: number;
  statements: number;
}

/** The planner's estimate of a query's matches, from the index statistics (no row is read). */
export async function estimateMatches(
  db: SearchDatabase,
  compiled: CompiledQuery,
): Promise<MatchEstimate | undefined> {
  return estimateTsquery(db, searchTsquery(compiled));
}

/** estimateMatches for a tsquery text ("" gives undefined). */
export async function estimateTsquery(db: SearchDatabase, text: string): Promise<MatchEstimate | undefined> {
  return (await estimateTsqueries(db, [text]))[0];
}

/**
 * The planner's estimates of several tsquery texts, in their order ("" gives undefined): computed
 * from the statistics kept for the process (match-statistics.ts), else asked of PostgreSQL in one
 * round trip.
 */
export async function estimateTsqueries(
  db: SearchDatabase,
  texts: readonly string[],
): Promise<(MatchEstimate | undefined)[]> {
  if (!texts.some(Boolean)) return texts.map(() => undefined);
  const statistics = await searchStatistics(db).catch(() => undefined);
  const computed = new Map<string, MatchEstimate>();
  if (statistics) {
    for (const text of texts) {
      if (!text) continue;
      const matches = estimateRows(statistics, withoutLanguageTies(text));
      if (matches !== undefined) computed.set(text, { matches, statements: statistics.statements });
    }
  }
  const asked = texts.filter((text) => text && !computed.has(text));
  const planned = asked.length ? await plannerEstimates(db, asked) : new Map<string, MatchEstimate>();
  return texts.map((text) => (text ? (computed.get(text) ?? planned.get(text)) : undefined));
}

/** The planner's own estimates, each from an EXPLAIN of the match alone; one round trip. */
export async function plannerEstimates(
  db: SearchDatabase,
  texts: readonly string[],
): Promise<Map<string, MatchEstimate>> {
  const estimated = texts.map(withoutLanguageTies);
  const { rows } = await db.query<{ q: string; estimate: number; total: number }>(
    `SELECT x.q, (plan -> 0 -> 'Plan' ->> 'Plan Rows')::float8 AS estimate,
            (SELECT greatest(reltuples, 1) FROM pg_class WHERE oid = 'statements'::regclass) AS total
       FROM unnest($1::text[]) AS x(q), LATERAL cq_estimate_matches(x.q) AS plan`,
    [estimated],
  );
  const byText = new Map(rows.map((r) => [r.q, { matches: r.estimate, statements: r.total }]));
  const estimates = new Map<string, MatchEstimate>();
  for (const text of texts) {
    const estimate = byText.get(withoutLanguageTies(text));
    if (estimate) estimates.set(text, estimate);
  }
  return estimates;
}
