import {
  COUNTRIES,
  countryName,
  GROUP_SLUGS,
  type GroupSlug,
  getCountry,
  groupName,
  LANGUAGE_CODES,
  type LanguageCode,
} from "@communique/core";
import type pg from "pg";
import { type SearchDatabase, withIndexedTextPlans } from "../db/planner-settings";
import { formatStatementDate } from "../statements/statement-date";
import { type CompiledQuery, compileQuery } from "./compile-query";
import type { Lexizer } from "./lexizer";
import { buildSearchFilter, hasText, type SqlFilter, searchTsquery } from "./search-filters";
import type { SearchRequest, SortOrder } from "./search-request";
import { buildSnippets } from "./snippet";

export interface CountryRef {
  code: string;
  name: string;
  group: GroupSlug;
}

export interface SearchResultItem {
  id: string;
  title: string;
  country: CountryRef;
  /** "2024", "2024-09" or "2024-09-24", as precise as the source and no more. */
  date: string;
  datePrecision: "day" | "month" | "year";
  language: LanguageCode;
  url: string | null;
  /** HTML: escaped text with <mark> around matched words. */
  snippet: string;
}

export interface SearchFacets {
  countries: (CountryRef & { count: number })[];
  groups: { slug: GroupSlug; name: string; count: number }[];
  languages: { code: LanguageCode; count: number }[];
  years: { year: number; count: number }[];
}

export interface SearchResponse {
  total: number;
  page: number;
  size: number;
  results: SearchResultItem[];
  facets: SearchFacets;
}

interface ResultRow {
  id: string;
  title: string;
  body: string;
  country_code: string;
  date_start: string;
  date_precision: "day" | "month" | "year";
  language: LanguageCode;
  url: string | null;
}

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
  db: SearchDatabase,
  request: Pick<SearchRequest, "countries" | "groups" | "languages" | "from" | "to">,
  compiled: CompiledQuery,
  window: number,
): Promise<boolean> {
  const filtered =
    request.countries.length ||
    request.groups.length ||
    request.languages.length ||
    request.from ||
    request.to;
  const text = searchTsquery(compiled);
  if (!text || filtered) return false;
  const { rows } = await db.query<{ estimate: number; total: number }>(
    `SELECT (SELECT (plan -> 0 -> 'Plan' ->> 'Plan Rows')::float8
               FROM (SELECT $1::text AS q) x,
                    LATERAL cq_estimate_matches(x.q) AS plan) AS estimate,
            (SELECT greatest(reltuples, 1) FROM pg_class WHERE oid = 'statements'::regclass) AS total`,
    [text],
  );
  const row = rows[0];
  if (!row) return false;
  const share = row.estimate / row.total;
  return share * share > (window * WALK_COST_RATIO) / row.total;
}

interface FacetRow {
  country_code: string;
  language: LanguageCode;
  year: number;
  n: number;
}

export async function searchStatements(
  db: SearchDatabase,
  lexizer: Lexizer,
  request: SearchRequest,
  options: { rankCandidates?: number } = {},
): Promise<SearchResponse> {
  const compiled = await compileQuery(db, request.query, request.languages);
  const filter = buildSearchFilter(request, compiled);
  const text = searchTsquery(compiled);
  const sort: SortOrder = request.sort === "relevance" && !text ? "recent" : request.sort;
  const offset = (request.page - 1) * request.size;
  const pageQuery =
    sort === "relevance"
      ? rankedPageSql(filter.where, [...filter.params], text, request, offset, options.rankCandidates)
      : orderedPageSql(filter.where, [...filter.params], sort, request, offset);

  const textMatch = hasText(compiled);
  const run = <R extends pg.QueryResultRow>(sql: string, params: unknown[], indexWalk = false) =>
    textMatch
      ? withIndexedTextPlans(db, (client) => client.query<R>(sql, params), { indexWalk })
      : db.query<R>(sql, params);
  const runPage = async () => {
    const window = offset + request.size;
    const walked =
      sort === "relevance" ? Math.max(options.rankCandidates ?? RANK_CANDIDATES, window) : window;
    const indexWalk = sort !== "country" && (await suitsIndexWalk(db, request, compiled, walked));
    return run<ResultRow>(pageQuery.sql, pageQuery.params, indexWalk);
  };
  const [page, facetRows] = await Promise.all([runPage(), facetCounts(filter, run)]);

  const snippets = await buildSnippets(
    page.rows.map((row) => ({ text: row.body, language: row.language })),
    compiled.lexemes,
    lexizer,
  );
  const results = page.rows.map((row, i) => ({
    id: row.id,
    title: row.title,
    country: countryRef(row.country_code, request.lang),
    date: formatStatementDate(row.date_start, row.date_precision),
    datePrecision: row.date_precision,
    language: row.language,
    url: row.url,
    snippet: snippets[i]!,
  }));
  const facets = shapeFacets(facetRows, request.lang);
  const total = facets.languages.reduce((sum, l) => sum + l.count, 0);
  return { total, page: request.page, size: request.size, results, facets };
}

