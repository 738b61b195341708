import { randomBytes } from "node:crypto";
import pg from "pg";
import { expect, inject } from "vitest";
import { recordPostgresTestFile } from "../../../scripts/test/postgres-test-files";
import { createPool } from "../src/db/open-database";

export const TEMPLATE_DATABASE = "communique_test_template";

export interface TestDatabase {
  pool: pg.Pool;
  connectionString: string;
  drop(): Promise<void>;
}

/**
 * The run's PostgreSQL (its admin connection string), for the test file that asks, which is noted
 * as using PostgreSQL: CI's PostgreSQL 15 leg runs those files again (scripts/test/postgres-leg.ts).
 */
export function testPostgresAdminUrl(): string {
  const testFile = expect.getState().testPath;
  if (!testFile) throw new Error("PostgreSQL is lent to a test file: ask for it in a test or hook");
  recordPostgresTestFile(testFile);
  return inject("pgAdminUrl");
}

/** A fresh, migrated database with the reference data, for one test file. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = testPostgresAdminUrl();
  const name = `communique_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = createPool(url.toString(), 4);
  return {
    pool,
    connectionString: url.toString(),
    drop: async () => {
      await pool.end();
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
