/**
 * Crawl benchmark: `npm run bench:crawl -- [--statements 10000] [--record]`.
 *
 * The crawler against the FICTIONAL ministries' scale mode (packages/ingest/src/crawl/testing),
 * served on 127.0.0.1 by this process, into a fresh embedded PostgreSQL under .bench/data-crawl,
 * with politeness off (no pause between requests: the site is ours). Each ministry's listing is
 * crawled to the end, every article fetched, extracted, deduplicated and saved. Prints pages per
 * second, and the heap after a full garbage collection every 1,000 pages, to show that memory
 * stays flat however many pages are crawled. --record writes the figures into BENCHMARKS.md.
 *
 * Run with node's --expose-gc (the npm script does) so that the heap figures are live objects only.
 */
import { rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import {
  CrawlSettingsSchema,
  crawlSource,
  createPoliteFetcher,
  parseSourceEntries,
  type SourceRunSummary,
} from "@communique/ingest";
import { scaleSources, startFixtureSite } from "@communique/ingest/testing";
import { listSources, openDatabase, syncCountries, upsertSources } from "@communique/store";
import { BENCH_DIR, codeVersion, measureWorkingTree } from "./bench-processes";
import { recordSection } from "./bench-report";

const { values } = parseArgs({
  options: {
    statements: { type: "string", default: "10000" },
    concurrency: { type: "string", default: "4" },
    record: { type: "boolean", default: false },
  },
});
const STATEMENTS = Number(values.statements);
const PAGE_CONCURRENCY = Number(values.concurrency);
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error("Run with node --expose-gc (npm run bench:crawl does).");

const MB = 1024 * 1024;
const heapMb = () => {
  gc!();
  return process.memoryUsage().heapUsed / MB;
};

async function main() {
  measureWorkingTree();
  const dataDir = path.join(BENCH_DIR, "data-crawl");
  await rm(dataDir, { recursive: true, force: true });
  const db = await openDatabase({ dataDir, databaseUrl: undefined, poolSize: 10, replicaUrls: [] });
  const site = await startFixtureSite({ scale: { statements: STATEMENTS, pageSize: 50, feedSize: 50 } });
  const fetcher = createPoliteFetcher({
    contactUrl: "https://communique.example/about",
    minDelayMs: 0,
    exemptAddresses: ["127.0.0.1"],
    maxConcurrency: 32,
  });
  try {
    await syncCountries(db.pool);
    const entries = scaleSources(site.origin).filter((s) => s.kind === "html");
    const { sources } = parseSourceEntries(entries, "cli");
    await upsertSources(db.pool, sources);
    const settings = CrawlSettingsSchema.parse({
      maxListingPages: 100,
      maxEntriesPerRun: 10_000,
      pageConcurrency: PAGE_CONCURRENCY,
    });
    const articles = () => site.requests.filter((r) => r.path.includes("/statements/")).length;
    const samples: { pages: number; heapMb: number; rssMb: number }[] = [
      { pages: 0, heapMb: heapMb(), rssMb: process.memoryUsage().rss / MB },
    ];
    let nextSample = 1000;
    const sampler = setInterval(() => {
      const pages = articles();
      if (pages >= nextSample) {
        samples.push({ pages, heapMb: heapMb(), rssMb: process.memoryUsage().rss / MB });
        nextSample += 1000;
      }
    }, 50);
    const started = performance.now();
    const load = os.loadavg()[0]!;
    const records = await listSources(db.pool);
    const summaries: SourceRunSummary[] = await Promise.all(
      records.map((source) => crawlSource(source, { db: db.pool, fetcher, settings })),
    );
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    samples.push({ pages: articles(), heapMb: heapMb(), rssMb: process.memoryUsage().rss / MB });
    const added = summaries.reduce((n, s) => n + s.added, 0);
    const pages = articles();
    const listingPages = site.requests.filter((r) => r.path.includes("/news")).length;
    const result = {
      statements: STATEMENTS,
      added,
      pages,
      listingPages,
      seconds,
      pagesPerSecond: pages / seconds,
      load: [load, os.loadavg()[0]!],
      samples,
    };
    print(result);
    if (values.record) await recordSection("crawl", render(result));
    if (added !== STATEMENTS) throw new Error(`expected ${STATEMENTS} statements, indexed ${added}`);
  } finally {
    await fetcher.close();
    await site.close();
    await db.close();
  }
}

type Result = {
  statements: number;
  added: number;
  pages: number;
  listingPages: number;
  seconds: number;
  pagesPerSecond: number;
  load: number[];
  samples: { pages: number; heapMb: number; rssMb: number }[];
};

function print(r: Result) {
  console.log(
    `${r.pages} article pages (+${r.listingPages} listing pages) in ${r.seconds.toFixed(1)} s: ${r.pagesPerSecond.toFixed(0)} pages/s; ${r.added} statements indexed.`,
  );
  for (const s of r.samples)
    console.log(`  after ${s.pages} pages: heap ${s.heapMb.toFixed(1)} MB, rss ${s.rssMb.toFixed(0)} MB`);
}

function render(r: Result): string {
  const first = r.samples.find((s) => s.pages >= 1000) ?? r.samples[0]!;
  const last = r.samples[r.samples.length - 1]!;
  const rows = r.samples
    .filter((s, i) => i === 0 || s.pages % 2000 < 1000 || s === last)
    .map((s) => `| ${s.pages.toLocaleString("en")} | ${s.heapMb.toFixed(1)} | ${s.rssMb.toFixed(0)} |`);
  return `## Crawl (\`npm run bench:crawl\`)

Measured ${new Date().toISOString().slice(0, 10)} on ${codeVersion()}; ${os.availableParallelism()} cores, load average ${r.load[0]!.toFixed(1)} → ${r.load[1]!.toFixed(1)}.
The crawler (discover, fetch, extract, deduplicate, save) against the FICTIONAL ministries' scale mode on 127.0.0.1 (six HTML listings of 50 entries a page, each followed to the end), politeness off (no pause between requests), ${PAGE_CONCURRENCY} pages at once per source, six sources at once, into a fresh embedded PostgreSQL; the site runs in the same process.

**${r.pagesPerSecond.toFixed(0)} article pages per second**: ${r.pages.toLocaleString("en")} articles and ${r.listingPages} listing pages in ${r.seconds.toFixed(1)} s, ${r.added.toLocaleString("en")} statements indexed.

Memory (heap after a full garbage collection, and resident set), every 1,000 pages: ${first.heapMb.toFixed(1)} MB after ${first.pages.toLocaleString("en")} pages, ${last.heapMb.toFixed(1)} MB after ${last.pages.toLocaleString("en")}: **${Math.abs(last.heapMb - first.heapMb) < 20 ? "flat" : "growing"}**.

| pages | heap MB | rss MB |
|---:|---:|---:|
${rows.join("\n")}`;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
