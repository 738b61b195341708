import { countryName, GROUP_SLUGS, getCountry, groupName, type LanguageCode } from "@communique/core";
import { SearchResponseSchema } from "@communique/core/contract";
import { fictionalStatements } from "@communique/store/testing";
import { describe, expect, it } from "vitest";
import { serveDuringTests } from "../../test/test-server";

type Params = Record<string, string | number | string[]>;
type Body = ReturnType<typeof SearchResponseSchema.parse>;
type Fixture = (typeof FIXTURES)[number];

const FIXTURES = fictionalStatements();
const byId = new Map(FIXTURES.map((f) => [f.id, f]));
const groupOf = (code: string) => getCountry(code)!.group;

const served = serveDuringTests(FIXTURES);

function get(params: Params): Promise<Response> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    for (const v of Array.isArray(value) ? value : [value]) query.append(key, String(v));
  return fetch(`${served.base}/api/search?${query}`);
}

/** A 200 answer that matches the published schema and whose snippets carry no markup but <mark>. */
async function search(params: Params): Promise<Body> {
  const response = await get(params);
  const text = await response.text();
  expect(response.status, text).toBe(200);
  const body = SearchResponseSchema.parse(JSON.parse(text));
  for (const result of body.results) expect(result.snippet.replace(/<\/?mark>/g, "")).not.toMatch(/[<>]/);
  return body;
}

const ids = (body: Body) => body.results.map((r) => r.id);
const sorted = (list: string[]) => [...list].sort();
/** Newest period start first; no two fixtures share one, so the order is fully determined. */
const recent = (list: Fixture[]) =>
  [...list].sort((a, b) => b.date.start.localeCompare(a.date.start)).map((f) => f.id);

function tally<T>(items: T[], key: (item: T) => string | number): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return counts;
}

function facetCounts(body: Body) {
  const f = body.facets;
  return {
    countries: Object.fromEntries(f.countries.map((c) => [c.code, c.count])),
    groups: Object.fromEntries(f.groups.map((g) => [g.slug, g.count])),
    languages: Object.fromEntries(f.languages.map((l) => [l.code, l.count])),
    years: Object.fromEntries(f.years.map((y) => [y.year, y.count])),
  };
}

