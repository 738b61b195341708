/**
 * Crawl benchmark: `npm run bench:crawl -- [--statements 10000] [--rendered] [--record]`.
 *
 * --rendered: the same listings and articles behind their JavaScript front end (the fixture's
 * /js/scale/), each page rendered in headless Chromium (CHROMIUM_PATH or Debian's chromium); it
 * also samples the browser's resident memory and counts its restarts. 1,000 statements by default.
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
  createPageRenderer,
  createPoliteFetcher,
  findChromium,
  type PageRenderer,
  parseSourceEntries,
  readCrawlEnv,
  type SourceRunSummary,
} from "@communique/ingest";
import { scaleSources, startFixtureSite } from "@communique/ingest/testing";
import { listSources, openDatabase, syncCountries, upsertSources } from "@communique/store";
import { BENCH_DIR, codeVersion, measureWorkingTree } from "./bench-processes";
import { recordSection } from "./bench-report";

const { values } = parseArgs({
  options: {
    statements: { type: "string" },
    concurrency: { type: "string", default: "4" },
    rendered: { type: "boolean", default: false },
    record: { type: "boolean", default: false },
  },
});
const RENDERED = values.rendered;
const STATEMENTS = Number(values.statements ?? (RENDERED ? "1000" : "10000"));
/** Memory is sampled this often (article pages). */
const SAMPLE_EVERY = RENDERED ? 100 : 1000;
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
  const chromium = findChromium(readCrawlEnv().chromiumPath);
  if (RENDERED && !chromium)
    throw new Error("--rendered needs a Chromium: apt-get install chromium, or set CHROMIUM_PATH");
  const site = await startFixtureSite({ scale: { statements: STATEMENTS, pageSize: 50, feedSize: 50 } });
  const fetcher = createPoliteFetcher({
    contactUrl: "https://communique.example/about",
    minDelayMs: 0,
    exemptAddresses: ["127.0.0.1"],
    maxConcurrency: 32,
  });
  const renderer: PageRenderer | undefined = RENDERED
    ? createPageRenderer({ executablePath: chromium!, fetcher, settings: { memoryCheckEvery: 20 } })
    : undefined;
  try {
    await syncCountries(db.pool);
    const entries = scaleSources(site.origin, { rendered: RENDERED }).filter((s) => s.kind === "html");
    const { sources } = parseSourceEntries(entries, "cli");
    await upsertSources(db.pool, sources);
    const settings = CrawlSettingsSchema.parse({
      maxListingPages: 100,
      maxEntriesPerRun: 10_000,
      pageConcurrency: PAGE_CONCURRENCY,
    });
    // Rendered, each article is asked twice: its shell (/js/scale/...) and the page its script loads.
    const articles = () =>
      site.requests.filter((r) => r.path.includes("/statements/") && !(RENDERED && r.path.startsWith("/js/")))
        .length;
    const sample = (pages: number): Sample => ({
      pages,
      heapMb: heapMb(),
      rssMb: process.memoryUsage().rss / MB,
      ...(renderer
        ? {
            browserMb: (renderer.stats().lastResidentBytes ?? 0) / MB,
            browserStarts: renderer.stats().browserStarts,
          }
        : {}),
    });
    const samples: Sample[] = [sample(0)];
    let nextSample = SAMPLE_EVERY;
    const sampler = setInterval(() => {
      const pages = articles();
      if (pages >= nextSample) {
        samples.push(sample(pages));
        nextSample += SAMPLE_EVERY;
      }
    }, 50);
    const started = performance.now();
    const load = os.loadavg()[0]!;
    const records = await listSources(db.pool);
    const summaries: SourceRunSummary[] = await Promise.all(
      records.map((source) => crawlSource(source, { db: db.pool, fetcher, renderer, settings })),
    );
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    samples.push(sample(articles()));
    const added = summaries.reduce((n, s) => n + s.added, 0);
    const pages = articles();
    const listingPages = site.requests.filter(
      (r) => r.path.includes("/news") && !(RENDERED && r.path.startsWith("/js/")),
    ).length;
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
    if (values.record)
      await recordSection(
        RENDERED ? "crawl-rendered" : "crawl",
        RENDERED ? renderRendered(result) : render(result),
      );
    if (added !== STATEMENTS) throw new Error(`expected ${STATEMENTS} statements, indexed ${added}`);
  } finally {
    await renderer?.close();
    await fetcher.close();
    await site.close();
    await db.close();
  }
}

type Sample = { pages: number; heapMb: number; rssMb: number; browserMb?: number; browserStarts?: number };

type Result = {
  statements: number;
  added: number;
  pages: number;
  listingPages: number;
  seconds: number;
  pagesPerSecond: number;
  load: number[];
  samples: Sample[];
};

function print(r: Result) {
  console.log(
    `${r.pages} article pages (+${r.listingPages} listing pages) in ${r.seconds.toFixed(1)} s: ${r.pagesPerSecond.toFixed(0)} pages/s; ${r.added} statements indexed.`,
  );
  for (const s of r.samples)
    console.log(
      `  after ${s.pages} pages: heap ${s.heapMb.toFixed(1)} MB, rss ${s.rssMb.toFixed(0)} MB` +
        (s.browserMb === undefined
          ? ""
          : `, browser ${s.browserMb.toFixed(0)} MB (${s.browserStarts} starts)`),
    );
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

function renderRendered(r: Result): string {
  const first = r.samples.find((s) => s.pages >= SAMPLE_EVERY) ?? r.samples[0]!;
  const last = r.samples[r.samples.length - 1]!;
  const rows = r.samples.map(
    (s) =>
      `| ${s.pages.toLocaleString("en")} | ${s.heapMb.toFixed(1)} | ${s.rssMb.toFixed(0)} | ${(s.browserMb ?? 0).toFixed(0)} | ${s.browserStarts ?? 0} |`,
  );
  const browserPeak = Math.max(...r.samples.map((s) => s.browserMb ?? 0));
  return `## Crawl, rendered sources (\`npm run bench:crawl -- --rendered\`)

Measured ${new Date().toISOString().slice(0, 10)} on ${codeVersion()}; ${os.availableParallelism()} cores, load average ${r.load[0]!.toFixed(1)} → ${r.load[1]!.toFixed(1)}.
The same crawl as above, of the scale mode behind its JavaScript front end (\`/js/scale/\`: an empty shell whose script fetches the page and puts it in place), so that every listing and article page is rendered in headless Chromium: a fresh browser context per page, every request of the page through the polite fetcher, the network quiet for 500 ms before the DOM is read. ${PAGE_CONCURRENCY} pages at once per source, six sources at once, at most 2 pages rendered at once (the renderer's default); politeness off.

**${r.pagesPerSecond.toFixed(1)} rendered article pages per second**: ${r.pages.toLocaleString("en")} articles and ${r.listingPages} listing pages in ${r.seconds.toFixed(1)} s, ${r.added.toLocaleString("en")} statements indexed.

Memory every ${SAMPLE_EVERY} pages: the crawler's heap after a full garbage collection went from ${first.heapMb.toFixed(1)} MB to ${last.heapMb.toFixed(1)} MB; the browser's processes together (resident, read every 20 pages) peaked at ${browserPeak.toFixed(0)} MB; the browser was started ${last.browserStarts} time(s) (it restarts after 500 pages, or above 1.5 GB).

| pages | heap MB | crawler rss MB | browser rss MB | browser starts |
|---:|---:|---:|---:|---:|
${rows.join("\n")}`;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
