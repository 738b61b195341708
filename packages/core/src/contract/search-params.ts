import { z } from "zod";
import { BLOC_IDS, blocIdOf } from "../blocs/bloc-ids";
import { GROUP_SLUGS, isGroupSlug } from "../countries/groups";
import { DomainError } from "../errors";
import { LANGUAGE_CODES, type LanguageCode } from "../languages";
import { hasPositiveTerms, parseQuery } from "../query/parse-query";
import { readQueryLanguage } from "../query/query-language";
import type { ParsedQuery, QueryInput, QueryNotice } from "../query/query-model";
import {
  DEFAULT_PAGE_SIZE,
  INTERVALS,
  type Interval,
  MAX_COMPARE,
  MAX_COUNTRIES_LIMIT,
  MAX_PAGE_SIZE,
  MAX_RESULT_WINDOW,
  SORT_ORDERS,
  type SortOrder,
  TOP_COUNTRIES,
  TRANSLATE_MODES,
  type TranslateMode,
} from "../vocabulary";
import { intParam, listParam, textParam } from "./query-values";
import {
  checkFilters,
  FILTER_PARAMS,
  filterParamsShape,
  resolvePeriod,
  type SearchFilters,
  toFilters,
} from "./search-filters";

/**
 * The parameters of every search-shaped call, declared once: the API validates its query string
 * with these schemas (and documents them in OpenAPI), the web app reads its own address with the
 * same ones. Each schema's output has the query's text fields as given and the filters nested.
 */

export const LangParam = z
  .enum(LANGUAGE_CODES)
  .default("en")
  .meta({ description: "Language of country and group names in the answer." });

/** A call that takes only the language of the names it answers. */
export const LangParamsSchema = z.object({ lang: LangParam });

const textShape = {
  q: textParam(
    'Free text: all words must match; "exact phrase", OR between alternatives, -word to exclude.',
    'climate OR "sea level" -nuclear',
  ),
  all: textParam("Advanced search: all of these words."),
  exact: textParam("Advanced search: these exact words (a phrase)."),
  any: textParam("Advanced search: any of these words."),
  none: textParam("Advanced search: none of these words."),
};

const sortParam = z.enum(SORT_ORDERS).optional();

const translationShape = {
  translate: z.enum(TRANSLATE_MODES).default("keep").meta({
    description:
      "keep: search the query as typed. add: also search each clause's equivalents in the other five UN languages (country names, the terminology, machine translation when configured); the answer lists them.",
  }),
  omit: listParam(
    "With translate=add: equivalents not to search, each as language:text (as listed in the answer's translation); repeatable.",
    "fr:changements climatiques",
  ),
};

/**
 * A statement's page: `lang`, and the query of the search that led to it, whose words the answer
 * locates in the text (the filters and paging of that search are not needed for that).
 */
export const StatementParamsSchema = z.object({ ...textShape, ...translationShape, lang: LangParam });
export type StatementParams = z.output<typeof StatementParamsSchema>;

/** The query to locate in a statement, or undefined when the page was not opened from a search. */
export function toHighlightRequest(
  params: StatementParams,
): { query: ParsedQuery; translation: TranslationRequest } | undefined {
  if (![params.q, params.all, params.exact, params.any, params.none].some((v) => v.trim())) return undefined;
  return {
    query: withQueryLanguage(parseQuery(params), params.lang),
    translation: { mode: params.translate, omit: params.omit },
  };
}

/** A parsed query with the language its typed words are read in (readQueryLanguage). */
function withQueryLanguage(
  query: ParsedQuery,
  interfaceLanguage: LanguageCode,
  languages?: readonly LanguageCode[],
): ParsedQuery {
  return { ...query, language: readQueryLanguage(query, { interfaceLanguage, languages }) };
}

