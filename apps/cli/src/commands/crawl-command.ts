import {
  CrawlSettingsSchema,
  crawlQueuedJobs,
  describeRejection,
  describeRun,
  fetcherFromEnv,
  ocrReaderFromEnv,
  readCrawlEnv,
  rendererFromEnv,
  type SourceRunSummary,
  startCrawlService,
  syncRepositorySources,
} from "@communique/ingest";
import {
  type Database,
  enqueueSourcesNow,
  openDatabase,
  readStoreEnv,
  syncCountries,
} from "@communique/store";
import exitHook from "async-exit-hook";

export const CRAWL_USAGE = `Usage: npm run cli -- crawl --once [--source <id>]...
       npm run cli -- crawl --worker

--once    Crawls now every enabled source (or only those given with --source), waits until
          each has been crawled, prints what each run did and exits: 0 when every source was
          read, 2 when one could not be.
--worker  Takes crawl jobs from the database's queue until stopped (Ctrl-C): run several
          workers, on one machine or many, against one DATABASE_URL. Each queues the sources
          that fall due. With workers, set CRAWL_IN_SERVER=0 for the web server.

Settings (README): CRAWL_CONTACT_URL, CRAWL_CONCURRENCY, CRAWL_ALLOW_PRIVATE, TESSERACT_PATH
(scanned PDFs are read by OCR when tesseract is installed).`;

export async function runCrawl(
  args: string[],
  options: { once?: boolean; worker?: boolean; source?: string[] },
): Promise<number> {
  const sources = options.source ?? [];
  if (args.length > 0 || options.once === options.worker || (options.worker && sources.length)) {
    console.error(CRAWL_USAGE);
    return 64;
  }
  const env = readCrawlEnv();
  const db = await openDatabase(readStoreEnv(), { log: (m) => console.error(m) });
  const fetcher = fetcherFromEnv(env);
  const renderer = rendererFromEnv(env, fetcher);
  try {
    await syncCountries(db.pool);
    const { rejected } = await syncRepositorySources(db.pool);
    for (const r of rejected) console.error(`Skipped a repository source: ${describeRejection(r)}`);
    const ocr = await ocrReaderFromEnv(env, (line) => console.error(line));
    const worker = {
      db: db.pool,
      fetcher,
      renderer,
      ocr,
      settings: CrawlSettingsSchema.parse({}),
      concurrency: env.concurrency,
    };
    if (!renderer)
      console.error(
        "No Chromium found: JavaScript sources (render: true) are skipped; install Debian's chromium or set CHROMIUM_PATH.",
      );
    return options.once ? await once(db, worker, sources) : await forever(worker);
  } finally {
    await renderer?.close();
    await fetcher.close();
    await db.close();
  }
}

async function once(
  db: Database,
  worker: Parameters<typeof crawlQueuedJobs>[0],
  sources: string[],
): Promise<number> {
  const { queued, refused } = await enqueueSourcesNow(db.pool, sources.length ? sources : "all");
  for (const r of refused) console.error(`${r.id}: ${r.reason}`);
  if (queued.length === 0) {
    console.log(
      sources.length
        ? "Nothing to crawl."
        : "No enabled source. Add some with: npm run cli -- sources add <file.json>",
    );
    return refused.length ? 2 : 0;
  }
  console.log(`Crawling ${queued.length} source(s)…`);
  const stop = new AbortController();
  const crawling = crawlQueuedJobs(
    { ...worker, onSummary: (s) => console.log(describeRun(s)) },
    { only: queued, signal: stop.signal },
  );
  // On Ctrl-C or SIGTERM the runs in progress are aborted and their jobs given back before the
  // process exits (with the signal's code, through the exit hook the store already uses).
  exitHook((done) => {
    stop.abort();
    crawling.finally(done);
  });
  const summaries = await crawling;
  if (stop.signal.aborted) {
    console.log("Stopped: the sources not crawled stay queued for the next crawl.");
    return 130;
  }
  console.log(totals(summaries));
  return refused.length || summaries.some((s) => s.status === "error") ? 2 : 0;
}

async function forever(worker: Parameters<typeof crawlQueuedJobs>[0]): Promise<number> {
  console.log("Crawl worker started; Ctrl-C stops it (a run in progress goes back to the queue).");
  const service = startCrawlService({ ...worker, log: (line) => console.log(line) });
  await new Promise<void>((resolve) => {
    exitHook((done) => {
      console.log("Stopping…");
      service.stop().then(() => {
        console.log("Stopped.");
        resolve();
        done();
      }, done);
    });
  });
  return 0;
}

function totals(summaries: SourceRunSummary[]): string {
  const sum = (pick: (s: SourceRunSummary) => number) => summaries.reduce((n, s) => n + pick(s), 0);
  const errors = summaries.filter((s) => s.status === "error").length;
  return (
    `Crawled ${summaries.length} source(s)${errors ? `, ${errors} with an error` : ""}: ` +
    `${sum((s) => s.added)} added, ${sum((s) => s.updated)} updated, ${sum((s) => s.duplicates)} duplicate, ` +
    `${sum((s) => s.failed)} failed, ${sum((s) => Object.values(s.notIndexed).reduce((a, b) => a + b, 0))} not indexed.`
  );
}
