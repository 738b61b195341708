/**
 * Capacity under concurrent load (issue 16): requests answered per second, their latency, the
 * CPU each one costs, and what happens past capacity (refusals, time-outs, /healthz, memory).
 *   npm run bench:load [-- --data 100k --connections 1,8,20,32,200 --seconds 20 --crowd-seconds 60]
 * --data names a data directory made by another benchmark: 100k (.bench/data-100k, from
 * `npm run bench:search -- --sizes 100k`) or corpus (.bench/data-relevance, the General Debate
 * speeches, from `npm run bench:relevance`); --data-dir takes any other.
 * The server runs as `npm start` runs it, with the per-address rate limit off (every request
 * comes from 127.0.0.1) and no crawler. Load goes only to 127.0.0.1.
 * Then the same mix, at 32 connections, against SQLite FTS5 and Xapian over the same statements
 * (bench-engines.ts; --engines fts5,xapian,xapian-estimate or none; needs python3-xapian).
 * --ref <commit> measures that commit's server (a clean snapshot, as bench:relevance --ref does)
 * on the same data, to tell a change's cost from the machine's.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import {
  ENGINE_KINDS,
  ENGINE_NOTES,
  type EngineKind,
  enginesUnavailable,
  prepareEngines,
  startEngine,
} from "./bench-engines";
import { queryMix } from "./bench-load-mix";
import {
  BENCH_DIR,
  cleanUp,
  codeVersion,
  DATA_OPTIONS,
  existingDataDir,
  lockDataDir,
  measureWorkingTree,
  serverRssMb,
  snapshot,
  startServer,
} from "./bench-processes";
import { recordSection } from "./bench-report";

const { values } = parseArgs({
  options: {
    ...DATA_OPTIONS,
    connections: { type: "string", default: "1,8,20,32,200" },
    seconds: { type: "string", default: "20" },
    "crowd-seconds": { type: "string", default: "60" },
    targets: { type: "string", default: "api,page" },
    engines: { type: "string", default: ENGINE_KINDS.join(",") },
    "no-record": { type: "boolean", default: false },
    ref: { type: "string" },
  },
});

const dataDir = existingDataDir(values.data, values["data-dir"]);
const levels = values.connections.split(",").map(Number);
const seconds = Number(values.seconds);
const crowdSeconds = Number(values["crowd-seconds"]);
const targets = values.targets.split(",") as Target[];
/** The crowd of the issue: its level runs longer, and is judged on time-outs and 5xx. */
const CROWD = 200;
const CROWD_GOODPUT_RATIO = 0.8;
const HEALTH_BOUND_MS = 1000;
/** The connections at which the throughput target is set, and the engines compared. */
const ENGINE_CONNECTIONS = 32;
/**
 * Every server is measured warm, as it runs for days: 10 s of the mix at the connections
 * (ENGINE_CONNECTIONS) first.
 * Node's compiled code and each pooled PostgreSQL backend's caches settle over the first few
 * hundred answers: at 100k the API answered 48 searches/s over its first 10 s at 32 connections
 * and 51–53/s over the next (2026-11-30). The warm-up was 3 s at 4 connections.
 */
const WARM_UP = { connections: ENGINE_CONNECTIONS, seconds: 10 };

type Target = "api" | "page";

/** Issue 34's targets for the cost of an answer, at ENGINE_CONNECTIONS (set at 100k statements). */
const COST_TARGETS = { cpuMsPerAnswer: 28, ofXapianFull: 0.8, pagesOfApi: 0.8 };

const QUERIES = queryMix();
const PATHS: Record<Target, (query: string) => string> = {
  api: (query) => `/api/search?${query}`,
  page: (query) => `/en/search?${query}`,
};

interface Phase {
  /** What answered: Communiqué's API or pages, or another engine over the same statements. */
  target: Target | EngineKind;
  connections: number;
  seconds: number;
  answered: number;
  perSecond: number;
  refused: number;
  rateLimited: number;
  otherErrors: number;
  timeouts: number;
  p50: number;
  p99: number;
  cpuMsPerAnswer: number;
  healthWorstMs: number;
  rssMaxMb: number;
}

/** Busy jiffies of the whole machine (every process but this one is the server and its database). */
async function machineBusyMs(): Promise<number> {
  const first = (await readFile("/proc/stat", "utf8")).split("\n")[0]!.split(/\s+/).slice(1).map(Number);
  const [user, nice, system, , , irq, softirq, steal] = first as number[];
  return ((user! + nice! + system! + irq! + softirq! + steal!) * 1000) / 100;
}

