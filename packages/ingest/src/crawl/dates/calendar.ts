export interface CalendarParts {
  year: number;
  month?: number;
  day?: number;
}

const HOUR = 3_600_000;

// The earliest time zone on Earth (Kiribati, UTC+14): no page anywhere can be dated later than
// the calendar day there, and no clock is more than a day ahead of UTC.
const EARLIEST_OFFSET = 14 * HOUR;

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function isRealDate(year: number, month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** "2021", "2021-01" or "2021-01-12": only the parts known. */
export function isoValue({ year, month, day }: CalendarParts): string {
  const yyyy = String(year).padStart(4, "0");
  if (month === undefined) return yyyy;
  const mm = String(month).padStart(2, "0");
  if (day === undefined) return `${yyyy}-${mm}`;
  return `${yyyy}-${mm}-${String(day).padStart(2, "0")}`;
}

/** The latest calendar day that is already today somewhere: the limit for "not in the future". */
export function latestDayOnEarth(now: Date): string {
  return new Date(now.getTime() + EARLIEST_OFFSET).toISOString().slice(0, 10);
}

/**
 * The most recent year ending in the two digits given, counting from the year it already is
 * somewhere on Earth: "21" is 2021 in 2025, "98" is 1998, and "30" is 1930 until 2030. A date
 * is never in the future, so the window of the last hundred years is the only reading a page
 * can mean; RFC 5322's fixed 1950-2049 window agrees with it for every year up to now.
 */
export function expandTwoDigitYear(yy: number, now: Date): number {
  const current = Number(latestDayOnEarth(now).slice(0, 4));
  const year = current - (((current % 100) - yy + 100) % 100);
  return year;
}

/** The calendar date of an instant in a time zone (IANA name); throws on an unknown zone. */
export function dateInTimeZone(epochMs: number, timeZone: string): Required<CalendarParts> {
  const parts = calendarFormat(timeZone).formatToParts(new Date(epochMs));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part("year"), month: part("month"), day: part("day") };
}

/** Throws a RangeError for a zone Intl does not know, so a misconfigured source fails at once. */
export function assertTimeZone(timeZone: string): void {
  calendarFormat(timeZone);
}

// Building an Intl.DateTimeFormat costs a hundred times more than using one.
const FORMATS = new Map<string, Intl.DateTimeFormat>();

function calendarFormat(timeZone: string): Intl.DateTimeFormat {
  let format = FORMATS.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      calendar: "gregory",
      numberingSystem: "latn",
      year: "numeric",
      month: "numeric",
      day: "numeric",
    });
    FORMATS.set(timeZone, format);
  }
  return format;
}
