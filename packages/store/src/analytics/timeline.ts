import { DomainError, type Interval, type LanguageCode } from "@communique/core";
import type { SearchFilters, Timeline, TimelineRequest } from "@communique/core/contract";
import type { SearchDatabase } from "../db/planner-settings";
import { compileQuery, StopWordsOnlyError } from "../search/compile-query";
import { roundEstimate, SERIES_EXACT_LIMIT, scaleSample } from "../search/facets";
import { countAllByDay, countByDay, type DayCount } from "./day-counts";
import { cachePerDatabase } from "./expiring-cache";
import {
  canPlace,
  coarser,
  countPeriods,
  intervalForRange,
  MAX_PERIODS,
  periodEnd,
  periodStart,
  periodsBetween,
} from "./intervals";

export class TooManyPeriodsError extends DomainError {
  constructor(
    readonly interval: Interval,
    readonly periods: number,
  ) {
    super(
      "too_many_periods",
      `interval: "${interval}" over this range gives ${periods} periods, more than ${MAX_PERIODS}; choose a longer interval or a shorter range`,
    );
  }
}

/**
 * Per-day totals under a set of filters change only when statements arrive: kept a minute, which
 * spares even the counts table for the pages and series that follow one another.
 */
const cachedTotals = cachePerDatabase<DayCount[]>(60_000, 200);
function totalsByDay(db: SearchDatabase, filters: SearchFilters): Promise<DayCount[]> {
  return cachedTotals(db, filters, [], () => countAllByDay(db, filters));
}

/**
 * Options of `timeline`, for tests that cannot hold the hundreds of thousands of statements where
 * estimates begin.
 */
export interface TimelineOptions {
  /** A series is estimated only past this many matches (the store's SERIES_EXACT_LIMIT by default). */
  exactCountLimit?: number | undefined;
  /** ...and only when its sample holds at least this many matches per period drawn. */
  sampleMatchesPerPeriod?: number | undefined;
}

/**
 * 400 matches of the sample in an average period: a standard error of about 5 % on each period's
 * count (1/√400). At 1M statements over three years by month, a series is estimated from 230,000
 * matches; by week, from a million (never, in practice).
 */
const SAMPLE_MATCHES_PER_PERIOD = 400;

/**
 * How many statements matched each query per period, and what share of all statements of the
 * period that is. The series are counted in parallel, each as per-day counts rolled up here. A
 * series too large to count within the analytics' time is estimated from the sample, when the
 * sample holds enough of it in every period on average to draw it within a few per cent
 * (decision 019); its counts are then rounded and it says so (`estimated`).
 */
