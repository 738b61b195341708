import { type LanguageCode, parseQuery } from "@communique/core";
import { NO_FILTERS, type SearchFilters } from "@communique/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fictionalStatement, HARVEST_CONCEPT } from "../../test/fictional-statements";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { writeStatements } from "../statements/write-statements";
import { translateQuery } from "../terminology/translate-query";
import { writeConcepts } from "../terminology/write-concepts";
import { compileQuery } from "./compile-query";
import { appendFilter, buildSearchFilter, filterTsquery } from "./search-filters";

const none = NO_FILTERS;
const NOW = new Date("2031-06-01T00:00:00Z");

describe("filterTsquery", () => {
  it("ORs the issuers and the languages, and ANDs the kinds of filter", () => {
    expect(
      filterTsquery({ ...none, countries: ["FR", "african-union"], groups: ["eastern-european"] }, NOW),
    ).toBe(
      "( '~cFR' | '~scFR' | '~cafrican-union' | '~scafrican-union' | '~geastern-european' | '~sgeastern-european' )",
    );
    expect(filterTsquery({ ...none, groups: ["african"], languages: ["fr", "ar"] }, NOW)).toBe(
      "( '~gafrican' | '~sgafrican' ) & ( '~lfr' | '~lar' )",
    );
    // A count per issuer asks for the issuer's lexemes alone (joint-signings.ts).
    expect(filterTsquery({ ...none, countries: ["FR"] }, NOW, { cosigners: false })).toBe("( '~cFR' )");
    expect(filterTsquery(none, NOW)).toBe("");
  });

  it("narrows by the years a date range spans, unless it spans many or has no start", () => {
    expect(filterTsquery({ ...none, from: "2023-03-01", to: "2024-02-01" }, NOW)).toBe(
      "( '~y2023' | '~y2024' )",
    );
    expect(filterTsquery({ ...none, from: "2030-01-01" }, NOW)).toBe("( '~y2030' | '~y2031' | '~y2032' )");
    expect(filterTsquery({ ...none, from: "1990-01-01", to: "2024-12-31" }, NOW)).toBe("");
    expect(filterTsquery({ ...none, to: "2024-12-31" }, NOW)).toBe("");
  });
});

describe("buildSearchFilter", () => {
  const compiled = (match: string, exclude = "") => ({
    match,
    exclude,
    lexemes: new Map(),
    marks: new Map(),
    termLexemes: () => [],
    languageMatch: () => "",
  });

  it("writes each top-level alternative as its own match, with the exclusions and filters, when asked", () => {
    const query = compiled("( 'harvest' & '~len' ) | ( 'moisson' )", "'drought'");
    const filters = { ...none, countries: ["FR"] };
    expect(buildSearchFilter(filters, query).where).toMatch(/^x\.search_vector @@ \$1::tsquery AND /);
    const apart = buildSearchFilter(filters, query, { alternativesApart: true });
    // The issuer is then left to its lexeme ('~cFR'): no column condition to test for every match.
    expect(apart.where).toBe("(x.search_vector @@ $1::tsquery OR x.search_vector @@ $2::tsquery)");
    expect(apart.params.slice(0, 2)).toEqual([
      "( ( 'harvest' & '~len' ) & !( 'drought' ) ) & ( '~cFR' | '~scFR' )",
      "( ( 'moisson' ) & !( 'drought' ) ) & ( '~cFR' | '~scFR' )",
    ]);
    // One alternative: nothing to set apart.
    expect(buildSearchFilter(none, compiled("'a' & 'b'"), { alternativesApart: true }).where).toBe(
      "x.search_vector @@ $1::tsquery",
    );
  });

  it("keeps the issuers' column condition where no tsquery carries their lexemes, or rows are walked", () => {
    const filters = { ...none, groups: ["african" as const] };
    const issuers = /x\.country = ANY\(ARRAY\(SELECT num FROM countries/;
    // A walk of the date index (no alternativesApart) tests the cheap column before the tsvector.
    expect(buildSearchFilter(filters, compiled("'harvest'")).where).toMatch(issuers);
    // Only exclusions: the tsquery holds no filter lexemes.
    expect(buildSearchFilter(filters, compiled("", "'drought'"), { alternativesApart: true }).where).toMatch(
      issuers,
    );
    expect(buildSearchFilter(filters, compiled("'harvest'"), { alternativesApart: true }).where).not.toMatch(
      issuers,
    );
  });

  it("appends a filter to a query's parameters, its placeholders renumbered", () => {
    const params: unknown[] = ["first"];
    const filter = buildSearchFilter({ ...none, languages: ["fr"] }, compiled("'a' | 'b'"), {
      alternativesApart: true,
    });
    const where = appendFilter(params, filter);
    expect(where).toBe(
      "(x.search_vector @@ $2::tsquery OR x.search_vector @@ $3::tsquery) AND x.language = ANY($4::smallint[])",
    );
    expect(params).toEqual(["first", ...filter.params]);
  });
});

describe("alternatives apart, in PostgreSQL", () => {
  let db: TestDatabase;
  const at = (id: string, language: LanguageCode, body: string, country = "FR") =>
    fictionalStatement({ id, language, body, country });

  beforeAll(async () => {
    db = await createTestDatabase();
    // A fictional concept of this test, with one-word terms in Latin letters (tied to their language).
    await writeConcepts(db.pool, [HARVEST_CONCEPT], "imported");
    await writeStatements(db.pool, [
      at("h-en", "en", "A fictional minister praised the harvest."),
      at("h-en-drought", "en", "A fictional harvest lost to drought."),
      at("h-fr", "fr", "Un ministre fictif a salué la moisson.", "BE"),
      at("h-es", "es", "Una ministra ficticia habló de la cosecha."),
      at("h-ru", "ru", "Вымышленный министр говорил об урожае."),
      // The French word in an English statement, the English one in a French statement: not
      // their languages' equivalents.
      at("h-en-moisson", "en", "A fictional farm called Moisson."),
      at("h-fr-harvest", "fr", "Une ferme fictive nommée Harvest."),
    ]);
  });
  afterAll(() => db.drop());

  async function matching(q: string, filters: SearchFilters, apart: boolean): Promise<string[]> {
    const { query } = await translateQuery(db.pool, parseQuery({ q }));
    const filter = buildSearchFilter(filters, await compileQuery(db.pool, query, filters.languages), {
      alternativesApart: apart,
    });
    const { rows } = await db.pool.query<{ id: string }>(
      `SELECT st.id FROM statement_search x JOIN statements st ON st.sid = x.sid WHERE ${filter.where} ORDER BY st.id`,
      filter.params,
    );
    return rows.map((r) => r.id);
  }

  it("finds the same statements as the one tsquery, language ties, exclusions and filters included", async () => {
    const cases: [string, SearchFilters, string[]][] = [
      ["cosecha", none, ["h-en", "h-en-drought", "h-es", "h-fr", "h-ru"]],
      ["cosecha -drought", none, ["h-en", "h-es", "h-fr", "h-ru"]],
      ["cosecha", { ...none, countries: ["FR"] }, ["h-en", "h-en-drought", "h-es", "h-ru"]],
      ["cosecha", { ...none, languages: ["fr", "en"] }, ["h-en", "h-en-drought", "h-fr"]],
    ];
    for (const [q, filters, expected] of cases) {
      expect(await matching(q, filters, true), q).toEqual(expected);
      expect(await matching(q, filters, false), q).toEqual(expected);
    }
  });
});
