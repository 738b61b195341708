import type { DateCandidate, DateFinder } from "./date-candidate";
import { dateOfInstant, isUtcZone } from "./date-of-instant";

// ISO 8601 extended dates and date-times as HTML's <time datetime> and JSON-LD write them:
// "2021-01-12", "2021-01-12T09:30", "2021-01-12 09:30:00.000+0300", "2021-01-12T06:30:00Z".
const ISO_DATE =
  /(?<![\d./-])(\d{4})-(\d{2})-(\d{2})(?:(?:t|\s+)(\d{2}):(\d{2})(?::(\d{2})(?:[.,]\d+)?)?(?:\s*(z|utc|gmt|[+-]\d{2}(?::?\d{2})?))?)?(?![\d./-]\d)/gu;

// A year or year-month is taken only when it is the whole text, as in <time datetime="2021-01">:
// inside running text "2021-01" is as likely a reference number as a date.
const WHOLE_YEAR_OR_MONTH = /^(\s*)(\d{4})(?:-(\d{2}))?\s*$/u;

export const findIsoDates: DateFinder = (folded, context) => {
  const found: DateCandidate[] = [];
  for (const match of folded.matchAll(ISO_DATE)) {
    const [text, year, month, day, hour, minute, second, zone] = match;
    const written = {
      year: Number(year),
      month: Number(month),
      day: Number(day),
      hour: Number(hour ?? 0),
      minute: Number(minute ?? 0),
      second: Number(second ?? 0),
    };
    const clock = isUtcZone(zone) ? "utc" : "local";
    const date = dateOfInstant({ ...written, clock }, context.timeZone);
    const span = { start: match.index, end: match.index + text.length, form: "iso" as const };
    const { year: y, month: m, day: d } = written;
    found.push(date ? { ...span, ...date } : { ...span, year: y, month: m, day: d, problem: "invalid" });
  }
  const whole = WHOLE_YEAR_OR_MONTH.exec(folded);
  if (whole) {
    const [text, lead = "", year, month] = whole;
    const start = lead.length;
    found.push({
      start,
      end: start + text.trim().length,
      form: month === undefined ? "year" : "iso",
      year: Number(year),
      ...(month === undefined ? {} : { month: Number(month) }),
    });
  }
  return found;
};
