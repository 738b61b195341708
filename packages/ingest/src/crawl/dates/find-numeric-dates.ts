import { expandTwoDigitYear } from "./calendar";
import type { DateCandidate, DateFinder, FinderContext } from "./date-candidate";

// Three numbers joined by one repeated separator: 12/01/2021, 12.01.2021, 12-01-2021,
// 2021/01/12, 1/12/20. Not inside longer dotted or slashed runs (versions, document symbols
// such as S/2021/12, phone numbers).
const NUMERIC_DATE = /(?<![\d./-])(\d{1,4})([./-])(\d{1,2})\2(\d{1,4})(?![\d]|[./-]\d)/gu;

export const findNumericDates: DateFinder = (folded, context) => {
  const found: DateCandidate[] = [];
  for (const match of folded.matchAll(NUMERIC_DATE)) {
    const [text, first, , second, last] = match;
    const span = { start: match.index, end: match.index + text.length, form: "numeric" as const };
    const parts = readParts(first!, Number(second), last!, context);
    if (parts) found.push({ ...span, ...parts });
  }
  return found;
};

type Parts = Omit<DateCandidate, "start" | "end" | "form">;
type DayAndMonth = Omit<Parts, "year">;

function readParts(first: string, second: number, last: string, context: FinderContext): Parts | null {
  // A four-digit first number is a year, and year/day/month is written nowhere: Y/M/D.
  if (first.length === 4)
    return last.length <= 2 ? { year: Number(first), month: second, day: Number(last) } : null;
  if (first.length === 3 || (last.length !== 2 && last.length !== 4)) return null;
  const year = last.length === 2 ? expandTwoDigitYear(Number(last), context.now) : Number(last);
  // A two-digit year is read only where the source's order says which number is the year
  // (21/01/12 is 12 January 2021 on a year-first page).
  if (last.length === 2 && context.dayMonthOrder === null) return { year, problem: "ambiguous" };
  return { year, ...dayAndMonth(Number(first), second, context.dayMonthOrder) };
}

/**
 * Which of the first two numbers is the day. The source's order decides when both could be a
 * month; a number over 12 can only be a day, so it decides against the order, with a warning
 * (the order configured for the source may be wrong, and its other dates with it).
 */
function dayAndMonth(a: number, b: number, order: FinderContext["dayMonthOrder"]): DayAndMonth {
  const dayFirst = { day: a, month: b };
  const monthFirst = { day: b, month: a };
  if (a === b) return dayFirst;
  if (order === null) {
    if (a > 12 && b <= 12) return dayFirst;
    if (b > 12 && a <= 12) return monthFirst;
    return { ...dayFirst, problem: a > 12 ? "invalid" : "ambiguous" };
  }
  const [expected, other] = order === "day-first" ? [dayFirst, monthFirst] : [monthFirst, dayFirst];
  if (expected.month <= 12) return expected;
  if (other.month <= 12) return { ...other, warning: "numeric-order-contradicted" };
  return { ...expected, problem: "invalid" };
}
