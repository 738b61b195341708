import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { cancelOnAbort } from "./cancel-on-abort";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db?.drop());

const sleeping = async () =>
  (
    await db.pool.query<{ n: number }>(
      // Running, not merely the last query of a session that is closing.
      "SELECT count(*)::int AS n FROM pg_stat_activity WHERE state = 'active' AND query LIKE 'SELECT pg_sleep(600)%' AND pid <> pg_backend_pid()",
    )
  ).rows[0]!.n;

describe("cancelOnAbort", () => {
  it("cancels the running query in PostgreSQL when the client goes away, and closes that connection", async () => {
    const client = new AbortController();
    const requestDb = cancelOnAbort(db.pool, client.signal);
    const connection = await requestDb.connect();
    const pid = (connection as unknown as { processID: number }).processID;
    // Ten minutes: if the cancel did not reach PostgreSQL, this test would run out of time.
    const running = connection.query("SELECT pg_sleep(600)").catch((error: unknown) => error);
    while ((await sleeping()) === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    client.abort();
    expect(await running).toMatchObject({ code: "57014" });
    // Nothing new starts on it, and it is not handed to the next request.
    await expect(connection.query("SELECT 1")).rejects.toMatchObject({ name: "AbortError" });
    connection.release();
    // The cancelled backend leaves "active" a moment after the client has the error.
    await expect.poll(sleeping, { timeout: 10_000 }).toBe(0);
    const pids = await Promise.all(
      Array.from({ length: 3 }, async () => {
        const next = await db.pool.connect();
        const id = (next as unknown as { processID: number }).processID;
        next.release();
        return id;
      }),
    );
    expect(pids).not.toContain(pid);
  });

  it("starts nothing for a client already gone, and leaves other requests alone", async () => {
    const gone = new AbortController();
    gone.abort();
    const requestDb = cancelOnAbort(db.pool, gone.signal);
    await expect(requestDb.query("SELECT 1")).rejects.toMatchObject({ name: "AbortError" });
    await expect(requestDb.connect()).rejects.toMatchObject({ name: "AbortError" });
    const staying = cancelOnAbort(db.pool, new AbortController().signal);
    const { rows } = await staying.query<{ one: number }>("SELECT 1 AS one");
    expect(rows[0]!.one).toBe(1);
    const connection = await staying.connect();
    expect((await connection.query<{ two: number }>("SELECT 2 AS two")).rows[0]!.two).toBe(2);
    connection.release();
  });
});
