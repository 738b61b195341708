import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { testEnv } from "@communique/core/testing";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { APP_ROLE } from "./app-role";
import { EMBEDDED_DATABASE, stopPostmaster } from "./embedded-cluster";
import { openDatabase } from "./open-database";

let dir: string | undefined;
afterAll(async () => {
  if (!dir) return;
  await stopPostmaster(path.join(dir, "postgres")).catch(() => {});
  await rm(dir, { recursive: true, force: true });
});

describe("the embedded database's role", { timeout: 120_000 }, () => {
  it.skipIf(testEnv.DATABASE_URL)(
    "is not a superuser, owns the product's data, and takes over what the superuser created before",
    async () => {
      dir = await mkdtemp(path.join(tmpdir(), "communique-role-"));
      const env = { dataDir: dir, databaseUrl: undefined, poolSize: 2, replicaUrls: [] };
      const first = await openDatabase(env);
      const admin = first.embedded!.adminConnectionString.replace(/\/postgres$/, `/${EMBEDDED_DATABASE}`);
      try {
        const { rows } = await first.pool.query<{ user: string; super: boolean; createrole: boolean }>(
          `SELECT current_user AS user, rolsuper AS super, rolcreaterole AS createrole
             FROM pg_roles WHERE rolname = current_user`,
        );
        expect(rows[0]).toEqual({ user: APP_ROLE, super: false, createrole: false });
        // What only a superuser may do is refused: running a program, reading the server's files.
        await expect(first.pool.query("COPY (SELECT 1) TO PROGRAM 'true'")).rejects.toThrow(
          /permission denied/,
        );
        await expect(first.pool.query("SELECT pg_read_file('postgresql.conf')")).rejects.toThrow(
          /permission denied/,
        );
        // What the product does is allowed: it owns its tables.
        await first.pool.query("ANALYZE statements");
        // An older version created its objects as the superuser: simulated with one more table.
        const client = new pg.Client({ connectionString: admin });
        await client.connect();
        await client.query("CREATE TABLE made_by_superuser (x int)");
        await client.end();
      } finally {
        await first.close();
      }
      await stopPostmaster(path.join(dir, "postgres"));
      const again = await openDatabase(env);
      try {
        const { rows } = await again.pool.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_class
            WHERE relnamespace = 'public'::regnamespace AND relowner <> (SELECT oid FROM pg_roles WHERE rolname = $1)`,
          [APP_ROLE],
        );
        expect(rows[0]!.n).toBe(0);
        await again.pool.query("INSERT INTO made_by_superuser VALUES (1)");
      } finally {
        await again.close();
      }
    },
  );
});