describe("GET /api/search results", () => {
  it("browses everything, most recent first, without a query", async () => {
    const body = await search({});
    expect(body).toMatchObject({ total: 17, page: 1, size: 20, notices: [] });
    expect(ids(body)).toEqual(recent(FIXTURES));
  });

  it("describes each result, its date at the precision the source gives", async () => {
    const body = await search({ size: 100 });
    expect(body.results).toHaveLength(FIXTURES.length);
    for (const result of body.results) {
      const fixture = byId.get(result.id)!;
      expect(result).toMatchObject({
        title: fixture.title,
        country: { code: fixture.countryCode, name: countryName(fixture.countryCode, "en") },
        language: fixture.language,
        url: `https://ministry.example/${fixture.id}`,
      });
      expect(result.country.group).toBe(groupOf(fixture.countryCode));
      expect(result.snippet.length).toBeGreaterThan(0);
    }
    const at = (id: string) => body.results.find((r) => r.id === id)!;
    expect(at("fx-en-4")).toMatchObject({ date: "2022", datePrecision: "year" });
    expect(at("fx-en-3")).toMatchObject({ date: "2023-11", datePrecision: "month" });
    expect(at("fx-zh-2")).toMatchObject({ date: "2023-06", datePrecision: "month" });
    expect(at("fx-en-1")).toMatchObject({ date: "2024-03-15", datePrecision: "day" });
    expect(at("fx-en-6").country).toEqual({ code: "eu", name: "European Union", group: "igo" });
  });

  it("marks matched words and escapes the statement's own markup", async () => {
    for (const q of ["vaccines", "COVID-19"]) {
      const body = await search({ q });
      expect(ids(body)).toEqual(["fx-en-5"]);
      const snippet = body.results[0]!.snippet;
      expect(snippet).toContain("&#60;script&#62;alert(1)&#60;/script&#62;");
      expect(snippet).not.toContain("<script");
      expect(snippet).toContain(q === "vaccines" ? "<mark>vaccines</mark>" : "<mark>COVID</mark>");
    }
    const negotiation = await search({ q: "negotiation", language: "en" });
    expect(sorted(ids(negotiation))).toEqual(["fx-en-1", "fx-en-3", "fx-en-6"]);
    const snippetOf = (id: string) => negotiation.results.find((r) => r.id === id)!.snippet;
    expect(snippetOf("fx-en-1")).toContain("<mark>negotiations</mark>");
    expect(snippetOf("fx-en-3")).toContain("<mark>negotiation</mark>");
    expect(snippetOf("fx-en-1")).not.toContain("<mark>climate</mark>");
  });

  it.each<LanguageCode>(["ar", "zh", "fr", "ru", "es"])(
    "names countries and groups in lang=%s",
    async (lang) => {
      const body = await search({ lang, size: 100 });
      for (const result of body.results)
        expect(result.country.name).toBe(countryName(result.country.code, lang));
      for (const country of body.facets.countries) expect(country.name).toBe(countryName(country.code, lang));
      for (const group of body.facets.groups) expect(group.name).toBe(groupName(group.slug, lang));
      const nameOf = (code: string) => body.results.find((r) => r.country.code === code)!.country.name;
      if (lang === "fr")
        expect([nameOf("FR"), nameOf("EG"), nameOf("BR")]).toEqual(["France", "Égypte", "Brésil"]);
      if (lang === "ar") expect([nameOf("EG"), nameOf("FR")]).toEqual(["مصر", "فرنسا"]);
    },
  );

  it.each<[string, Params, string[]]>([
    ["repeated country", { country: ["FR", "GB"] }, ["fx-en-1", "fx-fr-1"]],
    ["comma-separated country", { country: "FR,GB" }, ["fx-en-1", "fx-fr-1"]],
    ["lower-case ISO code", { country: "cn" }, ["fx-zh-1", "fx-zh-2"]],
    ["organisation slug", { country: "eu" }, ["fx-en-6"]],
    ["group igo", { group: "igo" }, ["fx-en-6"]],
    ["group african", { group: "african" }, ["fx-ar-1", "fx-en-3", "fx-fr-2"]],
    ["country or group", { country: "FR", group: "igo" }, ["fx-en-6", "fx-fr-1"]],
    ["language ru", { language: "ru" }, ["fx-ru-1", "fx-ru-2"]],
    ["languages ar,zh", { language: "ar,zh" }, ["fx-ar-1", "fx-ar-2", "fx-zh-1", "fx-zh-2"]],
    ["group and language", { group: "african", language: "fr" }, ["fx-fr-2"]],
    ["query and country", { q: "climate", country: "US" }, ["fx-en-2"]],
  ])("filters by %s", async (_name, params, expected) => {
    const body = await search({ ...params, size: 100 });
    expect(sorted(ids(body))).toEqual(expected);
    expect(body.total).toBe(expected.length);
  });

  it.each<[string, string | undefined, string | undefined, string[]]>([
    ["a whole year keeps the year-only statement", "2022-01-01", "2022-12-31", ["fx-en-4"]],
    ["a year missing its first day drops it", "2022-01-02", "2022-12-31", []],
    ["a year missing its last day drops it", "2022-01-01", "2022-12-30", []],
    ["a whole month keeps the month-only statement", "2023-11-01", "2023-11-30", ["fx-en-3"]],
    ["part of a month drops it", "2023-11-02", "2023-12-31", ["fx-es-2"]],
    ["bounds are inclusive", "2024-03-10", "2024-03-12", ["fx-en-2", "fx-fr-1", "fx-ru-1"]],
    ["to alone", undefined, "2023-10-31", ["fx-en-4", "fx-zh-2"]],
    ["to in mid-month drops that month", undefined, "2023-11-15", ["fx-en-4", "fx-zh-2"]],
    ["from alone", "2024-03-14", undefined, ["fx-en-1", "fx-en-5", "fx-en-6"]],
  ])("filters dates: %s", async (_name, from, to, expected) => {
    const body = await search({ ...(from && { from }), ...(to && { to }), size: 100 });
    expect(sorted(ids(body))).toEqual(expected);
  });

  it.each(["today", "yesterday", "3d", "week", "month", "year", "2y"])(
    "accepts period=%s",
    async (period) => {
      const body = await search({ period, size: 100 });
      const earliest = new Date(Date.now() - 732 * 86_400_000).toISOString().slice(0, 10);
      for (const result of body.results)
        expect(result.date >= earliest.slice(0, result.date.length)).toBe(true);
      expect(body.total).toBe(body.results.length);
    },
  );
});

