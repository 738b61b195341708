import { blocIdOf, isGroupSlug } from "@communique/core";
import { AnalyticsViewParamsSchema, type QueryValue, queryRecord } from "@communique/core/contract";
import type { Interval } from "@communique/core/vocabulary";
import type { z } from "zod";
import {
  readSearchState,
  SEARCH_PAGE_PARAMS,
  type SearchState,
  withFilters,
  writeSearchState,
} from "../search";

/**
 * The analytics pages keep their whole state in the address, like search: the search's query and
 * filters (same parameter names, so a search and its analytics link to each other), plus the
 * compared terms, the interval, what the charts measure, and the calendar's month.
 */
export const MEASURES = ["count", "share"] as const;
export type Measure = (typeof MEASURES)[number];

export interface AnalyticsState extends SearchState {
  /** As in the address, even past MAX_COMPARE: the API refuses a fifth and the page says why. */
  compare: string[];
  interval?: Interval;
  measure: Measure;
  /** "YYYY-MM": the calendar's month (analytics tool). */
  month?: string;
  /** The bloc id or group slug whose members "Who has spoken" lists, as the address chose it. */
  among?: string;
  /** An `among` that is neither (as typed, cut to a readable length): the page says which are known. */
  amongUnknown?: string;
  /** `among=none`: no lens, even when the filters hold one bloc or group. */
  amongOff?: true;
}

/** The lens select's "none": chosen, it overrides the filters' single bloc or group. */
export const NO_LENS = "none";

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

/** A value read with the API's schema for its parameter; one it refuses is left out. */
function valid<T>(schema: z.ZodType<T>, value: QueryValue | undefined): T | undefined {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** What the analytics pages read from their address: the search's, the view's, and the measure. */
const ANALYTICS_PAGE_PARAMS: readonly string[] = [
  ...SEARCH_PAGE_PARAMS,
  ...Object.keys(AnalyticsViewParamsSchema.shape),
  "measure",
  "among",
];

export function readAnalyticsState(params: URLSearchParams): AnalyticsState {
  const record = queryRecord(params);
  const view = AnalyticsViewParamsSchema.shape;
  const measure = params.get("measure");
  return {
    ...readSearchState(params, ANALYTICS_PAGE_PARAMS),
    sort: undefined,
    compare: valid(view.compare, record.compare) ?? [],
    interval: valid(view.interval, record.interval),
    measure: isOneOf(MEASURES, measure) ? measure : "count",
    month: valid(view.month, record.month),
    ...readAmong(params.get("among")),
  };
}

/** The API's rule for `among` (SilencesParamsSchema): a bloc id, whatever its case, or a group slug. */
function readAmong(value: string | null): Pick<AnalyticsState, "among" | "amongUnknown" | "amongOff"> {
  const typed = value?.trim();
  if (!typed) return {};
  if (typed.toLowerCase() === NO_LENS) return { amongOff: true };
  const bloc = blocIdOf(typed);
  if (bloc) return { among: bloc };
  if (isGroupSlug(typed)) return { among: typed };
  return { amongUnknown: typed.slice(0, 100) };
}

/**
 * The lens of "Who has spoken": the address's `among`; without one, the filters' single chosen
 * bloc, else their single chosen group; else none. `among=none` is none, whatever the filters.
 */
export function lensOf(state: AnalyticsState): { kind: "bloc" | "group"; id: string } | null {
  if (state.among) return { kind: blocIdOf(state.among) ? "bloc" : "group", id: state.among };
  if (state.amongUnknown || state.amongOff) return null;
  const { blocs, groups } = state.filters;
  if (blocs.length === 1) return { kind: "bloc", id: blocs[0]! };
  if (groups.length === 1) return { kind: "group", id: groups[0]! };
  return null;
}

export function writeAnalyticsState(state: AnalyticsState): URLSearchParams {
  const params = writeSearchState({ ...state, sort: undefined });
  for (const term of state.compare) params.append("compare", term);
  if (state.interval) params.set("interval", state.interval);
  if (state.measure !== "count") params.set("measure", state.measure);
  if (state.month) params.set("month", state.month);
  if (state.among) params.set("among", state.among);
  else if (state.amongOff) params.set("among", NO_LENS);
  return params;
}

/** The page's address for a changed state ("" when nothing is set). */
export function analyticsQuery(state: AnalyticsState, change: Partial<AnalyticsState> = {}): string {
  const query = writeAnalyticsState({ ...state, ...change }).toString();
  return query ? `?${query}` : "";
}

/** The parameters the analytics API shares with search: query and filters only. */
export function apiAnalyticsParams(
  state: AnalyticsState,
  extra: Record<string, string> = {},
): URLSearchParams {
  const params = writeSearchState({ ...state, sort: undefined });
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  return params;
}

/** The search page's address for the same query and filters, optionally for one day. */
export function searchQueryFor(state: AnalyticsState, day?: string): string {
  const dayState = day ? withFilters(state, { period: undefined, from: day, to: day }) : state;
  const params = writeSearchState({ ...dayState, sort: day ? "recent" : undefined });
  return params.toString();
}
