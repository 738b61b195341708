import { parseStatementDate } from "@communique/store";
import { describe, expect, it } from "vitest";
import { type PublishedDateOptions, parsePublishedDate } from "./parse-published-date";

const NOW = new Date("2025-06-01T12:00:00Z");

function read(text: string, options: Partial<PublishedDateOptions> = {}): string {
  const result = parsePublishedDate(text, { now: NOW, ...options });
  return result.ok ? result.date.value : result.reason;
}

describe("parsePublishedDate", () => {
  it("gives the date in the store's shape, with the quote and where it is", () => {
    expect(parsePublishedDate("Communiqué de presse – mardi 12 janvier 2021", { now: NOW })).toEqual({
      ok: true,
      date: {
        start: "2021-01-12",
        end: "2021-01-12",
        precision: "day",
        year: 2021,
        value: "2021-01-12",
        matched: "12 janvier 2021",
        index: 29,
        form: "month-name",
      },
    });
  });

  it("keeps a month a month and a year a year, never the 1st", () => {
    expect(parsePublishedDate("janvier 2021", { now: NOW })).toMatchObject({
      ok: true,
      date: { value: "2021-01", precision: "month", start: "2021-01-01", end: "2021-01-31" },
    });
    expect(parsePublishedDate("2021", { now: NOW })).toMatchObject({
      ok: true,
      date: { value: "2021", precision: "year", start: "2021-01-01", end: "2021-12-31" },
    });
  });
});

describe("a date inside text", () => {
  it.each([
    ["Published on 12 January 2021 at 10:00", {}, "12 January 2021"],
    ["Communiqué de presse – 12 janvier 2021", {}, "12 janvier 2021"],
    ["Дата публикации: 12.01.2021", { language: "ru" }, "12.01.2021"],
    ["发布时间：2021年1月12日 09:30", {}, "2021年1月12日"],
    ["Comunicado de prensa, Nueva York, 12 de enero de 2021", {}, "12 de enero de 2021"],
    ["نيويورك، 12 يناير 2021 - بيان صحفي", {}, "12 يناير 2021"],
    ["Statement by the delegation — 12.01.2021 — Agenda item 4", { numericOrder: "day-first" }, "12.01.2021"],
    ["📅 12 janvier 2021", {}, "12 janvier 2021"],
    ["Posted: Tue, 12 Jan 2021 09:30:00 GMT | 3 min read", {}, "Tue, 12 Jan 2021 09:30:00 GMT"],
  ] as const)("%s", (text, options, matched) => {
    const result = parsePublishedDate(text, { now: NOW, ...options });
    expect(result).toMatchObject({ ok: true, date: { value: "2021-01-12", matched } });
    if (result.ok) expect(text.slice(result.date.index, result.date.index + matched.length)).toBe(matched);
  });

  it.each([
    "",
    "Communiqué de presse",
    "Page 12 of 40",
    "Resolution 2021 (2011) was adopted by 15 votes",
    "A meeting of 193 Member States",
    "Read more",
  ])("finds nothing in %j", (text) => {
    expect(parsePublishedDate(text, { now: NOW })).toEqual({ ok: false, reason: "not-found" });
  });
});

describe("several dates", () => {
  it.each([
    ["12 janvier 2021, mis à jour le 15 février 2021", "2021-01-12"],
    ["Published 3 March 2021, updated 5 March 2021", "2021-03-03"],
    // The most precise first: a day beats a month heading even when the heading comes first.
    ["Janvier 2021 — publié le 3 février 2021", "2021-02-03"],
    ["Archives 2021 — 2021-03-05", "2021-03-05"],
    // Dates that cannot be the publication date are passed over.
    ["Event on 15 March 2031 – published 12 January 2021", "2021-01-12"],
    ["31 février 2021, 12 janvier 2021", "2021-01-12"],
  ])("%s -> %s", (text, expected) => {
    expect(read(text)).toBe(expected);
  });

  it("reports the first failure when every date fails", () => {
    expect(parsePublishedDate("31 février 2021 et 12 janvier 2031", { now: NOW })).toEqual({
      ok: false,
      reason: "invalid",
      matched: "31 février 2021",
      index: 0,
    });
  });
});

describe("never a future date", () => {
  const midnight = new Date("2021-01-12T00:00:00Z");
  const morning = new Date("2021-01-12T10:00:00Z");

  it("accepts today and the day already begun somewhere on Earth", () => {
    expect(read("2021-01-12", { now: midnight })).toBe("2021-01-12");
    // At 10:00 UTC it is already the 13th in Kiribati (UTC+14).
    expect(read("2021-01-13", { now: morning })).toBe("2021-01-13");
  });

  it("rejects the day after that", () => {
    expect(read("2021-01-13", { now: midnight })).toBe("future");
    expect(read("14 January 2021", { now: morning })).toBe("future");
    expect(parsePublishedDate("12 janvier 2031", { now: NOW })).toEqual({
      ok: false,
      reason: "future",
      matched: "12 janvier 2031",
      index: 0,
    });
  });

  it("compares months and years by their first day", () => {
    expect(read("janvier 2021", { now: morning })).toBe("2021-01");
    expect(read("février 2021", { now: morning })).toBe("future");
    expect(read("2021", { now: morning })).toBe("2021");
    expect(read("2022", { now: morning })).toBe("future");
  });

  it("holds for every time of day around every day of a year (property)", () => {
    const wrong: string[] = [];
    for (let t = Date.UTC(2020, 0, 1, 0, 17); t < Date.UTC(2021, 0, 1); t += 7 * 3_600_000 + 13 * 60_000) {
      const now = new Date(t);
      const utcDay = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
      for (const offset of [-1, 0, 2]) {
        const iso = new Date(utcDay + offset * 86_400_000).toISOString().slice(0, 10);
        const got = read(iso, { now });
        const expected = offset <= 0 ? iso : "future";
        if (got !== expected) wrong.push(`${iso} at ${now.toISOString()}: ${got}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe("impossible and out-of-range dates", () => {
  it.each([
    ["31 février 2021", "invalid"],
    ["29 February 2021", "invalid"],
    ["31 ноября 2020", "invalid"],
    ["2021-04-31", "invalid"],
    ["12 janvier 1899", "invalid"],
    ["29 February 2024", "2024-02-29"],
    ["1 janvier 1900", "1900-01-01"],
  ])("%s -> %s", (text, expected) => {
    expect(read(text)).toBe(expected);
  });
});

describe("every accepted date is one the store accepts (property)", () => {
  it("round-trips through parseStatementDate and quotes the text exactly", () => {
    const texts = [
      "12 janvier 2021",
      "janv. 2021",
      "2021",
      "2021年1月",
      "Tue, 12 Jan 2021 09:30:00 GMT",
      "١٢ كانون الثاني ٢٠٢١",
      "в январе 2021 года",
      "12/01/2021",
      "2021-01-12T23:30:00Z",
    ];
    for (const text of texts) {
      const result = parsePublishedDate(text, {
        now: NOW,
        numericOrder: "day-first",
        timeZone: "Asia/Tokyo",
      });
      expect(result.ok, text).toBe(true);
      if (!result.ok) continue;
      const { value, matched, index, form, warning, ...stored } = result.date;
      expect(parseStatementDate(value)).toEqual(stored);
      expect(text.slice(index, index + matched.length)).toBe(matched);
    }
  });
});
