import { parseQuery } from "@communique/core";
import { NO_FILTERS, type SearchFilters, type SearchRequest } from "@communique/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fictionalStatement } from "../../test/fictional-statements";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { countAllByDay } from "../analytics/day-counts";
import { writeStatements } from "../statements/write-statements";
import { Lexizer } from "./lexizer";
import { searchStatements } from "./search-statements";

/**
 * The issuer rule of issue 17, end to end through the store: a country chosen inside a chosen
 * group narrows that group to it; whole groups, countries outside them and organisations add up.
 * Checked with text (the filter lexemes in the tsquery), without text (the issuers' column), for
 * the facets, and for the per-day counts analytics read, so no path can keep the old OR.
 */
let db: TestDatabase;
let lexizer: Lexizer;

const ISSUERS = ["KE", "BJ", "SC", "FR", "DE", "african-union"];

beforeAll(async () => {
  db = await createTestDatabase();
  lexizer = new Lexizer(db.pool);
  await writeStatements(
    db.pool,
    ISSUERS.map((country) =>
      fictionalStatement({
        id: `iss-${country}`,
        country,
        language: "en",
        body: "A fictional orchard report.",
      }),
    ),
  );
});
afterAll(() => db.drop());

function request(q: string, filters: Partial<SearchFilters>): SearchRequest {
  return {
    query: parseQuery({ q }),
    filters: { ...NO_FILTERS, ...filters },
    sort: "recent",
    page: 1,
    size: 100,
    lang: "en",
  };
}

async function issuersFound(q: string, filters: Partial<SearchFilters>): Promise<string[]> {
  const page = await searchStatements(db.pool, lexizer, request(q, filters));
  const fromResults = page.results.map((r) => r.country.code).sort();
  const fromFacets = (page.facets?.countries ?? []).map((c) => c.code).sort();
  // The facets count what the results show: the same issuers, one statement each.
  expect(fromFacets, "facets").toEqual(fromResults);
  expect(page.total).toBe(fromResults.length);
  return fromResults;
}

const CASES: [string, Partial<SearchFilters>, string[]][] = [
  ["a group alone is all its members", { groups: ["african"] }, ["BJ", "KE", "SC"]],
  [
    "a country inside its chosen group narrows the group to it",
    { groups: ["african"], countries: ["KE"] },
    ["KE"],
  ],
  [
    "two countries inside the group narrow it to both",
    { groups: ["african"], countries: ["KE", "BJ"] },
    ["BJ", "KE"],
  ],
  [
    "a country outside every chosen group adds to the group",
    { groups: ["african"], countries: ["FR"] },
    ["BJ", "FR", "KE", "SC"],
  ],
  [
    "each group is narrowed by its own members only",
    { groups: ["african", "western-european-other"], countries: ["KE"] },
    ["DE", "FR", "KE"],
  ],
  ["countries alone add up", { countries: ["KE", "FR"] }, ["FR", "KE"]],
  [
    "an organisation adds to a group, and narrows its own group",
    { groups: ["african", "igo"], countries: ["african-union"] },
    ["BJ", "KE", "SC", "african-union"],
  ],
];

describe("issuers chosen by group and country", () => {
  for (const [name, filters, expected] of CASES) {
    it(`${name}: with a query`, async () => {
      expect(await issuersFound("orchard", filters)).toEqual(expected);
    });
    it(`${name}: without a query`, async () => {
      expect(await issuersFound("", filters)).toEqual(expected);
    });
  }

  it("counts the same issuers by day (analytics without a query)", async () => {
    const counted = async (filters: Partial<SearchFilters>) =>
      (await countAllByDay(db.pool, { ...NO_FILTERS, ...filters })).reduce((sum, day) => sum + day.n, 0);
    expect(await counted({ groups: ["african"] })).toBe(3);
    expect(await counted({ groups: ["african"], countries: ["KE"] })).toBe(1);
    expect(await counted({ groups: ["african"], countries: ["FR"] })).toBe(4);
  });
});