function ownCpuMs(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function runPhase(
  base: string,
  target: Target | EngineKind,
  connections: number,
  duration: number,
): Promise<Phase> {
  let next = 0;
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let healthWorstMs = 0;
  let rssMaxMb = await serverRssMb();
  let probing = true;
  // /healthz probed twice a second throughout, as an orchestrator would.
  const probe = (async () => {
    while (probing) {
      const started = performance.now();
      try {
        const response = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(10_000) });
        await response.arrayBuffer();
      } catch {
        // A probe that failed counts at its full wait.
      }
      healthWorstMs = Math.max(healthWorstMs, performance.now() - started);
      rssMaxMb = Math.max(rssMaxMb, await serverRssMb());
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  })();
  const busyBefore = await machineBusyMs();
  const ownBefore = ownCpuMs();
  let finished: (result: autocannon.Result) => void = () => {};
  const done = new Promise<autocannon.Result>((resolve) => {
    finished = resolve;
  });
  const instance = autocannon(
    {
      url: base,
      connections,
      duration,
      timeout: 10,
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            path: PATHS[target === "page" ? "page" : "api"](QUERIES[next++ % QUERIES.length]!),
          }),
        },
      ],
    },
    (error, result) => {
      if (error) throw error;
      finished(result);
    },
  );
  instance.on("response", (_client, statusCode, _bytes, responseTime) => {
    statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
  });
  const result = await done;
  const cpuMs = (await machineBusyMs()) - busyBefore - (ownCpuMs() - ownBefore);
  probing = false;
  await probe;
  latencies.sort((a, b) => a - b);
  const count = (test: (status: number) => boolean) =>
    [...statuses].filter(([status]) => test(status)).reduce((sum, [, n]) => sum + n, 0);
  const answered = latencies.length;
  return {
    target,
    connections,
    seconds: duration,
    answered,
    perSecond: answered / duration,
    refused: count((s) => s === 503),
    rateLimited: count((s) => s === 429),
    otherErrors: count((s) => s >= 300 && s !== 503 && s !== 429) + result.errors - result.timeouts,
    timeouts: result.timeouts,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    cpuMsPerAnswer: answered ? cpuMs / answered : Number.NaN,
    healthWorstMs,
    rssMaxMb,
  };
}

function row(p: Phase): string {
  return `| ${p.target} | ${p.connections} | ${p.seconds} | ${p.perSecond.toFixed(1)} | ${p.p50.toFixed(0)} | ${p.p99.toFixed(0)} | ${p.cpuMsPerAnswer.toFixed(1)} | ${p.refused} | ${p.rateLimited} | ${p.otherErrors} | ${p.timeouts} | ${p.healthWorstMs.toFixed(0)} | ${p.rssMaxMb.toFixed(0)} |`;
}

const HEADER = [
  "| target | connections | s | answered/s | p50 ms | p99 ms | CPU ms/answer | 503 | 429 | other errors | time-outs | worst /healthz ms | server RSS MB |",
  "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
];

