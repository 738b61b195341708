/**
 * Analytics benchmark: `npm run bench:analytics -- [--sizes 100k,1m] [--iterations 40] [--no-record]`.
 *
 * Runs on the data `npm run bench:search` imported into .bench/data-<size> (imports it first when
 * missing), with `npm start`'s server on a free loopback port. Each measured request asks
 * something new: five-term comparisons are distinct sets of words, and the countries, summary and
 * groups calls each take a word of their own, so no answer comes from the short caches the server
 * keeps for one page's three calls. The per-period totals under a set of filters are cached for a
 * minute by design; the first request of each filter set pays for them and is measured like the rest.
 * Prints p50/p95/max per call and records them in BENCHMARKS.md (section analytics-<size>).
 */
import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { DATASETS } from "./bench-datasets";
import { percentile } from "./bench-measure";
import {
  BENCH_DIR,
  codeVersion,
  importDataset,
  lockDataDir,
  measureWorkingTree,
  REPO_ROOT,
  runMain,
  startServer,
  stopPostmaster,
} from "./bench-processes";
import { BENCHMARKS_MD, databaseFacts } from "./bench-report";

const TARGETS: Record<string, number> = { "100k": 100, "1m": 300 };
/** Calls with a target of their own (issue 37: who of a bloc of 54 spoke over a year, at 1M). */
const CALL_TARGETS: Partial<Record<string, Record<string, number>>> = {
  "1m": { silences: 150, "silences add": 150 },
};

/** Words of the General Debate (the synthetic corpora's English text), frequent and rare alike. */
const WORDS = [
  "security",
  "development",
  "peace",
  "cooperation",
  "economic",
  "climate",
  "nuclear",
  "refugees",
  "trade",
  "rights",
  "women",
  "children",
  "health",
  "education",
  "poverty",
  "terrorism",
  "democracy",
  "sovereignty",
  "disarmament",
  "ocean",
  "water",
  "energy",
  "food",
  "migration",
  "debt",
  "finance",
  "technology",
  "justice",
  "conflict",
  "war",
  "crisis",
  "pandemic",
  "vaccine",
  "sanctions",
  "oil",
  "agriculture",
  "youth",
  "corruption",
  "elections",
  "independence",
  "colonialism",
  "apartheid",
  "famine",
  "drought",
  "floods",
  "desertification",
  "biodiversity",
  "fisheries",
  "forests",
  "tourism",
  "investment",
  "industrialization",
  "infrastructure",
  "transport",
  "internet",
  "cyber",
  "space",
  "Antarctica",
  "tsunami",
  "cholera",
  "Chernobyl",
  "mines",
  "ceasefire",
  "mediation",
  "peacekeeping",
  "humanitarian",
  "displacement",
  "genocide",
  "tribunal",
  "reparations",
  "nationalism",
  "multilateralism",
  "reform",
  "veto",
  "Palestine",
  "Ukraine",
  "Syria",
  "Afghanistan",
  "Korea",
  "Cyprus",
];

type BaseCall = "timeline-5" | "timeline-5-week-group" | "countries" | "summary" | "groups" | "silences";
/** Each call as typed, and with translate=add: every word with its equivalents in five languages (issue 15). */
type CallType = BaseCall | `${BaseCall} add`;
const BASE_CALLS: BaseCall[] = [
  "timeline-5",
  "timeline-5-week-group",
  "countries",
  "summary",
  "groups",
  "silences",
];
const CALL_TYPES: CallType[] = [...BASE_CALLS, ...BASE_CALLS.map((t): CallType => `${t} add`)];
const BASE_NOTES: Record<BaseCall, string> = {
  "timeline-5": "query + 4 compared terms, three years, interval chosen (month)",
  "timeline-5-week-group": "same by week, with a group filter",
  countries: "top 20 states for one word",
  summary: "N of 193 and total for one word",
  groups: "seven groups for one word",
  silences: "who of the African Union spoke on one word over a year, and who did not",
};
const note = (type: CallType) =>
  type.endsWith(" add")
    ? `${BASE_NOTES[type.slice(0, -4) as BaseCall]}, translate=add`
    : BASE_NOTES[type as BaseCall];
const GROUPS = [
  "african",
  "asia-pacific",
  "latin-american-caribbean",
  "western-european-other",
  "eastern-european",
];

/**
 * The request of type `type` for iteration `i`: each asks something no earlier one asked (a call
 * with translate=add asks about other words than the same call as typed in the same iteration).
 */
function requestFor(call: CallType, i: number): string {
  if (call.endsWith(" add")) {
    const url = new URL(requestFor(call.slice(0, -4) as BaseCall, i + 11), "http://x");
    url.searchParams.set("translate", "add");
    return `${url.pathname}?${url.searchParams}`;
  }
  const type = call as BaseCall;
  const word = (k: number) => WORDS[k % WORDS.length]!;
  if (type === "timeline-5" || type === "timeline-5-week-group") {
    // Five consecutive words from a stride that differs per iteration: distinct sets.
    const start = i * 7 + (type === "timeline-5" ? 0 : 3);
    const params = new URLSearchParams({ q: word(start) });
    for (let k = 1; k <= 4; k++) params.append("compare", word(start + k * (1 + (i % 5))));
    if (type === "timeline-5-week-group") {
      params.set("interval", "week");
      params.set("group", GROUPS[i % GROUPS.length]!);
    }
    return `/api/analytics/timeline?${params}`;
  }
  if (type === "silences") {
    // The synthetic corpora span 2022–2024: a year of them, a word of its own.
    const year = 2022 + (i % 3);
    const params = new URLSearchParams({ q: word(i * 3 + 1), among: "african-union" });
    params.set("from", `${year}-01-01`);
    params.set("to", `${year}-12-31`);
    return `/api/analytics/silences?${params}`;
  }
  const offset = { countries: 0, summary: 1, groups: 2 }[type];
  return `/api/analytics/${type}?${new URLSearchParams({ q: word(i * 3 + offset) })}`;
}