/**
 * Matches counted by year, issuer and language: from the search table, grouped on the one number
 * that holds all three (cheaper to hash than three columns). One composite group, rolled up in
 * shapeFacets.
 */
async function facetCounts(
  filter: SqlFilter,
  run: <R extends pg.QueryResultRow>(sql: string, params: unknown[]) => Promise<pg.QueryResult<R>>,
): Promise<FacetRow[]> {
  // The language's number is its place in LANGUAGE_CODES (cq_language_num, migration 006).
  const params = [...filter.params, LANGUAGE_CODES];
  const { rows } = await run<FacetRow>(
    `SELECT c.code AS country_code, ($${params.length}::text[])[(f.facet & 7) + 1] AS language,
            (f.facet >> 13) + 1900 AS year, f.n
       FROM (SELECT x.facet, count(*)::int AS n FROM statement_search x WHERE ${filter.where} GROUP BY x.facet) f
       JOIN countries c ON c.num = (f.facet >> 3) & 1023`,
    params,
  );
  return rows;
}

export function countryRef(code: string, lang: LanguageCode): CountryRef {
  const country = getCountry(code);
  return { code, name: countryName(code, lang), group: country?.group ?? "igo" };
}

const DISPLAY_COLUMNS = `st.id, st.title, st.body, st.country_code, to_char(st.date_start, 'YYYY-MM-DD') AS date_start,
  st.date_precision, st.language, st.url`;

/**
 * Relevance ranks at most RANK_CANDIDATES (500) matches, the most recent ones (all of them when there
 * are fewer): ts_rank must read each candidate's whole tsvector from TOAST, which for a common
 * term costs seconds at scale (measured: 187 ms for 10,607 matches of 18k-character speeches).
 * For a monitoring product, the best matches among recent statements is the useful answer.
 * Matches past the candidates follow by date, so every page is a slice of one fixed order.
 */
export const RANK_CANDIDATES = 500;

function rankedPageSql(
  where: string,
  params: unknown[],
  match: string,
  request: SearchRequest,
  offset: number,
  candidates = RANK_CANDIDATES,
) {
  params.push(match, candidates, offset + request.size, request.size, offset);
  const n = params.length;
  const [q, k, window, size, skip] = [n - 4, n - 3, n - 2, n - 1, n].map((i) => `$${i}`);
  return {
    // The window is cut first (a bounded sort, or a walk of the date index that stops early) and
    // numbered afterwards: a row_number() below the LIMIT would sort every match (7 s at 1M).
    sql: `SELECT ${DISPLAY_COLUMNS} FROM (
            SELECT c.sid, c.date_start, c.nth,
                   CASE WHEN c.nth <= ${k} THEN ts_rank(c.search_vector, ${q}::tsquery, 1) END AS rank
              FROM (
                SELECT w.*, row_number() OVER (ORDER BY w.date_start DESC, w.sid) AS nth FROM (
                  SELECT x.sid, x.date_start, x.search_vector FROM statement_search x WHERE ${where}
                   ORDER BY x.date_start DESC, x.sid LIMIT GREATEST(${k}::int, ${window}::int)
                ) w
              ) c
             ORDER BY c.nth <= ${k} DESC, rank DESC NULLS LAST, c.nth LIMIT ${size} OFFSET ${skip}
          ) r JOIN statements st ON st.sid = r.sid
          ORDER BY r.nth <= ${k} DESC, r.rank DESC NULLS LAST, r.nth`,
    params,
  };
}

