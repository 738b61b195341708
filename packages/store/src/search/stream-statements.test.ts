import { countryName, parseQuery } from "@communique/core";
import { type SearchFilters, type SearchRequest, splitFilters } from "@communique/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BULK_COUNTRIES, fictionalBulkStatements } from "../../test/fictional-bulk";
import { fictionalStatements } from "../../test/fictional-statements";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { createPool } from "../db/open-database";
import { writeStatements } from "../statements/write-statements";
import { StopWordsOnlyError } from "./compile-query";
import { Lexizer } from "./lexizer";
import { searchStatements } from "./search-statements";
import {
  type ListedStatement,
  type ListRequest,
  listStatements,
  openStatementStream,
  type StatementStream,
} from "./stream-statements";

function request(q: string, extra: Partial<Omit<ListRequest, "filters"> & SearchFilters> = {}): ListRequest {
  const { filters, rest } = splitFilters(extra);
  return {
    query: parseQuery({ q }),
    filters,
    sort: "recent",
    lang: "en",
    ...rest,
  };
}

async function drain(stream: StatementStream): Promise<string[]> {
  const ids: string[] = [];
  for await (const statement of stream) ids.push(statement.id);
  return ids;
}

/** Every connection of the pool is back and idle: none is held by a stream. */
function expectPoolIdle(db: TestDatabase) {
  expect(db.pool.idleCount).toBe(db.pool.totalCount);
  expect(db.pool.waitingCount).toBe(0);
}

/** Backends of this database, other than the asking one, inside a transaction or running the list query. */
async function busyBackends(db: TestDatabase): Promise<{ state: string; query: string }[]> {
  const { rows } = await db.pool.query<{ state: string; query: string }>(
    `SELECT state, query FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'
        AND (state <> 'idle' OR xact_start IS NOT NULL)`,
  );
  return rows;
}

describe("listing the statements of a search", () => {
  let db: TestDatabase;
  let lexizer: Lexizer;
  const FIXTURES = fictionalStatements();

  beforeAll(async () => {
    db = await createTestDatabase();
    lexizer = new Lexizer(db.pool);
    await writeStatements(db.pool, FIXTURES);
  });
  afterAll(() => db.drop());

  const searchIds = async (req: ListRequest) => {
    const search: SearchRequest = {
      ...req,
      sort: req.sort === "relevance" ? "recent" : req.sort,
      page: 1,
      size: 100,
    };
    const response = await searchStatements(db.pool, lexizer, search);
    expect(response.total).toBe(response.results.length);
    return response.results.map((r) => r.id);
  };

  it.each<[string, ListRequest]>([
    ["everything", request("")],
    ["a word", request("climate")],
    ["a word in one language", request("negotiation", { languages: ["en"] })],
    ["a phrase", request('"security council"')],
    ["an exclusion alone", request("-nuclear")],
    ["a word and an exclusion", request("climate -nuclear")],
    ["a group", request("", { groups: ["african"] })],
    ["countries", request("", { countries: ["FR", "GB"] })],
    ["a country and a word", request("climate", { countries: ["US"] })],
    ["languages", request("", { languages: ["ar", "zh"] })],
    ["dates", request("", { from: "2023-11-01", to: "2024-03-12" })],
    ["a word and dates", request("security", { from: "2024-01-01" })],
    ["oldest first", request("", { sort: "oldest" })],
    ["by country name in French", request("", { sort: "country", lang: "fr" })],
    ["by country with a word", request("climate OR paz", { sort: "country", lang: "ar" })],
  ])("finds what the search finds, in its order: %s", async (_name, req) => {
    const expected = await searchIds(req);
    expect(expected.length).toBeGreaterThan(0);
    expect(await drain(await openStatementStream(db.pool, req))).toEqual(expected);
    expect(await listStatements(db.pool, req, 100).then((list) => list.map((s) => s.id))).toEqual(expected);
    expect(await listStatements(db.pool, req, 2).then((list) => list.map((s) => s.id))).toEqual(
      expected.slice(0, 2),
    );
    expectPoolIdle(db);
  });

  it("lists by date when asked for relevance, which ranks only a window", async () => {
    const recent = await drain(await openStatementStream(db.pool, request('"security council"')));
    expect(recent).toEqual(["fx-en-1", "fx-en-4"]);
    const byRelevance = request('"security council"', { sort: "relevance" });
    expect(await drain(await openStatementStream(db.pool, byRelevance))).toEqual(recent);
    expect((await listStatements(db.pool, byRelevance, 10)).map((s) => s.id)).toEqual(recent);
  });

  it("gives each statement whole, its country named in the requested language", async () => {
    const stream = await openStatementStream(db.pool, request("", { lang: "ar" }));
    const listed: ListedStatement[] = [];
    for await (const statement of stream) listed.push(statement);
    expect(listed).toHaveLength(FIXTURES.length);
    for (const statement of listed) {
      const fixture = FIXTURES.find((f) => f.id === statement.id)!;
      expect(statement).toMatchObject({
        title: fixture.title,
        body: fixture.body,
        language: fixture.language,
        url: fixture.url,
        source: "test-fixture",
        datePrecision: fixture.date.precision,
        country: { code: fixture.countryCode, name: countryName(fixture.countryCode, "ar") },
      });
      expect(new Date(statement.indexedAt).toISOString()).toBe(statement.indexedAt);
    }
    const at = (id: string) => listed.find((s) => s.id === id)!;
    expect([at("fx-en-4").date, at("fx-en-3").date, at("fx-en-1").date]).toEqual([
      "2022",
      "2023-11",
      "2024-03-15",
    ]);
    expect(at("fx-en-6").country).toEqual({ code: "eu", name: countryName("eu", "ar"), group: "igo" });
  });

  it("rejects only stop words before taking a connection", async () => {
    const total = db.pool.totalCount;
    await expect(openStatementStream(db.pool, request("the of and"))).rejects.toBeInstanceOf(
      StopWordsOnlyError,
    );
    await expect(listStatements(db.pool, request("the of and"), 50)).rejects.toBeInstanceOf(
      StopWordsOnlyError,
    );
    expect(db.pool.totalCount).toBe(total);
    expectPoolIdle(db);
  });

  it("outlives the reads' statement time-out: a reader slower than the limit still gets every statement", async () => {
    // The server's reads stop each statement after READ_TIMEOUT_MS; for PostgreSQL a stream is
    // one statement from its first row to its last. Here the limit is 200 ms and the reader
    // waits 300 ms between batches of one, for the word "security" and all statements.
    const limited = createPool(db.connectionString, 2, false, 200);
    try {
      for (const req of [request("security"), request("")]) {
        const stream = await openStatementStream(limited, req, { batchSize: 1 });
        const ids: string[] = [];
        for await (const statement of stream) {
          ids.push(statement.id);
          if (ids.length <= 2) await new Promise((resolve) => setTimeout(resolve, 300));
        }
        expect(ids).toEqual(await drain(await openStatementStream(db.pool, req)));
      }
    } finally {
      await limited.end();
    }
  });

  it("an empty result is an empty stream that gives its connection back", async () => {
    expect(await drain(await openStatementStream(db.pool, request("", { from: "2030-01-01" })))).toEqual([]);
    expectPoolIdle(db);
    expect(await busyBackends(db)).toEqual([]);
  });
});

