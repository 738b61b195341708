import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fictionalStatement } from "../../test/fictional-statements";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { writeStatements } from "../statements/write-statements";
import { estimateTsquery } from "./index-walk";

let db: TestDatabase;

/**
 * 2,000 FICTIONAL statements over 1,100 filler words, each in 6 % of them, and one word,
 * "zorblat", in 3 %: with the default statistics (the 1,000 most common lexemes) "zorblat" falls
 * off the list and is estimated at a fixed 0.5 %; migration 012 keeps 5,000.
 */
const STATEMENTS = 2_000;
const FILLERS = 1_100;

beforeAll(async () => {
  db = await createTestDatabase();
  await writeStatements(
    db.pool,
    Array.from({ length: STATEMENTS }, (_, i) => {
      // Statement i holds filler f when (f + i) % 50 < 3: each filler in 3 of every 50 statements.
      const fillers = Array.from({ length: FILLERS }, (_, f) => f).filter((f) => (f + i) % 50 < 3);
      return fictionalStatement({
        id: `estimate-${i}`,
        language: "en",
        body: `${fillers.map((f) => `fil${f}x`).join(" ")}${i % 100 < 3 ? " zorblat" : ""}`,
      });
    }),
  );
  await db.pool.query("ANALYZE statement_search");
});
afterAll(() => db.drop());

describe("the planner's estimate of a word's matches", () => {
  it("is close for a word in a few per cent of the statements, however many words are commoner", async () => {
    const { rows } = await db.pool.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM statement_search WHERE search_vector @@ 'zorblat'::tsquery",
    );
    expect(rows[0]!.n).toBe(60);
    const estimate = await estimateTsquery(db.pool, "'zorblat'");
    expect(estimate!.matches).toBeGreaterThan(40);
    expect(estimate!.matches).toBeLessThan(90);
  });
});