/** The query's text, its filters and `lang`: what every search-shaped call takes. */
const searchBase = z.object({ ...textShape, ...translationShape, ...filterParamsShape, lang: LangParam });
type FilterValues = Parameters<typeof toFilters>[0];
type FilterParamName = (typeof FILTER_PARAMS)[keyof typeof FILTER_PARAMS];

/** The filter parameters gathered into one SearchFilters; every other value as it was. */
function nestFilters<T extends FilterValues>(
  values: T,
): Omit<T, FilterParamName> & { filters: SearchFilters } {
  const rest: Partial<T> = { ...values };
  for (const name of Object.values(FILTER_PARAMS)) delete rest[name as keyof T];
  return { ...(rest as Omit<T, FilterParamName>), filters: toFilters(values) };
}

/** A schema of filter parameters, checked across filters, its filters gathered into one SearchFilters. */
function gathered<S extends z.ZodType<FilterValues>>(schema: S) {
  return schema
    .superRefine((values, ctx) => checkFilters(values, ctx))
    .transform((values) => nestFilters(values));
}

const pageShape = {
  sort: sortParam.meta({ description: "Default: relevance with a query, else recent." }),
  page: intParam({ min: 1, fallback: 1, description: "Page number from 1." }),
  size: intParam({
    min: 1,
    max: MAX_PAGE_SIZE,
    fallback: DEFAULT_PAGE_SIZE,
    description: `Results per page, 1 to ${MAX_PAGE_SIZE} (default ${DEFAULT_PAGE_SIZE}).`,
  }),
};

export const SearchParamsSchema = gathered(searchBase.extend(pageShape)).superRefine((values, ctx) => {
  if (values.page * values.size > MAX_RESULT_WINDOW) {
    ctx.addIssue({
      code: "custom",
      path: ["page"],
      message: `results beyond the first ${MAX_RESULT_WINDOW} are not paged; narrow the search or use the export`,
      params: { code: "page_too_deep" },
    });
  }
});
export type SearchParams = z.output<typeof SearchParamsSchema>;

/**
 * The query part of every search-shaped call: its text, translation, filters and `lang`. What an
 * operation prepares once (the period resolved, the query read and translated) and shares.
 */
export const QueryParamsSchema = gathered(searchBase);
export type QueryParams = z.output<typeof QueryParamsSchema>;

/** The search's query and filters, for analytics: paging and sorting mean nothing there. */
export const AnalyticsParamsSchema = QueryParamsSchema;
export type AnalyticsParams = QueryParams;

/** A search's counts and facets without its results: the query and filters. */
export const CountParamsSchema = QueryParamsSchema;
export type CountParams = QueryParams;

/**
 * What an analytics view adds to the search's parameters: the compared terms, the interval, and
 * (the calendar's) month. The timeline's API takes the first two; the pages read all three from
 * their address with these same schemas.
 */
export const AnalyticsViewParamsSchema = z.object({
  compare: listParam(
    `Up to ${MAX_COMPARE} other themes or countries to draw beside the query, each in the query language; repeatable.`,
    "drought",
  ),
  interval: z.enum(INTERVALS).optional().meta({
    description:
      "Length of a period. Default: chosen from the range (day up to two months, week up to nine, month up to ten years, then year), and coarser when most statements are dated less precisely.",
  }),
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: "must be a month, YYYY-MM" })
    .optional()
    .meta({ description: "A month, YYYY-MM (the analytics tool's calendar)." }),
});

export const TimelineParamsSchema = gathered(
  searchBase.extend(AnalyticsViewParamsSchema.pick({ compare: true, interval: true }).shape),
);
export type TimelineParams = z.output<typeof TimelineParamsSchema>;

export const CountriesParamsSchema = gathered(
  searchBase.extend({
    limit: intParam({
      min: 1,
      max: MAX_COUNTRIES_LIMIT,
      fallback: TOP_COUNTRIES,
      description: `How many countries, 1 to ${MAX_COUNTRIES_LIMIT} (default ${TOP_COUNTRIES}).`,
    }),
  }),
);
export type CountriesParams = z.output<typeof CountriesParamsSchema>;