export async function timeline(
  db: SearchDatabase,
  request: TimelineRequest,
  options: TimelineOptions = {},
): Promise<Timeline> {
  const { filters } = request;
  const languages: readonly LanguageCode[] = filters.languages;
  // Each series is counted as soon as it is compiled and the periods are known (from the totals):
  // the interval decides whether a series may be estimated.
  const planned = totalsByDay(db, filters).then((totals) => planPeriods(request, totals, options));
  const counted = request.series.map(async (s) => {
    const [compiled, plan] = await Promise.all([
      compileQuery(db, s.query, languages).catch((error: unknown) => {
        throw error instanceof StopWordsOnlyError && request.series.length > 1
          ? new StopWordsOnlyError(s.label)
          : error;
      }),
      planned,
    ]);
    if (!plan) return { days: [], estimated: false };
    // Several series already keep both cores busy side by side: no parallel workers for each.
    return countByDay(db, filters, compiled, {
      parallel: request.series.length === 1,
      exactLimit: plan.exactLimit,
      estimateFrom: plan.estimateFrom,
    });
  });
  const [plan, seriesDays] = await Promise.all([planned, Promise.all(counted)]);
  if (!plan) {
    return {
      interval: request.interval ?? "month",
      intervalChosen: request.interval === undefined,
      from: null,
      to: null,
      periods: [],
      series: request.series.map((s) => ({ label: s.label, counts: [], shares: [], total: 0, unplaced: 0 })),
      unplaced: 0,
    };
  }
  const { totals, range, interval, periods } = plan;
  const index = new Map(periods.map((p, i) => [p.key, i]));
  const rollUp = (days: DayCount[]) => {
    const counts = new Array<number>(periods.length).fill(0);
    let unplaced = 0;
    let total = 0;
    for (const row of days) {
      total += row.n;
      const i = canPlace(row.precision, interval) ? index.get(periodStart(row.day, interval)) : undefined;
      if (i === undefined) unplaced += row.n;
      else counts[i]! += row.n;
    }
    return { counts, unplaced, total };
  };
  const all = rollUp(totals);
  return {
    interval,
    intervalChosen: request.interval === undefined,
    from: range.from,
    to: range.to,
    periods: periods.map((p, i) => ({ start: p.start, end: p.end, total: all.counts[i]! })),
    series: request.series.map((s, k) => {
      const { days, estimated } = seriesDays[k]!;
      const { counts, unplaced, total } = rollUp(days);
      // Shares from the unrounded estimates: rounding would add its error to the sample's.
      const shares = counts.map((n, i) => (all.counts[i] ? n / all.counts[i]! : null));
      const shown = (n: number) => (estimated ? roundEstimate(n) : n);
      return {
        label: s.label,
        counts: counts.map(shown),
        shares,
        total: shown(total),
        unplaced: shown(unplaced),
        ...(estimated ? { estimated: true } : {}),
      };
    }),
    unplaced: all.unplaced,
  };
}

/**
 * The periods a timeline draws, from the totals under its filters; null when no statement is
 * under them. With them, from how many sample matches a series may be estimated (undefined: none
 * may, as no series can match more statements than the filters leave).
 */
function planPeriods(request: TimelineRequest, totals: DayCount[], options: TimelineOptions) {
  const range = rangeOf(request.filters, totals);
  if (!range) return null;
  const interval = request.interval ?? chooseInterval(range.from, range.to, totals);
  const periodCount = countPeriods(range.from, range.to, interval);
  if (periodCount > MAX_PERIODS) throw new TooManyPeriodsError(interval, periodCount);
  const periods = periodsBetween(range.from, range.to, interval);
  const exactLimit = options.exactCountLimit ?? SERIES_EXACT_LIMIT;
  const estimateFrom = (options.sampleMatchesPerPeriod ?? SAMPLE_MATCHES_PER_PERIOD) * periods.length;
  const statements = totals.reduce((sum, row) => sum + row.n, 0);
  const mayEstimate = statements >= exactLimit && scaleSample(estimateFrom) <= statements;
  return {
    totals,
    range,
    interval,
    periods,
    exactLimit,
    estimateFrom: mayEstimate ? estimateFrom : undefined,
  };
}

/** The range asked, completed by the dates of the statements under the filters. */
function rangeOf(filters: SearchFilters, totals: DayCount[]): { from: string; to: string } | null {
  let first: string | undefined;
  let last: string | undefined;
  for (const row of totals) {
    const end = periodEnd(row.day, row.precision);
    if (first === undefined || row.day < first) first = row.day;
    if (last === undefined || end > last) last = end;
  }
  const from = filters.from ?? first;
  const to = filters.to ?? last;
  return from && to && from <= to ? { from, to } : null;
}

/**
 * The interval that reads best for the range, made coarser while most statements of the range
 * could not be placed in it (a corpus dated by year is drawn by year, whatever its span).
 */
function chooseInterval(from: string, to: string, totals: DayCount[]): Interval {
  let interval = intervalForRange(from, to);
  for (;;) {
    let placed = 0;
    let unplaced = 0;
    for (const row of totals) {
      if (canPlace(row.precision, interval)) placed += row.n;
      else unplaced += row.n;
    }
    const next = coarser(interval);
    if (unplaced <= placed || !next) return interval;
    interval = next;
  }
}
