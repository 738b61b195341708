import { DomainError, type Interval, type LanguageCode } from "@communique/core";
import type { SearchFilters, Timeline, TimelineRequest } from "@communique/core/contract";
import type { SearchDatabase } from "../db/planner-settings";
import { compileQuery, StopWordsOnlyError } from "../search/compile-query";
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
 * How many statements matched each query per period, and what share of all statements of the
 * period that is. The series are counted in parallel, each as per-day counts rolled up here.
 */
export async function timeline(db: SearchDatabase, request: TimelineRequest): Promise<Timeline> {
  const { filters } = request;
  const languages: readonly LanguageCode[] = filters.languages;
  const [totals, ...seriesDays] = await Promise.all([
    totalsByDay(db, filters),
    ...request.series.map(async (s) => {
      const compiled = await compileQuery(db, s.query, languages).catch((error: unknown) => {
        throw error instanceof StopWordsOnlyError && request.series.length > 1
          ? new StopWordsOnlyError(s.label)
          : error;
      });
      // Several series already keep both cores busy side by side: no parallel workers for each.
      return countByDay(db, filters, compiled, { parallel: request.series.length === 1 });
    }),
  ]);
  const range = rangeOf(filters, totals);
  if (!range) {
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
  const interval = request.interval ?? chooseInterval(range.from, range.to, totals);
  const periodCount = countPeriods(range.from, range.to, interval);
  if (periodCount > MAX_PERIODS) throw new TooManyPeriodsError(interval, periodCount);

  const periods = periodsBetween(range.from, range.to, interval);
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
      const { counts, unplaced, total } = rollUp(seriesDays[k]!);
      return {
        label: s.label,
        counts,
        shares: counts.map((n, i) => (all.counts[i] ? n / all.counts[i]! : null)),
        total,
        unplaced,
      };
    }),
    unplaced: all.unplaced,
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
