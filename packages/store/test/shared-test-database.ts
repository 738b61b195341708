import pg from "pg";
import { createPool } from "../src/db/open-database";
import { TEMPLATE_DATABASE, testPostgresAdminUrl } from "./test-database";

/** Prefix of the shared fixtures' databases; the run's global setup drops them at its end. */
export const SHARED_DATABASE_PREFIX = "communique_shared_";

export interface SharedTestDatabase<Meta> {
  /** Connections that may only read: a test cannot change what the others read. */
  pool: pg.Pool;
  /** What the build returned (as JSON), the same in every file that asks. */
  meta: Meta;
  /** Ends this file's connections; the database stays for the rest of the run. */
  release(): Promise<void>;
}

/**
 * A database built once per test run and shared read-only by every test file that asks for it by
 * `key` (a large fixture, such as a slice of the real corpus, imported once instead of once per
 * file). The first file to ask builds it from the migrated template, holding a lock that makes
 * the others (in any worker) wait, and records what `build` returns beside it.
 */
export async function sharedTestDatabase<Meta>(
  key: string,
  build: (pool: pg.Pool) => Promise<Meta>,
): Promise<SharedTestDatabase<Meta>> {
  if (!/^[a-z0-9_]{1,40}$/.test(key)) throw new Error(`A shared database's key is [a-z0-9_]{1,40}: "${key}"`);
  const adminUrl = testPostgresAdminUrl();
  const name = `${SHARED_DATABASE_PREFIX}${key}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  let meta: Meta | undefined;
  try {
    await admin.query("SELECT pg_advisory_lock(hashtext($1))", [name]);
    meta = await readMeta<Meta>(admin, name, url.toString());
    if (meta === undefined) {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
      const writer = createPool(url.toString(), 4);
      try {
        meta = await build(writer);
        await writer.query("CREATE TABLE shared_fixture_meta (meta jsonb NOT NULL)");
        await writer.query("INSERT INTO shared_fixture_meta VALUES ($1)", [JSON.stringify(meta)]);
      } finally {
        await writer.end();
      }
    }
  } finally {
    await admin.end();
  }
  const pool = new pg.Pool({
    connectionString: url.toString(),
    max: 4,
    options: "-c jit=off -c default_transaction_read_only=on",
  });
  pool.on("error", () => {});
  return { pool, meta: meta as Meta, release: () => pool.end() };
}

/** The meta of a database built to the end before, or undefined (none yet, or a build cut short). */
async function readMeta<Meta>(admin: pg.Client, name: string, url: string): Promise<Meta | undefined> {
  const { rowCount } = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
  if (!rowCount) return undefined;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ meta: Meta }>(
      "SELECT meta FROM shared_fixture_meta WHERE to_regclass('shared_fixture_meta') IS NOT NULL",
    );
    return rows[0]?.meta;
  } catch {
    return undefined;
  } finally {
    await client.end();
  }
}

/** Drops the run's shared databases (the global setup's teardown, on an external PostgreSQL). */
export async function dropSharedTestDatabases(adminUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE starts_with(datname, $1)",
      [SHARED_DATABASE_PREFIX],
    );
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
