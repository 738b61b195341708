import { type CalendarItem, parseCalendarItems } from "./calendar-item";
import {
  dayNumber,
  firstDayOfMonth,
  formatYearMonth,
  isoDate,
  lastDayOfMonth,
  parseYearMonth,
  weekday,
} from "./iso-date";
import { layOutWeek, type WeekBar } from "./week-lanes";

export interface CalendarDay {
  /** "YYYY-MM-DD". */
  date: string;
  dayOfMonth: number;
  /** 0 = Sunday ... 6 = Saturday. */
  weekday: number;
  /** False for the days of the previous and next months that fill the first and last rows. */
  inMonth: boolean;
}

export interface CalendarWeek {
  /** Always seven, from the first day of the week. */
  days: CalendarDay[];
  bars: WeekBar[];
  laneCount: number;
}

export interface MonthGrid {
  month: string;
  firstDayOfWeek: number;
  /** Only the rows holding days of the month: four to six. */
  weeks: CalendarWeek[];
}

function checkFirstDayOfWeek(firstDayOfWeek: number): void {
  if (!Number.isInteger(firstDayOfWeek) || firstDayOfWeek < 0 || firstDayOfWeek > 6)
    throw new Error(`Invalid first day of the week ${firstDayOfWeek}: expected 0 (Sunday) to 6 (Saturday)`);
}

/**
 * The week rows of a month view and its items laid out in them. Invalid items throw (naming the
 * item); items on the shown days of the neighbouring months are shown, like the days themselves.
 */
export function buildMonthGrid(month: string, items: readonly CalendarItem[], firstDayOfWeek = 0): MonthGrid {
  checkFirstDayOfWeek(firstDayOfWeek);
  const yearMonth = parseYearMonth(month);
  const parsed = parseCalendarItems(items);
  const first = firstDayOfMonth(yearMonth);
  const last = lastDayOfMonth(yearMonth);
  const weeks: CalendarWeek[] = [];
  for (let start = first - ((weekday(first) - firstDayOfWeek + 7) % 7); start <= last; start += 7) {
    const days = Array.from({ length: 7 }, (_, i): CalendarDay => {
      const day = start + i;
      const date = isoDate(day);
      return {
        date,
        dayOfMonth: Number(date.slice(8)),
        weekday: weekday(day),
        inMonth: day >= first && day <= last,
      };
    });
    weeks.push({ days, ...layOutWeek(start, parsed) });
  }
  return { month: formatYearMonth(yearMonth), firstDayOfWeek, weeks };
}

/** The month `count` months after (or before, when negative) a "YYYY-MM". */
export function addMonths(month: string, count: number): string {
  const { year, month: m } = parseYearMonth(month);
  const index = year * 12 + (m - 1) + count;
  const result = { year: Math.floor(index / 12), month: (index % 12) + 1 };
  if (result.year < 0 || result.year > 9999) throw new Error(`Month out of range: ${month} + ${count}`);
  return formatYearMonth(result);
}

// One month is shown, so a period is a month.
export const previousPeriod = (month: string) => addMonths(month, -1);
export const nextPeriod = (month: string) => addMonths(month, 1);
export const previousYear = (month: string) => addMonths(month, -12);
export const nextYear = (month: string) => addMonths(month, 12);

/** The month that contains `today` ("YYYY-MM-DD"). */
export function currentPeriod(today: string): string {
  return isoDate(dayNumber(today)).slice(0, 7);
}
