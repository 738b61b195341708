/**
 * The search benchmark's queries timed in process, without HTTP: the median and the largest of
 * each query's runs through the store's searchStatements, against a benchmark database.
 *
 *   DATA_DIR=.bench/data-1m npx tsx scripts/bench/time-search-mix.ts
 *   DATA_DIR=.bench/data-1m COMPARE_ROOT=.bench/code-fd8a822d6bd5 TYPES=phrase,or ITERS=9 npx tsx scripts/bench/time-search-mix.ts
 *
 * Steadier than bench:search over HTTP (whose p95 moves by 10 % between runs on this machine), so
 * it is the one to compare two commits with: CODE_ROOT picks the source tree (bench-search.ts
 * --ref makes snapshots under .bench/code-*), and COMPARE_ROOT a second one, whose runs alternate
 * with the first's query by query. The query types are bench-datasets.ts's, those run
 * as typed; terms the server loads at start (translate=add) are not loaded here, so the
 * translated types are left out.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { DATASETS, INFO_TYPES, type QueryType, queryMix } from "./bench-datasets";
import { readBenchEnv } from "./bench-env";

type Store = typeof import("@communique/store");
type Contract = typeof import("@communique/core/contract");

const TRANSLATED = new Set<QueryType>([
  "translated",
  "translated-common",
  "translated-typed",
  "translated-common-typed",
]);

interface Code {
  root: string;
  store: Store;
  contract: Contract;
}

async function loadCode(root: string): Promise<Code> {
  const load = (file: string) => import(pathToFileURL(path.join(root, file)).href);
  return {
    root,
    store: (await load("packages/store/src/index.ts")) as Store,
    contract: (await load("packages/core/src/contract/index.ts")) as Contract,
  };
}

const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
const percentile = (times: number[], q: number) => {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!;
};

async function main(): Promise<number> {
  const env = readBenchEnv();
  // With COMPARE_ROOT, each query is run by both codes in turn (A, B, A, B…) on one connection
  // pool, so that the machine's drift falls on both alike.
  const codes = [await loadCode(env.CODE_ROOT)];
  if (env.COMPARE_ROOT) codes.push(await loadCode(env.COMPARE_ROOT));
  const only = env.TYPES;
  const iterations = env.ITERS;

  const { store } = codes[0]!;
  const db = await store.openDatabase(store.readStoreEnv(), { migrate: false });
  try {
    const runs = codes.map((code) => ({
      code,
      lexizer: new code.store.Lexizer(db.pool),
      all: [] as number[],
    }));
    for (const [type, list] of Object.entries(queryMix(DATASETS["1m"]!)) as [QueryType, object[]][]) {
      if (INFO_TYPES.has(type) || TRANSLATED.has(type) || (only && !only.includes(type))) continue;
      for (const params of list) {
        const search = new URLSearchParams();
        for (const [key, value] of Object.entries(params))
          for (const v of [value].flat()) search.append(key, String(v));
        const requests = runs.map(({ code }) => {
          const { notices: _notices, ...request } = code.contract.toSearchRequest(
            code.contract.SearchParamsSchema.parse(code.contract.queryRecord(search)),
          );
          return request;
        });
        const times = runs.map(() => [] as number[]);
        const totals = runs.map(() => 0);
        for (let i = -1; i < iterations; i++) {
          for (const [r, run] of runs.entries()) {
            const started = performance.now();
            totals[r] = (await run.code.store.searchStatements(db.pool, run.lexizer, requests[r]!)).total;
            // The first round only warms the caches.
            if (i >= 0) times[r]!.push(performance.now() - started);
          }
        }
        for (const [r, run] of runs.entries()) run.all.push(...times[r]!);
        const figures = runs.map(
          (_, r) =>
            `median ${median(times[r]!).toFixed(1).padStart(6)} ms  max ${Math.max(...times[r]!)
              .toFixed(1)
              .padStart(6)} ms  ${totals[r]} matches`,
        );
        console.log(
          `${type.padEnd(12)} ${decodeURIComponent(search.toString()).slice(0, 48).padEnd(48)} ${figures.join("  |  ")}`,
        );
      }
    }
    for (const run of runs)
      console.log(
        `${run.code.root}: ${run.all.length} runs, p50 ${percentile(run.all, 0.5).toFixed(1)} ms, p95 ${percentile(run.all, 0.95).toFixed(1)} ms`,
      );
    return 0;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(1);
  },
);
