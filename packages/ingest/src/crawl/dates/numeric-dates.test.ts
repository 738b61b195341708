import { describe, expect, it } from "vitest";
import { type PublishedDateOptions, parsePublishedDate } from "./parse-published-date";

const NOW = new Date("2025-06-01T12:00:00Z");

function read(text: string, options: Partial<PublishedDateOptions> = {}): string {
  const result = parsePublishedDate(text, { now: NOW, ...options });
  return result.ok ? result.date.value : result.reason;
}

describe("numeric dates follow the source's order", () => {
  it.each([
    ["12/01/2021", { numericOrder: "day-first" }, "2021-01-12"],
    ["12/01/2021", { numericOrder: "month-first" }, "2021-12-01"],
    ["01/12/2021", { numericOrder: "month-first" }, "2021-01-12"],
    ["12.01.2021", { numericOrder: "day-first" }, "2021-01-12"],
    ["12-01-2021", { numericOrder: "day-first" }, "2021-01-12"],
    ["1/12/2021", { numericOrder: "month-first" }, "2021-01-12"],
    ["12/01/2021", { language: "fr" }, "2021-01-12"],
    ["12/01/2021", { language: "es" }, "2021-01-12"],
    ["12/01/2021", { language: "ru" }, "2021-01-12"],
    ["12/01/2021", { language: "ar" }, "2021-01-12"],
    // The configured order beats the language's: a Spanish page from a US-built CMS.
    ["01/12/2021", { language: "es", numericOrder: "month-first" }, "2021-01-12"],
  ] as const)("%s %j -> %s", (text, options, expected) => {
    expect(read(text, options)).toBe(expected);
  });

  it.each([
    ["2021/01/12", "2021-01-12"],
    ["2021.01.12", "2021-01-12"],
    ["2021-1-12", "2021-01-12"],
    ["2021/1/2", "2021-01-02"],
  ])("year first is year/month/day whatever the order: %s", (text, expected) => {
    for (const numericOrder of ["day-first", "month-first", "year-first"] as const) {
      expect(read(text, { numericOrder })).toBe(expected);
    }
    expect(read(text)).toBe(expected);
  });
});

describe("ambiguity", () => {
  it.each([
    ["12/01/2021", {}],
    ["12/01/2021", { language: "en" }],
    ["12/01/2021", { language: "zh" }],
    ["12/01/2021", { numericOrder: "year-first" }],
    ["Published 03/04/2021", {}],
  ] as const)("%s %j is ambiguous without an order", (text, options) => {
    expect(read(text, options)).toBe("ambiguous");
  });

  it.each([
    ["25/01/2021", "2021-01-25"],
    ["01/25/2021", "2021-01-25"],
    ["05/05/2021", "2021-05-05"],
  ])("%s needs no order -> %s", (text, expected) => {
    expect(read(text, { language: "en" })).toBe(expected);
  });

  it("reads Cyrillic or Arabic text day first when no language is given", () => {
    expect(read("Дата публикации: 12.01.2021")).toBe("2021-01-12");
    expect(read("نشر في 12/01/2021")).toBe("2021-01-12");
    expect(read("Published 12/01/2021")).toBe("ambiguous");
  });
});

describe("an order the date contradicts", () => {
  // A number over 12 can only be a day: the date is read, and flagged, because the source's
  // configured order is then probably wrong for its other, ambiguous, dates.
  it.each([
    ["25/01/2021", "month-first", "2021-01-25"],
    ["01/25/2021", "day-first", "2021-01-25"],
  ] as const)("%s on a %s source -> %s with a warning", (text, numericOrder, expected) => {
    const result = parsePublishedDate(text, { now: NOW, numericOrder });
    expect(result).toMatchObject({
      ok: true,
      date: { value: expected, warning: "numeric-order-contradicted" },
    });
  });

  it("does not warn when the order fits", () => {
    const result = parsePublishedDate("25/01/2021", { now: NOW, numericOrder: "day-first" });
    expect(result.ok && result.date.warning).toBeUndefined();
  });

  it("never swaps to rescue an impossible day", () => {
    expect(read("31/02/2021", { numericOrder: "day-first" })).toBe("invalid");
    expect(read("02/31/2021", { numericOrder: "day-first" })).toBe("invalid");
    expect(read("13/13/2021", { numericOrder: "day-first" })).toBe("invalid");
    expect(read("13/13/2021")).toBe("invalid");
  });
});

describe("two-digit years", () => {
  it.each([
    ["1/12/20", { numericOrder: "month-first" }, "2020-01-12"],
    ["12/01/21", { numericOrder: "day-first" }, "2021-01-12"],
    ["12.01.98", { language: "ru" }, "1998-01-12"],
    ["12/01/25", { numericOrder: "day-first" }, "2025-01-12"],
    // Never the future: '30 is 1930 until 2030.
    ["12/01/30", { numericOrder: "day-first" }, "1930-01-12"],
    // No order, so no way to know the year is last: 21/01/12 is 2021-01-12 on a year-first page.
    ["1/12/20", {}, "ambiguous"],
    ["21/01/12", { numericOrder: "year-first" }, "ambiguous"],
  ] as const)("%s %j -> %s", (text, options, expected) => {
    expect(read(text, options)).toBe(expected);
  });
});

describe("what is not a numeric date", () => {
  it.each([
    "S/2021/12",
    "A/RES/75/1",
    "version 1.2.3",
    "tel. 12.34.56.78",
    "12/2021",
    "1.2.2021.5",
    "2021/01/2021",
    "123/01/2021",
  ])("%s", (text) => {
    expect(read(text, { numericOrder: "day-first" })).toBe("not-found");
  });
});
