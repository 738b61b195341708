import { expandTwoDigitYear } from "./calendar";
import type { DateCandidate, DateFinder } from "./date-candidate";
import { dateOfInstant, isUtcZone } from "./date-of-instant";

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

// RFC 5322 §3.3 (RSS 2.0 pubDate, HTTP Last-Modified): "Tue, 12 Jan 2021 09:30:00 GMT". The
// time is required: it is what tells this form apart from English prose, and what makes the
// obsolete two-digit year (§4.3) safe to read. Without a time, "12 Jan 2021" is plain English.
const RFC_2822 = new RegExp(
  String.raw`(?:(?<!\p{L})(?:mon|tue|wed|thu|fri|sat|sun),?\s*)?(?<!\d)(\d{1,2})\s+(${MONTHS.join("|")})(?!\p{L})\s+(\d{4}|\d{2})\s+(\d{2}):(\d{2})(?::(\d{2}))?(?:\s*(ut|utc|gmt|z|[ecmp][sd]t|[+-]\d{4}))?(?!\p{L}|\d)`,
  "gu",
);

export const findRfc2822Dates: DateFinder = (folded, context) => {
  const found: DateCandidate[] = [];
  for (const match of folded.matchAll(RFC_2822)) {
    const [text, day, monthName, yearText, hour, minute, second, zone] = match;
    const year =
      yearText!.length === 2 ? expandTwoDigitYear(Number(yearText), context.now) : Number(yearText);
    const written = {
      year,
      month: MONTHS.indexOf(monthName!) + 1,
      day: Number(day),
      hour: Number(hour),
      minute: Number(minute),
      second: Number(second ?? 0),
    };
    const clock = isUtcZone(zone) ? "utc" : "local";
    const date = dateOfInstant({ ...written, clock }, context.timeZone);
    const span = { start: match.index, end: match.index + text.length, form: "rfc-2822" as const };
    found.push(
      date
        ? { ...span, ...date }
        : { ...span, year, month: written.month, day: written.day, problem: "invalid" },
    );
  }
  return found;
};