async function timed(base: string, url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${base}${url}`);
  const body = await response.text();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`${response.status} for ${url}: ${body.slice(0, 300)}`);
  return ms;
}

interface Row {
  type: CallType;
  p50: number;
  p95: number;
  max: number;
}

async function benchSize(
  name: string,
  iterations: number,
): Promise<{ rows: Row[]; facts: string; load: number[] }> {
  const dataset = DATASETS[name];
  if (!dataset) throw new Error(`Unknown dataset ${name}`);
  const dataDir = path.join(BENCH_DIR, `data-${name}`);
  const unlock = await lockDataDir(dataDir);
  try {
    await stopPostmaster(path.join(dataDir, "postgres"));
    if (!existsSync(path.join(dataDir, "postgres"))) {
      const file = await dataset.file();
      console.log(`No data in ${dataDir}: importing ${file} first…`);
      const result = await importDataset(file, dataDir, path.join(BENCH_DIR, `import-${name}.log`));
      await writeFile(
        path.join(BENCH_DIR, `import-${name}.json`),
        JSON.stringify({ ...result, importedBy: codeVersion() }, null, 2),
      );
    }
    const server = await startServer(dataDir, path.join(BENCH_DIR, `server-analytics-${name}.log`));
    try {
      const facts = await databaseFacts(dataDir);
      // Warm-up: PostgreSQL's caches and the server's code paths, with requests not measured later.
      for (const type of CALL_TYPES) await timed(server.base, requestFor(type, iterations + 1));
      const load = [os.loadavg()[0]!];
      const samples = new Map<CallType, number[]>(CALL_TYPES.map((t) => [t, []]));
      for (let i = 0; i < iterations; i++)
        for (const type of CALL_TYPES) samples.get(type)!.push(await timed(server.base, requestFor(type, i)));
      load.push(os.loadavg()[0]!);
      const rows = CALL_TYPES.map((type) => {
        const sorted = [...samples.get(type)!].sort((a, b) => a - b);
        return { type, p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1)! };
      });
      const factsText = facts
        ? `${facts.statements.toLocaleString("en")} statements, ${facts.version}`
        : "database facts unavailable";
      return { rows, facts: factsText, load };
    } finally {
      await server.stop();
    }
  } finally {
    await unlock();
  }
}

function table(name: string, rows: Row[]): string {
  const lines = [
    "| call | what | p50 ms | p95 ms | max ms | target p95 |",
    "|---|---|---:|---:|---:|---|",
    ...rows.map((r) => {
      const target = CALL_TARGETS[name]?.[r.type] ?? TARGETS[name];
      return `| ${r.type} | ${note(r.type)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.max.toFixed(1)} | ${
        target === undefined ? "–" : `${target} ${r.p95 <= target ? "met" : "**missed**"}`
      } |`;
    }),
  ];
  return lines.join("\n");
}

async function record(name: string, section: string): Promise<void> {
  const start = `<!-- bench:analytics-${name}:start -->`;
  const end = `<!-- bench:analytics-${name}:end -->`;
  const block = `${start}\n${section}\n${end}`;
  let text = await readFile(BENCHMARKS_MD, "utf8");
  const at = text.indexOf(start);
  text =
    at >= 0
      ? `${text.slice(0, at)}${block}${text.slice(text.indexOf(end) + end.length)}`
      : `${text.trimEnd()}\n\n${block}\n`;
  await writeFile(BENCHMARKS_MD, text);
}

async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      sizes: { type: "string", default: "100k" },
      iterations: { type: "string", default: "40" },
      "no-record": { type: "boolean", default: false },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help) {
    console.log("Usage: npm run bench:analytics -- [--sizes 100k,1m] [--iterations 40] [--no-record]");
    return 0;
  }
  const iterations = Number(values.iterations);
  if (!Number.isInteger(iterations) || iterations < 1) {
    console.error(`--iterations: "${values.iterations}" is not a positive whole number`);
    return 64;
  }
  measureWorkingTree();
  for (const name of values.sizes.split(",").map((s) => s.trim().toLowerCase())) {
    if (!DATASETS[name] || name === "corpus") {
      console.error(`--sizes: "${name}" is not one of 100k, 1m`);
      return 64;
    }
    console.log(`\n=== analytics at ${name}`);
    const { rows, facts, load } = await benchSize(name, iterations);
    const body = table(name, rows);
    console.log(body);
    if (!values["no-record"]) {
      await record(
        name,
        `## Analytics, ${name} (${new Date().toISOString().slice(0, 10)})\n\n` +
          `\`npm run bench:analytics -- --sizes ${name} --iterations ${iterations}\` on ${facts}; code ${codeVersion()}; ` +
          `${os.cpus().length} cores, load ${load.map((l) => l.toFixed(1)).join(" → ")}. Requests sent one at a time over ` +
          `loopback HTTP, each asking something no earlier one asked (see scripts/bench/bench-analytics.ts).\n\n${body}`,
      );
      console.log(`Recorded in ${path.relative(REPO_ROOT, BENCHMARKS_MD)}.`);
    }
  }
  return 0;
}

runMain(main);
