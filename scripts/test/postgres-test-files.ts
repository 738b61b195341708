import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The record of which test files used PostgreSQL in a run: every test database is made by
 * createTestDatabase (packages/store/test/test-database.ts), which notes its test file here. CI's
 * second PostgreSQL leg (PostgreSQL 15 through DATABASE_URL) runs these files again
 * (postgres-leg.ts): the rule is what the files did, not a list kept by hand.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const POSTGRES_TEST_FILES = path.join(ROOT, ".tmp/postgres-test-files.txt");

/** Called by the test run's global setup: a run's record starts empty. */
export function startPostgresTestFilesRecord(record = POSTGRES_TEST_FILES): void {
  mkdirSync(path.dirname(record), { recursive: true });
  writeFileSync(record, "");
}

/** Notes a test file (absolute path) that made a test database; a line each time. */
export function recordPostgresTestFile(testFile: string, record = POSTGRES_TEST_FILES): void {
  // One short line per write, in append mode: the workers' lines never interleave.
  appendFileSync(record, `${path.relative(ROOT, testFile)}\n`);
}

/** The test files a run's record names, each once, relative to the repository root, sorted. */
export function readPostgresTestFiles(record = POSTGRES_TEST_FILES): string[] {
  const lines = readFileSync(record, "utf8").split("\n").filter(Boolean);
  return [...new Set(lines)].sort();
}
