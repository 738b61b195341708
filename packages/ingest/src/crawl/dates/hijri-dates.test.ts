import { describe, expect, it } from "vitest";
import { parsePublishedDate } from "./parse-published-date";

const NOW = new Date("2025-06-01T12:00:00Z");

describe("Hijri dates are never converted", () => {
  it.each([
    ["١٤٤٢ هـ", "١٤٤٢ هـ"],
    ["1442هـ", "1442هـ"],
    ["28 جمادى الأولى 1442 هـ", "28 جمادى الأولى 1442 هـ"],
    ["٢٨ جمادى الأولى ١٤٤٢", "٢٨ جمادى الأولى ١٤٤٢"],
    ["1442/05/28 هـ", "1442/05/28 هـ"],
    ["28/05/1442هـ", "28/05/1442هـ"],
    ["12 رمضان", "12 رمضان"],
    ["ذو الحجة 1442 هجرية", "ذو الحجة 1442 هجرية"],
    ["28 Jumada al-Ula 1442 AH", "1442 AH"],
  ])("%s alone -> hijri-only", (text, matched) => {
    expect(parsePublishedDate(text, { now: NOW, language: "ar" })).toEqual({
      ok: false,
      reason: "hijri-only",
      matched,
      index: text.indexOf(matched),
    });
  });

  it.each([
    ["الثلاثاء 28 جمادى الأولى 1442 هـ الموافق 12 يناير 2021 م", "12 يناير 2021 م"],
    ["12 يناير 2021م الموافق 28 جمادى الأولى 1442هـ", "12 يناير 2021م"],
    ["1442/05/28هـ - 2021/01/12م", "2021/01/12"],
    ["28/05/1442هـ الموافق 12/01/2021م", "12/01/2021"],
    ["١٤٤٢/٠٥/٢٨ هـ - ١٢ كانون الثاني ٢٠٢١", "١٢ كانون الثاني ٢٠٢١"],
    ["Tuesday 28 Jumada al-Ula 1442 AH, 12 January 2021", "12 January 2021"],
  ])("uses the Gregorian date beside it: %s", (text, matched) => {
    const result = parsePublishedDate(text, { now: NOW, language: "ar" });
    expect(result).toMatchObject({ ok: true, date: { value: "2021-01-12", matched } });
  });

  it("does not take a Hijri year without its marker for a Gregorian one", () => {
    // 1442 is outside the store's range (1900-2200): rejected, not converted.
    expect(parsePublishedDate("28/05/1442", { now: NOW, language: "ar" })).toMatchObject({
      ok: false,
      reason: "invalid",
    });
  });

  it("does not take the month's name in prose for a date", () => {
    expect(parsePublishedDate("في شهر رمضان المبارك", { now: NOW })).toEqual({
      ok: false,
      reason: "not-found",
    });
  });
});