describe("streaming many statements", () => {
  const COUNT = 2_500;
  const BATCH = 100;
  const expected = fictionalBulkStatements(COUNT).map((s) => s.id);
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase();
    await writeStatements(db.pool, fictionalBulkStatements(COUNT));
  });
  afterAll(() => db.drop());

  it("reads them all through the cursor, batch after batch, most recent first", async () => {
    for (const q of ["", "fictional"]) {
      const ids = await drain(await openStatementStream(db.pool, request(q), { batchSize: BATCH }));
      expect(ids).toEqual(expected);
    }
    const fisheries = await drain(
      await openStatementStream(db.pool, request("fisheries"), { batchSize: BATCH }),
    );
    expect(fisheries).toEqual(expected.filter((_, n) => n % 2 === 0));
    const oldestOfKenya = await drain(
      await openStatementStream(db.pool, request("forestry", { countries: ["KE"], sort: "oldest" }), {
        batchSize: BATCH,
      }),
    );
    const kenyaForestry = expected.filter((_, n) => n % 2 === 1 && BULK_COUNTRIES[n % 5] === "KE");
    expect(kenyaForestry.length).toBe(250);
    expect(oldestOfKenya).toEqual([...kenyaForestry].reverse());
    expectPoolIdle(db);
    expect(await busyBackends(db)).toEqual([]);
  });

  it("keeps the query open in PostgreSQL while the reader has not asked for the rest", async () => {
    const stream = await openStatementStream(db.pool, request("fictional"), { batchSize: BATCH });
    const first = await stream.next();
    expect(first).toMatchObject({ done: false, value: { id: expected[0] } });
    // The rows not yet read are still on the server: its backend is inside the list's transaction.
    const busy = await busyBackends(db);
    expect(busy).toHaveLength(1);
    expect(busy[0]!.query).toMatch(/^SELECT st\.id, st\.title/);
    expect(db.pool.totalCount - db.pool.idleCount).toBe(1);
    let n = 1;
    for await (const _ of stream) n++;
    expect(n).toBe(COUNT);
    expectPoolIdle(db);
    expect(await busyBackends(db)).toEqual([]);
  });

  it("closing early, even before the first read, ends the transaction and gives the connection back", async () => {
    const stream = await openStatementStream(db.pool, request(""), { batchSize: BATCH });
    const ids: string[] = [];
    for await (const statement of stream) {
      ids.push(statement.id);
      if (ids.length === 10) break;
    }
    expect(ids).toEqual(expected.slice(0, 10));
    expect(await stream.next()).toEqual({ done: true, value: undefined });
    expectPoolIdle(db);
    expect(await busyBackends(db)).toEqual([]);

    const unread = await openStatementStream(db.pool, request("fisheries"), { batchSize: BATCH });
    await unread.return();
    await unread.return();
    expectPoolIdle(db);
    expect(await busyBackends(db)).toEqual([]);
  });

  it("a connection lost midway fails the stream, and the pool goes on with a new one", async () => {
    const stream = await openStatementStream(db.pool, request(""), { batchSize: BATCH });
    await stream.next();
    const { rows } = await db.pool.query<{ killed: boolean }>(
      `SELECT pg_terminate_backend(pid) AS killed FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid() AND query LIKE 'SELECT st.id, st.title%'`,
    );
    expect(rows).toEqual([{ killed: true }]);
    let read = 1;
    const failure = await (async () => {
      try {
        for await (const _ of stream) read++;
      } catch (error) {
        return error;
      }
      return undefined;
    })();
    expect(failure).toBeInstanceOf(Error);
    expect(read).toBeLessThan(COUNT);
    expectPoolIdle(db);
    const { rows: count } = await db.pool.query<{ n: number }>("SELECT count(*)::int AS n FROM statements");
    expect(count).toEqual([{ n: COUNT }]);
  });
});
