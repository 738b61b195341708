import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { testEnv } from "@communique/core/testing";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { startEmbeddedCluster, stopPostmaster } from "./embedded-cluster";
import { isAlive, readRunningPostmaster } from "./postmaster-pid";

const dirs: string[] = [];
async function tempDataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "communique-cluster-"));
  dirs.push(dir);
  return dir;
}
afterAll(async () => {
  for (const dir of dirs) {
    await stopPostmaster(path.join(dir, "postgres")).catch(() => {});
    await rm(dir, { recursive: true, force: true });
  }
});

async function query<T>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

describe.skipIf(testEnv.DATABASE_URL)("embedded PostgreSQL", () => {
  it("keeps data across a clean stop and a restart, on loopback only", async () => {
    const dir = await tempDataDir();
    const first = await startEmbeddedCluster(dir);
    expect(first.adopted).toBe(false);
    expect(new URL(first.connectionString).hostname).toBe("127.0.0.1");
    await query(first.connectionString, "CREATE TABLE kept (v text); INSERT INTO kept VALUES ('still here')");
    await first.stop();
    expect(await readRunningPostmaster(first.clusterDir)).toBeNull();

    const second = await startEmbeddedCluster(dir);
    expect(second.adopted).toBe(false);
    expect(await query(second.connectionString, "SELECT v FROM kept")).toEqual([{ v: "still here" }]);
    const [listen] = await query<{ listen_addresses: string }>(
      second.connectionString,
      "SHOW listen_addresses",
    );
    expect(listen!.listen_addresses).toBe("127.0.0.1");
    const [workers] = await query<{ max_parallel_workers_per_gather: string }>(
      second.connectionString,
      "SHOW max_parallel_workers_per_gather",
    );
    expect(workers!.max_parallel_workers_per_gather).toBe("0");
    await second.stop();
  });

  it("adopts the server of a process that was killed, and loses no committed data", async () => {
    const dir = await tempDataDir();
    // A separate Node process starts the cluster, commits a row, then is killed with SIGKILL:
    // no exit hook runs, so its PostgreSQL is left running, orphaned.
    const script = `
      import pg from "pg";
      import { startEmbeddedCluster } from ${JSON.stringify(path.resolve("packages/store/src/db/embedded-cluster.ts"))};
      const c = await startEmbeddedCluster(${JSON.stringify(dir)});
      const client = new pg.Client({ connectionString: c.connectionString });
      await client.connect();
      await client.query("CREATE TABLE crash (v int); INSERT INTO crash VALUES (42)");
      console.log("ready");
      setInterval(() => {}, 1000);`;
    const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    await new Promise<void>((resolve, reject) => {
      child.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("ready") && resolve());
      child.on("exit", (code) => reject(new Error(`child exited early with ${code}`)));
    });
    child.kill("SIGKILL");
    await new Promise((resolve) => child.on("exit", resolve));

    const orphan = await readRunningPostmaster(path.join(dir, "postgres"));
    expect(orphan).not.toBeNull();
    const adopted = await startEmbeddedCluster(dir);
    expect(adopted.adopted).toBe(true);
    expect(await query(adopted.connectionString, "SELECT v FROM crash")).toEqual([{ v: 42 }]);
    await adopted.stop();
    expect(isAlive(orphan!.pid)).toBe(false);

    // And after the server itself is killed, PostgreSQL recovers from its WAL on the next start.
    const again = await startEmbeddedCluster(dir);
    const pid = (await readRunningPostmaster(again.clusterDir))!.pid;
    process.kill(pid, "SIGKILL");
    while (isAlive(pid)) await new Promise((resolve) => setTimeout(resolve, 20));
    const recovered = await startEmbeddedCluster(dir);
    expect(recovered.adopted).toBe(false);
    expect(await query(recovered.connectionString, "SELECT v FROM crash")).toEqual([{ v: 42 }]);
    await recovered.stop();
  }, 120_000);
});
