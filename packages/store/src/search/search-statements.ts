import {
  COUNTRIES,
  countryName,
  GROUP_SLUGS,
  type GroupSlug,
  getCountry,
  groupName,
  type LanguageCode,
} from "@communique/core";
import type { Queryable } from "../db/queryable";
import { formatStatementDate } from "../statements/statement-date";
import { compileQuery } from "./compile-query";
import type { Lexizer } from "./lexizer";
import { buildFilter } from "./search-filters";
import type { SearchRequest, SortOrder } from "./search-request";
import { buildSnippet } from "./snippet";

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

export async function searchStatements(
  db: Queryable,
  lexizer: Lexizer,
  request: SearchRequest,
): Promise<SearchResponse> {
  const compiled = await compileQuery(db, request.query, request.languages);
  const filter = buildFilter(request, compiled);
  const sort: SortOrder = request.sort === "relevance" && !compiled.match ? "recent" : request.sort;
  const orderParams = [...filter.params];
  const order = orderBy(sort, request.lang, compiled.match, orderParams);
  orderParams.push(request.size, (request.page - 1) * request.size);
  const limit = `LIMIT $${orderParams.length - 1} OFFSET $${orderParams.length}`;

  const [page, facetRows] = await Promise.all([
    db.query<ResultRow>(
      `SELECT s.id, s.title, s.body, s.country_code, to_char(s.date_start, 'YYYY-MM-DD') AS date_start,
              s.date_precision, s.language, s.url
         FROM statements s WHERE ${filter.where} ORDER BY ${order} ${limit}`,
      orderParams,
    ),
    db.query<{ country_code: string | null; language: LanguageCode | null; year: number | null; n: number }>(
      `SELECT s.country_code, s.language, s.year, count(*)::int AS n
         FROM statements s WHERE ${filter.where}
        GROUP BY GROUPING SETS ((s.country_code), (s.language), (s.year))`,
      filter.params,
    ),
  ]);

  const results = await Promise.all(
    page.rows.map(async (row) => ({
      id: row.id,
      title: row.title,
      country: countryRef(row.country_code, request.lang),
      date: formatStatementDate(row.date_start, row.date_precision),
      datePrecision: row.date_precision,
      language: row.language,
      url: row.url,
      snippet: await buildSnippet(
        row.body,
        row.language,
        compiled.lexemes.get(row.language) ?? new Set(),
        lexizer,
      ),
    })),
  );
  const facets = shapeFacets(facetRows.rows, request.lang);
  const total = facets.languages.reduce((sum, l) => sum + l.count, 0);
  return { total, page: request.page, size: request.size, results, facets };
}

export function countryRef(code: string, lang: LanguageCode): CountryRef {
  const country = getCountry(code);
  return { code, name: countryName(code, lang), group: country?.group ?? "igo" };
}

function orderBy(sort: SortOrder, lang: LanguageCode, match: string, params: unknown[]): string {
  switch (sort) {
    case "relevance":
      params.push(match);
      // Normalisation 1 divides by 1 + log(length): long speeches do not win by length alone.
      return `ts_rank(s.search_vector, $${params.length}::tsquery, 1) DESC, s.date_start DESC, s.id`;
    case "recent":
      return "s.date_start DESC, s.id";
    case "oldest":
      return "s.date_start ASC, s.id";
    case "country":
      params.push(countryCodesByName(lang));
      return `array_position($${params.length}::text[], s.country_code), s.date_start DESC, s.id`;
  }
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

function shapeFacets(
  rows: { country_code: string | null; language: LanguageCode | null; year: number | null; n: number }[],
  lang: LanguageCode,
): SearchFacets {
  const facets: SearchFacets = { countries: [], groups: [], languages: [], years: [] };
  const groupCounts = new Map<GroupSlug, number>();
  for (const row of rows) {
    if (row.country_code !== null) {
      const ref = countryRef(row.country_code, lang);
      facets.countries.push({ ...ref, count: row.n });
      groupCounts.set(ref.group, (groupCounts.get(ref.group) ?? 0) + row.n);
    } else if (row.language !== null) facets.languages.push({ code: row.language, count: row.n });
    else if (row.year !== null) facets.years.push({ year: row.year, count: row.n });
  }
  facets.groups = GROUP_SLUGS.filter((slug) => groupCounts.has(slug)).map((slug) => ({
    slug,
    name: groupName(slug, lang),
    count: groupCounts.get(slug)!,
  }));
  const collator = new Intl.Collator(lang);
  facets.countries.sort((a, b) => b.count - a.count || collator.compare(a.name, b.name));
  facets.languages.sort((a, b) => b.count - a.count);
  facets.years.sort((a, b) => b.year - a.year);
  return facets;
}
