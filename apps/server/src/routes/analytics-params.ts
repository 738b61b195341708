import { hasPositiveTerms, type LanguageCode, parseQuery, QueryError } from "@communique/core";
import { INTERVALS, type IssuerRequest, type TimelineRequest } from "@communique/store";
import { z } from "@hono/zod-openapi";
import { ApiError } from "../api-error";
import { listOf, repeatable } from "./query-params";
import { SearchParamsSchema, toSearchRequest } from "./search-params";

/** SPEC §9: the query compared with at most four other themes or countries. */
export const MAX_COMPARE = 4;
export const MAX_COUNTRIES_LIMIT = 250;

/** The search's query and filters; paging and sorting mean nothing here. */
export const AnalyticsParamsSchema = SearchParamsSchema.omit({ sort: true, page: true, size: true });
export type AnalyticsParams = z.infer<typeof AnalyticsParamsSchema>;

export const TimelineParamsSchema = AnalyticsParamsSchema.extend({
  compare: repeatable(
    `Up to ${MAX_COMPARE} other themes or countries to draw beside the query, each in the query language; repeatable.`,
    "drought",
  ),
  interval: z.enum(INTERVALS).optional().openapi({
    description:
      "Length of a period. Default: chosen from the range (day up to two months, week up to nine, month up to ten years, then year), and coarser when most statements are dated less precisely.",
  }),
});

export const CountriesParamsSchema = AnalyticsParamsSchema.extend({
  limit: z
    .string()
    .optional()
    .openapi({ description: `How many countries, 1 to ${MAX_COUNTRIES_LIMIT} (default 20).`, example: "20" }),
});

/** The query (required: analytics needs a keyword) and the filters, as the store wants them. */
export function toIssuerRequest(params: AnalyticsParams): IssuerRequest & { label: string } {
  const request = toSearchRequest(params);
  if (!hasPositiveTerms(request.query)) {
    throw new ApiError(
      400,
      "keyword_required",
      "q: add a keyword; analytics count the statements that match it (a query of exclusions alone matches nearly everything)",
    );
  }
  return {
    query: request.query,
    countries: request.countries,
    groups: request.groups,
    languages: request.languages,
    from: request.from,
    to: request.to,
    lang: request.lang,
    label: queryLabel(params),
  };
}

export function toTimelineRequest(
  params: z.infer<typeof TimelineParamsSchema>,
): TimelineRequest & { lang: LanguageCode } {
  const { label, query, ...filters } = toIssuerRequest(params);
  const terms = listOf(params.compare);
  if (terms.length > MAX_COMPARE) {
    throw new ApiError(
      400,
      "too_many_compared",
      `compare: at most ${MAX_COMPARE} terms can be compared with the query; ${terms.length} were given`,
    );
  }
  const compared = terms.map((term) => {
    let parsed: ReturnType<typeof parseQuery>;
    try {
      parsed = parseQuery({ q: term });
    } catch (error) {
      if (error instanceof QueryError)
        throw new ApiError(400, error.code, `compare “${term}”: ${error.message}`);
      throw error;
    }
    if (!hasPositiveTerms(parsed))
      throw new ApiError(400, "invalid_parameter", `compare: “${term}” has no word to look for`);
    return { label: term, query: parsed };
  });
  return { ...filters, series: [{ label, query }, ...compared], interval: params.interval };
}

/** How the query is named in a legend: as typed, or the advanced fields put together. */
function queryLabel(params: AnalyticsParams): string {
  const field = (value: string | undefined) => value?.trim() ?? "";
  if (field(params.q)) return field(params.q);
  const words = (value: string | undefined) => field(value).split(/\s+/).filter(Boolean);
  const parts = [
    field(params.all),
    field(params.exact) ? `"${field(params.exact)}"` : "",
    words(params.any).join(" OR "),
    words(params.none)
      .map((w) => `-${w}`)
      .join(" "),
  ];
  return parts.filter(Boolean).join(" ");
}

export function parseLimit(value: string | undefined): number {
  if (value === undefined || value === "") return 20;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > MAX_COUNTRIES_LIMIT)
    throw new ApiError(
      400,
      "invalid_parameter",
      `limit: must be a whole number from 1 to ${MAX_COUNTRIES_LIMIT}`,
    );
  return n;
}
