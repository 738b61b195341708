import { GROUP_SLUGS, type GroupSlug, groupName, LANGUAGE_CODES, type LanguageCode } from "@communique/core";
import type { SearchFacets } from "@communique/core/contract";
import type pg from "pg";
import { countryRef } from "../reference/country-ref";
import { ISSUER_CODES_BY_NUM_SQL } from "../reference/issuer-codes-sql";
import type { SqlFilter } from "./search-filters";

interface FacetRow {
  country_code: string;
  language: LanguageCode;
  year: number;
  n: number;
}

/**
 * Matches counted by year, issuer and language: from the search table, grouped on the one number
 * that holds all three (cheaper to hash than three columns). One composite group, rolled up in
 * shapeFacets.
 */
export async function facetCounts(
  filter: SqlFilter,
  run: <R extends pg.QueryResultRow>(sql: string, params: unknown[]) => Promise<pg.QueryResult<R>>,
): Promise<FacetRow[]> {
  // The language's number is its place in LANGUAGE_CODES (cq_language_num, migration 006).
  const params = [...filter.params, LANGUAGE_CODES];
  const { rows } = await run<FacetRow>(
    `SELECT k.codes[(f.facet >> 3) & 1023] AS country_code, ($${params.length}::text[])[(f.facet & 7) + 1] AS language,
            (f.facet >> 13) + 1900 AS year, f.n
       FROM (SELECT x.facet, count(*)::int AS n FROM statement_search x WHERE ${filter.where} GROUP BY x.facet) f
       CROSS JOIN ${ISSUER_CODES_BY_NUM_SQL} AS k(codes)`,
    params,
  );
  return rows;
}

export function shapeFacets(rows: FacetRow[], lang: LanguageCode): SearchFacets {
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
