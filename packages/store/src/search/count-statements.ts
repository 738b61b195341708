import type { SearchFilters, SearchPage, SearchRequest } from "@communique/core/contract";
import type pg from "pg";
import { type SearchDatabase, withIndexedTextPlans } from "../db/planner-settings";
import { type CompiledQuery, compileQuery } from "./compile-query";
import { countFacets, EXACT_COUNT_LIMIT, type FacetCounts, shapeFacets } from "./facets";
import { estimateTsqueries, type MatchEstimate } from "./index-walk";
import { buildSearchFilter, filteredTsquery, hasText } from "./search-filters";

/**
 * How many statements a search matches, with its facets, and no page of results: the counting
 * half of searchStatements (the same filter, estimate and sample), for a page that needs the
 * counts of a variant of its search (its issuers left out, its coarse dates, its translation).
 */
export async function countStatements(
  db: SearchDatabase,
  request: Omit<SearchRequest, "sort" | "page" | "size">,
  options: { exactCountLimit?: number } = {},
): Promise<Pick<SearchPage, "total" | "estimated" | "facets">> {
  const compiled = await compileQuery(db, request.query, request.filters.languages);
  const textMatch = hasText(compiled);
  const [countedEstimate] = textMatch
    ? await estimateTsqueries(db, [filteredTsquery(request.filters, compiled)])
    : [undefined];
  const counted = await countSearch(request.filters, compiled, textQueryRunner(db, textMatch), {
    estimate: countedEstimate,
    exactLimit: options.exactCountLimit,
    db,
  });
  const { facets, total } = shapeFacets(counted, request.lang);
  return { total, ...(counted.sampled ? { estimated: true } : {}), facets };
}

/** Runs one of a search's statements: a text match under withIndexedTextPlans, else as it is. */
export type SearchQueryRunner = <R extends pg.QueryResultRow>(
  sql: string,
  params: unknown[],
  indexWalk?: boolean,
) => Promise<pg.QueryResult<R>>;

/**
 * The runner of a search's statements. A search's page and facets run side by side and already
 * keep both cores busy: no parallel workers for either (as for the series of a comparison). At 1M
 * statements, 16 searches of the benchmark's kinds alone on the machine, in process: 2.8 s with
 * workers, 2.0 without ("security" 240 -> 167 ms); at 100k, 0.60 s against 0.62.
 */
export function textQueryRunner(db: SearchDatabase, textMatch: boolean): SearchQueryRunner {
  return <R extends pg.QueryResultRow>(sql: string, params: unknown[], indexWalk = false) =>
    textMatch
      ? withIndexedTextPlans(db, (client) => client.query<R>(sql, params), { indexWalk, parallel: false })
      : db.query<R>(sql, params);
}

/**
 * A search's counts by issuer, language and year: in the sample first when the estimate says they
 * may pass the exact limit (only for a text match, whose index the sample uses).
 */
export function countSearch(
  filters: SearchFilters,
  compiled: CompiledQuery,
  run: SearchQueryRunner,
  options: { estimate: MatchEstimate | undefined; exactLimit?: number | undefined; db: SearchDatabase },
): Promise<FacetCounts> {
  const exactLimit = options.exactLimit ?? EXACT_COUNT_LIMIT;
  return countFacets(buildSearchFilter(filters, compiled, { alternativesApart: true }), run, {
    sampleFirst: hasText(compiled) && mayPassLimit(options.estimate, exactLimit),
    exactLimit,
    // The joint statements are looked for outside the text plans' transaction: a small query.
    probe: (sql, params) => options.db.query(sql, params),
  });
}

/**
 * Whether a search's counts are expected past the exact limit, so that they are counted in the
 * sample first. The planner's estimate (query and filter lexemes, language ties aside, so rather
 * too high than too low for a translated query) is close for every lexeme its statistics list
 * (migration 012). Below the limit the sample would only add a round trip before the exact count:
 * at 100k statements, where no query can pass the limit, frequent words with their equivalents
 * were 10–13 ms slower at p50 when half the limit sent them to the sample first. An estimate far
 * too low (words ANDed, which PostgreSQL takes as independent) costs no more than counting
 * exactly did before the sample existed.
 */
function mayPassLimit(estimate: MatchEstimate | undefined, limit: number): boolean {
  return estimate === undefined || estimate.matches >= limit;
}
