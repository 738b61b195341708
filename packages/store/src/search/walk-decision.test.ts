import { parseQuery, readQueryLanguage } from "@communique/core";
import { NO_FILTERS, type SearchRequest } from "@communique/core/contract";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fictionalStatement, HARVEST_CONCEPT } from "../../test/fictional-statements";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { beginIndexedTextPlans } from "../db/planner-settings";
import { refreshSearchStatistics } from "../statements/analyze";
import { writeStatements } from "../statements/write-statements";
import { translateQuery } from "../terminology/translate-query";
import { writeConcepts } from "../terminology/write-concepts";
import { compileQuery } from "./compile-query";
import { matchesInSample, SAMPLE_SHARE } from "./facets";
import { Lexizer } from "./lexizer";
import { buildSearchFilter } from "./search-filters";
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
  await refreshSearchStatistics(db.pool);
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
    (s) =>
      /^SELECT \(SELECT count\(\*\)::int FROM \(\s*SELECT FROM statement_search x/.test(s) &&
      s.includes("hashint4"),
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

describe("counting matches in the sample", () => {
  const run = <R extends pg.QueryResultRow>(sql: string, params: unknown[]) => db.pool.query<R>(sql, params);

  it("stops where the decision needs no more, and counts them all without a bound", async () => {
    // 800 French statements match 'verg': about 50 of them are in the one-in-sixteen sample.
    const all = await matchesInSample(run, "'verg'");
    expect(all).toBeGreaterThan(32 * SAMPLE_SHARE);
    expect(all % SAMPLE_SHARE).toBe(0);
    expect(await matchesInSample(run, "'verg'", 32 * SAMPLE_SHARE)).toBe(32 * SAMPLE_SHARE);
    expect(await matchesInSample(run, "'verg'", all + 10 * SAMPLE_SHARE)).toBe(all);
  });
});

describe("a query read in one language", () => {
  it("is held to its statements by the language column, and walks that language's dates only", async () => {
    const query = parseQuery({ q: "harvest" });
    const asTyped = { ...query, language: readQueryLanguage(query, { interfaceLanguage: "en" }) };
    const compiled = await compileQuery(db.pool, asTyped);
    expect(compiled.soleLanguage).toBe("en");
    const filter = buildSearchFilter(NO_FILTERS, compiled);
    expect(filter.where).toContain("x.language = ");
    expect(filter.where).not.toContain("~len");
    const client = await db.pool.connect();
    try {
      await client.query(beginIndexedTextPlans({ indexWalk: true }));
      const sql = `SELECT x.sid FROM statement_search x WHERE ${filter.where} ORDER BY x.date_start DESC, x.sid LIMIT 5`;
      const plan = (await client.query<{ "QUERY PLAN": string }>(`EXPLAIN ${sql}`, filter.params)).rows
        .map((row) => row["QUERY PLAN"])
        .join("\n");
      expect(plan).toMatch(/Index Scan using statement_search_\d+_language_date_start_sid_idx/);
      const { rows } = await client.query<{ sid: number }>(sql, filter.params);
      expect(rows).toHaveLength(5);
    } finally {
      await client.query("ROLLBACK");
      client.release();
    }
  });

  it("keeps its ties when its equivalents are in other languages", async () => {
    const query = parseQuery({ q: "harvest" });
    const asTyped = { ...query, language: readQueryLanguage(query, { interfaceLanguage: "en" }) };
    const translated = (await translateQuery(db.pool, asTyped)).query;
    const compiled = await compileQuery(db.pool, translated);
    expect(compiled.soleLanguage).toBeUndefined();
    expect(buildSearchFilter(NO_FILTERS, compiled).where).not.toContain("x.language = ");
  });
});
