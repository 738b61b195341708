import { dayNumber, firstDayOfMonth, parseYearMonth, utcInstant } from "./iso-date";

// 1970-01-04, day number 3, was a Sunday: the day number of weekday w is 3 + w.
const A_SUNDAY = 3;

/** The calendar's dates in one locale's words, always read in UTC like the grid itself. */
export interface CalendarFormats {
  /** "March 2024", "مارس 2024", "2024年3月". */
  monthTitle: (month: string) => string;
  /** 0 = Sunday: "Sun", "dim.", "周日". */
  weekdayShort: (weekday: number) => string;
  /** "Monday, March 4, 2024": what a day cell is, for assistive technologies. */
  fullDate: (date: string) => string;
  /** "March 4 – 6, 2024", or one date when start and end are the same day. */
  dateRange: (start: string, end: string) => string;
}

function createFormats(locale: string): CalendarFormats {
  const utc = { timeZone: "UTC" } as const;
  const month = new Intl.DateTimeFormat(locale, { ...utc, month: "long", year: "numeric" });
  const weekday = new Intl.DateTimeFormat(locale, { ...utc, weekday: "short" });
  const full = new Intl.DateTimeFormat(locale, { ...utc, dateStyle: "full" });
  const long = new Intl.DateTimeFormat(locale, { ...utc, dateStyle: "long" });
  const instant = (date: string) => utcInstant(dayNumber(date));
  return {
    monthTitle: (iso) => month.format(utcInstant(firstDayOfMonth(parseYearMonth(iso)))),
    weekdayShort: (day) => weekday.format(utcInstant(A_SUNDAY + day)),
    fullDate: (date) => full.format(instant(date)),
    dateRange: (start, end) => long.formatRange(instant(start), instant(end)),
  };
}

// Building Intl formatters is costly and they never change for a locale.
const cache = new Map<string, CalendarFormats>();

export function calendarFormats(locale: string): CalendarFormats {
  let formats = cache.get(locale);
  if (!formats) {
    formats = createFormats(locale);
    cache.set(locale, formats);
  }
  return formats;
}
