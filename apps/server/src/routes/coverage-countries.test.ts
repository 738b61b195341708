import { COUNTRIES, countryName } from "@communique/core";
import { CoverageByCountrySchema, FILTER_PARAMS } from "@communique/core/contract";
import {
  COVERAGE_SOURCES,
  COVERAGE_STATEMENTS,
  coverageStatements,
  insertCoverageFixtures,
} from "@communique/store/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../test/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(coverageStatements());
  await insertCoverageFixtures(server.database.pool, { statements: false });
});
afterAll(() => server?.close());

async function coverage(lang?: string) {
  const response = await fetch(`${server.base}/api/coverage/countries${lang ? `?lang=${lang}` : ""}`);
  const text = await response.text();
  expect(response.status, text).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  expect(response.headers.get("cache-control")).toBe("public, max-age=60");
  return CoverageByCountrySchema.parse(JSON.parse(text));
}

describe("GET /api/coverage/countries", () => {
  it("answers the documented contract, in English by default", async () => {
    const body = await coverage();
    const sn = body.countries.find((c) => c.code === "SN");
    // Exactly these keys, in the JSON as sent (the schema's parse would drop extra ones).
    expect(sn).toEqual({
      code: "SN",
      name: "Senegal",
      group: "african",
      kind: "member",
      sources: 2,
      enabledSources: 1,
      lastCrawlAt: "2026-03-02T10:00:30.000Z",
      lastSuccessAt: "2026-03-01T10:01:00.000Z",
      newestStatement: { date: "2026-02-27", datePrecision: "day" },
      statements: 3,
    });
    const raw = (await (await fetch(`${server.base}/api/coverage/countries`)).json()) as {
      countries: Record<string, unknown>[];
    };
    expect(Object.keys(raw.countries.find((c) => c.code === "SN")!).sort()).toEqual(Object.keys(sn!).sort());
    expect(body.countries.find((c) => c.code === "JP")).toMatchObject({
      sources: 0,
      lastCrawlAt: null,
      lastSuccessAt: null,
      newestStatement: { date: "2022", datePrecision: "year" },
      statements: 2,
    });
    expect(body.countries.find((c) => c.code === "eu")).toMatchObject({ kind: "organization", group: "igo" });
  });

  it("counts what was inserted", async () => {
    const { totals, countries } = await coverage("en");
    expect(totals).toEqual({
      memberStatesWithSources: 3,
      memberStatesWithStatements: 5,
      memberStatesTotal: 193,
      statements: COVERAGE_STATEMENTS.length,
      sources: COVERAGE_SOURCES.length,
      enabledSources: COVERAGE_SOURCES.filter((s) => s.enabled).length,
    });
    expect(countries.reduce((sum, c) => sum + c.statements, 0)).toBe(COVERAGE_STATEMENTS.length);
    const states = COUNTRIES.filter((c) => c.kind === "member" || c.kind === "observer").length;
    // The states, plus the organisations and the former state that have sources or statements.
    expect(countries).toHaveLength(states + 3);
  });

  it("names and sorts by name in Arabic", async () => {
    const { countries } = await coverage("ar");
    for (const country of countries) expect(country.name).toBe(countryName(country.code, "ar"));
    const names = countries.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator("ar").compare));
    const at = (code: string) => countries.findIndex((c) => c.code === code);
    // اليابان before فرنسا, where English has France before Japan.
    expect(at("JP")).toBeLessThan(at("FR"));
    expect(countries.find((c) => c.code === "SN")?.name).toBe("السنغال");
  });

  it("answers 400 with a JSON error to an unknown lang", async () => {
    const response = await fetch(`${server.base}/api/coverage/countries?lang=de`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: "invalid_parameter", message: expect.stringMatching(/^lang: /) },
    });
  });

  it("is described in the OpenAPI document", async () => {
    const doc = await (await fetch(`${server.base}/api/openapi.json`)).json();
    const get = doc.paths["/api/coverage/countries"]?.get;
    // The search's filters (as every search-shaped call takes them) and the language of names.
    expect(get.parameters.map((p: { name: string }) => p.name).sort()).toEqual(
      [...Object.values(FILTER_PARAMS), "lang"].sort(),
    );
    expect(Object.keys(get.responses)).toEqual(["200", "400", "429", "500", "503"]);
    expect(doc.components.schemas.CoverageByCountry.required).toEqual(["totals", "countries"]);
    expect(Object.keys(doc.components.schemas.CountryCoverage.properties)).toEqual([
      "code",
      "name",
      "group",
      "kind",
      "sources",
      "enabledSources",
      "lastCrawlAt",
      "lastSuccessAt",
      "newestStatement",
      "statements",
    ]);
  });
});
