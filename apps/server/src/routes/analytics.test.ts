import { getCountry } from "@communique/core";
import { analyticsFixtures, analyticsStatements } from "@communique/store/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../test/test-server";

const fixtures = analyticsFixtures();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(analyticsStatements(fixtures));
});
afterAll(() => server?.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.base}${path}`, { headers });
const about = (theme: string) => fixtures.filter((f) => f.themes.includes(theme));

describe("GET /api/analytics/timeline", () => {
  it("draws the query and four compared terms, with counts that add up", async () => {
    const response = await get(
      "/api/analytics/timeline?q=fisheries&compare=forestry&compare=oceans&compare=drought,glaciers&interval=year",
    );
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.interval).toBe("year");
    expect(body.intervalChosen).toBe(false);
    expect(body.series.map((s: { label: string }) => s.label)).toEqual([
      "fisheries",
      "forestry",
      "oceans",
      "drought",
      "glaciers",
    ]);
    for (const series of body.series) {
      expect(series.total).toBe(about(series.label).length);
      expect(series.counts.reduce((a: number, b: number) => a + b, 0) + series.unplaced).toBe(series.total);
    }
    expect(body.periods.reduce((n: number, p: { total: number }) => n + p.total, 0)).toBe(fixtures.length);
  });

  it("names the query from the advanced fields when there is no free text", async () => {
    const body = await (
      await get("/api/analytics/timeline?all=fisheries&any=oceans%20drought&none=forestry")
    ).json();
    expect(body.series[0].label).toBe("fisheries oceans OR drought -forestry");
    const expected = fixtures.filter(
      (f) =>
        f.themes.includes("fisheries") &&
        (f.themes.includes("oceans") || f.themes.includes("drought")) &&
        !f.themes.includes("forestry"),
    );
    expect(body.series[0].total).toBe(expected.length);
  });

  it("refuses a fifth compared term with a clear message", async () => {
    const response = await get("/api/analytics/timeline?q=fisheries&compare=a1,b2,c3,d4,e5");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: "too_many_compared",
        message: "compare: at most 4 terms can be compared with the query; 5 were given",
      },
    });
  });

  it("requires a keyword", async () => {
    for (const path of [
      "/api/analytics/timeline",
      "/api/analytics/summary?q=-war",
      "/api/analytics/countries?country=FR",
      "/api/analytics/groups?q=%20",
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(400);
      expect((await response.json()).error.code, path).toBe("keyword_required");
    }
  });

  it("explains other bad parameters", async () => {
    const cases: [string, string][] = [
      ["/api/analytics/timeline?q=fisheries&interval=fortnight", "interval"],
      ["/api/analytics/timeline?q=fisheries&interval=day&from=1950-01-01&to=2024-12-31", "too_many_periods"],
      ["/api/analytics/timeline?q=fisheries&compare=the", "only_stop_words"],
      ["/api/analytics/countries?q=fisheries&limit=0", "limit"],
      ["/api/analytics/summary?q=fisheries&country=XX", "country"],
      ["/api/analytics/groups?q=fisheries&from=2024-02-30", "from"],
    ];
    for (const [path, expected] of cases) {
      const response = await get(path);
      expect(response.status, path).toBe(400);
      const { error } = await response.json();
      expect(`${error.code} ${error.message}`, path).toContain(expected);
    }
  });

  it("answers an ETag and 304 when nothing changed", async () => {
    const path = "/api/analytics/timeline?q=oceans&group=african";
    const first = await get(path);
    const tag = first.headers.get("etag");
    expect(tag).toBeTruthy();
    expect(first.headers.get("cache-control")).toBe("public, max-age=60");
    const again = await get(path, { "If-None-Match": tag! });
    expect(again.status).toBe(304);
    const other = await get("/api/analytics/timeline?q=oceans&group=asia-pacific", { "If-None-Match": tag! });
    expect(other.status).toBe(200);
  });
});

describe("GET /api/analytics/countries, summary, groups", () => {
  it("ranks the states, counted independently", async () => {
    const response = await get("/api/analytics/countries?q=drought&lang=fr");
    expect(response.status).toBe(200);
    const body = await response.json();
    const expected = new Map<string, number>();
    for (const f of about("drought")) expected.set(f.country, (expected.get(f.country) ?? 0) + 1);
    expect(body.statements).toBe(about("drought").length);
    expect(body.countries.length).toBeLessThanOrEqual(20);
    for (const country of body.countries) expect(country.count).toBe(expected.get(country.code));
    expect(body.countries.find((c: { code: string }) => c.code === "FR")?.name).toBe("France");
    expect(body.countries.find((c: { code: string }) => c.code === "KE")?.name).toBe("Kenya");
  });

  it("gives N of 193 and the seven groups under the filters", async () => {
    const inScope = about("glaciers").filter((f) => f.date.startsWith("2024"));
    const summary = await (
      await get("/api/analytics/summary?q=glaciers&from=2024-01-01&to=2024-12-31")
    ).json();
    expect(summary.statements).toBe(inScope.length);
    expect(summary.memberStatesTotal).toBe(193);
    expect(summary.memberStates).toBe(
      new Set(inScope.filter((f) => getCountry(f.country)!.kind === "member").map((f) => f.country)).size,
    );
    const { groups } = await (
      await get("/api/analytics/groups?q=glaciers&from=2024-01-01&to=2024-12-31&lang=ar")
    ).json();
    expect(groups).toHaveLength(7);
    expect(groups.reduce((n: number, g: { statements: number }) => n + g.statements, 0)).toBe(inScope.length);
    expect(groups[0].name).toBe("الدول الأفريقية");
  });

  it("is described in the OpenAPI document", async () => {
    const document = await (await get("/api/openapi.json")).json();
    for (const path of ["timeline", "countries", "summary", "groups"])
      expect(document.paths[`/api/analytics/${path}`]?.get, path).toBeDefined();
  });
});
