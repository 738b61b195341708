/**
 * Calendar dates as ISO strings ("YYYY-MM-DD", "YYYY-MM") and as day numbers (days since
 * 1970-01-01). All arithmetic is in UTC: a local time zone would shift a day across midnight and
 * make the server and the browser disagree about which day a date is.
 */
const MS_PER_DAY = 86_400_000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_PATTERN = /^(\d{4})-(\d{2})$/;

export interface YearMonth {
  year: number;
  /** 1 to 12. */
  month: number;
}

// Date.UTC reads years 0 to 99 as 1900 to 1999; setUTCFullYear takes the year as written.
function utcDayNumber(year: number, monthIndex: number, day: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, monthIndex, day);
  return date.getTime() / MS_PER_DAY;
}

/** The day number of a valid "YYYY-MM-DD", or null (also for a day that does not exist, 2023-02-29). */
export function tryDayNumber(iso: string): number | null {
  const match = DATE_PATTERN.exec(iso);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const dayNumber = utcDayNumber(year, month - 1, day);
  return isoDate(dayNumber) === iso ? dayNumber : null;
}

export function dayNumber(iso: string): number {
  const result = tryDayNumber(iso);
  if (result === null) throw new Error(`Invalid date "${iso}": expected an existing day as YYYY-MM-DD`);
  return result;
}

export function isoDate(dayNumber: number): string {
  const date = new Date(dayNumber * MS_PER_DAY);
  const year = String(date.getUTCFullYear()).padStart(4, "0");
  const month = String(date.getUTCMonth() + 1).padStart(2, "0");
  const day = String(date.getUTCDate()).padStart(2, "0");
  return `${year}-${month}-${day}`;
}

/** 0 = Sunday ... 6 = Saturday, as Date.getUTCDay. */
export function weekday(dayNumber: number): number {
  return new Date(dayNumber * MS_PER_DAY).getUTCDay();
}

/** The instant of a day's midnight UTC, for Intl formatting with timeZone "UTC". */
export function utcInstant(dayNumber: number): Date {
  return new Date(dayNumber * MS_PER_DAY);
}

export function parseYearMonth(iso: string): YearMonth {
  const match = MONTH_PATTERN.exec(iso);
  const month = Number(match?.[2]);
  if (!match || month < 1 || month > 12) throw new Error(`Invalid month "${iso}": expected YYYY-MM`);
  return { year: Number(match[1]), month };
}

export function formatYearMonth({ year, month }: YearMonth): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}`;
}

export function firstDayOfMonth({ year, month }: YearMonth): number {
  return utcDayNumber(year, month - 1, 1);
}

export function lastDayOfMonth({ year, month }: YearMonth): number {
  // Day 0 of the next month is the last day of this one.
  return utcDayNumber(year, month, 0);
}
