import type { LanguageCode } from "@communique/core";
import { describe, expect, it } from "vitest";
import { type NumericOrder, parsePublishedDate } from "./parse-published-date";

// Property checks: whatever ICU's CLDR data prints for a date, in the six languages and the
// regional variants UN member states' sites use, reads back as that same date.

const NOW = new Date("2021-03-01T00:00:00Z");
const DAY = 86_400_000;
const DAYS_OF_2020 = Array.from({ length: 366 }, (_, i) => new Date(Date.UTC(2020, 0, 1) + i * DAY));
const MONTHS_OF_2020 = Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(2020, i, 15)));

interface Locale {
  tag: string;
  language: LanguageCode;
  numericOrder?: NumericOrder;
  /** Extra Intl options, e.g. Arabic-Indic digits. */
  intl?: Intl.DateTimeFormatOptions;
}

const SIX: Locale[] = [
  { tag: "ar", language: "ar" },
  { tag: "zh", language: "zh" },
  { tag: "en", language: "en", numericOrder: "month-first" },
  { tag: "fr", language: "fr" },
  { tag: "ru", language: "ru" },
  { tag: "es", language: "es" },
];

const REGIONAL: Locale[] = [
  { tag: "ar", language: "ar", intl: { numberingSystem: "arab" } },
  { tag: "ar-EG", language: "ar" },
  { tag: "ar-SA", language: "ar" },
  { tag: "ar-LB", language: "ar" },
  { tag: "ar-IQ", language: "ar" },
  { tag: "ar-SY", language: "ar" },
  { tag: "ar-DZ", language: "ar" },
  { tag: "ar-TN", language: "ar" },
  { tag: "ar-MA", language: "ar" },
  { tag: "ar-MR", language: "ar" },
  { tag: "ar-AE", language: "ar" },
  { tag: "zh-TW", language: "zh" },
  { tag: "zh-HK", language: "zh", numericOrder: "day-first" },
  { tag: "zh", language: "zh", intl: { numberingSystem: "hanidec" } },
  { tag: "en-GB", language: "en", numericOrder: "day-first" },
  { tag: "en-IN", language: "en", numericOrder: "day-first" },
  { tag: "en-AU", language: "en", numericOrder: "day-first" },
  { tag: "en-CA", language: "en", numericOrder: "year-first" },
  { tag: "en-ZA", language: "en", numericOrder: "year-first" },
  { tag: "fr-CA", language: "fr", numericOrder: "year-first" },
  { tag: "fr-CH", language: "fr" },
  { tag: "fr-BE", language: "fr" },
  { tag: "es-MX", language: "es" },
  { tag: "es-AR", language: "es" },
  { tag: "es-PE", language: "es" },
  { tag: "es-419", language: "es" },
  { tag: "ru-KZ", language: "ru" },
  { tag: "ru-BY", language: "ru" },
];

/** Each date formatted, then parsed; returns the ones that did not come back as themselves. */
function misreadings(
  locale: Locale,
  dates: Date[],
  intl: Intl.DateTimeFormatOptions,
  expected: (d: Date) => string,
) {
  const format = new Intl.DateTimeFormat(locale.tag, {
    ...intl,
    ...locale.intl,
    calendar: "gregory",
    timeZone: "UTC",
  });
  const wrong: string[] = [];
  for (const date of dates) {
    const text = format.format(date);
    const result = parsePublishedDate(text, {
      now: NOW,
      language: locale.language,
      ...(locale.numericOrder ? { numericOrder: locale.numericOrder } : {}),
    });
    const got = result.ok ? result.date.value : result.reason;
    if (got !== expected(date)) wrong.push(`${text} -> ${got}`);
  }
  return wrong;
}

const day = (d: Date) => d.toISOString().slice(0, 10);
const month = (d: Date) => d.toISOString().slice(0, 7);
const label = (l: Locale) => `${l.tag}${l.intl?.numberingSystem ? `-${l.intl.numberingSystem}` : ""}`;

describe("every day of 2020 as Intl formats it parses back to itself", () => {
  const styles = ["long", "medium", "full", "short"] as const;
  // Numerals as ICU writes them with hanidec ("二〇二〇/一/一") appear on no page: left out.
  const cases = [...SIX, ...REGIONAL]
    .flatMap((locale) => styles.map((style) => ({ locale, style })))
    .filter(({ locale, style }) => !(locale.intl?.numberingSystem === "hanidec" && style === "short"));
  it.each(cases.map((c) => [label(c.locale), c.style, c] as const))("%s, dateStyle %s", (_, style, c) => {
    expect(misreadings(c.locale, DAYS_OF_2020, { dateStyle: style }, day)).toEqual([]);
  });
});

describe("every month of 2020 as Intl formats it keeps month precision", () => {
  const cases = [...SIX, ...REGIONAL].flatMap((locale) =>
    (["long", "short"] as const).map((monthStyle) => ({ locale, monthStyle })),
  );
  it.each(cases.map((c) => [label(c.locale), c.monthStyle, c] as const))(
    "%s, month %s",
    (_, monthStyle, c) => {
      const options = { year: "numeric", month: monthStyle } as const;
      expect(misreadings(c.locale, MONTHS_OF_2020, options, month)).toEqual([]);
    },
  );
});

describe("a year alone as Intl formats it keeps year precision", () => {
  it.each(SIX.map((l) => [l.tag, l] as const))("%s", (_, locale) => {
    expect(misreadings(locale, [new Date(Date.UTC(2020, 5, 1))], { year: "numeric" }, () => "2020")).toEqual(
      [],
    );
  });
});

describe("UTC date-times land on the source's calendar day, as Intl places them", () => {
  const zones = ["Asia/Tokyo", "America/New_York", "Pacific/Kiritimati", "Pacific/Pago_Pago", "Asia/Kolkata"];
  it.each(zones)("%s", (timeZone) => {
    const onCalendar = new Intl.DateTimeFormat("en-CA", { timeZone, dateStyle: "short" });
    const wrong: string[] = [];
    // Steps of 131 minutes (prime to a day's 1,440) meet every minute of the day about once over
    // the year: every side of midnight at every offset, in and out of daylight saving time.
    for (let t = Date.UTC(2020, 0, 1, 0, 1); t < Date.UTC(2021, 0, 1); t += 131 * 60_000) {
      const iso = new Date(t).toISOString();
      const result = parsePublishedDate(iso, { now: NOW, timeZone });
      const got = result.ok ? result.date.value : result.reason;
      // Exactly midnight UTC is a CMS's date-only value and stays as written (date-of-instant.ts).
      const expected = iso.includes("T00:00:00.000Z") ? iso.slice(0, 10) : onCalendar.format(t);
      if (got !== expected) wrong.push(`${iso} -> ${got}, expected ${expected}`);
    }
    expect(wrong).toEqual([]);
  });
});
