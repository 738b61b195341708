import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { inheritedEnv } from "@communique/core/env";
import { createTestDatabase, type TestDatabase } from "@communique/store/testing";
import { afterAll, beforeAll } from "vitest";
import { main } from "../src/cli";
import { recordingIo } from "../src/io";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * The real CLI for a test file, against a test database and a scratch folder made before its
 * tests and removed after. `run` calls `main(argv, io)` in the test's own process, with the same
 * environment a child would inherit; `start` runs it as `npm run cli` does, in a process of its
 * own, for what only a process can show (killed by SIGKILL, stopped by SIGTERM, the entry point).
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
  /** `nodeArgs`: more of node's own options (a preloaded module, say) before the entry point. */
  const start = (args: string[], extraEnv: Record<string, string> = {}, nodeArgs: string[] = []) => {
    const child: ChildProcess = spawn(
      process.execPath,
      ["--import", "tsx", ...nodeArgs, "apps/cli/src/main.ts", ...args],
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
  const run = async (args: string[], extraEnv: Record<string, string> = {}): Promise<CliRun> => {
    const io = recordingIo(
      inheritedEnv({
        DATABASE_URL: started(db).connectionString,
        DATA_DIR: started(dir),
        ...env,
        ...extraEnv,
      }),
    );
    const code = await main(args, io);
    return { code, stdout: io.stdout, stderr: io.stderr };
  };
  return {
    get db() {
      return started(db);
    },
    get dir() {
      return started(dir);
    },
    start,
    run,
  };
}
