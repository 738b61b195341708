import type { LanguageCode } from "@communique/core/vocabulary";
import { apiSearchParams, hasQuery } from "../search";
import { countThroughApi, type SearchAnswer } from "../search/index.server";
import { type Reference, referenceThroughApi } from "../server/api-client.server";
import type { Operate } from "../server/web-context";
import { analyticsApi, type Outcome, type TimelineAnswer } from "./analytics-api.server";
import { type AnalyticsState, apiAnalyticsParams, readAnalyticsState } from "./analytics-state";
import { isoDate, lastDayOfMonth, parseYearMonth } from "./calendar/iso-date";

export interface AnalyticsToolLoad {
  state: AnalyticsState;
  today: string;
  reference: Reference;
  facets: SearchAnswer["facets"] | null;
  /** Absent without a keyword. */
  timeline?: Outcome<TimelineAnswer>;
  /**
   * The calendar's month and its statements per day for each term; `yearDated`, per term, the
   * statements dated only by a year that holds the month (they cannot be put on any day).
   */
  calendar?: { month: string; days: Outcome<TimelineAnswer>; yearDated: number[] };
}

/**
 * The analytics tool: the terms' timeline at the chosen interval, and the calendar month (the one
 * asked, else the last month with a matching statement) counted day by day.
 */
export async function loadAnalyticsTool(
  operate: Operate,
  lang: LanguageCode,
  url: URL,
  now = new Date(),
): Promise<AnalyticsToolLoad> {
  const state = readAnalyticsState(url.searchParams);
  const today = now.toISOString().slice(0, 10);
  const withTerms = (extra: Record<string, string>) => {
    const params = apiAnalyticsParams(state, { lang, ...extra });
    for (const term of state.compare) params.append("compare", term);
    return params;
  };
  const [reference, search, timeline] = await Promise.all([
    referenceThroughApi(operate, lang),
    hasQuery(state) ? countThroughApi(operate, apiSearchParams(state, { lang })) : null,
    hasQuery(state)
      ? analyticsApi.timeline(operate, withTerms(state.interval ? { interval: state.interval } : {}))
      : undefined,
  ]);
  const base = { state, today, reference, facets: search?.ok ? search.answer.facets : null, timeline };
  if (!timeline?.ok) return base;
  const month = state.month ?? lastActiveMonth(timeline.answer) ?? today.slice(0, 7);
  const last = isoDate(lastDayOfMonth(parseYearMonth(month)));
  // The calendar shows its month whatever the period filter says: the month is its range.
  const monthParams = (extra: Record<string, string>) => {
    const params = withTerms({ from: `${month}-01`, to: last, ...extra });
    params.delete("period");
    return params;
  };
  // Counted by month with the statements that overlap it: what cannot be put in the month is
  // dated by its year only, and the calendar says how many there are instead of looking empty.
  const [days, overlapping] = await Promise.all([
    analyticsApi.timeline(operate, monthParams({ interval: "day" })),
    analyticsApi.timeline(operate, monthParams({ interval: "month", dates: "overlap" })),
  ]);
  const yearDated = overlapping.ok ? overlapping.answer.series.map((s) => s.unplaced) : [];
  return { ...base, calendar: { month, days, yearDated } };
}

/** The month of the last period in which the query matched something. */
function lastActiveMonth(timeline: TimelineAnswer): string | undefined {
  const counts = timeline.series[0]?.counts ?? [];
  for (let i = counts.length - 1; i >= 0; i--)
    if (counts[i]! > 0) return timeline.periods[i]!.end.slice(0, 7);
  return undefined;
}
