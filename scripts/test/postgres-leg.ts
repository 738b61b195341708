/**
 * CI's second PostgreSQL leg (`.ci/run`, under scripts/with-postgres-15.sh): the store, import and
 * API test files run again against the PostgreSQL that DATABASE_URL names, but only those that
 * used PostgreSQL in the main run, as that run recorded them (packages/store/test/
 * postgres-test-files.ts). A file that never opens a test database has nothing to learn from
 * another PostgreSQL, and the rule needs no list kept by hand.
 *
 *   npx tsx scripts/test/postgres-leg.ts   (after npm test; DATABASE_URL set)
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { inheritedEnv } from "@communique/core/env";
import { POSTGRES_TEST_FILES, readPostgresTestFiles } from "./postgres-test-files";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
/** Where the leg looks: the store, the import and crawl, and the API (as before issue 32). */
export const POSTGRES_LEG_SCOPE = ["packages/store/", "packages/ingest/", "apps/server/"];

/** The files of the leg: those of the record inside its scope that still exist. */
export function postgresLegFiles(recorded: readonly string[], exists: (file: string) => boolean): string[] {
  return recorded.filter((file) => POSTGRES_LEG_SCOPE.some((dir) => file.startsWith(dir)) && exists(file));
}

function main(): number {
  if (!existsSync(POSTGRES_TEST_FILES)) {
    console.error(
      `No record of the files that used PostgreSQL (${POSTGRES_TEST_FILES}): run npm test first.`,
    );
    return 66;
  }
  const recorded = readPostgresTestFiles();
  const files = postgresLegFiles(recorded, (file) => existsSync(path.join(ROOT, file)));
  if (files.length === 0) {
    console.error("The last run recorded no test file of the store, ingest or server that used PostgreSQL.");
    return 1;
  }
  console.log(
    `${files.length} test files of ${POSTGRES_LEG_SCOPE.join(", ")} used PostgreSQL in the last run ` +
      `(${recorded.length} in all): running them against DATABASE_URL.`,
  );
  const run = spawnSync("npx", ["vitest", "run", ...files], {
    cwd: ROOT,
    stdio: "inherit",
    env: inheritedEnv(),
  });
  return run.status ?? 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main();
}
