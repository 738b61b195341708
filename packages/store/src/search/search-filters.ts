import { countriesInGroup } from "@communique/core";
import type { CompiledQuery } from "./compile-query";
import type { SearchRequest } from "./search-request";

export interface SqlFilter {
  where: string;
  params: unknown[];
}

/**
 * The WHERE clause shared by the results, count and facet queries, so they can never disagree.
 * Groups are expanded to their countries here rather than joined, which keeps every filter on
 * the statements table itself.
 */
export function buildFilter(request: SearchRequest, compiled: CompiledQuery, alias = "s"): SqlFilter {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (compiled.match) conditions.push(`${alias}.search_vector @@ ${param(compiled.match)}::tsquery`);
  if (compiled.exclude)
    conditions.push(`NOT (${alias}.search_vector @@ ${param(compiled.exclude)}::tsquery)`);

  const countryCodes = new Set(request.countries);
  for (const group of request.groups)
    for (const country of countriesInGroup(group)) countryCodes.add(country.code);
  if (request.countries.length || request.groups.length) {
    conditions.push(`${alias}.country_code = ANY(${param([...countryCodes])}::text[])`);
  }
  if (request.languages.length)
    conditions.push(`${alias}.language = ANY(${param(request.languages)}::text[])`);
  if (request.from) conditions.push(`${alias}.date_start >= ${param(request.from)}::date`);
  if (request.to) conditions.push(`${alias}.date_end <= ${param(request.to)}::date`);
  return { where: conditions.length ? conditions.join(" AND ") : "TRUE", params };
}