/** One page in date or country order: the search table chooses the sids, statements gives the rest. */
function orderedPageSql(
  where: string,
  params: unknown[],
  sort: Exclude<SortOrder, "relevance">,
  request: SearchRequest,
  offset: number,
) {
  const order = orderBySql(sort, request.lang, params);
  params.push(request.size, offset);
  return {
    sql: `SELECT ${DISPLAY_COLUMNS} FROM (
            SELECT x.sid, x.date_start, x.country FROM statement_search x WHERE ${where}
             ORDER BY ${order} LIMIT $${params.length - 1} OFFSET $${params.length}
          ) x JOIN statements st ON st.sid = x.sid ORDER BY ${order}`,
    params,
  };
}

/**
 * The ORDER BY of a date or country sort over the search table's columns (sid, date_start,
 * country, as `x`), pushing its parameter (if any) onto `params`. Shared by the result pages and
 * the exports, so both list statements in one order.
 */
export function orderBySql(
  sort: Exclude<SortOrder, "relevance">,
  lang: LanguageCode,
  params: unknown[],
): string {
  if (sort === "oldest") return "x.date_start ASC, x.sid";
  if (sort === "country") {
    params.push(countryCodesByName(lang));
    // Each issuer's place in the alphabet, in an array indexed by its number: one subscript a row.
    const ranks = `(SELECT array_agg(array_position($${params.length}::text[], c.code) ORDER BY g.n)
                      FROM generate_series(1, (SELECT max(num) FROM countries)) AS g(n)
                      LEFT JOIN countries c ON c.num = g.n)`;
    return `(${ranks})[x.country], x.date_start DESC, x.sid`;
  }
  return "x.date_start DESC, x.sid";
}

const sortedCodes = new Map<LanguageCode, string[]>();
/** Country codes in the alphabetical order of their names in `lang` (the database collates bytes). */
function countryCodesByName(lang: LanguageCode): string[] {
  let codes = sortedCodes.get(lang);
  if (!codes) {
    const collator = new Intl.Collator(lang);
    codes = COUNTRIES.map((c) => ({ code: c.code, name: countryName(c.code, lang) }))
      .sort((a, b) => collator.compare(a.name, b.name))
      .map((c) => c.code);
    sortedCodes.set(lang, codes);
  }
  return codes;
}

function shapeFacets(rows: FacetRow[], lang: LanguageCode): SearchFacets {
  const countries = new Map<string, number>();
  const languages = new Map<LanguageCode, number>();
  const years = new Map<number, number>();
  const groups = new Map<GroupSlug, number>();
  const add = <K>(map: Map<K, number>, key: K, n: number) => map.set(key, (map.get(key) ?? 0) + n);
  for (const row of rows) {
    add(countries, row.country_code, row.n);
    add(languages, row.language, row.n);
    add(years, row.year, row.n);
  }
  const collator = new Intl.Collator(lang);
  const countryFacets = [...countries].map(([code, count]) => {
    const ref = countryRef(code, lang);
    add(groups, ref.group, count);
    return { ...ref, count };
  });
  return {
    countries: countryFacets.sort((a, b) => b.count - a.count || collator.compare(a.name, b.name)),
    groups: GROUP_SLUGS.filter((slug) => groups.has(slug)).map((slug) => ({
      slug,
      name: groupName(slug, lang),
      count: groups.get(slug)!,
    })),
    languages: [...languages].map(([code, count]) => ({ code, count })).sort((a, b) => b.count - a.count),
    years: [...years].map(([year, count]) => ({ year, count })).sort((a, b) => b.year - a.year),
  };
}
