import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { testEnv } from "@communique/core/testing";
import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../test/test-database";
import { stopPostmaster } from "./embedded-cluster";
import { createPool, openDatabase } from "./open-database";

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) {
    await stopPostmaster(path.join(dir, "postgres")).catch(() => {});
    await rm(dir, { recursive: true, force: true });
  }
});

type Opened = Awaited<ReturnType<typeof openDatabase>>;

async function pendingListLimit(db: Opened): Promise<string> {
  const { rows } = await db.pool.query<{ gin_pending_list_limit: string }>("SHOW gin_pending_list_limit");
  return rows[0]!.gin_pending_list_limit;
}

describe("openDatabase's bulk-import settings", { timeout: 60_000 }, () => {
  it.skipIf(testEnv.DATABASE_URL)(
    "are used on an embedded server this process started, and not on one another process runs",
    async () => {
      const dir = await mkdtemp(path.join(tmpdir(), "communique-open-"));
      dirs.push(dir);
      const env = { dataDir: dir, databaseUrl: undefined, poolSize: 2, replicaUrls: [] };
      // The site: starts the server and keeps it running.
      const site = await openDatabase(env, { keepRunning: true });
      try {
        expect(site.bulkWrites).toBe(false);
        expect(await pendingListLimit(site)).toBe("4MB");
        // An import beside it adopts the server: searches must stay fast, so no long pending list.
        const beside = await openDatabase(env, { bulkWritesWhenAlone: true });
        expect(beside.embedded?.adopted).toBe(true);
        expect(beside.bulkWrites).toBe(false);
        expect(await pendingListLimit(beside)).toBe("4MB");
        await beside.close();
      } finally {
        await site.close();
      }
      // Alone (the site stopped): the import starts the server itself and has it to itself.
      await stopPostmaster(path.join(dir, "postgres")).catch(() => {});
      const alone = await openDatabase(env, { bulkWritesWhenAlone: true });
      try {
        expect(alone.embedded?.adopted).toBe(false);
        expect(alone.bulkWrites).toBe(true);
        expect(await pendingListLimit(alone)).toBe("32MB");
      } finally {
        await alone.close();
      }
    },
  );

  it("are never used on a DATABASE_URL server, which others may be searching", async () => {
    const test = await createTestDatabase();
    try {
      const db = await openDatabase(
        { dataDir: "/nonexistent", databaseUrl: test.connectionString, poolSize: 2, replicaUrls: [] },
        { bulkWritesWhenAlone: true, migrate: false },
      );
      expect(db.bulkWrites).toBe(false);
      expect(await pendingListLimit(db)).toBe("4MB");
      await db.close();
    } finally {
      await test.drop();
    }
  });
});

describe("openDatabase's time-out on reads", () => {
  it("stops a statement read through `reads` at the limit, and nothing on the primary's pool", async () => {
    const test = await createTestDatabase();
    try {
      const db = await openDatabase(
        { dataDir: "/nonexistent", databaseUrl: test.connectionString, poolSize: 2, replicaUrls: [] },
        { migrate: false, readTimeoutMs: 300 },
      );
      try {
        const setting = async (q: typeof db.reads) =>
          (await q.query<{ statement_timeout: string }>("SHOW statement_timeout")).rows[0]!.statement_timeout;
        expect(await setting(db.reads)).toBe("300ms");
        expect(await setting(db.pool)).toBe("0");
        await expect(db.reads.query("SELECT pg_sleep(5)")).rejects.toMatchObject({ code: "57014" });
        // A streamed export lifts it for its own transaction (stream-statements.ts).
        const client = await db.reads.connect();
        try {
          await client.query("BEGIN READ ONLY; SET LOCAL statement_timeout = 0");
          await client.query("SELECT pg_sleep(0.5)");
          await client.query("COMMIT");
        } finally {
          client.release();
        }
      } finally {
        await db.close();
      }
    } finally {
      await test.drop();
    }
  });
});

describe("createPool", () => {
  it("keeps an idle connection for minutes, not pg's 10 s, without holding the process", async () => {
    const db = await createTestDatabase();
    const pool = createPool(db.connectionString, 2);
    try {
      const pid = async () =>
        (await pool.query<{ pid: number }>("SELECT pg_backend_pid() AS pid")).rows[0]!.pid;
      const first = await pid();
      // A new backend pays its first large scan several times over (IDLE_CONNECTION_MS): the
      // same one must serve again after a pause that pg's default would have ended it at.
      expect(pool.options.idleTimeoutMillis).toBeGreaterThanOrEqual(5 * 60_000);
      expect(pool.options.allowExitOnIdle).toBe(true);
      expect(await pid()).toBe(first);
    } finally {
      await pool.end();
      await db.drop();
    }
  });
});
