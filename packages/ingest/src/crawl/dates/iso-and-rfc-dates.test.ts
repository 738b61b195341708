import { describe, expect, it } from "vitest";
import { type PublishedDateOptions, parsePublishedDate } from "./parse-published-date";

const NOW = new Date("2025-06-01T12:00:00Z");

function read(text: string, options: Partial<PublishedDateOptions> = {}): string {
  const result = parsePublishedDate(text, { now: NOW, ...options });
  return result.ok ? result.date.value : result.reason;
}

describe("ISO 8601 and <time datetime> values", () => {
  it.each([
    ["2021-01-12", "2021-01-12"],
    ["2021-01-12T09:30", "2021-01-12"],
    ["2021-01-12 09:30", "2021-01-12"],
    ["2021-01-12T09:30:00+03:00", "2021-01-12"],
    ["2021-01-12T09:30:00.123456+0300", "2021-01-12"],
    ["2021-01-12T09:30:00,5-05", "2021-01-12"],
    ["2021-01-12T09:30:00Z", "2021-01-12"],
    ["2021", "2021"],
    ["2021-01", "2021-01"],
    [" 2021-01 ", "2021-01"],
    ["2021-02-30", "invalid"],
    ["2021-13", "invalid"],
    ["2021-01-12T25:00:00Z", "invalid"],
    ["2021-01-12T09:75", "invalid"],
  ])("%s -> %s", (text, expected) => {
    expect(read(text)).toBe(expected);
  });

  it("finds the value inside markup or JSON-LD", () => {
    expect(read('<time datetime="2021-01-12T09:30:00+01:00">12/01</time>')).toBe("2021-01-12");
    expect(read('"datePublished": "2021-01-12T09:30:00Z"')).toBe("2021-01-12");
  });

  it("takes a year or year-month only when it is the whole text", () => {
    expect(read("Resolution 2021 (2011)")).toBe("not-found");
    expect(read("ref. 2021-01 annex")).toBe("not-found");
  });
});

describe("time zones", () => {
  it("keeps the date written with a non-UTC offset: the publisher's own clock", () => {
    expect(read("2021-01-12T23:30:00-05:00", { timeZone: "Europe/Paris" })).toBe("2021-01-12");
    expect(read("2021-01-12T00:30:00+09:00", { timeZone: "America/New_York" })).toBe("2021-01-12");
    expect(read("2021-01-12T23:30:00", { timeZone: "Asia/Tokyo" })).toBe("2021-01-12");
  });

  it("moves a UTC date-time onto the source's calendar", () => {
    expect(read("2021-01-12T23:30:00Z", { timeZone: "Asia/Tokyo" })).toBe("2021-01-13");
    expect(read("2021-01-12T02:00:00Z", { timeZone: "America/New_York" })).toBe("2021-01-11");
    expect(read("2021-01-12T23:30:00+00:00", { timeZone: "Asia/Dubai" })).toBe("2021-01-13");
    expect(read("2021-01-12T23:30:00Z")).toBe("2021-01-12");
  });

  it("keeps midnight UTC as written: a CMS's date-only value", () => {
    expect(read("2021-01-12T00:00:00Z", { timeZone: "America/New_York" })).toBe("2021-01-12");
    expect(read("2021-01-12T00:00:00.000+00:00", { timeZone: "America/Lima" })).toBe("2021-01-12");
  });

  it("throws on an unknown time zone: a configuration error, not a page's", () => {
    expect(() => read("2021-01-12T23:30:00Z", { timeZone: "Mars/Olympus" })).toThrow(RangeError);
    expect(() => read("12 janvier 2021", { timeZone: "Mars/Olympus" })).toThrow(RangeError);
  });
});

describe("RFC 2822 (RSS pubDate)", () => {
  it.each([
    ["Tue, 12 Jan 2021 09:30:00 GMT", {}, "2021-01-12"],
    ["Tue, 12 Jan 2021 09:30 +0300", {}, "2021-01-12"],
    ["12 Jan 2021 09:30:00 EST", {}, "2021-01-12"],
    ["<pubDate>Tue, 12 Jan 2021 09:30:00 GMT</pubDate>", {}, "2021-01-12"],
    ["Tue, 12 Jan 2021 23:30:00 GMT", { timeZone: "Asia/Tokyo" }, "2021-01-13"],
    ["Tue, 12 Jan 2021 23:30:00 -0000", { timeZone: "Asia/Tokyo" }, "2021-01-13"],
    ["Tue, 12 Jan 2021 23:30:00 +0300", { timeZone: "Asia/Tokyo" }, "2021-01-12"],
    ["Tue, 12 Jan 21 09:30:00 GMT", {}, "2021-01-12"],
    ["Tue, 12 Jan 99 09:30:00 GMT", {}, "1999-01-12"],
    ["Mon, 31 Feb 2021 09:30:00 GMT", {}, "invalid"],
  ])("%s %j -> %s", (text, options, expected) => {
    expect(read(text, options)).toBe(expected);
  });

  it("quotes the whole pubDate and names the form", () => {
    const result = parsePublishedDate("Tue, 12 Jan 2021 09:30:00 GMT", { now: NOW });
    expect(result).toMatchObject({
      ok: true,
      date: { matched: "Tue, 12 Jan 2021 09:30:00 GMT", form: "rfc-2822", index: 0 },
    });
  });
});
