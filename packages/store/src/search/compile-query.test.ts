import { parseQuery } from "@communique/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { compileQuery } from "./compile-query";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

function count(haystack: string, needle: string): number {
  return haystack.split(needle).length - 1;
}

describe("compileQuery", () => {
  it("writes words joined by OR as one flat OR in which a variant shared by languages appears once", async () => {
    const { match } = await compileQuery(db.pool, parseQuery({ q: "nuclear OR weapons" }));
    // 'nuclear' is the same lexeme in several languages' analyses: once, so that the planner's
    // estimate of the OR (operands taken as independent) is not inflated.
    expect(count(match, "'nuclear'")).toBe(1);
    // Read in English, its words share one tie, which GIN then checks once per statement.
    const english = await compileQuery(db.pool, {
      ...parseQuery({ q: "nuclear OR weapons" }),
      language: { code: "en", by: "detected" },
    });
    expect(english.match).toBe("( ( 'nuclear' ) | ( 'weapon' ) ) & '~len'");
    // English statements (their filter lexeme '~len' beside their words) match; a French one
    // holds 'nuclear' only if French analysis gives it (issue 33: no stem crosses languages).
    const { rows } = await db.pool.query<{ hit: boolean }>(
      `SELECT v @@ $1::tsquery AS hit
         FROM (VALUES (1, to_tsvector('english', 'Nuclear tests') || '~len'::tsvector),
                      (2, to_tsvector('english', 'Small weapons') || '~len'::tsvector),
                      (3, to_tsvector('english', 'Fictional harvest') || '~len'::tsvector),
                      (4, to_tsvector('english', 'Nuclear tests') || '~lfr'::tsvector)) AS s(n, v)
        ORDER BY n`,
      [match],
    );
    const frenchNuclear = await db.pool.query<{ hit: boolean }>(
      "SELECT to_tsvector('french', 'nuclear') = to_tsvector('english', 'nuclear') AS hit",
    );
    expect(rows.map((r) => r.hit)).toEqual([true, true, false, frenchNuclear.rows[0]!.hit]);
  });

  it("reads a typed word in Arabic, Chinese or Cyrillic letters in its script's language, whatever the query's", async () => {
    // Typed out by hand, read in French (its é): the Chinese and Russian words are Chinese and
    // Russian, never French words that only French statements could hold.
    const typed = {
      ...parseQuery({ q: "économique OR 经济 OR экономика" }),
      language: { code: "fr" as const, by: "script" as const },
    };
    const { match } = await compileQuery(db.pool, typed);
    expect(match).toContain("'econom' & '~lfr'");
    expect(match).not.toMatch(/经济'? & '~lfr'/);
    expect(match).not.toContain("'экономика' & '~lfr'");
    const { rows } = await db.pool.query<{ hit: boolean }>(
      `SELECT cq_statement_vector('ru', '', 'экономика страны', true, 'XX', 'x', 2000) @@ $1::tsquery AS hit
        UNION ALL SELECT cq_statement_vector('en', '', 'экономика', true, 'XX', 'x', 2000) @@ $1::tsquery`,
      [match],
    );
    expect(rows.map((r) => r.hit)).toEqual([true, false]);
    // Latin letters in a query read in Russian are read in the three languages written so.
    const mixed = await compileQuery(db.pool, {
      ...parseQuery({ q: "Франция OR France" }),
      language: { code: "ru", by: "script" },
    });
    const hits = await db.pool.query<{ hit: boolean }>(
      `SELECT cq_statement_vector('en', '', 'France', true, 'XX', 'x', 2000) @@ $1::tsquery AS hit
        UNION ALL SELECT cq_statement_vector('fr', '', 'la France', true, 'XX', 'x', 2000) @@ $1::tsquery`,
      [mixed.match],
    );
    expect(hits.rows.map((r) => r.hit)).toEqual([true, true]);
  });

  it("keeps each language's terms together when clauses are ANDed", async () => {
    const { match } = await compileQuery(db.pool, parseQuery({ q: "international cooperation" }), [
      "en",
      "fr",
    ]);
    // One conjunction per language, ORed: a French statement must match both words as French analysis gives them.
    expect(match).toMatch(/^\( .+ & .+ \) \| \( .+ & .+ \)$/);
  });

  it("ties an equivalent of one word to its language only where its script is shared (Latin)", async () => {
    const query = parseQuery({ q: "fictif" });
    const withEquivalents = {
      ...query,
      clauses: [
        [
          ...query.clauses[0]!,
          { type: "word" as const, text: "Francia", language: "es" as const },
          { type: "word" as const, text: "Франция", language: "ru" as const },
          { type: "word" as const, text: "Francis", language: "en" as const },
          { type: "word" as const, text: "فرنسا", language: "ar" as const },
        ],
      ],
    };
    const { match } = await compileQuery(db.pool, withEquivalents);
    // Spanish "Francia" and English "Francis" share a stem: written once, tied to both.
    expect(match).toContain("'franci' & ( '~les' | '~len' )");
    expect(match).not.toContain("~lru");
    expect(match).not.toContain("~lar");
    const { rows } = await db.pool.query<{ hit: boolean }>(
      `SELECT cq_statement_vector('ru', '', 'франция', true, 'XX', 'x', 2000) @@ $1::tsquery AS hit
        UNION ALL SELECT cq_statement_vector('en', '', 'saint francis', true, 'XX', 'x', 2000) @@ $1::tsquery
        UNION ALL SELECT cq_statement_vector('fr', '', 'saint francis', true, 'XX', 'x', 2000) @@ $1::tsquery`,
      [match],
    );
    expect(rows.map((r) => r.hit)).toEqual([true, true, false]);
  });
});
