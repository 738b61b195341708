/**
 * Where the time of an answer goes (issue 34): the load bench's mix at a fixed concurrency for a
 * while, with the server under `--cpu-prof` and PostgreSQL counting its statements
 * (pg_stat_statements). Prints node's self time by function and by package, and PostgreSQL's
 * statements by total time and calls, both per answer.
 *   npx tsx scripts/bench/profile-load.ts [--data 100k] [--target api|page] [--connections 32] [--seconds 20] [--top 25]
 * The data directory's PostgreSQL must preload pg_stat_statements: the script adds it to the
 * cluster's postgresql.auto.conf when missing (a restart of the cluster is the server's start).
 */
import { mkdtemp, readdir, readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import type pg from "pg";
import { queryMix } from "./bench-load-mix";
import {
  BENCH_DIR,
  cleanUp,
  connectToDataDir,
  DATA_OPTIONS,
  existingDataDir,
  lockDataDir,
  startServer,
} from "./bench-processes";
import { ensureStatementStatistics } from "./profile-load-stats";

const { values } = parseArgs({
  options: {
    ...DATA_OPTIONS,
    target: { type: "string", default: "api" },
    connections: { type: "string", default: "32" },
    seconds: { type: "string", default: "20" },
    top: { type: "string", default: "25" },
  },
});

const dataDir = existingDataDir(values.data, values["data-dir"]);
const target = values.target === "page" ? "page" : "api";
const connections = Number(values.connections);
const seconds = Number(values.seconds);
const top = Number(values.top);
const QUERIES = queryMix();
const pathOf = (query: string) => (target === "page" ? `/en/search?${query}` : `/api/search?${query}`);

async function database(): Promise<pg.Client> {
  const client = await connectToDataDir(dataDir, "profile-load");
  await client.query("CREATE EXTENSION IF NOT EXISTS pg_stat_statements");
  return client;
}

async function load(base: string, duration: number): Promise<number> {
  let next = 0;
  let answered = 0;
  await new Promise<void>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections,
        duration,
        timeout: 10,
        requests: [{ setupRequest: (r) => ({ ...r, path: pathOf(QUERIES[next++ % QUERIES.length]!) }) }],
      },
      (error) => (error ? reject(error) : resolve()),
    );
    instance.on("response", (_client, status) => {
      if (status >= 200 && status < 300) answered++;
    });
  });
  return answered;
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}

/** Self time of each function and package, in ms, from a .cpuprofile's samples. */
function selfTimes(profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const fn = new Map<string, number>();
  const pkg = new Map<string, number>();
  for (let i = 0; i < profile.samples.length; i++) {
    const node = byId.get(profile.samples[i]!)!;
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const { functionName, url, lineNumber } = node.callFrame;
    const file = url.replace(/^file:\/\//, "").replace(`${path.resolve(".")}/`, "");
    fn.set(
      `${functionName || "(anonymous)"} ${file}:${lineNumber + 1}`,
      (fn.get(`${functionName || "(anonymous)"} ${file}:${lineNumber + 1}`) ?? 0) + ms,
    );
    const where =
      file.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ??
      file.match(/^(apps\/[^/]+|packages\/[^/]+)/)?.[1] ??
      (file ? "node:internal" : functionName);
    pkg.set(where, (pkg.get(where) ?? 0) + ms);
  }
  return { fn, pkg };
}

const print = (title: string, map: Map<string, number>, per: number) => {
  console.log(`\n${title}`);
  for (const [name, ms] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`${(ms / per).toFixed(2).padStart(8)} ms  ${name}`);
};

const unlock = await lockDataDir(dataDir);
try {
  await ensureStatementStatistics(dataDir);
  const profDir = await mkdtemp(path.join(os.tmpdir(), "communique-prof-"));
  const server = await startServer(dataDir, path.join(BENCH_DIR, "server-profile.log"), {
    CRAWL_IN_SERVER: "0",
    RATE_LIMIT_PER_MINUTE: "0",
    NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profDir}`,
  });
  const db = await database();
  await load(server.base, 5); // warm-up
  await db.query("SELECT pg_stat_statements_reset()");
  const answered = await load(server.base, seconds);
  const { rows } = await db.query<{
    query: string;
    calls: string;
    total: number;
    mean: number;
    rows: string;
  }>(
    `SELECT regexp_replace(query, '\\s+', ' ', 'g') AS query, calls, total_exec_time + total_plan_time AS total,
            (total_exec_time + total_plan_time) / calls AS mean, rows
       FROM pg_stat_statements ORDER BY total DESC LIMIT $1`,
    [top],
  );
  const { rows: sums } = await db.query<{ calls: string; total: number }>(
    "SELECT sum(calls) AS calls, sum(total_exec_time + total_plan_time) AS total FROM pg_stat_statements",
  );
  await db.end();
  await server.stop();
  console.log(
    `${target}, ${connections} connections, ${seconds} s: ${answered} answered (${(answered / seconds).toFixed(1)}/s)`,
  );
  console.log(
    `PostgreSQL: ${(Number(sums[0]!.calls) / answered).toFixed(1)} statements and ${(sums[0]!.total / answered).toFixed(2)} ms of execution per answer`,
  );
  for (const r of rows)
    console.log(
      `${(r.total / answered).toFixed(2).padStart(8)} ms/answer ${(Number(r.calls) / answered).toFixed(2).padStart(6)} calls/answer ${r.mean.toFixed(2).padStart(8)} ms  ${r.query.slice(0, 160)}`,
    );
  // The server process's profile is the largest (tsx's launcher is idle).
  const files = (await readdir(profDir)).filter((f) => f.endsWith(".cpuprofile"));
  let largest = { file: "", size: 0 };
  for (const file of files) {
    const size = (await readFile(path.join(profDir, file))).length;
    if (size > largest.size) largest = { file, size };
  }
  const profile = JSON.parse(await readFile(path.join(profDir, largest.file), "utf8"));
  const { fn, pkg } = selfTimes(profile);
  const per = answered; // the whole run, warm-up included, spread over the measured answers: an upper bound
  print("node, self time by package (ms per answer, warm-up included)", pkg, per);
  print("node, self time by function", fn, per);
  console.log(`\nProfile: ${path.join(profDir, largest.file)}`);
} finally {
  await unlock();
  await cleanUp();
}
