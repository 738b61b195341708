/**
 * The benchmark's child processes (the import CLI, the server and its embedded PostgreSQL), the data
 * directory locks, and the code under test (the working tree or a snapshot of a commit). The run's
 * mutable state lives here, behind the small accessors below.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { createWriteStream, existsSync } from "node:fs";
import { mkdir, readdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { inheritedEnv } from "@communique/core/env";
import pg from "pg";

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const BENCH_DIR = path.join(REPO_ROOT, ".bench");
export const TSX = path.join(REPO_ROOT, "node_modules", ".bin", "tsx");

/** The product's source tree: this repository, or a snapshot of a commit (--ref). */
let CODE_ROOT = REPO_ROOT;
/** Which code was measured, for the report. */
let CODE_VERSION = "";
/** " --ref <sha>" when a snapshot is measured, for the command shown in the report. */
let REF_OPTION = "";
/** Niceness of the import (and of the database it starts), to share the machine politely. */
let IMPORT_NICE = 0;

export const codeVersion = (): string => CODE_VERSION;
export const refOption = (): string => REF_OPTION;
export const importNice = (): number => IMPORT_NICE;

export function setImportNice(nice: number): void {
  IMPORT_NICE = nice;
}

/** Measures the working tree as it is (see liveCodeVersion); snapshot(ref) measures a commit. */
export function measureWorkingTree(): void {
  CODE_VERSION = liveCodeVersion();
}

// ---------------------------------------------------------------------------------------------
// Child processes

const children = new Set<ChildProcess>();
/** The server being measured, so that an interrupted run still stops it and its database. */
let activeServer: RunningServer | undefined;
/** Data directory locks held by this run, released on the way out. */
const heldLocks = new Set<string>();

export function setActiveServer(server: RunningServer | undefined): void {
  activeServer = server;
}

export function run(command: string, args: string[], env: NodeJS.ProcessEnv = inheritedEnv()): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: REPO_ROOT, env, stdio: "inherit" });
    children.add(child);
    child.on("error", reject);
    child.on("exit", (code) => {
      children.delete(child);
      if (code === 0) resolve();
      else reject(new Error(`${path.basename(command)} ${args.join(" ")} exited with ${code}`));
    });
  });
}

export interface ImportResult {
  /** The CLI's own figure: statements / seconds spent importing, database start excluded. */
  rate: number;
  seconds: number;
  /** Wall clock of the whole CLI process, database initialisation included. */
  wallSeconds: number;
  added: number;
  updated: number;
  unchanged: number;
  rejected: number;
  summary: string;
  /** 1-minute load average when the import started and ended (absent in hand-made records). */
  load?: [number, number];
  /** Set when the figures come from an earlier run (--reuse-data): the code that imported. */
  importedBy?: string;
}

const SUMMARY_RE =
  /Imported .+ in ([\d.]+) s \((\d+) statements\/s\): (\d+) added, (\d+) updated, (\d+) unchanged, (\d+) rejected\./;