describe("GET /api/search order and pages", () => {
  it("answers fewer matches than a page with statements holding some of the words, uncounted", async () => {
    const some = await search({ q: "water reform" });
    expect(some.total).toBe(0);
    const offered = some.partialMatches!.map((r) => byId.get(r.id)!);
    expect(offered.length).toBeGreaterThan(0);
    for (const f of offered) expect(`${f.title} ${f.body}`).toMatch(/water|reform/i);
    expect((await search({ q: "water reform", sort: "recent" })).partialMatches).toBeUndefined();
    expect((await search({ q: "water" })).partialMatches).toBeUndefined();
  });

  it("sorts by recent, oldest and country name in the answer's language", async () => {
    expect(ids(await search({ sort: "recent", size: 100 }))).toEqual(recent(FIXTURES));
    expect(ids(await search({ sort: "oldest", size: 100 }))).toEqual(recent(FIXTURES).reverse());
    for (const lang of ["en", "fr", "ar"] as const) {
      const collator = new Intl.Collator(lang);
      const expected = [...FIXTURES]
        .sort(
          (a, b) =>
            collator.compare(countryName(a.countryCode, lang), countryName(b.countryCode, lang)) ||
            b.date.start.localeCompare(a.date.start),
        )
        .map((f) => f.id);
      expect(ids(await search({ sort: "country", lang, size: 100 }))).toEqual(expected);
    }
    // In French, Égypte belongs among the E's, not after Union européenne as byte order would put it.
    const fr = ids(await search({ sort: "country", lang: "fr", size: 100 }));
    expect(fr.indexOf("fx-ar-1")).toBeLessThan(fr.indexOf("fx-fr-1"));
  });

  it("ranks by relevance by default with a query, and by date on request", async () => {
    const byDefault = await search({ q: '"security council"' });
    expect(ids(byDefault)).toEqual(["fx-en-4", "fx-en-1"]);
    expect(ids(await search({ q: '"security council"', sort: "relevance" }))).toEqual(ids(byDefault));
    expect(ids(await search({ q: '"security council"', sort: "recent" }))).toEqual(["fx-en-1", "fx-en-4"]);
    expect(ids(await search({ sort: "relevance", size: 100 }))).toEqual(recent(FIXTURES));
  });

  it("pages without overlap", async () => {
    const first = await search({ page: 1, size: 5 });
    const second = await search({ page: 2, size: 5 });
    const both = await search({ page: 1, size: 10 });
    expect(second).toMatchObject({ total: 17, page: 2, size: 5 });
    expect(ids(first)).toHaveLength(5);
    expect(ids(second)).toHaveLength(5);
    expect(ids(second).filter((id) => ids(first).includes(id))).toEqual([]);
    expect([...ids(first), ...ids(second)]).toEqual(ids(both));
    expect(ids(await search({ page: 4, size: 5 }))).toEqual(recent(FIXTURES).slice(15));
    expect(await search({ page: 5, size: 5 })).toMatchObject({ total: 17, results: [] });
  });
});

describe("GET /api/search facets", () => {
  it.each<[string, Params, (f: Fixture) => boolean]>([
    ["everything", {}, () => true],
    ["language=en", { language: "en" }, (f) => f.language === "en"],
    [
      "group=western-european-other",
      { group: "western-european-other" },
      (f) => groupOf(f.countryCode) === "western-european-other",
    ],
    ["country=CN,FR", { country: "CN,FR" }, (f) => ["CN", "FR"].includes(f.countryCode)],
    ["from=2024-01-01", { from: "2024-01-01" }, (f) => f.date.start >= "2024-01-01"],
    [
      "to=2023-12-31&language=zh",
      { to: "2023-12-31", language: "zh" },
      (f) => f.date.end <= "2023-12-31" && f.language === "zh",
    ],
  ])("counts what the filter %s keeps", async (_name, params, keep) => {
    const kept = FIXTURES.filter(keep);
    const body = await search({ ...params, size: 1 });
    expect(body.total).toBe(kept.length);
    expect(facetCounts(body)).toEqual({
      countries: tally(kept, (f) => f.countryCode),
      groups: tally(kept, (f) => groupOf(f.countryCode)),
      languages: tally(kept, (f) => f.language),
      years: tally(kept, (f) => f.date.year),
    });
    const groupOrder = body.facets.groups.map((g) => GROUP_SLUGS.indexOf(g.slug));
    expect(groupOrder).toEqual([...groupOrder].sort((a, b) => a - b));
    const years = body.facets.years.map((y) => y.year);
    expect(years).toEqual([...years].sort((a, b) => b - a));
  });

  it.each(["climate", "security", "negotiation", "-climate", "climate OR paz"])(
    "counts the results of q=%s",
    async (q) => {
      const body = await search({ q, size: 100 });
      expect(body.total).toBeGreaterThan(0);
      expect(body.total).toBe(body.results.length);
      expect(facetCounts(body)).toEqual({
        countries: tally(body.results, (r) => r.country.code),
        groups: tally(body.results, (r) => r.country.group),
        languages: tally(body.results, (r) => r.language),
        years: tally(body.results, (r) => r.date.slice(0, 4)),
      });
    },
  );
});
