import type { CalendarParts } from "./calendar";

/** How a date was written; reported with the result so a source's health can be traced. */
export type DateForm = "iso" | "rfc-2822" | "month-name" | "chinese" | "numeric" | "year";

/** Order of the day and month in numeric dates such as 03/04/2021, as a source writes them. */
export type NumericOrder = "day-first" | "month-first" | "year-first";

/** Something worth a look even though a date was found. */
export type DateWarning =
  /** A numeric date could only be read against the source's order (13/01/2021 on a month-first site). */
  "numeric-order-contradicted";

/** One date-like span of the folded text, before it is checked against the calendar and `now`. */
export interface DateCandidate extends CalendarParts {
  start: number;
  end: number;
  form: DateForm;
  /** Found, but unusable as written: numeric with no known day/month order, or self-contradicting. */
  problem?: "ambiguous" | "invalid";
  warning?: DateWarning;
}

/** What every finder needs besides the text. */
export interface FinderContext {
  now: Date;
  /** IANA zone of the source, used only to place UTC instants on the source's calendar. */
  timeZone?: string;
  /** The source's day/month order for numeric dates, or null when it cannot be known. */
  dayMonthOrder: "day-first" | "month-first" | null;
}

export type DateFinder = (folded: string, context: FinderContext) => DateCandidate[];