export async function importDataset(file: string, dataDir: string, logFile: string): Promise<ImportResult> {
  const log = createWriteStream(logFile);
  const started = performance.now();
  const loadBefore = os.loadavg()[0]!;
  const cli = [TSX, path.join(CODE_ROOT, "apps/cli/src/main.ts"), "import", file];
  const command = IMPORT_NICE ? ["nice", "-n", String(IMPORT_NICE), ...cli] : cli;
  const child = spawn(command[0]!, command.slice(1), {
    cwd: CODE_ROOT,
    env: inheritedEnv({ DATA_DIR: dataDir }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.add(child);
  let stdout = "";
  child.stdout!.on("data", (chunk: Buffer) => {
    stdout += chunk.toString();
    log.write(chunk);
  });
  child.stderr!.pipe(log);
  const [code] = (await once(child, "exit")) as [number | null];
  children.delete(child);
  const wallSeconds = (performance.now() - started) / 1000;
  log.end();
  const match = SUMMARY_RE.exec(stdout);
  // Exit code 2: some lines were rejected (reported in the log), every good line imported.
  if ((code !== 0 && code !== 2) || !match) {
    throw new Error(`Import failed (exit ${code}); see ${logFile}`);
  }
  return {
    seconds: Number(match[1]),
    rate: Number(match[2]),
    added: Number(match[3]),
    updated: Number(match[4]),
    unchanged: Number(match[5]),
    rejected: Number(match[6]),
    wallSeconds,
    summary: match[0],
    load: [loadBefore, os.loadavg()[0]!],
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        address && typeof address === "object" ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

export interface RunningServer {
  base: string;
  stop(): Promise<void>;
}

/**
 * Node's flags in `npm start` (package.json's start script, of the code measured: a snapshot has
 * its own), so that the server measured is the one people run, heap limit included.
 */
async function startNodeFlags(): Promise<string[]> {
  const manifest = JSON.parse(await readFile(path.join(CODE_ROOT, "package.json"), "utf8")) as {
    scripts?: Record<string, string>;
  };
  const start = manifest.scripts?.start ?? "";
  const server = start.split("&&").find((part) => part.includes("apps/server/src/main.ts")) ?? "";
  return server.split(/\s+/).filter((word) => /^--[a-z-]+(=\S+)?$/.test(word));
}

export async function startServer(
  dataDir: string,
  logFile: string,
  settings: Record<string, string> = {},
): Promise<RunningServer> {
  // The server serves the web app's build; make it as `npm start` does (in a snapshot, its own).
  if (existsSync(path.join(CODE_ROOT, "scripts/build-web.ts"))) {
    await run(TSX, [path.join(CODE_ROOT, "scripts/build-web.ts")]);
  }
  const port = await freePort();
  const log = createWriteStream(logFile);
  const child = spawn(TSX, [...(await startNodeFlags()), path.join(CODE_ROOT, "apps/server/src/main.ts")], {
    cwd: CODE_ROOT,
    env: inheritedEnv({ ...settings, DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1" }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.add(child);
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  let exited = false;
  const exit = once(child, "exit").then(() => {
    exited = true;
    children.delete(child);
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (exited) throw new Error(`The server exited before it was ready; see ${logFile}`);
    if (Date.now() > deadline) throw new Error(`The server was not ready within 180 s; see ${logFile}`);
    try {
      const response = await fetch(`${base}/healthz`);
      await response.arrayBuffer();
      if (response.status === 200) break;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  return {
    base,
    async stop() {
      if (!exited) {
        child.kill("SIGTERM");
        const timeout = sleep(60_000).then(() => "timeout" as const);
        if ((await Promise.race([exit, timeout])) === "timeout") {
          console.error("The server did not stop within 60 s of SIGTERM; sending SIGKILL.");
          child.kill("SIGKILL");
          await exit;
        }
      }
      log.end();
      // The server stops its embedded PostgreSQL on the way out; make sure of it.
      await stopPostmaster(path.join(dataDir, "postgres"));
    },
  };
}

/**
 * Stops the PostgreSQL server named in a cluster's postmaster.pid, if one runs (left by an
 * interrupted run, or by a server that did not stop it): SIGINT is PostgreSQL's fast shutdown.
 */
export async function stopPostmaster(clusterDir: string, timeoutMs = 60_000): Promise<void> {
  let pid: number;
  try {
    pid = Number.parseInt(
      (await readFile(path.join(clusterDir, "postmaster.pid"), "utf8")).split("\n")[0]!,
      10,
    );
  } catch {
    return;
  }
  const alive = () => {
    try {
      process.kill(pid, 0);
      return true;
    } catch (error) {
      return (error as NodeJS.ErrnoException).code === "EPERM";
    }
  };
  if (!Number.isInteger(pid) || pid <= 0 || !alive()) return;
  // A stale file may name a pid now used by some other process: only signal this cluster's server.
  const cmdline = await readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => null);
  if (cmdline !== null && !(cmdline.includes("postgres") && cmdline.includes(clusterDir))) return;
  process.kill(pid, "SIGINT");
  const deadline = Date.now() + timeoutMs;
  while (alive()) {
    if (Date.now() > deadline)
      throw new Error(`PostgreSQL (pid ${pid}) did not stop within ${timeoutMs / 1000} s`);
    await sleep(100);
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

// ---------------------------------------------------------------------------------------------
// Code under test

function git(args: string[]): string {
  return execFileSync("git", args, { cwd: REPO_ROOT, encoding: "utf8" }).trim();
}

/** The working tree's commit, and the product files that differ from it (other people's edits). */
function liveCodeVersion(): string {
  const sha = git(["rev-parse", "--short=12", "HEAD"]);
  const dirty = git(["status", "--porcelain", "--", "apps", "packages", "package.json", "package-lock.json"])
    .split("\n")
    .filter(Boolean);
  return dirty.length
    ? `working tree at commit ${sha} with ${dirty.length} uncommitted change(s) in apps/ and packages/`
    : `commit ${sha} (clean working tree)`;
}

/**
 * A clean copy of a commit's files (git archive) under .bench/code-<sha>, so that a long run
 * measures one version of the product while people keep editing the working tree. Its
 * node_modules links to this repository's packages, except the workspace packages, which point
 * into the snapshot.
 */
export async function snapshot(ref: string): Promise<void> {
  const sha = git(["rev-parse", "--verify", `${ref}^{commit}`]);
  const root = path.join(BENCH_DIR, `code-${sha.slice(0, 12)}`);
  if (!existsSync(path.join(root, ".snapshot-complete"))) {
    await rm(root, { recursive: true, force: true });
    await mkdir(root, { recursive: true });
    execFileSync("sh", ["-c", 'git archive "$0" | tar -x -C "$1"', sha, root], { cwd: REPO_ROOT });
    const modules = path.join(root, "node_modules");
    await mkdir(path.join(modules, "@communique"), { recursive: true });
    for (const entry of await readdir(path.join(REPO_ROOT, "node_modules"))) {
      if (entry !== "@communique")
        await symlink(path.join(REPO_ROOT, "node_modules", entry), path.join(modules, entry));
    }
    for (const parent of ["packages", "apps"]) {
      if (!existsSync(path.join(root, parent))) continue;
      for (const dir of await readdir(path.join(root, parent))) {
        const manifest = path.join(root, parent, dir, "package.json");
        if (!existsSync(manifest)) continue;
        const { name } = JSON.parse(await readFile(manifest, "utf8")) as { name?: string };
        if (name?.startsWith("@communique/")) {
          await symlink(`../../${parent}/${dir}`, path.join(modules, "@communique", name.slice(12)));
        }
      }
    }
    await writeFile(path.join(root, ".snapshot-complete"), `${sha}\n`);
  }
  CODE_ROOT = root;
  REF_OPTION = ` --ref ${sha.slice(0, 12)}`;
  CODE_VERSION = `commit ${sha.slice(0, 12)} ("${git(["log", "-1", "--format=%s", sha])}"), run from a clean snapshot (git archive) in ${path.relative(REPO_ROOT, root)}`;
}

// ---------------------------------------------------------------------------------------------
// Data directory locks and clean-up

/**
 * One run at a time per data directory: a second run would delete the database under the first.
 * The lock names its owner's pid; a lock whose owner is gone is taken over.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lock = `${dataDir}.lock`;
  await mkdir(path.dirname(lock), { recursive: true });
  for (;;) {
    try {
      await writeFile(lock, `${process.pid}\n`, { flag: "wx" });
      heldLocks.add(lock);
      return async () => {
        heldLocks.delete(lock);
        await rm(lock, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const owner = Number.parseInt(await readFile(lock, "utf8").catch(() => ""), 10);
    let alive = false;
    try {
      if (Number.isInteger(owner) && owner > 0) alive = process.kill(owner, 0);
    } catch (error) {
      alive = (error as NodeJS.ErrnoException).code === "EPERM";
    }
    if (alive)
      throw new Error(`Another benchmark (pid ${owner}) is using ${dataDir}; wait for it to finish.`);
    await rm(lock, { force: true });
  }
}

/** Stops what this run started (the server and its database, an import) before leaving. */
export async function cleanUp(): Promise<void> {
  const server = activeServer;
  activeServer = undefined;
  const pending = [...children].map((child) => once(child, "exit").catch(() => {}));
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  await Promise.race([Promise.all([server?.stop(), ...pending]), sleep(60_000)]).catch(() => {});
  await Promise.all([...heldLocks].map((lock) => rm(lock, { force: true })));
}

/** The data directories other benchmarks make: 100k (bench:search) and corpus (bench:relevance). */
const NAMED_DATA_DIRS: Record<string, string> = {
  "100k": path.join(BENCH_DIR, "data-100k"),
  corpus: path.join(BENCH_DIR, "data-relevance"),
};

/**
 * The data directory a benchmark runs on: `--data-dir`, else the one `--data` names; exits 2,
 * saying how to make it, when it holds no database.
 */
export function existingDataDir(name: string, dir: string | undefined): string {
  const dataDir = dir ? path.resolve(dir) : NAMED_DATA_DIRS[name];
  if (!dataDir || !existsSync(path.join(dataDir, "postgres"))) {
    console.error(
      `No database at ${dataDir ?? name}: make it with \`npm run bench:search -- --sizes 100k\` (100k) or \`npm run bench:relevance\` (corpus), or pass --data-dir.`,
    );
    process.exit(2);
  }
  return dataDir;
}

/** Resident memory of the server's processes (the node process running main.ts), in MB. */
export async function serverRssMb(): Promise<number> {
  let worst = 0;
  for (const pid of await readdir("/proc")) {
    if (!/^\d+$/.test(pid)) continue;
    const cmdline = await readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => "");
    if (!cmdline.includes("apps/server/src/main.ts")) continue;
    const status = await readFile(`/proc/${pid}/status`, "utf8").catch(() => "");
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    worst = Math.max(worst, kb / 1024);
  }
  return worst;
}

/** The options that name a benchmark's data directory (existingDataDir), for parseArgs. */
export const DATA_OPTIONS = {
  data: { type: "string", default: "100k" },
  "data-dir": { type: "string" },
} as const;

/**
 * Runs a benchmark's main: its exit code on success; on an error, its message, then the server
 * and its database stopped; on Ctrl-C or SIGTERM, the same stop first.
 */
export function runMain(main: (argv: string[]) => Promise<number>): void {
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      console.error(`${signal}: stopping the server and its database…`);
      cleanUp().finally(() => process.exit(130));
    });
  }
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      cleanUp().finally(() => process.exit(1));
    },
  );
}

/** A connection to the embedded PostgreSQL of a running benchmark server (its DATA_DIR), as postgres. */
export async function connectToDataDir(dataDir: string, applicationName = "bench"): Promise<pg.Client> {
  const pid = (await readFile(path.join(dataDir, "postgres", "postmaster.pid"), "utf8")).split("\n");
  const password = (await readFile(path.join(dataDir, ".postgres-password"), "utf8")).trim();
  const client = new pg.Client({
    host: "127.0.0.1",
    port: Number(pid[3]),
    user: "postgres",
    password,
    database: "communique",
    application_name: applicationName,
  });
  await client.connect();
  return client;
}
