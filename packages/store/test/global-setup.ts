import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { testEnv } from "@communique/core/testing";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { startPostgresTestFilesRecord } from "../../../scripts/test/postgres-test-files";
import { startEmbeddedCluster } from "../src/db/embedded-cluster";
import { migrate } from "../src/db/migrate";
import { createPool } from "../src/db/open-database";
import { syncCountries } from "../src/reference/sync-countries";
import { syncTerminology } from "../src/terminology/sync-terminology";
import { dropSharedTestDatabases } from "./shared-test-database";
import { TEMPLATE_DATABASE } from "./test-database";

declare module "vitest" {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}

/**
 * One PostgreSQL for the whole run: the embedded one in a temporary directory, or the server
 * DATABASE_URL names (CI runs the suite against Debian's PostgreSQL 15 this way). A migrated
 * template database is made once; each test file clones it (CREATE DATABASE ... TEMPLATE), and
 * large fixtures are built once per run in shared read-only databases (shared-test-database.ts).
 */
export default async function setup(project: TestProject) {
  startPostgresTestFilesRecord();
  let adminUrl: string;
  let stop = async () => {};
  if (testEnv.DATABASE_URL) {
    adminUrl = testEnv.DATABASE_URL;
    // Shared fixtures are built once per run, on this run's template: none from an earlier run.
    await dropSharedTestDatabases(adminUrl);
    stop = () => dropSharedTestDatabases(testEnv.DATABASE_URL!);
  } else {
    const dir = await mkdtemp(path.join(tmpdir(), "communique-test-"));
    const cluster = await startEmbeddedCluster(dir);
    adminUrl = cluster.adminConnectionString;
    stop = async () => {
      await cluster.stop();
      await rm(dir, { recursive: true, force: true });
    };
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  if (!testEnv.DATABASE_URL) {
    // The run's own throwaway cluster: no write waits for the disk (PostgreSQL's "non-durable
    // settings" for test servers). What survives a crash is tested on clusters of its own tests.
    for (const setting of ["fsync", "synchronous_commit", "full_page_writes"])
      await admin.query(`ALTER SYSTEM SET ${setting} = off`);
    await admin.query("SELECT pg_reload_conf()");
  }
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  await admin.end();
  const pool = createPool(withDatabase(adminUrl, TEMPLATE_DATABASE), 1);
  await migrate(pool);
  await syncCountries(pool);
  await syncTerminology(pool);
  await pool.end();
  project.provide("pgAdminUrl", adminUrl);
  return stop;
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
