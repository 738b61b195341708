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
import type { CliIo } from "../io";
import { CRAWL_USAGE } from "./usage";

export async function runCrawl(
  args: string[],
  options: { once?: boolean; worker?: boolean; source?: string[] },
  io: CliIo,
): Promise<number> {
  const sources = options.source ?? [];
  if (args.length > 0 || options.once === options.worker || (options.worker && sources.length)) {
    io.err(CRAWL_USAGE);
    return 64;
  }
  const env = readCrawlEnv(io.env);
  const db = await openDatabase(readStoreEnv(io.env), { log: (m) => io.err(m) });
  const fetcher = fetcherFromEnv(env);
  const renderer = rendererFromEnv(env, fetcher);
  try {
    await syncCountries(db.pool);
    const { rejected } = await syncRepositorySources(db.pool);
    for (const r of rejected) io.err(`Skipped a repository source: ${describeRejection(r)}`);
    const ocr = await ocrReaderFromEnv(env, (line) => io.err(line));
    const worker = {
      db: db.pool,
      fetcher,
      renderer,
      ocr,
      settings: CrawlSettingsSchema.parse({}),
      concurrency: env.concurrency,
    };
    if (!renderer)
      io.err(
        "No Chromium found: JavaScript sources (render: true) are skipped; install Debian's chromium or set CHROMIUM_PATH.",
      );
    return options.once ? await once(db, worker, sources, io) : await forever(worker, io);
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
  io: CliIo,
): Promise<number> {
  const { queued, refused } = await enqueueSourcesNow(db.pool, sources.length ? sources : "all");
  for (const r of refused) io.err(`${r.id}: ${r.reason}`);
  if (queued.length === 0) {
    io.out(
      sources.length
        ? "Nothing to crawl."
        : "No enabled source. Add some with: npm run cli -- sources add <file.json>",
    );
    return refused.length ? 2 : 0;
  }
  io.out(`Crawling ${queued.length} source(s)…`);
  const stop = new AbortController();
  const crawling = crawlQueuedJobs(
    { ...worker, onSummary: (s) => io.out(describeRun(s)) },
    { only: queued, signal: stop.signal },
  );
  // On Ctrl-C or SIGTERM the runs in progress are aborted and their jobs given back before the
  // process exits (with the signal's code, through the exit hook the store already uses).
  io.onStop(async () => {
    stop.abort();
    await crawling.catch(() => {});
  });
  const summaries = await crawling;
  if (stop.signal.aborted) {
    io.out("Stopped: the sources not crawled stay queued for the next crawl.");
    return 130;
  }
  io.out(totals(summaries));
  return refused.length || summaries.some((s) => s.status === "error") ? 2 : 0;
}

async function forever(worker: Parameters<typeof crawlQueuedJobs>[0], io: CliIo): Promise<number> {
  io.out("Crawl worker started; Ctrl-C stops it (a run in progress goes back to the queue).");
  const service = startCrawlService({ ...worker, log: (line) => io.out(line) });
  await new Promise<void>((resolve, reject) => {
    io.onStop(async () => {
      io.out("Stopping…");
      try {
        await service.stop();
        io.out("Stopped.");
        resolve();
      } catch (error) {
        reject(error);
      }
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