if (values.ref) await snapshot(values.ref);
else measureWorkingTree();
const unlock = await lockDataDir(dataDir);
const server = await startServer(dataDir, path.join(BENCH_DIR, `server-load-${path.basename(dataDir)}.log`), {
  RATE_LIMIT_PER_MINUTE: "0",
  CRAWL_IN_SERVER: "0",
});
const phases: Phase[] = [];
const verdicts: string[] = [];
// The engines compared are built (once per data directory) from the database the server opened.
const engines = values.engines === "none" ? [] : (values.engines.split(",") as EngineKind[]);
const enginesMissing = engines.length ? enginesUnavailable() : undefined;
const enginesDir = engines.length && !enginesMissing ? await prepareEngines(dataDir) : undefined;
try {
  console.log(`${QUERIES.length} distinct searches; ${dataDir}`);
  console.log(HEADER.join("\n"));
  for (const target of targets) {
    // Warm the caches the product keeps (terminology, statistics) and node's compiled code.
    await runPhase(server.base, target, WARM_UP.connections, WARM_UP.seconds);
    for (const connections of levels) {
      const phase = await runPhase(
        server.base,
        target,
        connections,
        connections === CROWD ? crowdSeconds : seconds,
      );
      phases.push(phase);
      console.log(row(phase));
    }
    const at = (n: number) => phases.find((p) => p.target === target && p.connections === n);
    const crowd = at(CROWD);
    // The reference: the goodput at 20 connections (32 when a run leaves 20 out).
    const calm = at(20) ?? at(32);
    if (crowd && calm) {
      const ratio = crowd.perSecond / calm.perSecond;
      const ok =
        crowd.timeouts === 0 &&
        crowd.otherErrors === 0 &&
        ratio >= CROWD_GOODPUT_RATIO &&
        crowd.healthWorstMs < HEALTH_BOUND_MS &&
        crowd.rssMaxMb < 1024;
      verdicts.push(
        `${target} at ${CROWD} connections: goodput ${ratio.toFixed(2)} of ${calm.connections} connections' (≥ ${CROWD_GOODPUT_RATIO}), ${crowd.timeouts} time-outs, ${crowd.otherErrors} errors other than 503/429, worst /healthz ${crowd.healthWorstMs.toFixed(0)} ms (< ${HEALTH_BOUND_MS}), RSS ${crowd.rssMaxMb.toFixed(0)} MB (< 1024): ${ok ? "PASS" : "FAIL"}`,
      );
    }
  }
} finally {
  await server.stop();
}
// The same mix against the engines a user could pick, over the same statements, at the
// connections of the issue's target (32), after Communiqué's server has stopped.
const comparisons: string[] = [];
try {
  if (enginesMissing) {
    comparisons.push(`FTS5 and Xapian not measured: ${enginesMissing}.`);
  } else if (enginesDir) {
    const ours = phases.find((p) => p.target === "api" && p.connections === ENGINE_CONNECTIONS);
    for (const kind of engines) {
      const engine = await startEngine(kind, enginesDir);
      try {
        await runPhase(engine.base, kind, WARM_UP.connections, WARM_UP.seconds);
        const phase = await runPhase(engine.base, kind, ENGINE_CONNECTIONS, seconds);
        phases.push(phase);
        console.log(row(phase));
        comparisons.push(
          `${kind} (${ENGINE_NOTES[kind]}): ${phase.perSecond.toFixed(1)} answered/s at ${ENGINE_CONNECTIONS} connections, ${phase.cpuMsPerAnswer.toFixed(1)} CPU ms each` +
            (ours ? `; Communiqué's API ${(ours.perSecond / phase.perSecond).toFixed(2)}× its rate` : ""),
        );
      } finally {
        await engine.stop();
      }
    }
  }
} finally {
  await unlock();
  await cleanUp();
}
comparisons.push(...costTargets(phases));
for (const verdict of [...verdicts, ...comparisons]) console.log(verdict);

if (!values["no-record"]) {
  await recordSection(
    `load-${values["data-dir"] ? path.basename(dataDir) : values.data}`,
    [
      `### Load: ${values["data-dir"] ? path.basename(dataDir) : values.data} (\`npm run bench:load -- --data ${values.data}\`, ${codeVersion()})`,
      "",
      `${QUERIES.length} distinct searches in turn; answered = 2xx; latency of answered requests; CPU = the whole machine's busy time (server, PostgreSQL) less the load generator's, per answer.`,
      "",
      ...HEADER,
      ...phases.map(row),
      "",
      ...[...verdicts, ...comparisons].map((v) => `- ${v}`),
    ].join("\n"),
  );
}

/** The verdicts on issue 34's targets, for those whose phases this run measured. */
function costTargets(measured: readonly Phase[]): string[] {
  const at = (target: Phase["target"]) =>
    measured.find((p) => p.target === target && p.connections === ENGINE_CONNECTIONS);
  const [api, page, xapian] = [at("api"), at("page"), at("xapian")];
  const verdict = (ok: boolean) => (ok ? "PASS" : "FAIL");
  const lines: string[] = [];
  if (api) {
    const ok = api.cpuMsPerAnswer <= COST_TARGETS.cpuMsPerAnswer;
    lines.push(
      `API CPU per answer ${api.cpuMsPerAnswer.toFixed(1)} ms (≤ ${COST_TARGETS.cpuMsPerAnswer}): ${verdict(ok)}`,
    );
  }
  if (api && xapian) {
    const ratio = api.perSecond / xapian.perSecond;
    lines.push(
      `API ${ratio.toFixed(2)}× Xapian-full (≥ ${COST_TARGETS.ofXapianFull}): ${verdict(ratio >= COST_TARGETS.ofXapianFull)}`,
    );
  }
  if (api && page) {
    const ratio = page.perSecond / api.perSecond;
    lines.push(
      `pages ${ratio.toFixed(2)}× the API (≥ ${COST_TARGETS.pagesOfApi}): ${verdict(ratio >= COST_TARGETS.pagesOfApi)}`,
    );
  }
  return lines;
}
