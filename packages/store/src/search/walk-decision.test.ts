import { parseQuery } from "@communique/core";
import { NO_FILTERS, type SearchRequest } from "@communique/core/contract";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fictionalStatement, HARVEST_CONCEPT } from "../../test/fictional-statements";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { writeStatements } from "../statements/write-statements";
import { translateQuery } from "../terminology/translate-query";
import { writeConcepts } from "../terminology/write-concepts";
import { Lexizer } from "./lexizer";
import { searchStatements } from "./search-statements";

let db: TestDatabase;

/**
 * 1,000 FICTIONAL statements: 200 English ones on the harvest (20 %), 800 French ones on an
 * orchard, each of which also names it in English once in 2 (40 %: "orchard").
 */
beforeAll(async () => {
  db = await createTestDatabase();
  await writeConcepts(db.pool, [HARVEST_CONCEPT], "imported");
  await writeStatements(
    db.pool,
    Array.from({ length: 1_000 }, (_, i) =>
      i < 200
        ? fictionalStatement({ id: `en-${i}`, language: "en", body: "The fictional harvest was discussed." })
        : fictionalStatement({
            id: `fr-${i}`,
            language: "fr",
            body: `Le verger fictif a été discuté.${i % 2 ? " orchard" : ""}`,
          }),
    ),
  );
  // As after an import (refreshSearchStatistics): the estimate's share is of all statements.
  await db.pool.query("ANALYZE statements, statement_search");
});
afterAll(() => db.drop());

/** The newest match, and every statement the search sent to PostgreSQL. */
async function newest(q: string, translate: boolean): Promise<{ id: string; sql: string[] }> {
  let query = parseQuery({ q });
  if (translate) query = (await translateQuery(db.pool, query)).query;
  const sql: string[] = [];
  const recorded = async () => {
    const client = await db.pool.connect();
    const query = client.query.bind(client) as (...args: unknown[]) => Promise<pg.QueryResult>;
    return Object.assign(Object.create(client) as pg.PoolClient, {
      query: (...args: unknown[]) => {
        sql.push(String(args[0]));
        return query(...args);
      },
      release: () => client.release(),
    });
  };
  const request: SearchRequest = { query, filters: NO_FILTERS, sort: "recent", page: 1, size: 1, lang: "en" };
  const page = await searchStatements(
    { query: db.pool.query.bind(db.pool), connect: recorded } as unknown as pg.Pool,
    new Lexizer(db.pool),
    request,
  );
  return { id: page.results[0]!.id, sql };
}

const countsTheSample = (sql: string[]) =>
  sql.some(
    (s) => s.startsWith("SELECT count(*)::int AS n FROM statement_search x") && s.includes("hashint4"),
  );

describe("walking the date index for a query with language ties", () => {
  it("asks the sample first when the planner's estimate, ties left out, is all that says walk", async () => {
    // "cosecha" with its equivalents: 'harvest' & '~len' among them, estimated as 'harvest'
    // alone (20 %: enough to walk for one result among 1,000, not enough to be sure).
    const { id, sql } = await newest("cosecha", true);
    expect(id).toMatch(/^en-/);
    expect(countsTheSample(sql)).toBe(true);
  });

  it("takes the planner's word for a query without ties", async () => {
    const { sql } = await newest("harvest", false);
    expect(countsTheSample(sql)).toBe(false);
  });
});
