import { type ChildProcess, execFile, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { inheritedEnv } from "@communique/core/env";
import { testEnv } from "@communique/core/testing";
import { stopPostmaster } from "@communique/store";
import { readRunningPostmaster, startEmbeddedCluster } from "@communique/store/testing";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";

const dirs: string[] = [];
const children: ChildProcess[] = [];
afterAll(async () => {
  // A failed assertion skips a test's own clean-up: no server may outlive the suite.
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  for (const dir of dirs) {
    await stopPostmaster(path.join(dir, "postgres")).catch(() => {});
    await rm(dir, { recursive: true, force: true });
  }
});

/** `npm start` as a user runs it: the real entry point, its own embedded database, port 0. */
function startServer(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; base: string; output: () => string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    env: inheritedEnv({ DATABASE_URL: undefined, DATA_DIR: dataDir, PORT: "0", ...env }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Listening on (http:\/\/\S+)/.exec(output);
      if (match) resolve({ child, base: match[1]!.replace("localhost", "127.0.0.1"), output: () => output });
    });
    child.on("exit", (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
}

/** The web processes whose parent is `pid` (Linux /proc), not the database it may have started. */
async function childrenOf(pid: number): Promise<number[]> {
  const found: number[] = [];
  for (const entry of await readdir("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, "utf8").catch(() => "");
    // pid (comm) state ppid …: comm may hold spaces, so read after its closing parenthesis.
    const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    const command = await readFile(`/proc/${entry}/cmdline`, "utf8").catch(() => "");
    if (ppid === pid && command.includes("main.ts")) found.push(Number(entry));
  }
  return found;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Until every one of the server's `processes` web processes answers /healthz: the first to be
 * ready is not the last (each opens its own services, and says "starting" until then). Each
 * request on a new connection, which the cluster deals round robin, so twice `processes` answers
 * in a row reach them all.
 */
async function waitForHealth(base: string, processes = 1): Promise<void> {
  let inARow = 0;
  for (let i = 0; i < 400 && inARow < 2 * processes; i++) {
    const response = await fetch(`${base}/healthz`, { headers: { connection: "close" } }).catch(() => null);
    inARow = response?.status === 200 ? inARow + 1 : 0;
    if (!inARow) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (inARow < 2 * processes) throw new Error(`not every one of ${processes} web processes became healthy`);
}

// Each test starts its own processes on its own data directory and port: they run side by side,
// most of their time is a process starting or stopping. Their time-outs are generous: five servers
// and their databases start at once, beside another test file, on a busy machine.
describe.skipIf(testEnv.DATABASE_URL).concurrent("the server process", () => {
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    it(`starts its embedded database, answers, and on ${signal} stops it cleanly, keeping the data`, async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), "communique-main-"));
      dirs.push(dataDir);
      const first = await startServer(dataDir);
      await waitForHealth(first.base);
      const countries = await (await fetch(`${first.base}/api/countries`)).json();
      expect(countries.length).toBeGreaterThan(200);
      const postmaster = await readRunningPostmaster(path.join(dataDir, "postgres"));
      expect(postmaster).not.toBeNull();

      const exited = new Promise<number | null>((resolve) => first.child.on("exit", resolve));
      first.child.kill(signal);
      expect(await exited).not.toBeNull();
      expect(await readRunningPostmaster(path.join(dataDir, "postgres"))).toBeNull();

      // Started again on the same data directory: the database comes back as it was.
      const second = await startServer(dataDir);
      await waitForHealth(second.base);
      expect((await (await fetch(`${second.base}/api/search?q=climate`)).json()).total).toBe(0);
      const again = new Promise((resolve) => second.child.on("exit", resolve));
      second.child.kill("SIGTERM");
      await again;
    }, 180_000);
  }

  it("says in one line that the port is taken, and leaves no database running", async () => {
    const busyDir = await mkdtemp(path.join(tmpdir(), "communique-main-"));
    dirs.push(busyDir);
    // Another program holds the port (another Communiqué answers the same: its own test above
    // starts one twice on one data directory, never two on one port).
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, "127.0.0.1", resolve));
    const port = String((holder.address() as AddressInfo).port);
    const second = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
      env: inheritedEnv({ DATABASE_URL: undefined, DATA_DIR: busyDir, PORT: port }),
      stdio: ["ignore", "pipe", "pipe"],
    });
    children.push(second);
    let output = "";
    second.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    second.stderr!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => second.on("exit", resolve));
    expect(code).not.toBe(0);
    expect(output).toContain(`Port ${port} on 127.0.0.1 is already in use`);
    expect(output).not.toMatch(/^\s+at /m);
    expect(output).not.toContain("Shutting down");
    expect(await readRunningPostmaster(path.join(busyDir, "postgres"))).toBeNull();
    // It stopped before touching the database at all: no cluster was even made (issue 35).
    expect(existsSync(path.join(busyDir, "postgres"))).toBe(false);
    await new Promise((resolve) => holder.close(resolve));
  }, 180_000);

  it("runs WEB_CONCURRENCY web processes on one port, and stops them and the database on SIGTERM", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "communique-main-"));
    dirs.push(dataDir);
    const server = await startServer(dataDir, { WEB_CONCURRENCY: "2" });
    await waitForHealth(server.base, 2);
    for (let i = 0; i < 20; i++) {
      expect((await fetch(`${server.base}/api/search?q=climate`)).status).toBe(200);
    }
    const workers = await childrenOf(server.child.pid!);
    expect(workers).toHaveLength(2);
    for (let i = 0; i < 100 && !server.output().includes("2 web processes are answering"); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(server.output()).toContain("2 web processes are answering");

    const exited = new Promise<number | null>((resolve) => server.child.on("exit", resolve));
    server.child.kill("SIGTERM");
    // 143: stopped by SIGTERM, as a single process is (128 + 15), after its clean stop.
    expect(await exited).toBe(143);
    for (const pid of workers) expect(isRunning(pid), `web process ${pid}`).toBe(false);
    expect(await readRunningPostmaster(path.join(dataDir, "postgres"))).toBeNull();
  }, 180_000);

  it("keeps serving after an import on the same data directory finishes and exits", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "communique-main-"));
    dirs.push(dataDir);
    // Without its crawler, the site's only connections are its pools' and its keep-running lock's.
    const server = await startServer(dataDir, { CRAWL_IN_SERVER: "0" });
    await waitForHealth(server.base);
    // A quiet site's pool closes its idle connections (after IDLE_CONNECTION_MS): close them now,
    // as the pool would, leaving the site only its keep-running lock. The import must not take
    // that for "nobody else uses the database".
    const cluster = await startEmbeddedCluster(dataDir); // the server's, adopted: nothing started
    expect(cluster.adopted).toBe(true);
    const admin = new pg.Client({ connectionString: cluster.adminConnectionString });
    await admin.connect();
    const closed = await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE backend_type = 'client backend' AND state = 'idle' AND pid <> pg_backend_pid()
          AND pid NOT IN (SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND granted)`,
    );
    expect(closed.rowCount).toBeGreaterThan(0);
    await admin.end();

    const file = path.join(dataDir, "fictional.jsonl");
    const line = {
      id: "fx-cli-1",
      country: "FR",
      language: "en",
      date: "2024-05-02",
      title: "Fictional note on glaciers",
      body: "A fictional statement about glaciers and their retreat.",
    };
    await writeFile(file, `${JSON.stringify(line)}\n`);
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", "apps/cli/src/main.ts", "import", file],
      {
        env: inheritedEnv({ DATABASE_URL: undefined, DATA_DIR: dataDir }),
      },
    );
    expect(stdout).toContain("1 added");

    const health = await fetch(`${server.base}/healthz`);
    expect(health.status).toBe(200);
    const found = await (await fetch(`${server.base}/api/search?q=glaciers`)).json();
    expect(found.results.map((r: { id: string }) => r.id)).toEqual(["fx-cli-1"]);
    const exited = new Promise((resolve) => server.child.on("exit", resolve));
    server.child.kill("SIGTERM");
    await exited;
    expect(await readRunningPostmaster(path.join(dataDir, "postgres"))).toBeNull();
  }, 180_000);
});
