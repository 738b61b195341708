/**
 * Memory over a long run (issue 35 point 4): mixed traffic and the fuzzer against one server for
 * a fixed time, its resident memory printed as it goes.
 *   npm run bench:soak [-- --data 100k --minutes 30 --connections 12 --sample-seconds 30]
 * --data names a data directory made by another benchmark: 100k (.bench/data-100k, from
 * `npm run bench:search -- --sizes 100k`) or corpus (.bench/data-relevance, from
 * `npm run bench:relevance`); --data-dir takes any other. Traffic goes only to 127.0.0.1: API
 * searches (the load mix), the search, analytics and statement pages in six languages, feeds,
 * small exports, one report at a time (PDF or DOCX), and a share of fuzzed requests
 * (@communique/server/fuzz). The server runs as `npm start` runs it, without the crawler or the
 * rate limit. Prints, every --sample-seconds, the server's RSS and the answers so far; at the
 * end, the curve's first, highest and last values and whether it stayed under 1 GB.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { apiOperations, fuzzCases, sendFuzzCase } from "@communique/server/fuzz";
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

const { values } = parseArgs({
  options: {
    ...DATA_OPTIONS,
    minutes: { type: "string", default: "30" },
    connections: { type: "string", default: "12" },
    "sample-seconds": { type: "string", default: "30" },
    seed: { type: "string" },
    /** Another commit's code (a git archive snapshot) on the same data, for a before/after. */
    ref: { type: "string" },
  },
});

const dataDir = existingDataDir(values.data, values["data-dir"]);
const minutes = Number(values.minutes);
const connections = Number(values.connections);
const sampleSeconds = Number(values["sample-seconds"]);
if (!(minutes > 0) || !(connections >= 1) || !(sampleSeconds >= 1)) {
  console.error("--minutes, --connections and --sample-seconds must be positive numbers");
  process.exit(64);
}
const seed = values.seed ? Number(values.seed) : Math.floor(Math.random() * 2 ** 30);

const LANGS = ["en", "ar", "zh", "fr", "ru", "es"];

/** One request of the mix: its kind, and how to send it. */
function mixedRequests(base: string, statementIds: string[], fuzz: ReturnType<typeof fuzzCases>) {
  const searches = queryMix();
  let n = 0;
  let reportRunning = false;
  return async (): Promise<[string, number]> => {
    const i = n++;
    const lang = LANGS[i % LANGS.length]!;
    const search = searches[i % searches.length]!;
    // Analytics and feeds take the search's query and filters, not its paging or sort (the API
    // refuses a parameter an operation does not take).
    const filtersOnly = new URLSearchParams(search);
    for (const name of ["page", "size", "sort"]) filtersOnly.delete(name);
    const get = async (kind: string, url: string): Promise<[string, number]> => {
      const response = await fetch(`${base}${url}`);
      await response.arrayBuffer();
      return [kind, response.status];
    };
    switch (i % 10) {
      case 0:
      case 1:
        return get("api", `/api/search?${search}&lang=${lang}`);
      case 2:
        return get("page", `/${lang}/search?${search}`);
      case 3:
        return get("page", `/${lang}/analytics?${search}`);
      case 4:
        return get(
          "page",
          `/${lang}/statements/${encodeURIComponent(statementIds[i % statementIds.length]!)}`,
        );
      case 5:
        return get("api", `/api/analytics/timeline?${filtersOnly}&interval=month`);
      case 6:
        return i % 20 === 6
          ? get("export", `/api/search/export.csv?q=tsunami&lang=${lang}`)
          : get("feed", `/api/search/feed.atom?${filtersOnly}`);
      case 7: {
        if (reportRunning) return get("page", `/${lang}/analytics-tool?${search}`);
        reportRunning = true;
        try {
          const format = i % 14 === 7 ? "docx" : "pdf";
          const items = statementIds.slice(0, 10 + (i % 30)).map((id) => ({ id, note: "Fictional note." }));
          const response = await fetch(`${base}/api/report/download?format=${format}&lang=${lang}`, {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({ title: "Fictional soak report", items }),
          });
          await response.arrayBuffer();
          return ["report", response.status];
        } finally {
          reportRunning = false;
        }
      }
      default:
        return ["fuzz", await sendFuzzCase(base, fuzz[i % fuzz.length]!)];
    }
  };
}

async function main() {
  if (values.ref) await snapshot(values.ref);
  else measureWorkingTree();
  console.log(`Code: ${codeVersion()}`);
  console.log(
    `Soak: ${minutes} min, ${connections} connections, data ${dataDir}, fuzz seed ${seed}; RSS every ${sampleSeconds} s`,
  );
  const unlock = await lockDataDir(dataDir);
  try {
    const server = await startServer(dataDir, path.join(BENCH_DIR, "server-soak.log"), {
      CRAWL_IN_SERVER: "0",
      RATE_LIMIT_PER_MINUTE: "0",
    });
    const found = (await (await fetch(`${server.base}/api/search?q=peace&size=100`)).json()) as {
      results: { id: string }[];
    };
    const fuzz = fuzzCases(await apiOperations(server.base), seed, 5_000);
    const next = mixedRequests(
      server.base,
      found.results.map((r) => r.id),
      fuzz,
    );
    const counts = new Map<string, number>();
    const failures: string[] = [];
    const end = Date.now() + minutes * 60_000;
    const worker = async () => {
      while (Date.now() < end) {
        const [kind, status] = await next().catch((): [string, number] => ["error", 0]);
        const key = `${kind} ${status >= 500 ? "5xx" : status}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
        if (status >= 500 && status !== 503) failures.push(key);
      }
    };
    const curve: { minute: number; rss: number }[] = [];
    const started = Date.now();
    const sample = async () => {
      const rss = Math.round(await serverRssMb());
      const minute = (Date.now() - started) / 60_000;
      curve.push({ minute, rss });
      const answered = [...counts.values()].reduce((a, b) => a + b, 0);
      console.log(
        `${minute.toFixed(1).padStart(6)} min  RSS ${String(rss).padStart(5)} MB  ${answered} answers`,
      );
    };
    await sample();
    const sampler = setInterval(() => void sample(), sampleSeconds * 1000);
    await Promise.all(Array.from({ length: connections }, worker));
    clearInterval(sampler);
    await sample();
    // Idle for one sample: does the memory come back down once the traffic stops?
    await new Promise((resolve) => setTimeout(resolve, sampleSeconds * 1000));
    await sample();
    await server.stop();
    const rss = curve.map((c) => c.rss);
    const highest = Math.max(...rss);
    console.log(
      `\nRSS: ${rss[0]} MB at the start, ${highest} MB at most, ${rss.at(-2)} MB at the end of the traffic, ${rss.at(-1)} MB after ${sampleSeconds} s idle; ${highest < 1024 ? "under" : "over"} 1 GB`,
    );
    console.log(`Answers by kind and status: ${JSON.stringify(Object.fromEntries([...counts].sort()))}`);
    console.log(
      failures.length
        ? `${failures.length} server errors (5xx other than 503)`
        : "No server error (5xx other than 503).",
    );
  } finally {
    await unlock();
    await cleanUp();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    cleanUp().finally(() => process.exit(1));
  },
);
