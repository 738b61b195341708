import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createTestDatabase } from "@communique/store/testing";
import { afterAll, describe, expect, it } from "vitest";
import { postgresLegFiles } from "./postgres-leg";
import {
  POSTGRES_TEST_FILES,
  readPostgresTestFiles,
  recordPostgresTestFile,
  startPostgresTestFilesRecord,
} from "./postgres-test-files";

const scratch = await mkdtemp(path.join(tmpdir(), "communique-pg-files-"));
afterAll(() => rm(scratch, { recursive: true, force: true }));
const ROOT = path.resolve(import.meta.dirname, "../..");

describe("the record of the test files that used PostgreSQL", () => {
  it("notes this file when it makes a test database", async () => {
    const db = await createTestDatabase();
    await db.drop();
    expect(readPostgresTestFiles()).toContain("scripts/test/postgres-test-files.test.ts");
    expect(await readFile(POSTGRES_TEST_FILES, "utf8")).toMatch(
      /^scripts\/test\/postgres-test-files\.test\.ts$/m,
    );
  });

  it("starts empty, and names each file once, sorted, relative to the repository", () => {
    const record = path.join(scratch, "record.txt");
    startPostgresTestFilesRecord(record);
    expect(readPostgresTestFiles(record)).toEqual([]);
    for (const file of [
      "packages/store/src/b.test.ts",
      "apps/server/src/a.test.ts",
      "packages/store/src/b.test.ts",
    ])
      recordPostgresTestFile(path.join(ROOT, file), record);
    expect(readPostgresTestFiles(record)).toEqual([
      "apps/server/src/a.test.ts",
      "packages/store/src/b.test.ts",
    ]);
    startPostgresTestFilesRecord(record);
    expect(readPostgresTestFiles(record)).toEqual([]);
  });

  it("gives the PostgreSQL 15 leg the recorded files of the store, ingest and server that still exist", () => {
    const recorded = [
      "apps/server/src/routes/search.test.ts",
      "apps/web/e2e/search.test.ts",
      "apps/cli/src/main.test.ts",
      "packages/ingest/src/import/import-file.test.ts",
      "packages/store/src/gone.test.ts",
      "scripts/test/postgres-test-files.test.ts",
    ];
    expect(postgresLegFiles(recorded, (file) => !file.includes("gone"))).toEqual([
      "apps/server/src/routes/search.test.ts",
      "packages/ingest/src/import/import-file.test.ts",
    ]);
  });
});
