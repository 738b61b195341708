import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fictionalStatement } from "../../test/fictional-statements";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { cancelOnAbort } from "../db/cancel-on-abort";
import { writeStatements } from "../statements/write-statements";
import { estimateTsquery, plannerEstimates } from "./index-walk";
import {
  estimateRows,
  forgetSearchStatistics,
  readSearchStatistics,
  searchStatistics,
} from "./match-statistics";

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
  forgetSearchStatistics();
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

describe("the estimate computed from the statistics", () => {
  it("is the planner's own, for words listed and not, prefixes, AND, OR, NOT and phrases", async () => {
    const statistics = await readSearchStatistics(db.pool);
    expect(statistics).toBeDefined();
    const queries = [
      "'zorblat'",
      "'fil7x'",
      "'nowhereword'",
      "'fil1':*",
      "'zor':*",
      "'zorblat' & 'fil7x'",
      "'zorblat' | 'fil7x' | 'nowhereword'",
      "'fil7x' & !'zorblat'",
      "!( 'fil3x' | 'fil4x' )",
      "'fil7x' <-> 'fil8x'",
      "'fil7x' <2> 'fil9x' & ( 'zorblat' | 'fil1x':* )",
      "'it''s' | 'back\\slash'",
    ];
    const planned = await plannerEstimates(db.pool, queries);
    for (const query of queries) {
      const computed = estimateRows(statistics!, query);
      // Rounding a half to even (PostgreSQL) or up (here) may differ by one row a partition.
      expect(Math.abs(computed! - planned.get(query)!.matches), query).toBeLessThanOrEqual(2);
    }
  });

  it("is read once for every request's wrapper of a database, and again after an ANALYZE", async () => {
    const asRequest = () => cancelOnAbort(db.pool, new AbortController().signal);
    const first = await searchStatistics(asRequest());
    expect(first).toBeDefined();
    expect(await searchStatistics(asRequest())).toBe(first);
    forgetSearchStatistics();
    expect(await searchStatistics(asRequest())).not.toBe(first);
  });

  it("reads nothing it does not understand", () => {
    const statistics = { partitions: [], statements: 1 };
    expect(estimateRows(statistics, "'a' &")).toBeUndefined();
    expect(estimateRows(statistics, "( 'a'")).toBeUndefined();
    expect(estimateRows(statistics, "a")).toBeUndefined();
    expect(estimateRows(statistics, "'a' <-> 'b'")).toBe(0);
  });
});
