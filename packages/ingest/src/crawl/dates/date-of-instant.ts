import { type CalendarParts, dateInTimeZone, isRealDate } from "./calendar";

export interface WrittenDateTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** "utc" for Z, GMT, UT, +00:00; "local" for any other offset or none at all. */
  clock: "utc" | "local";
}

/**
 * The publication day of a date-time, or null if it names no real moment.
 *
 * A date-time with a non-zero offset (or none) is the publisher's own wall clock: its written
 * date is the day the page shows, so we keep it, whatever `timeZone` says. A UTC date-time is
 * usually a CMS's storage format (RSS pubDate, `<time datetime>`, article:published_time) for
 * a page that shows the local day, so it is moved into the source's `timeZone` when one is
 * given. Exactly midnight UTC is kept as written: CMSs store date-only values that way, and
 * moving them west would publish every statement a day early.
 */
export function dateOfInstant(written: WrittenDateTime, timeZone: string | undefined): CalendarParts | null {
  const { year, month, day, hour, minute, second } = written;
  if (!isRealDate(year, month, day) || hour > 23 || minute > 59 || second > 60) return null;
  const midnight = hour === 0 && minute === 0 && second === 0;
  if (written.clock === "local" || !timeZone || midnight) return { year, month, day };
  return dateInTimeZone(Date.UTC(year, month - 1, day, hour, minute, Math.min(second, 59)), timeZone);
}

/** Whether an offset or zone name ("z", "gmt", "+0000", "-00:00", "+03:00"…) means UTC. */
export function isUtcZone(zone: string | undefined): boolean {
  if (zone === undefined) return false;
  return /^(?:z|ut|utc|gmt|[+-]00(?::?00)?)$/.test(zone);
}
