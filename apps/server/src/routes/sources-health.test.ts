import { SourcesHealthSchema } from "@communique/core/contract";
import { insertHealthFixtures } from "@communique/store/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../test/test-server";

/** GET /api/sources/health over the FICTIONAL sources of the store's fictional-health fixtures. */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer([]);
  await insertHealthFixtures(server.database.pool);
});
afterAll(() => server?.close());

async function health(query = "") {
  const response = await fetch(`${server.base}/api/sources/health${query}`);
  const text = await response.text();
  return { response, text };
}

describe("GET /api/sources/health", () => {
  it("answers the contract: flagged first (failing, selectors broken, stale), then by country name", async () => {
    const { response, text } = await health();
    expect(response.status, text).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, max-age=60");
    const body = SourcesHealthSchema.parse(JSON.parse(text));
    expect(body.sources.map((s) => [s.id, s.flag])).toEqual([
      ["fx-health-failing", "failing"],
      // Brazil before Kenya.
      ["fx-health-broken", "selectors-broken"],
      ["fx-health-empty", "selectors-broken"],
      ["fx-health-stale", "stale"],
      // Egypt, Egypt, Senegal.
      ["fx-health-new", "not-crawled"],
      ["fx-health-off", "disabled"],
      ["fx-health-ok", "ok"],
    ]);
    expect(body.totals).toEqual({
      sources: 7,
      flagged: 4,
      byFlag: {
        failing: 1,
        "script-errors": 0,
        "selectors-broken": 2,
        stale: 1,
        ok: 1,
        "not-crawled": 1,
        disabled: 1,
      },
    });
    const failing = body.sources[0]!;
    expect(failing).toMatchObject({
      countryName: "France",
      url: "https://fx-health-failing.example.org/press",
      lastGood: { items: 12 },
      lastBad: {
        reason: "http-error",
        httpStatus: 404,
        message: "https://fx-health-failing.example.org/press: HTTP 404",
      },
      change: { kind: "failing", httpStatus: 404, runs: 2 },
    });
    // No stack trace, and nothing of the crawler's settings.
    expect(text).not.toContain("stack line");
    expect(text).not.toMatch(/contact|CRAWL_|user-?agent/i);
    expect(body.sources.find((s) => s.id === "fx-health-stale")!.change).toMatchObject({
      kind: "silent",
      days: 41,
      usualGapDays: 3,
    });
  });

  it("filters by flag, names countries in the requested language, refuses an unknown flag", async () => {
    const stale = SourcesHealthSchema.parse(JSON.parse((await health("?flag=stale&lang=fr")).text));
    expect(stale.sources.map((s) => [s.id, s.countryName])).toEqual([["fx-health-stale", "Japon"]]);
    expect(stale.totals.sources).toBe(7);
    const flagged = SourcesHealthSchema.parse(JSON.parse((await health("?flag=flagged")).text));
    expect(flagged.sources).toHaveLength(4);
    const bad = await health("?flag=sinking");
    expect(bad.response.status).toBe(400);
    expect(JSON.parse(bad.text)).toMatchObject({ error: { code: "invalid_parameter" } });
  });
});
