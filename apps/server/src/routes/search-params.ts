import {
  type GroupSlug,
  getCountry,
  isGroupSlug,
  type LanguageCode,
  parseQuery,
  QueryError,
} from "@communique/core";
import { type SearchRequest, SORT_ORDERS, type SortOrder } from "@communique/store";
import { z } from "@hono/zod-openapi";
import { ApiError } from "../api-error";
import { LangParam, listOf, parseLanguages, repeatable } from "./query-params";

export const PERIODS = ["today", "yesterday", "3d", "week", "month", "year", "2y"] as const;
export type Period = (typeof PERIODS)[number];
/** Days before today that each period starts; all end today except "yesterday". */
const PERIOD_START_DAYS: Record<Period, number> = {
  today: 0,
  yesterday: 1,
  "3d": 2,
  week: 6,
  month: 30,
  year: 365,
  "2y": 730,
};
export const MAX_SIZE = 100;
/** Deep pages cost an OFFSET scan each; past this, narrow the search or export it. */
export const MAX_RESULT_WINDOW = 10_000;

const text = (description: string, example?: string) =>
  z.string().optional().openapi({ description, example });

export const SearchParamsSchema = z.object({
  q: text(
    'Free text: all words must match; "exact phrase", OR between alternatives, -word to exclude.',
    'climate OR "sea level" -nuclear',
  ),
  all: text("Advanced search: all of these words."),
  exact: text("Advanced search: these exact words (a phrase)."),
  any: text("Advanced search: any of these words."),
  none: text("Advanced search: none of these words."),
  country: repeatable("Issuing country (ISO 3166 alpha-2) or organisation slug; repeatable.", "FR"),
  group: repeatable(
    "Group slug (african, asia-pacific, latin-american-caribbean, western-european-other, eastern-european, non-member, igo); repeatable.",
  ),
  language: repeatable("Statement language (ar, zh, en, fr, ru, es); repeatable."),
  from: text(
    "First day, YYYY-MM-DD. A statement dated only by month or year is kept when its whole period lies inside.",
    "2024-01-01",
  ),
  to: text("Last day, YYYY-MM-DD.", "2024-12-31"),
  period: z
    .enum(PERIODS)
    .optional()
    .openapi({ description: "Preset range ending today (UTC); not combinable with from/to." }),
  sort: z
    .enum(SORT_ORDERS)
    .optional()
    .openapi({ description: "Default: relevance with a query, else recent." }),
  page: z.string().optional().openapi({ description: "Page number from 1.", example: "1" }),
  size: z
    .string()
    .optional()
    .openapi({ description: `Results per page, 1 to ${MAX_SIZE} (default 20).`, example: "20" }),
  lang: LangParam,
});
export type SearchParams = z.infer<typeof SearchParamsSchema>;

/** Turns validated query-string values into the store's request, or a 400 that says what to fix. */
export function toSearchRequest(
  params: SearchParams,
  today = new Date(),
): SearchRequest & { notices: { code: string; message: string }[] } {
  let query: ReturnType<typeof parseQuery>;
  try {
    query = parseQuery({
      q: params.q,
      all: params.all,
      exact: params.exact,
      any: params.any,
      none: params.none,
    });
  } catch (error) {
    if (error instanceof QueryError) throw new ApiError(400, error.code, error.message);
    throw error;
  }
  const countries = listOf(params.country).map((value) => {
    const country = getCountry(value);
    if (!country)
      throw new ApiError(400, "invalid_parameter", `country: unknown country or organisation "${value}"`);
    return country.code;
  });
  const groups = listOf(params.group).map((value): GroupSlug => {
    if (!isGroupSlug(value)) throw new ApiError(400, "invalid_parameter", `group: unknown group "${value}"`);
    return value;
  });
  const languages: LanguageCode[] = parseLanguages(listOf(params.language), "language");
  let from = params.from ? parseDay(params.from, "from") : undefined;
  let to = params.to ? parseDay(params.to, "to") : undefined;
  if (params.period) {
    if (from || to)
      throw new ApiError(400, "invalid_parameter", "period: use either period or from/to, not both");
    from = shiftDays(today, -PERIOD_START_DAYS[params.period]);
    to = params.period === "yesterday" ? from : shiftDays(today, 0);
  }
  if (from && to && from > to)
    throw new ApiError(400, "invalid_parameter", `from: ${from} is after to: ${to}`);
  const page = parseIntParam(params.page, "page", 1, 1, Number.MAX_SAFE_INTEGER);
  const size = parseIntParam(params.size, "size", 20, 1, MAX_SIZE);
  if (page * size > MAX_RESULT_WINDOW) {
    throw new ApiError(
      400,
      "page_too_deep",
      `page: results beyond the first ${MAX_RESULT_WINDOW} are not paged; narrow the search or use the export`,
    );
  }
  const sort: SortOrder = params.sort ?? (query.clauses.length ? "relevance" : "recent");
  return {
    query,
    countries,
    groups,
    languages,
    from,
    to,
    sort,
    page,
    size,
    lang: params.lang,
    notices: query.notices,
  };
}

function parseDay(value: string, field: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = match ? new Date(`${value}T00:00:00Z`) : null;
  if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
    throw new ApiError(400, "invalid_parameter", `${field}: "${value}" is not a date in the form YYYY-MM-DD`);
  }
  return value;
}

function parseIntParam(
  value: string | undefined,
  field: string,
  fallback: number,
  min: number,
  max: number,
): number {
  if (value === undefined || value === "") return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new ApiError(
      400,
      "invalid_parameter",
      `${field}: must be a whole number from ${min} to ${max === Number.MAX_SAFE_INTEGER ? "…" : max}`,
    );
  }
  return n;
}

function shiftDays(date: Date, days: number): string {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + days))
    .toISOString()
    .slice(0, 10);
}
