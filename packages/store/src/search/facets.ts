import { GROUP_SLUGS, type GroupSlug, groupName, LANGUAGE_CODES, type LanguageCode } from "@communique/core";
import type { SearchFacets } from "@communique/core/contract";
import type pg from "pg";
import { countryRef } from "../reference/country-ref";
import { ISSUER_CODES_BY_NUM_SQL } from "../reference/issuer-codes-sql";
import { type JointSigning, passingSignatories, readJointSignings, withSignatories } from "./joint-signings";
import type { SqlFilter } from "./search-filters";

interface FacetRow {
  country_code: string;
  language: LanguageCode;
  year: number;
  n: number;
}

/**
 * Past this many matches a search's counts are estimated from the sample (migration 011): exact
 * counting should cost no more than the page of results, about 25 ms (decision 019). At 1M
 * statements a match costs about 0.5 µs to count ("nuclear", 86,382 matches: 42–48 ms exactly,
 * 11.6 ms in the sample), so the limit is 50,000; it was 100,000 from an earlier 0.25 µs, when a
 * query's stems matched every language and common words passed it.
 */
export const EXACT_COUNT_LIMIT = 50_000;

/**
 * Past this many matches an analytics series may be estimated (with enough sample matches per
 * period as well: timeline.ts). Kept at 100,000: a series is drawn period by period, and its
 * error per period, not its cost, is what bounds it (decision 019, revision of 2026-11-26).
 */
export const SERIES_EXACT_LIMIT = 100_000;
/** Runs one statement, under the planner settings its caller chose (withIndexedTextPlans). */
export type RunQuery = <R extends pg.QueryResultRow>(
  sql: string,
  params: unknown[],
) => Promise<pg.QueryResult<R>>;

/** One statement in SAMPLE_SHARE is in the sample. */
export const SAMPLE_SHARE = 16;
/** Written exactly as migration 011's index predicate, or the planner cannot use that index. */
const IN_SAMPLE_SQL = "(hashint4(x.sid) & 15) = 0";

export interface FacetCounts {
  rows: FacetRow[];
  /** The joint statements among them, which count for each signatory per State (decision 032). */
  joint?: JointSigning[];
  /** Each row's count stands for SAMPLE_SHARE times as many statements: an estimate. */
  sampled: boolean;
}

/**
 * A search's counts: first in the sample, whose index answers a common word in a sixteenth of the
 * time; when the sample stands for fewer than exactLimit matches, counted again exactly. Only
 * for text queries: without one, the sample's index (on the tsvector) cannot be used.
 */
export async function countFacets(
  filter: SqlFilter,
  run: RunQuery,
  options: { sampleFirst: boolean; exactLimit?: number; probe?: RunQuery },
): Promise<FacetCounts> {
  if (options.sampleFirst) {
    const counted = await facetCounts(inSample(filter), run, options.probe);
    const sampled = counted.rows.reduce((sum, row) => sum + row.n, 0);
    if (scaleSample(sampled) >= (options.exactLimit ?? EXACT_COUNT_LIMIT))
      return { ...counted, sampled: true };
  }
  return { ...(await facetCounts(filter, run, options.probe)), sampled: false };
}

/**
 * The filter narrowed to the sample. Its index serves only a filter with a text match (it is on
 * the tsvector); anything else would read the whole table.
 */
export function inSample(filter: SqlFilter): SqlFilter {
  return { ...filter, where: `(${filter.where}) AND ${IN_SAMPLE_SQL}` };
}

/** How many statements a count in the sample stands for (not rounded). */
export function scaleSample(n: number): number {
  return n * SAMPLE_SHARE;
}

/**
 * How many statements a tsquery matches, from its matches in the sample: a sixteenth of the work
 * of counting them all, for decisions that need the order of magnitude only. With `atMost`, the
 * count stops once the sample stands for that many: a decision between "few" and "many" needs no
 * more, and each match counted visits a heap page (about 1.7 µs at 1M statements: "human rights",
 * 12,277 sample matches, 19 ms counted whole, 9.6 ms stopped at 5,500).
 */
export async function matchesInSample(run: RunQuery, tsquery: string, atMost?: number): Promise<number> {
  return (await eachInSample(run, [tsquery], atMost))[0]!;
}

