import { parseQuery } from "@communique/core";
import { NO_FILTERS } from "@communique/core/contract";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fictionalStatement } from "../../test/fictional-statements";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import type { SearchDatabase } from "../db/planner-settings";
import { refreshSearchStatistics } from "../statements/analyze";
import { writeStatements } from "../statements/write-statements";
import { Lexizer } from "./lexizer";
import { searchStatements } from "./search-statements";

/**
 * 1,000 FICTIONAL statements, one of which holds "zymurgic": a word the planner guesses at its
 * default half a per cent, like any word it does not know. Such a search is counted before its
 * page is ranked, and one that finds nothing sends no page query at all.
 */
let db: TestDatabase;
let lexizer: Lexizer;

beforeAll(async () => {
  db = await createTestDatabase();
  lexizer = new Lexizer(db.pool);
  await writeStatements(
    db.pool,
    Array.from({ length: 1_000 }, (_, i) =>
      fictionalStatement({
        id: `rare-${i}`,
        language: "en",
        body: `A fictional note on routine matters, number ${i}.${i === 500 ? " It mentions zymurgic work." : ""}`,
      }),
    ),
  );
  await refreshSearchStatistics(db.pool);
});
afterAll(() => db.drop());

/** The database, with the text of every statement sent to it. */
function recording(): { db: SearchDatabase; sent: string[] } {
  const sent: string[] = [];
  const record = <T extends { query: (...args: never[]) => unknown }>(target: T): T =>
    new Proxy(target, {
      get(object, name, receiver) {
        const value = Reflect.get(object, name, receiver);
        if (name === "query")
          return (text: string | { text: string }, ...rest: unknown[]) => {
            sent.push(typeof text === "string" ? text : text.text);
            return (value as (...a: unknown[]) => unknown).call(object, text, ...rest);
          };
        return typeof value === "function" ? value.bind(object) : value;
      },
    });
  const pool = db.pool;
  return {
    sent,
    db: {
      query: record(pool).query as pg.Pool["query"],
      connect: (async () => record(await pool.connect())) as pg.Pool["connect"],
    },
  };
}

const search = (database: SearchDatabase, q: string) =>
  searchStatements(database, lexizer, {
    query: parseQuery({ q }),
    filters: NO_FILTERS,
    sort: "relevance",
    page: 1,
    size: 20,
    lang: "en",
  });

describe("a search the planner expects to be rare", () => {
  it("that finds nothing is counted and ranks nothing: no page query is sent", async () => {
    const { db: database, sent } = recording();
    const answer = await search(database, "xyzzyqlorb");
    expect(answer.total).toBe(0);
    expect(answer.results).toEqual([]);
    expect(sent.some((text) => text.includes("WITH recent AS"))).toBe(false);
    expect(sent.some((text) => text.includes("f.facet"))).toBe(true);
  });

  it("that finds something is counted, then its page ranked as ever", async () => {
    const { db: database, sent } = recording();
    const answer = await search(database, "zymurgic");
    expect(answer.total).toBe(1);
    expect(answer.results.map((r) => r.id)).toEqual(["rare-500"]);
    expect(sent.some((text) => text.includes("WITH recent AS"))).toBe(true);
  });
});
