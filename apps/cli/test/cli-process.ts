import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { inheritedEnv } from "@communique/core/env";
import { createTestDatabase, type TestDatabase } from "@communique/store/testing";
import { afterAll, beforeAll } from "vitest";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * The real CLI as `npm run cli` runs it, for a test file: a test database and a scratch folder
 * made before its tests and removed after. `start` gives the process (to signal it) and its end.
 */
export function cliDuringTests(prefix: string, env: Record<string, string> = {}) {
  let db: TestDatabase | undefined;
  let dir: string | undefined;
  beforeAll(async () => {
    db = await createTestDatabase();
    dir = await mkdtemp(path.join(tmpdir(), prefix));
  });
  afterAll(async () => {
    await db?.drop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("Not started yet: use it inside a test or a hook");
    return value;
  };
  const start = (args: string[], extraEnv: Record<string, string> = {}) => {
    const child: ChildProcess = spawn(
      process.execPath,
      ["--import", "tsx", "apps/cli/src/main.ts", ...args],
      {
        cwd: ROOT,
        env: inheritedEnv({
          DATABASE_URL: started(db).connectionString,
          DATA_DIR: started(dir),
          ...env,
          ...extraEnv,
        }),
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let stdout = "";
    let stderr = "";
    child.stdout?.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr?.on("data", (chunk) => {
      stderr += chunk;
    });
    const done = new Promise<CliRun>((resolve, reject) => {
      child.on("error", reject);
      child.on("close", (code) => resolve({ code, stdout, stderr }));
    });
    return { child, done };
  };
  return {
    get db() {
      return started(db);
    },
    get dir() {
      return started(dir);
    },
    start,
    run: (args: string[], extraEnv: Record<string, string> = {}) => start(args, extraEnv).done,
  };
}