/** Who of a bloc or group spoke and who did not: the search's parameters and the set of states. */
export const SilencesParamsSchema = gathered(
  searchBase.extend({
    among: z
      .string({
        error: "required: the id of a bloc (GET /api/blocs) or the slug of a group (GET /api/groups)",
      })
      .max(100, { error: "at most 100 characters: the id of a bloc or the slug of a group" })
      .transform((value, ctx): { kind: "bloc" | "group"; id: string } => {
        const id = blocIdOf(value);
        if (id) return { kind: "bloc", id };
        if (isGroupSlug(value.trim())) return { kind: "group", id: value.trim() };
        ctx.addIssue({
          code: "custom",
          message: `unknown bloc or group "${value}": the blocs are ${BLOC_IDS.join(", ")}; the groups ${GROUP_SLUGS.join(", ")}`,
          params: { code: "unknown_bloc" },
        });
        return z.NEVER;
      })
      .meta({
        description:
          "The bloc (an id of /api/blocs) or group (a slug of /api/groups) whose members are listed. The country and group filters do not change who is listed; a bloc's members count only the statements of their membership.",
        example: "african-union",
      }),
  }),
);
export type SilencesParams = z.output<typeof SilencesParamsSchema>;

/** Exports list every match: the search's parameters without paging. */
export const ExportParamsSchema = gathered(
  searchBase.extend({
    sort: sortParam.meta({
      description:
        "Default recent. relevance is accepted and exports by date, most recent first: search ranks only its 500 most recent matches, and ranking every match of an export would read each one's whole index entry.",
    }),
  }),
);
export type ExportParams = z.output<typeof ExportParamsSchema>;

/** Coverage per country under the search's filters (no query: it counts what the index holds). */
export const CoverageParamsSchema = gathered(z.object({ ...filterParamsShape, lang: LangParam }));
export type CoverageParams = z.output<typeof CoverageParamsSchema>;

/**
 * A feed is always by date: the search's query and filters. `sort` is taken and ignored: the
 * site's feed links carried it until 2026-11-29, and a reader subscribed to one must keep working.
 */
export const FeedParamsSchema = gathered(
  searchBase.extend({
    sort: sortParam.meta({ description: "Ignored: a feed is always by date, most recent first." }),
  }),
);
export type FeedParams = z.output<typeof FeedParamsSchema>;

/** Whether and how a query is searched in the other languages too. */
export interface TranslationRequest {
  mode: TranslateMode;
  /** Equivalents the user removed, as `language:text`. */
  omit: readonly string[];
}

/** What the store needs to answer a search. */
export interface SearchRequest {
  query: ParsedQuery;
  translation?: TranslationRequest;
  filters: SearchFilters;
  sort: SortOrder;
  page: number;
  size: number;
  /** Language of country and group names in the answer. */
  lang: LanguageCode;
}

/** A search without paging: exports and feeds list every match (or the first N) in one order. */
export type ListRequest = Omit<SearchRequest, "page" | "size">;

/** A count over the statements matching a query (analytics). */
export interface IssuerRequest {
  query: ParsedQuery;
  translation?: TranslationRequest;
  filters: SearchFilters;
  lang: LanguageCode;
}

export interface TimelineRequest {
  filters: SearchFilters;
  translation?: TranslationRequest;
  /** The query first, then up to four terms to compare; each is labelled as the user typed it. */
  series: readonly { label: string; query: ParsedQuery }[];
  /** Omitted: chosen from the range (and coarsened when most statements are dated less precisely). */
  interval?: Interval | undefined;
}

type TextFields = Required<QueryInput>;

