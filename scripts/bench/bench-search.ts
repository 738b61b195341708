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
import { readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { DATASETS, type Dataset, INFO_TYPES } from "./bench-datasets";
import { measure, setMeasuredPage } from "./bench-measure";
import {
  BENCH_DIR,
  codeVersion,
  type ImportResult,
  importDataset,
  lockDataDir,
  measureWorkingTree,
  REPO_ROOT,
  runMain,
  setActiveServer,
  setImportNice,
  snapshot,
  startServer,
  stopPostmaster,
} from "./bench-processes";
import {
  BENCHMARKS_MD,
  databaseFacts,
  IMPORT_TARGET,
  type Report,
  recordSection,
  renderSection,
  renderTable,
  translationCost,
} from "./bench-report";

// ---------------------------------------------------------------------------------------------
// Running a dataset, and the command line

/** `--page web` times the server-rendered results page instead of the API (issue 4: ≤ 150 ms at 100k). */
let measuredPage: "api" | "web" = "api";
const WEB_P95_TARGETS: Record<string, number> = { "100k": 150 };

function webReportDataset(dataset: Dataset): Dataset {
  return {
    ...dataset,
    name: `${dataset.name}-web`,
    description: `${dataset.description}; the server-rendered results page /en/search (HTML with filters and facet counts) instead of the API`,
    p95Target: WEB_P95_TARGETS[dataset.name] ?? null,
  };
}

async function benchDataset(
  dataset: Dataset,
  iterations: number,
  record: boolean,
  reuseData: boolean,
): Promise<Report> {
  console.log(`\n=== ${dataset.name}: ${dataset.description}`);
  const dataDir = path.join(BENCH_DIR, `data-${dataset.name}`);
  const unlock = await lockDataDir(dataDir);
  try {
    return await benchLocked(dataset, dataDir, iterations, record, reuseData);
  } finally {
    await unlock();
  }
}

async function benchLocked(
  dataset: Dataset,
  dataDir: string,
  iterations: number,
  record: boolean,
  reuseData = false,
): Promise<Report> {
  // A server left running on this directory by an interrupted run would keep the files open.
  await stopPostmaster(path.join(dataDir, "postgres"));
  const importRecord = path.join(BENCH_DIR, `import-${dataset.name}.json`);
  let importResult: ImportResult;
  if (reuseData) {
    // Queries only, on the data an earlier run imported: its import figures are reported as such.
    importResult = JSON.parse(await readFile(importRecord, "utf8")) as ImportResult;
    console.log(`Reusing ${dataDir}, imported by ${importResult.importedBy}: ${importResult.summary}`);
  } else {
    const file = await dataset.file();
    await rm(dataDir, { recursive: true, force: true });
    await rm(importRecord, { force: true });
    console.log(`Importing ${file} into ${dataDir}…`);
    importResult = await importDataset(file, dataDir, path.join(BENCH_DIR, `import-${dataset.name}.log`));
    console.log(`${importResult.summary} (${importResult.wallSeconds.toFixed(1)} s wall clock)`);
    await writeFile(importRecord, JSON.stringify({ ...importResult, importedBy: codeVersion() }, null, 2));
  }

  console.log("Starting the server…");
  const server = await startServer(dataDir, path.join(BENCH_DIR, `server-${dataset.name}.log`));
  setActiveServer(server);
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
      dataset: measuredPage === "web" ? webReportDataset(dataset) : dataset,
      importResult,
      facts,
      stats,
      iterations,
      date: new Date().toISOString().slice(0, 10),
      load: [loadBefore, loadAfter],
    };
  } finally {
    await server.stop();
    setActiveServer(undefined);
  }
  console.log(`\n${dataset.name}: import ${importResult.rate} statements/s`);
  console.log(renderTable(report, false));
  const cost = translationCost(report.stats);
  if (cost) console.log(cost);
  for (const [type, why] of Object.entries(dataset.skip)) console.log(`(${type} skipped: ${why})`);
  if (record) {
    await recordSection(report.dataset.name, renderSection(report));
    console.log(`Recorded in ${path.relative(REPO_ROOT, BENCHMARKS_MD)}.`);
  }
  return report;
}

const USAGE = `Usage: npm run bench:search -- [--sizes corpus,100k,1m] [--iterations 60] [--ref <commit>] [--no-record] [--reuse-data]
  --sizes       datasets to run, in order (default corpus,100k; 1m takes a long time)
  --iterations  measured requests per query type (default 60)
  --ref         measure this commit from a clean snapshot under .bench/ instead of the working tree
  --import-nice run the import (and its database) under this niceness, e.g. 10 on a shared machine
  --no-record   print only; leave BENCHMARKS.md alone
  --page web    time the server-rendered results page (/en/search) instead of GET /api/search
  --reuse-data  measure queries on the data an earlier run imported (its import figures are reported
                as that run's, with the code that made them)
Reads CORPUS_DIR (default ../shared/data). Writes under .bench/ (git-ignored).`;

async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      sizes: { type: "string", default: "corpus,100k" },
      iterations: { type: "string", default: "60" },
      "no-record": { type: "boolean", default: false },
      "reuse-data": { type: "boolean", default: false },
      ref: { type: "string" },
      "import-nice": { type: "string", default: "0" },
      page: { type: "string", default: "api" },
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
  const nice = Number(values["import-nice"]);
  if (!Number.isInteger(nice) || nice < 0 || nice > 19) {
    console.error(`--import-nice: "${values["import-nice"]}" is not a niceness from 0 to 19`);
    return 64;
  }
  if (values.page !== "api" && values.page !== "web") {
    console.error(`--page: "${values.page}" is not api or web`);
    return 64;
  }
  measuredPage = values.page;
  setMeasuredPage(values.page);
  setImportNice(nice);
  if (values.ref) await snapshot(values.ref);
  else measureWorkingTree();
  console.log(`Code: ${codeVersion()}`);
  let failed = false;
  for (const name of names) {
    const report = await benchDataset(
      DATASETS[name]!,
      iterations,
      !values["no-record"],
      values["reuse-data"],
    );
    const target = report.dataset.p95Target;
    if (report.importResult.rate < IMPORT_TARGET) failed = true;
    if (target !== null && report.stats.some((s) => !INFO_TYPES.has(s.type) && s.p95 > target)) failed = true;
  }
  if (failed) console.log("\nSome targets were missed (see above).");
  return 0;
}

runMain(main);
