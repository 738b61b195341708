import { describe, expect, it } from "vitest";
import { expandTwoDigitYear, latestDayOnEarth } from "./calendar";
import { foldText, normalizeDateText } from "./normalize-date-text";

describe("foldText", () => {
  it.each([
    ["١٢ يناير ٢٠٢١", "12 يناير 2021"],
    ["۱۲/۰۱/۲۰۲۱", "12/01/2021"],
    ["２０２１年１月１２日", "2021年1月12日"],
    ["12\u200f/01\u200f/2021", "12/01/2021"],
    ["يـنـايـر", "يناير"],
    ["أيار آذار إبريل", "ايار اذار ابريل"],
    ["يَنَايِر", "يناير"],
    ["FÉVRIER Août", "fevrier aout"],
    ["1ᵉʳ", "1er"],
    ["1.º", "1.o"],
    ["12\u00a0janv.\u202f2021", "12 janv. 2021"],
    ["ЯНВАРЯ", "января"],
  ])("%s -> %s", (text, folded) => {
    expect(foldText(text)).toBe(folded);
  });
});

describe("normalizeDateText", () => {
  it("maps folded spans back to the original text", () => {
    const text = "📅 Le ١٢ يـنـايـر ٢٠٢١";
    const normalized = normalizeDateText(text);
    const start = normalized.text.indexOf("12");
    const span = normalized.originalSpan(start, normalized.text.length);
    expect(span).toEqual({ index: text.indexOf("١٢"), text: "١٢ يـنـايـر ٢٠٢١" });
  });

  it("keeps a dropped mark with the character before it", () => {
    const normalized = normalizeDateText("1442 هـ");
    expect(normalized.originalSpan(0, normalized.text.length).text).toBe("1442 هـ");
  });
});

describe("calendar limits", () => {
  it("reads two-digit years as the latest year not in the future", () => {
    const now = new Date("2025-06-01T12:00:00Z");
    expect([21, 25, 26, 98, 0].map((yy) => expandTwoDigitYear(yy, now))).toEqual([
      2021, 2025, 1926, 1998, 2000,
    ]);
    // 31 December 12:00 UTC is already 2026 in Kiribati.
    expect(expandTwoDigitYear(26, new Date("2025-12-31T12:00:00Z"))).toBe(2026);
  });

  it("knows the latest calendar day on Earth", () => {
    expect(latestDayOnEarth(new Date("2021-01-12T09:59:59Z"))).toBe("2021-01-12");
    expect(latestDayOnEarth(new Date("2021-01-12T10:00:00Z"))).toBe("2021-01-13");
  });
});
