import { describe, expect, it } from "vitest";
import { selectorProblem } from "./selector";
import { parseSourceFile } from "./source-file";

/** Every source here is FICTIONAL (example.org). */
const good = {
  id: "fx-verdanie-mfa",
  country: "sn",
  kind: "html",
  url: "https://mfa.example.org/communiques",
  language: "fr",
  schedule: "2h",
  selectors: { item: '//li[has-class("news")]', link: "a/@href", title: "h2", date: ".date", body: "main" },
  numericDateOrder: "day-first",
  pages: 4,
};

describe("parseSourceFile", () => {
  it("reads one source object into a record with the canonical country code and minutes", () => {
    const { sources, rejected } = parseSourceFile(JSON.stringify(good), "cli");
    expect(rejected).toEqual([]);
    expect(sources).toEqual([
      {
        id: "fx-verdanie-mfa",
        countryCode: "SN",
        kind: "html",
        url: "https://mfa.example.org/communiques",
        language: "fr",
        scheduleMinutes: 120,
        selectors: good.selectors,
        numericDateOrder: "day-first",
        listingPages: 4,
        render: false,
        staticHosts: [],
        enabled: true,
        disabledReason: null,
        origin: "cli",
      },
    ]);
  });

  it("fills the defaults: every 60 minutes, language detected, no date order, organisation slugs", () => {
    const { sources } = parseSourceFile(
      JSON.stringify({ id: "fx-eu-feed", country: "EU", kind: "rss", url: "http://eu.example.org/feed.xml" }),
      "repository",
    );
    expect(sources[0]).toMatchObject({
      countryCode: "eu",
      scheduleMinutes: 60,
      language: null,
      numericDateOrder: null,
      listingPages: null,
      selectors: {},
    });
  });

  it("keeps the good entries of an array and reports every bad one with its index, id and problems", () => {
    const entries = [
      good,
      { ...good, id: "fx-bad-country", country: "XX" },
      { ...good, id: "fx-ftp", url: "ftp://mfa.example.org/" },
      { ...good, id: "fx-no-link", selectors: { item: "li" } },
      { ...good, id: "fx-typo", langauge: "fr" },
      { ...good, id: "fx-schedule", schedule: "every day" },
      { ...good, id: "fx-kind", kind: "atom" },
      { ...good, id: "fx-bracket", selectors: { ...good.selectors, title: "//h2[@class='t'" } },
      { ...good, id: "Not A Slug" },
      { ...good, id: "fx-verdanie-mfa", url: "https://other.example.org/" },
      "not an object",
      { ...good, id: "fx-rss-ok", kind: "rss", selectors: undefined },
    ];
    const { sources, rejected } = parseSourceFile(JSON.stringify(entries), "cli");
    expect(sources.map((s) => s.id)).toEqual(["fx-verdanie-mfa", "fx-rss-ok"]);
    const byIndex = Object.fromEntries(rejected.map((r) => [r.index, r]));
    expect(Object.keys(byIndex).map(Number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(byIndex[1]).toEqual({
      index: 1,
      id: "fx-bad-country",
      reasons: [expect.stringMatching(/^country: /)],
    });
    expect(byIndex[2]!.reasons).toEqual(["url: must be an http or https address"]);
    expect(byIndex[3]!.reasons).toEqual(["selectors.link: is required for an html source"]);
    expect(byIndex[4]!.reasons[0]).toMatch(/langauge/);
    expect(byIndex[5]!.reasons[0]).toMatch(/^schedule: must be whole minutes/);
    expect(byIndex[6]!.reasons[0]).toMatch(/^kind: /);
    expect(byIndex[7]!.reasons[0]).toMatch(/^selectors\.title: unclosed "\["/);
    expect(byIndex[8]!.reasons[0]).toMatch(/^id: must be lower-case/);
    expect(byIndex[9]!.reasons).toEqual(["id: already defined earlier"]);
    expect(byIndex[10]).toEqual({ index: 10, reasons: [expect.stringMatching(/^entry: /)] });
  });

  it("reports a file that is not JSON, and takes an empty array as nothing to do", () => {
    expect(parseSourceFile("{ id: fx", "cli").rejected[0]!.reasons[0]).toMatch(/^not valid JSON/);
    expect(parseSourceFile("[]", "cli")).toEqual({ sources: [], rejected: [] });
  });

  it("keeps a source disabled in its file, with a reason", () => {
    const { sources } = parseSourceFile(JSON.stringify({ ...good, enabled: false }), "repository");
    expect(sources[0]).toMatchObject({ enabled: false, disabledReason: "disabled in its source file" });
  });
});

describe("selectors", () => {
  it("are checked for unbalanced brackets and quotes, brackets inside quotes ignored", () => {
    expect(selectorProblem('//div[has-class("a (b")]')).toBeNull();
    expect(selectorProblem("a[href$='.pdf']")).toBeNull();
    expect(selectorProblem("//div[@id='x']]")).toBe('unbalanced "]"');
    expect(selectorProblem('//div[has-class("x)]')).toBe('unclosed " quote');
    expect(selectorProblem("(//a")).toBe('unclosed "("');
  });
});
