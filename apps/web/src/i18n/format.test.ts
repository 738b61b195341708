import { describe, expect, it } from "vitest";
import { createFormatters } from "./format";

describe("createFormatters(lang).date", () => {
  it("prints a full date at day precision by default", () => {
    expect(createFormatters("en").date("2023-03-05")).toBe("March 5, 2023");
    expect(createFormatters("en").date("2023-03-05", "day")).toBe("March 5, 2023");
  });

  it("prints only the month and the year at month precision", () => {
    expect(createFormatters("en").date("2023-03", "month")).toBe("March 2023");
  });

  it("prints only the year of a year-only date, never 1 January", () => {
    const text = createFormatters("en").date("2023", "year");
    expect(text).toBe("2023");
    expect(text).not.toContain("January");
    expect(text).not.toMatch(/\b1\b/);
  });

  it("ignores the day and month of a full date shown at a coarser precision", () => {
    expect(createFormatters("en").date("2023-12-31", "year")).toBe("2023");
    expect(createFormatters("en").date("2023-12-31", "month")).toBe("December 2023");
  });

  it("reads dates in UTC, so the last and first days of a year do not shift", () => {
    expect(createFormatters("en").date("2023-12-31")).toBe("December 31, 2023");
    expect(createFormatters("en").date("2024-01-01")).toBe("January 1, 2024");
  });

  it("uses each language's own date conventions", () => {
    expect(createFormatters("fr").date("2023-03-05")).toBe("5 mars 2023");
    expect(createFormatters("es").date("2023-03-05")).toBe("5 de marzo de 2023");
    expect(createFormatters("ru").date("2023-03-05")).toBe("5 марта 2023 г.");
    expect(createFormatters("zh").date("2023-03-05")).toBe("2023年3月5日");
    expect(createFormatters("ar").date("2023-03-05")).toBe("5 مارس 2023");
  });

  it("uses each language's month names at month precision", () => {
    expect(createFormatters("fr").date("2023-03", "month")).toBe("mars 2023");
    expect(createFormatters("es").date("2023-03", "month")).toBe("marzo de 2023");
    expect(createFormatters("ru").date("2023-03", "month")).toBe("март 2023 г.");
    expect(createFormatters("zh").date("2023-03", "month")).toBe("2023年3月");
  });

  it("prints a year-only date as just the year in every language but Chinese, which adds 年", () => {
    for (const lang of ["ar", "en", "fr", "ru", "es"] as const) {
      expect(createFormatters(lang).date("2023", "year")).toBe("2023");
    }
    expect(createFormatters("zh").date("2023", "year")).toBe("2023年");
  });
});

describe("createFormatters(lang).number", () => {
  it("groups thousands with a comma in English and Chinese", () => {
    expect(createFormatters("en").number(10952)).toBe("10,952");
    expect(createFormatters("zh").number(10952)).toBe("10,952");
  });

  it("groups thousands with a narrow no-break space (U+202F) in French", () => {
    expect(createFormatters("fr").number(10952)).toBe("10\u202f952");
  });

  it("groups thousands with a no-break space (U+00A0) in Russian", () => {
    expect(createFormatters("ru").number(10952)).toBe("10\u00a0952");
  });

  it("groups five-digit numbers with a full stop in Spanish, but not four-digit ones", () => {
    expect(createFormatters("es").number(10952)).toBe("10.952");
    expect(createFormatters("es").number(1095)).toBe("1095");
  });

  it("writes Arabic numbers with the Latin digits and comma that Node's ICU uses for plain ar", () => {
    expect(createFormatters("ar").number(10952)).toBe("10,952");
  });

  it("uses each language's decimal separator", () => {
    expect(createFormatters("en").number(1234567.5)).toBe("1,234,567.5");
    expect(createFormatters("fr").number(1234567.5)).toBe("1\u202f234\u202f567,5");
    expect(createFormatters("es").number(1234567.5)).toBe("1.234.567,5");
  });
});

describe("createFormatters(lang).instant", () => {
  it("prints a moment's date and time of day in UTC, whatever the machine's time zone", () => {
    expect(createFormatters("en").instant("2026-03-02T23:30:00Z")).toBe("Mar 2, 2026, 11:30 PM");
    expect(createFormatters("fr").instant("2026-03-02T23:30:00+00:00")).toBe("2 mars 2026, 23:30");
    expect(createFormatters("ar").instant("2026-03-02T10:05:00.000Z")).toContain("2 مارس 2026");
    expect(createFormatters("zh").instant("2026-03-03T01:00:00+02:00")).toBe("2026年3月2日 23:00");
  });
});
