/**
 * The time each test file took in the last `npm test` (`npm run test:timings`): the slowest 20
 * files, so that the next slow test is seen when it lands (issue 32). The figures are written by
 * the timings reporter (timings-reporter.ts) that the Vitest configuration runs with every run.
 *
 *   npm run test:timings [-- --top N] [-- <file.json>]
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { type FileTiming, TIMINGS_FILE, type TimingsRecord } from "./timings-record";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** The report: a header, one line per file (slowest first), and the totals. */
export function formatTimings(record: TimingsRecord, top = 20): string {
  const files = [...record.files].sort((a, b) => total(b) - total(a));
  const seconds = (ms: number) => (ms / 1000).toFixed(1).padStart(7);
  const lines = [
    `Slowest ${Math.min(top, files.length)} of ${files.length} test files in the run of ${record.finishedAt}` +
      ` (${(record.wallMs / 1000).toFixed(0)} s, ${record.workers} worker${record.workers === 1 ? "" : "s"}):`,
    "  total s  tests s  import s  file",
    ...files
      .slice(0, top)
      .map(
        (f) =>
          `${seconds(total(f))}  ${seconds(f.testsMs)}  ${seconds(f.importMs)}  ${f.file} (${f.tests} test${f.tests === 1 ? "" : "s"})`,
      ),
    `Sum over all files: ${(files.reduce((sum, f) => sum + total(f), 0) / 1000).toFixed(0)} s of worker time.`,
  ];
  return lines.join("\n");
}

/** A file's whole cost to its worker: importing it (with what it imports) and its tests and hooks. */
function total(file: FileTiming): number {
  return file.importMs + file.testsMs;
}

function main(argv: string[]): number {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { top: { type: "string" } },
  });
  const file = path.resolve(ROOT, positionals[0] ?? TIMINGS_FILE);
  if (!existsSync(file)) {
    console.error(`No timings at ${file}: run the tests first (npm test).`);
    return 66;
  }
  const top = values.top === undefined ? 20 : Number(values.top);
  if (!Number.isInteger(top) || top < 1) {
    console.error(`--top must be a whole number of files, not "${values.top}".`);
    return 64;
  }
  console.log(formatTimings(JSON.parse(readFileSync(file, "utf8")) as TimingsRecord, top));
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}
