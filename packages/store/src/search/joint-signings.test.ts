import { parseQuery } from "@communique/core";
import { NO_FILTERS, type SearchFilters } from "@communique/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fictionalStatement } from "../../test/fictional-statements";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { countAllByDay, countByIssuer } from "../analytics/day-counts";
import { memberVoices } from "../analytics/member-voices";
import { type StatementInput, writeStatements } from "../statements/write-statements";
import { compileQuery } from "./compile-query";
import { countStatements } from "./count-statements";
import { Lexizer } from "./lexizer";
import { searchStatements } from "./search-statements";

/**
 * FICTIONAL statements: no State issued or signed them. A joint statement counts once in totals
 * and once for each signatory per State (decision 032). "quasar" is the word searched for.
 */
const joint = (
  id: string,
  country: string,
  signatories: string[],
  date = "2024-03-01",
  unread: string[] = [],
): StatementInput => ({
  ...fictionalStatement({ id, country, date, language: "en", body: "A fictional joint note on the quasar." }),
  title: "Fictional joint statement",
  joint: { signatories, unread },
});
const alone = (id: string, country: string, date = "2024-03-01") =>
  fictionalStatement({ id, country, date, language: "en", body: "A fictional note on the quasar." });

const STATEMENTS = [
  // Issued by France, signed with Germany, Nigeria and Kenya.
  joint("fx-js-1", "FR", ["FR", "DE", "NG", "KE"], "2024-03-01", ["Fictional Union"]),
  alone("fx-js-2", "FR"),
  alone("fx-js-3", "DE"),
  // Issued by Nigeria, signed with France: under the EU's lens for France only.
  joint("fx-js-4", "NG", ["NG", "FR"], "2024-04-01"),
];

let db: TestDatabase;
let lexizer: Lexizer;
beforeAll(async () => {
  db = await createTestDatabase();
  lexizer = new Lexizer(db.pool);
  await writeStatements(db.pool, STATEMENTS);
});
afterAll(() => db.drop());

const filters = (extra: Partial<SearchFilters> = {}): SearchFilters => ({ ...NO_FILTERS, ...extra });
const request = (q: string, extra: Partial<SearchFilters> = {}) => ({
  query: parseQuery({ q }),
  filters: filters(extra),
  lang: "en" as const,
});
const counts = (rows: { code: string; n: number }[]) =>
  Object.fromEntries(rows.sort((a, b) => a.code.localeCompare(b.code)).map((row) => [row.code, row.n]));
const facetCounts = (facets: { code: string; count: number }[]) =>
  counts(facets.map((facet) => ({ code: facet.code, n: facet.count })));

describe("joint statements in search and counts", () => {
  it("finds a joint statement under each signatory, with and without words", async () => {
    for (const q of ["quasar", ""]) {
      const page = await searchStatements(db.pool, lexizer, {
        ...request(q, { countries: ["KE"] }),
        sort: "recent",
        page: 1,
        size: 10,
      });
      expect(page.results.map((r) => r.id)).toEqual(["fx-js-1"]);
      expect(page.total).toBe(1);
    }
    const african = await countStatements(db.pool, request("quasar", { groups: ["african"] }));
    // fx-js-4 by its issuer, fx-js-1 by its co-signatories: each once.
    expect(african.total).toBe(2);
  });

  it("counts each signatory once per State, and a statement once per group and in totals", async () => {
    const all = await countStatements(db.pool, request("quasar"));
    expect(all.total).toBe(4);
    expect(facetCounts(all.facets.countries)).toEqual({ DE: 2, FR: 3, KE: 1, NG: 2 });
    expect(Object.fromEntries(all.facets.groups.map((g) => [g.slug, g.count]))).toEqual({
      african: 2,
      "western-european-other": 4,
    });
    expect(all.facets.languages).toEqual([{ code: "en", count: 4 }]);
  });

  it("names only the signatories the issuer filter asks for", async () => {
    // Nigeria signed two; France issued one of them, and is not counted under Nigeria's filter.
    const nigeria = await countStatements(db.pool, request("quasar", { countries: ["NG"] }));
    expect(nigeria.total).toBe(2);
    expect(facetCounts(nigeria.facets.countries)).toEqual({ NG: 2 });
    expect(nigeria.facets.groups.map((g) => [g.slug, g.count])).toEqual([["african", 2]]);
    for (const q of ["quasar", ""]) {
      const compiled = await compileQuery(db.pool, parseQuery({ q }), []);
      expect(counts(await countByIssuer(db.pool, filters({ countries: ["NG"] }), compiled))).toEqual({
        NG: 2,
      });
      expect(counts(await countByIssuer(db.pool, filters({ groups: ["african"] }), compiled))).toEqual({
        KE: 1,
        NG: 2,
      });
      expect(counts(await countByIssuer(db.pool, filters(), compiled))).toEqual({
        DE: 2,
        FR: 3,
        KE: 1,
        NG: 2,
      });
    }
    // The days of the statements Kenya signed, though France issued them.
    expect(await countAllByDay(db.pool, filters({ countries: ["KE"] }))).toEqual([
      { day: "2024-03-01", precision: "day", n: 1 },
    ]);
  });

  it("follows a bloc's members on the statement's date", async () => {
    const eu = await countStatements(db.pool, request("quasar", { blocs: ["eu"] }));
    expect(eu.total).toBe(4);
    expect(facetCounts(eu.facets.countries)).toEqual({ DE: 2, FR: 3 });
    // The African Union's members are all African States: the index narrows by that group's
    // lexemes, the issuer's or a co-signatory's, and France's joint statement stays.
    const african = await countStatements(db.pool, request("quasar", { blocs: ["african-union"] }));
    expect(african.total).toBe(2);
    expect(facetCounts(african.facets.countries)).toEqual({ KE: 1, NG: 2 });
    const au = await memberVoices(db.pool, request("quasar", { from: "2024-01-01", to: "2024-12-31" }), {
      kind: "bloc",
      id: "african-union",
    });
    const byCode = new Map(au.members.map((m) => [m.code, m]));
    expect(byCode.get("KE")).toMatchObject({ status: "spoke", statements: 1, first: { id: "fx-js-1" } });
    expect(byCode.get("NG")).toMatchObject({
      status: "spoke",
      statements: 2,
      first: { id: "fx-js-1" },
      last: { id: "fx-js-4" },
    });
  });

  it("keeps the co-signatories in step when a statement is written again", async () => {
    await writeStatements(db.pool, [joint("fx-js-1", "FR", ["FR", "DE", "NG"], "2024-03-01")]);
    const kenya = await countStatements(db.pool, request("quasar", { countries: ["KE"] }));
    expect(kenya.total).toBe(0);
    const all = await countStatements(db.pool, request("quasar"));
    expect(facetCounts(all.facets.countries)).toEqual({ DE: 2, FR: 3, NG: 2 });
    await writeStatements(db.pool, [{ ...alone("fx-js-1", "FR") }]);
    expect(facetCounts((await countStatements(db.pool, request("quasar"))).facets.countries)).toEqual({
      DE: 1,
      FR: 3,
      NG: 1,
    });
    await writeStatements(db.pool, [STATEMENTS[0]!]);
  });
});
