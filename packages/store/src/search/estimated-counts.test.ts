import { parseQuery } from "@communique/core";
import { NO_FILTERS, type SearchRequest } from "@communique/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANTERNS, ORCHARD, orchardStatements } from "../../test/fictional-orchard";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { withIndexedTextPlans } from "../db/planner-settings";
import { refreshSearchStatistics } from "../statements/analyze";
import { writeStatements } from "../statements/write-statements";
import { compileQuery } from "./compile-query";
import { countFacets, roundEstimate } from "./facets";
import { Lexizer } from "./lexizer";
import { buildSearchFilter } from "./search-filters";
import { searchStatements } from "./search-statements";

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
  await writeStatements(db.pool, orchardStatements());
  // As after an import or autovacuum: the planner's statistics decide whether to sample first.
  await refreshSearchStatistics(db.pool);
});
afterAll(() => db.drop());

async function search(q: string, exactCountLimit?: number) {
  const request: SearchRequest = {
    query: parseQuery({ q }),
    filters: NO_FILTERS,
    sort: "recent",
    page: 1,
    size: 5,
    lang: "en",
  };
  return searchStatements(db.pool, new Lexizer(db.pool), request, { exactCountLimit });
}

const within = (estimate: number, exact: number, share: number) =>
  expect(Math.abs(estimate - exact)).toBeLessThanOrEqual(exact * share);

describe("counts past the exact limit", () => {
  it("estimates the total and every facet from the sample, rounded, and says so", async () => {
    const exact = await search("orchard");
    expect(exact.estimated).toBeUndefined();
    expect(exact.total).toBe(ORCHARD);

    const estimated = await search("orchard", 160);
    expect(estimated.estimated).toBe(true);
    // One statement in sixteen, scaled back: near the truth, not equal to a count of everything
    // (16 times too many) nor of the sample alone (16 times too few).
    within(estimated.total, ORCHARD, 0.3);
    expect(estimated.total).toBe(roundEstimate(estimated.total));
    for (const country of estimated.facets.countries) within(country.count, ORCHARD / 4, 0.5);
    for (const language of estimated.facets.languages) within(language.count, ORCHARD / 2, 0.4);
    expect(estimated.facets.years.map((y) => y.year)).toEqual([2023, 2022, 2021, 2020]);
    // The page itself is not sampled: the same statements either way.
    expect(estimated.results.map((r) => r.id)).toEqual(exact.results.map((r) => r.id));
  });

  it("counts exactly what the sample shows to be under the limit", async () => {
    // 40 matches, about 2.5 in the sample: 40 is under 160, so they are counted one by one.
    const page = await search("lantern", 160);
    expect(page.estimated).toBeUndefined();
    expect(page.total).toBe(LANTERNS);
    expect(page.facets.countries.reduce((sum, c) => sum + c.count, 0)).toBe(LANTERNS);
  });

  it("reads the sample through its own index", async () => {
    // The sample's condition must be written as migration 011's index predicate; otherwise the
    // planner reads every match from the full index and the sample saves nothing.
    const { rows } = await db.pool.query<{ indexname: string }>(
      "SELECT indexname FROM pg_indexes WHERE indexdef LIKE '%hashint4(sid)%' AND tablename LIKE 'statement_search_%'",
    );
    expect(rows).toHaveLength(2);
    const compiled = await compileQuery(db.pool, parseQuery({ q: "orchard" }), []);
    const plans: string[] = [];
    await withIndexedTextPlans(db.pool, (client) =>
      countFacets(
        buildSearchFilter(NO_FILTERS, compiled, { alternativesApart: true }),
        async (sql, params) => {
          const plan = await client.query<{ "QUERY PLAN": string }>(`EXPLAIN ${sql}`, params);
          plans.push(plan.rows.map((r) => r["QUERY PLAN"]).join("\n"));
          return { ...plan, rows: [] };
        },
        { sampleFirst: true, probe: (sql, params) => db.pool.query(sql, params) },
      ),
    );
    // First the sample (by its index on both partitions), then, nothing counted, the exact count.
    expect(plans).toHaveLength(2);
    for (const { indexname } of rows) expect(plans[0]).toContain(indexname);
    for (const { indexname } of rows) expect(plans[1]).not.toContain(indexname);
  });
});

describe("roundEstimate", () => {
  it("keeps two significant digits", () => {
    expect(roundEstimate(629_696)).toBe(630_000);
    expect(roundEstimate(1_232)).toBe(1_200);
    expect(roundEstimate(155)).toBe(160);
    expect(roundEstimate(48)).toBe(48);
    expect(roundEstimate(99.6)).toBe(100);
  });
});
