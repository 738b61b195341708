import { normalizeForIndex } from "@communique/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fictionalStatements } from "../../test/fictional-statements";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { parseStatementDate } from "./statement-date";
import { type StatementInput, writeStatements } from "./write-statements";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

/** Fictional text chosen to be awkward for quoting and tokenising. */
const awkward: StatementInput = {
  ...fictionalStatements()[0]!,
  id: "fx-awkward",
  title: "Fictional O'Brien \\ back\\slash “quotes” co-operation",
  body: "L'Assemblée — d’Ivoire: 1,000.5 e-mail x@y.example COVID-19; 联合国安理会 and مجلس الأمن, O''Neil \\\\ end.",
};

describe("writeStatements", () => {
  it("stores exactly the vector the SQL definition gives (words, weights, pairs, triples, title and filter lexemes)", async () => {
    await writeStatements(db.pool, [...fictionalStatements(), awkward]);
    const all = [...fictionalStatements(), awkward];
    const { rows } = await db.pool.query<{ id: string; same: boolean }>(
      `SELECT s.id, v.search_vector = setweight(cq_to_tsvector(s.language, x.title), 'A')
                                   || setweight(cq_to_tsvector(s.language, x.body), 'D')
                                   || cq_title_lexemes(cq_to_tsvector(s.language, x.title))
                                   || cq_filter_lexemes(c.code, c.group_slug, s.language, s.year) AS same
         FROM statements s JOIN statement_search v ON v.sid = s.sid JOIN countries c ON c.code = s.country_code JOIN unnest($1::text[], $2::text[], $3::text[]) AS x(id, title, body) ON x.id = s.id`,
      [
        all.map((s) => s.id),
        all.map((s) => normalizeForIndex(s.title)),
        all.map((s) => normalizeForIndex(s.body)),
      ],
    );
    expect(rows.length).toBe(fictionalStatements().length + 1);
    expect(rows.filter((r) => !r.same).map((r) => r.id)).toEqual([]);
  });

  it("counts added, updated and unchanged, and skips unchanged rows", async () => {
    const base: StatementInput = { ...awkward, id: "fx-counts", date: parseStatementDate("2024-01-02")! };
    expect(await writeStatements(db.pool, [base])).toEqual({ added: 1, updated: 0, unchanged: 0 });
    expect(await writeStatements(db.pool, [base])).toEqual({ added: 0, updated: 0, unchanged: 1 });
    expect(await writeStatements(db.pool, [{ ...base, body: "Changed fictional text." }])).toEqual({
      added: 0,
      updated: 1,
      unchanged: 0,
    });
  });
});
