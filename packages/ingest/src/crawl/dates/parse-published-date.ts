import type { LanguageCode } from "@communique/core";
import { parseStatementDate, type StatementDate } from "@communique/store";
import { assertTimeZone, isoValue, latestDayOnEarth } from "./calendar";
import { byPreference, separateCandidates } from "./choose-candidate";
import type { DateCandidate, DateFinder, DateForm, DateWarning, NumericOrder } from "./date-candidate";
import { dayMonthOrder } from "./day-month-order";
import { findChineseDates } from "./find-chinese-dates";
import { findHijriDates } from "./find-hijri-dates";
import { findIsoDates } from "./find-iso-dates";
import { findMonthNameDates } from "./find-month-name-dates";
import { findNumericDates } from "./find-numeric-dates";
import { findRfc2822Dates } from "./find-rfc-2822-dates";
import { findYearDates } from "./find-year-dates";
import { normalizeDateText } from "./normalize-date-text";

export type { DateForm, DateWarning, NumericOrder } from "./date-candidate";

export interface PublishedDateOptions {
  /** The moment of the crawl: no publication date may be later (see `latestDayOnEarth`). */
  now: Date;
  /** The source's language; gives the numeric order when `numericOrder` is not set. */
  language?: LanguageCode;
  /** How the source writes numeric dates; set it for English sources, whose usage is split. */
  numericOrder?: NumericOrder;
  /** The source's IANA time zone, used only to place UTC date-times on its calendar. */
  timeZone?: string;
}

/** A publication date at the precision the page gives, in the store's shape. */
export interface PublishedDate extends StatementDate {
  /** "2021-01-12", "2021-01" or "2021", as `parseStatementDate` reads it. */
  value: string;
  /** The date as the text wrote it, e.g. "mardi 12 janvier 2021". */
  matched: string;
  /** Where `matched` starts in the text. */
  index: number;
  form: DateForm;
  warning?: DateWarning;
}

/**
 * Why no date came out, for the crawler's health reports:
 * - not-found: nothing date-like in the text;
 * - invalid: a date that does not exist (31 February, month 13) or is outside 1900-2200;
 * - future: later than the day it already is anywhere on Earth at `now`;
 * - ambiguous: a numeric date whose day/month order the source's settings do not give;
 * - hijri-only: only a Hijri date, which is never converted.
 */
export type PublishedDateFailure = "not-found" | "invalid" | "future" | "ambiguous" | "hijri-only";

export type PublishedDateResult =
  | { ok: true; date: PublishedDate }
  | { ok: false; reason: PublishedDateFailure; matched?: string; index?: number };

const FINDERS: DateFinder[] = [
  findIsoDates,
  findRfc2822Dates,
  findMonthNameDates,
  findChineseDates,
  findNumericDates,
  findYearDates,
];

/**
 * Finds the publication date in a string: a `<time datetime>` value, an RSS pubDate, or page
 * text with words around the date, in any of the six UN languages.
 *
 * Several dates: the most precise wins, then the first in the text; dates that fail (future,
 * impossible) are passed over for the next. When all fail, the reason is the first one's.
 */
export function parsePublishedDate(text: string, options: PublishedDateOptions): PublishedDateResult {
  if (options.timeZone !== undefined) assertTimeZone(options.timeZone);
  const normalized = normalizeDateText(text);
  const context = {
    now: options.now,
    timeZone: options.timeZone,
    dayMonthOrder: dayMonthOrder(text, options.numericOrder, options.language),
  };
  const hijri = findHijriDates(normalized.text);
  const found = FINDERS.flatMap((find) => find(normalized.text, context));
  const candidates = byPreference(separateCandidates(found, hijri));
  let failure: PublishedDateResult | undefined;
  for (const candidate of candidates) {
    const span = normalized.originalSpan(candidate.start, candidate.end);
    const value = isoValue(candidate);
    const checked = check(candidate, value, options.now);
    if (typeof checked !== "string") {
      const warning = candidate.warning === undefined ? {} : { warning: candidate.warning };
      const date = { ...checked, value, matched: span.text, index: span.index, form: candidate.form };
      return { ok: true, date: { ...date, ...warning } };
    }
    failure ??= { ok: false, reason: checked, matched: span.text, index: span.index };
  }
  if (failure) return failure;
  const first = hijri[0];
  if (!first) return { ok: false, reason: "not-found" };
  const span = normalized.originalSpan(first.start, first.end);
  return { ok: false, reason: "hijri-only", matched: span.text, index: span.index };
}

function check(candidate: DateCandidate, value: string, now: Date): StatementDate | PublishedDateFailure {
  if (candidate.problem) return candidate.problem;
  // The store's own parser decides what a real date is (calendar, 1900-2200), so nothing this
  // module accepts can be refused when the statement is written.
  const date = parseStatementDate(value);
  if (!date) return "invalid";
  return date.start > latestDayOnEarth(now) ? "future" : date;
}
