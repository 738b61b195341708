import type { DatePrecision, LanguageCode } from "@communique/core/vocabulary";
import { getLanguage } from "@communique/core/vocabulary";

export type { DatePrecision };

/** Numbers and dates in the interface language's conventions, as the runtime's ICU defines them. */
export function createFormatters(lang: LanguageCode) {
  const locale = getLanguage(lang).iso;
  const number = new Intl.NumberFormat(locale);
  const languageNames = new Intl.DisplayNames(locale, { type: "language" });
  const list = new Intl.ListFormat(locale, { type: "conjunction" });
  const byPrecision: Record<DatePrecision, Intl.DateTimeFormat> = {
    day: new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }),
    month: new Intl.DateTimeFormat(locale, { year: "numeric", month: "long", timeZone: "UTC" }),
    year: new Intl.DateTimeFormat(locale, { year: "numeric", timeZone: "UTC" }),
  };
  // UTC, so the server's rendering and the browser's agree wherever either is.
  const instant = new Intl.DateTimeFormat(locale, {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: "UTC",
  });
  return {
    number: (value: number) => number.format(value),
    /** A language's name in the interface language ("fr" → "French", "французский", ...). */
    language: (code: string) => languageNames.of(code) ?? code,
    /** Several languages' names as one list ("English, French and Spanish"). */
    languages: (codes: readonly string[]) => list.format(codes.map((code) => languageNames.of(code) ?? code)),
    /** A date shown at its precision: a year-only date stays a year, never 1 January. */
    date: (isoDate: string, precision: DatePrecision = "day") => {
      const [year, month = "01", day = "01"] = isoDate.split("-");
      return byPrecision[precision].format(new Date(Date.UTC(Number(year), Number(month) - 1, Number(day))));
    },
    /** Items as one list in the language's way ("a, b and c"). */
    list: (items: readonly string[]) => list.format(items),
    /** A moment (ISO 8601 timestamp) as a date and a time of day in UTC. */
    instant: (iso: string) => instant.format(new Date(iso)),
  };
}

export type Formatters = ReturnType<typeof createFormatters>;
