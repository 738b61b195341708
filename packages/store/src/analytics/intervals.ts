/**
 * Periods of a timeline: which interval suits a range, where a date falls, and which statements a
 * period can honestly hold. All arithmetic on ISO days ("YYYY-MM-DD") in UTC.
 */

import { type DatePrecision, INTERVALS, type Interval } from "@communique/core/vocabulary";

/** More periods than this make an unreadable chart and a heavy answer: choose a coarser interval. */
export const MAX_PERIODS = 1_200;

const DAY_MS = 86_400_000;

export function toTime(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

export function toDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return toDay(toTime(day) + days * DAY_MS);
}

/** The last day of the period a statement's date covers (a month-dated one covers the month). */
export function periodEnd(start: string, precision: DatePrecision): string {
  if (precision === "day") return start;
  const [y, m] = start.split("-").map(Number) as [number, number];
  return precision === "month" ? toDay(Date.UTC(y, m, 0)) : `${y}-12-31`;
}

/** The first day of the period of `interval` that contains `day`; weeks start on Monday (ISO 8601). */
export function periodStart(day: string, interval: Interval): string {
  if (interval === "day") return day;
  if (interval === "month") return `${day.slice(0, 7)}-01`;
  if (interval === "year") return `${day.slice(0, 4)}-01-01`;
  const weekday = new Date(toTime(day)).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

export function nextPeriodStart(start: string, interval: Interval): string {
  if (interval === "day") return addDays(start, 1);
  if (interval === "week") return addDays(start, 7);
  const [y, m] = start.split("-").map(Number) as [number, number];
  return interval === "month" ? toDay(Date.UTC(y, m, 1)) : `${y + 1}-01-01`;
}

/**
 * Whether a statement dated at `precision` belongs in one period of `interval`: a statement known
 * only by its month cannot be put in a week or a day, nor one known by its year in a month.
 * Placing it on the first day would invent a date; such statements are counted apart instead.
 */
export function canPlace(precision: DatePrecision, interval: Interval): boolean {
  if (precision === "day") return true;
  if (precision === "month") return interval === "month" || interval === "year";
  return interval === "year";
}

/**
 * The interval that reads best for a range: about 30 to 300 points. Up to two months by day, up to
 * nine months by week, up to ten years by month, beyond by year.
 */
export function intervalForRange(from: string, to: string): Interval {
  const days = (toTime(to) - toTime(from)) / DAY_MS + 1;
  if (days <= 62) return "day";
  if (days <= 275) return "week";
  if (days <= 3_660) return "month";
  return "year";
}

export function coarser(interval: Interval): Interval | undefined {
  return INTERVALS[INTERVALS.indexOf(interval) + 1];
}

/** The periods from the one containing `from` to the one containing `to`, clipped to the range. */
export function periodsBetween(
  from: string,
  to: string,
  interval: Interval,
): { start: string; end: string; key: string }[] {
  const periods: { start: string; end: string; key: string }[] = [];
  for (let key = periodStart(from, interval); key <= to; key = nextPeriodStart(key, interval)) {
    const end = addDays(nextPeriodStart(key, interval), -1);
    periods.push({ key, start: key < from ? from : key, end: end > to ? to : end });
  }
  return periods;
}

/** How many periods `periodsBetween` would give, without building them. */
export function countPeriods(from: string, to: string, interval: Interval): number {
  const [fy, fm] = from.split("-").map(Number) as [number, number];
  const [ty, tm] = to.split("-").map(Number) as [number, number];
  if (interval === "year") return ty - fy + 1;
  if (interval === "month") return (ty - fy) * 12 + (tm - fm) + 1;
  const first = toTime(periodStart(from, interval));
  const last = toTime(periodStart(to, interval));
  return Math.round((last - first) / DAY_MS / (interval === "week" ? 7 : 1)) + 1;
}
