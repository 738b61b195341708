import { TimelineParamsSchema, toTimelineRequest } from "@communique/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANTERNS, ORCHARD, ORCHARD_YEARS, orchardStatements } from "../../test/fictional-orchard";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { roundEstimate } from "../search/facets";
import { refreshSearchStatistics } from "../statements/analyze";
import { writeStatements } from "../statements/write-statements";
import { timeline } from "./timeline";

let db: TestDatabase;
/** What the one-in-sixteen sample holds of the orchard statements, per year (all match "orchard"). */
let sampleByYear: Map<number, number>;

beforeAll(async () => {
  db = await createTestDatabase();
  await writeStatements(db.pool, orchardStatements());
  await refreshSearchStatistics(db.pool);
  // Migration 011's predicate, written here on its own so that the test checks the store's.
  const { rows } = await db.pool.query<{ year: number; n: number }>(
    `SELECT extract(year FROM date_start)::int AS year, count(*)::int AS n FROM statement_search
      WHERE (hashint4(sid) & 15) = 0 GROUP BY 1`,
  );
  sampleByYear = new Map(rows.map((r) => [r.year, r.n]));
});
afterAll(() => db.drop());

/**
 * The request for these parameters, its queries read in every language: the orchard is half
 * English, half French, and a query read in English (the default) meets only the English half.
 */
function timelineRequest(params: Record<string, unknown>) {
  const request = toTimelineRequest(TimelineParamsSchema.parse(params));
  return {
    ...request,
    series: request.series.map((s) => ({ ...s, query: { ...s.query, language: undefined } })),
  };
}

/** "orchard" compared with "lantern", by year unless said; the limits lowered to this corpus' size. */
function ask(params: Record<string, string> = {}, sampleMatchesPerPeriod = 5) {
  const request = timelineRequest({ q: "orchard", compare: ["lantern"], interval: "year", ...params });
  return timeline(db.pool, request, { exactCountLimit: 64, sampleMatchesPerPeriod });
}

describe("a timeline's series past the exact limit", () => {
  it("is estimated from the sample, rounded, and says so; a small series beside it stays exact", async () => {
    const answer = await ask();
    const [orchard, lantern] = answer.series;
    expect(orchard!.estimated).toBe(true);
    // Each year's count is sixteen times the sample's, rounded: not the exact 240.
    expect(orchard!.counts).toEqual(ORCHARD_YEARS.map((y) => roundEstimate(16 * sampleByYear.get(y)!)));
    const inSample = [...sampleByYear.values()].reduce((a, b) => a + b, 0);
    expect(orchard!.total).toBe(roundEstimate(16 * inSample));
    expect(Math.abs(orchard!.total - ORCHARD)).toBeLessThanOrEqual(ORCHARD * 0.3);
    // Shares from the unrounded estimate, over the exact totals of the periods.
    expect(answer.periods.map((p) => p.total)).toEqual([240, 240, 240, 240]);
    for (const [i, share] of orchard!.shares.entries())
      expect(share).toBeCloseTo((16 * sampleByYear.get(ORCHARD_YEARS[i]!)!) / 240, 9);
    // 40 matches, about 2.5 in the sample: under the limit, counted one by one.
    expect(lantern!.estimated).toBeUndefined();
    expect(lantern!.total).toBe(LANTERNS);
    expect(lantern!.counts).toEqual([10, 10, 10, 10]);
  });

  it("stays exact when the sample would hold too few matches per period", async () => {
    // By month, 37 periods need 185 sample matches at 5 a period: the sample holds about 60.
    const byMonth = await ask({ interval: "month" });
    expect(byMonth.series[0]!.estimated).toBeUndefined();
    expect(byMonth.series[0]!.total).toBe(ORCHARD);
    // By year, asking 100 a period.
    const strict = await ask({}, 100);
    expect(strict.series[0]!.estimated).toBeUndefined();
    expect(strict.series[0]!.counts).toEqual([240, 240, 240, 240]);
  });

  it("is exact with the production limits", async () => {
    const request = timelineRequest({ q: "orchard", interval: "year" });
    const answer = await timeline(db.pool, request);
    expect(answer.series[0]!.estimated).toBeUndefined();
    expect(answer.series[0]!.total).toBe(ORCHARD);
  });
});
