import { DomainError } from "@communique/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { SEARCH_TIMEOUT_MS, withIndexedTextPlans } from "./planner-settings";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db?.drop());

describe("withIndexedTextPlans", () => {
  it("runs with sequential scans off and the search time-out, both ending with the transaction", async () => {
    const settings = await withIndexedTextPlans(db.pool, async (client) => {
      const { rows } = await client.query<{ seq: string; timeout: string }>(
        "SELECT current_setting('enable_seqscan') AS seq, current_setting('statement_timeout') AS timeout",
      );
      return rows[0]!;
    });
    expect(settings).toEqual({ seq: "off", timeout: `${SEARCH_TIMEOUT_MS / 1000}s` });
    const { rows } = await db.pool.query<{ timeout: string }>(
      "SELECT current_setting('statement_timeout') AS timeout",
    );
    expect(rows[0]!.timeout).toBe("0");
  });

  it("stops a statement past the time-out with an error the visitor can act on, and frees the connection", async () => {
    const failure = await withIndexedTextPlans(db.pool, (client) => client.query("SELECT pg_sleep(5)"), {
      timeoutMs: 100,
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DomainError);
    expect(failure).toMatchObject({ code: "search_timeout", status: 503 });
    expect((failure as Error).message).toMatch(
      /^This search took longer than 0\.1 s and was stopped\. Narrow it/,
    );
    // The pool still answers.
    expect((await db.pool.query<{ one: number }>("SELECT 1 AS one")).rows[0]!.one).toBe(1);
  });

  it("gives parallel workers only to a search that runs alone in the process", async () => {
    const workers = (client: { query: (sql: string) => Promise<{ rows: { w: string }[] }> }) =>
      client
        .query("SELECT current_setting('max_parallel_workers_per_gather') AS w")
        .then((r) => r.rows[0]!.w);
    // Alone, the server's own setting (none on the embedded server, two by default elsewhere).
    const own = await workers(db.pool);
    const alone = await withIndexedTextPlans(db.pool, workers);
    const [outer, inner] = await withIndexedTextPlans(db.pool, async (client) => [
      await workers(client),
      await withIndexedTextPlans(db.pool, workers),
    ]);
    expect(alone).toBe(own);
    expect(outer).toBe(own);
    expect(inner).toBe("0");
    // Asked for none, none even alone.
    expect(await withIndexedTextPlans(db.pool, workers, { parallel: false })).toBe("0");
  });
});