/** What every request starts from: the parsed query (a refused one throws its DomainError), the filters as of `today`, the language. */
function queryAndFilters(
  params: TextFields & {
    filters: SearchFilters;
    lang: LanguageCode;
    translate: TranslateMode;
    omit: readonly string[];
  },
  today: Date,
): { query: ParsedQuery; translation: TranslationRequest; filters: SearchFilters; lang: LanguageCode } {
  const filters = resolvePeriod(params.filters, today);
  return {
    query: withQueryLanguage(parseQuery(params), params.lang, filters.languages),
    translation: { mode: params.translate, omit: params.omit },
    filters,
    lang: params.lang,
  };
}

/** The store's request for a query and its filters (the period resolved as of `today`), and how imperfect input was read. */
export function toQueryRequest(
  params: QueryParams,
  today = new Date(),
): IssuerRequest & { translation: TranslationRequest; notices: QueryNotice[] } {
  const base = queryAndFilters(params, today);
  return { ...base, notices: base.query.notices };
}

/** The store's request for validated search parameters, and how imperfect input was read. */
export function toSearchRequest(
  params: SearchParams,
  today = new Date(),
): SearchRequest & { notices: QueryNotice[] } {
  const base = queryAndFilters(params, today);
  const sort = params.sort ?? (base.query.clauses.length ? "relevance" : "recent");
  return { ...base, sort, page: params.page, size: params.size, notices: base.query.notices };
}

/** The store's request for an export (default most recent first) or a feed (`sort: "recent"`). */
export function toListRequest(params: ExportParams, today = new Date()): ListRequest {
  return { ...queryAndFilters(params, today), sort: params.sort ?? "recent" };
}

/** Analytics count the statements that match a keyword: a query without one is refused. */
export function requireKeyword(query: ParsedQuery): void {
  if (!hasPositiveTerms(query)) {
    throw new DomainError(
      "keyword_required",
      "q: add a keyword; analytics count the statements that match it (a query of exclusions alone matches nearly everything)",
    );
  }
}

/** The query (required: analytics needs a keyword) and the filters, as the store wants them. */
export function toIssuerRequest(
  params: AnalyticsParams,
  today = new Date(),
): IssuerRequest & { label: string } {
  const { query, translation, filters, lang } = queryAndFilters(params, today);
  requireKeyword(query);
  return {
    query,
    translation,
    filters,
    lang,
    label: queryLabel(params),
  };
}

export function toTimelineRequest(
  params: TimelineParams,
  today = new Date(),
): TimelineRequest & { lang: LanguageCode } {
  const { label, query, translation, filters, lang } = toIssuerRequest(params, today);
  if (params.compare.length > MAX_COMPARE) {
    throw new DomainError(
      "too_many_compared",
      `compare: at most ${MAX_COMPARE} terms can be compared with the query; ${params.compare.length} were given`,
    );
  }
  const compared = params.compare.map((term) => {
    let parsed: ParsedQuery;
    try {
      parsed = parseQuery({ q: term });
    } catch (error) {
      // The same refusal, said of the term at fault.
      if (error instanceof DomainError)
        throw new DomainError(error.code, `compare “${term}”: ${error.message}`);
      throw error;
    }
    if (!hasPositiveTerms(parsed))
      throw new DomainError("invalid_parameter", `compare: “${term}” has no word to look for`);
    return { label: term, query: withQueryLanguage(parsed, lang, filters.languages) };
  });
  return { filters, translation, lang, series: [{ label, query }, ...compared], interval: params.interval };
}

/** How the query is named in a legend or a title: as typed, or the advanced fields put together. */
export function queryLabel(text: TextFields): string {
  const q = text.q.trim();
  if (q) return q;
  const words = (value: string) => value.split(/\s+/).filter(Boolean);
  const exact = text.exact.trim();
  const parts = [
    text.all.trim(),
    exact ? `"${exact}"` : "",
    words(text.any).join(" OR "),
    words(text.none)
      .map((w) => `-${w}`)
      .join(" "),
  ];
  return parts.filter(Boolean).join(" ");
}