/** matchesInSample for several tsqueries, in one round trip. */
export async function eachInSample(
  run: RunQuery,
  tsqueries: readonly string[],
  atMost?: number,
): Promise<number[]> {
  if (!tsqueries.length) return [];
  // LIMIT NULL is no limit.
  const limit = atMost === undefined ? null : Math.ceil(atMost / SAMPLE_SHARE);
  const { rows } = await run<{ n: number }>(
    `SELECT (SELECT count(*)::int FROM (
               SELECT FROM statement_search x WHERE x.search_vector @@ q.t::tsquery AND ${IN_SAMPLE_SQL} LIMIT $2::int
             ) s) AS n
       FROM unnest($1::text[]) WITH ORDINALITY AS q(t, i) ORDER BY q.i`,
    [tsqueries, limit],
  );
  return rows.map((row) => scaleSample(row.n));
}

/**
 * Matches counted by year, issuer and language: from the search table, grouped on the one number
 * that holds all three (cheaper to hash than three columns). One composite group, rolled up in
 * shapeFacets.
 */
export async function facetCounts(
  filter: SqlFilter,
  run: RunQuery,
  probe: RunQuery = run,
): Promise<Omit<FacetCounts, "sampled">> {
  // The language's number is its place in LANGUAGE_CODES (cq_language_num, migration 006).
  const params = [...filter.params, LANGUAGE_CODES];
  const [{ rows }, joint] = await Promise.all([
    run<FacetRow>(
      `SELECT k.codes[(f.facet >> 3) & 1023] AS country_code, ($${params.length}::text[])[(f.facet & 7) + 1] AS language,
              (f.facet >> 13) + 1900 AS year, f.n
         FROM (SELECT x.facet, count(*)::int AS n FROM statement_search x WHERE ${filter.where} GROUP BY x.facet) f
         CROSS JOIN ${ISSUER_CODES_BY_NUM_SQL} AS k(codes)`,
      params,
    ),
    readJointSignings(probe, filter),
  ]);
  return joint.length ? { rows, joint } : { rows };
}

/**
 * An estimate rounded to two significant digits (629,696 -> 630,000; 48 -> 48): the sample's
 * error is a few per cent at best, and digits past it would claim a precision it lacks.
 */
export function roundEstimate(n: number): number {
  if (n < 100) return Math.round(n);
  const unit = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.round(n / unit) * unit;
}

/** The facets and the total; from a sample, each count scaled up and rounded (roundEstimate). */
export function shapeFacets(
  counted: FacetCounts,
  lang: LanguageCode,
): { facets: SearchFacets; total: number } {
  const countries = new Map<string, number>();
  const languages = new Map<LanguageCode, number>();
  const years = new Map<number, number>();
  const groups = new Map<GroupSlug, number>();
  const add = <K>(map: Map<K, number>, key: K, n: number) => map.set(key, (map.get(key) ?? 0) + n);
  let total = 0;
  const joint = counted.joint ?? [];
  for (const row of counted.rows) {
    add(countries, row.country_code, row.n);
    add(languages, row.language, row.n);
    add(years, row.year, row.n);
    total += row.n;
  }
  const scaled = (n: number) => (counted.sampled ? roundEstimate(scaleSample(n)) : n);
  const collator = new Intl.Collator(lang);
  const countryFacets = [...withSignatories(countries, joint)].map(([code, n]) => {
    const ref = countryRef(code, lang);
    add(groups, ref.group, n);
    return { ...ref, count: scaled(n) };
  });
  // A group counts a joint statement once, however many of its members signed it.
  for (const statement of joint) {
    const perGroup = new Map<GroupSlug, number>();
    for (const code of passingSignatories(statement)) add(perGroup, countryRef(code, lang).group, 1);
    for (const [slug, n] of perGroup) add(groups, slug, 1 - n);
  }
  const facets: SearchFacets = {
    countries: countryFacets.sort((a, b) => b.count - a.count || collator.compare(a.name, b.name)),
    groups: GROUP_SLUGS.filter((slug) => groups.has(slug)).map((slug) => ({
      slug,
      name: groupName(slug, lang),
      count: scaled(groups.get(slug)!),
    })),
    languages: [...languages]
      .map(([code, n]) => ({ code, count: scaled(n) }))
      .sort((a, b) => b.count - a.count),
    years: [...years].map(([year, n]) => ({ year, count: scaled(n) })).sort((a, b) => b.year - a.year),
  };
  return { facets, total: scaled(total) };
}
