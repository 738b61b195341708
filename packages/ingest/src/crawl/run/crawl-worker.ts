import { randomBytes } from "node:crypto";
import os from "node:os";
import { setTimeout as sleep } from "node:timers/promises";
import {
  type CrawlJob,
  claimCrawlJob,
  countCrawlJobs,
  enqueueDueSources,
  finishCrawlJob,
  listSources,
  recordCrawlRun,
  releaseCrawlJob,
  renewCrawlLease,
} from "@communique/store";
import type pg from "pg";
import type { PoliteFetcher } from "../fetch/polite-fetcher";
import type { OcrReader } from "../ocr/ocr-reader";
import type { PageRenderer } from "../render/page-renderer";
import type { CrawlSettings } from "./crawl-settings";
import { crawlSource, type SourceRunSummary } from "./crawl-source";

export interface WorkerOptions {
  db: pg.Pool;
  fetcher: PoliteFetcher;
  /** Headless Chromium for JavaScript sources; without it they are skipped with a health message. */
  renderer?: PageRenderer | undefined;
  /** Reads scanned documents; without it they are recorded as needing OCR. */
  ocr?: OcrReader | undefined;
  settings: CrawlSettings;
  /** Sources crawled at once (each on its own host). */
  concurrency: number;
  log?: (line: string) => void;
  onSummary?: (summary: SourceRunSummary) => void;
  now?: () => Date;
}

/** A job taken this many times without finishing crashed its workers: it is given up with an error run. */
const MAX_JOB_ATTEMPTS = 3;
/** How often an idle worker looks for a job. */
const IDLE_POLL_MS = 2_000;
/** How often the service queues the sources that fell due. */
const ENQUEUE_EVERY_MS = 60_000;

export function newWorkerId(): string {
  return `${os.hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`;
}

/**
 * Crawls the queued jobs (of `only`, when given) until none is left, then returns what each run
 * did. Jobs held by another live worker are waited for; a dead worker's come back when its lease
 * runs out.
 */
export async function crawlQueuedJobs(
  options: WorkerOptions,
  run: { only?: readonly string[]; signal?: AbortSignal } = {},
): Promise<SourceRunSummary[]> {
  const worker = newWorkerId();
  const summaries: SourceRunSummary[] = [];
  const lane = async () => {
    while (!run.signal?.aborted) {
      const job = await claimCrawlJob(options.db, worker, options.settings.leaseMs, run.only);
      if (job) {
        const summary = await processJob(job, worker, options, run.signal);
        if (summary) summaries.push(summary);
        continue;
      }
      if ((await countCrawlJobs(options.db, run.only)) === 0) return;
      await sleep(IDLE_POLL_MS, undefined, { signal: run.signal }).catch(() => {});
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, lane));
  return summaries;
}

export interface CrawlService {
  /** Stops taking jobs, aborts the runs in progress (their jobs go back to the queue) and waits. */
  stop(): Promise<void>;
}

/**
 * The crawler inside a long-running process (`npm start`, `crawl --worker`): queues the sources
 * that fall due and crawls queued jobs until stopped.
 */
export function startCrawlService(options: WorkerOptions): CrawlService {
  const worker = newWorkerId();
  const controller = new AbortController();
  const { signal } = controller;
  const log = options.log ?? (() => {});
  const enqueue = async () => {
    while (!signal.aborted) {
      await enqueueDueSources(options.db).catch((error: unknown) =>
        log(`crawl: could not queue sources: ${error}`),
      );
      await sleep(ENQUEUE_EVERY_MS, undefined, { signal }).catch(() => {});
    }
  };
  const lane = async () => {
    while (!signal.aborted) {
      try {
        const job = await claimCrawlJob(options.db, worker, options.settings.leaseMs);
        if (job) {
          await processJob(job, worker, options, signal);
          continue;
        }
      } catch (error) {
        log(`crawl: ${(error as Error).message}`);
      }
      await sleep(IDLE_POLL_MS, undefined, { signal }).catch(() => {});
    }
  };
  const running = Promise.all([enqueue(), ...Array.from({ length: options.concurrency }, lane)]);
  return {
    stop: async () => {
      controller.abort();
      await running;
    },
  };
}

/** Crawls one job's source under its lease; the job is removed when its run is recorded. */
async function processJob(
  job: CrawlJob,
  worker: string,
  options: WorkerOptions,
  stop: AbortSignal | undefined,
): Promise<SourceRunSummary | undefined> {
  const { db, settings } = options;
  const log = options.log ?? (() => {});
  const now = options.now ?? (() => new Date());
  const [source] = await listSources(db, [job.sourceId]);
  if (!source?.enabled) {
    await finishCrawlJob(db, job, worker);
    return undefined;
  }
  if (job.attempts > MAX_JOB_ATTEMPTS) {
    const at = now();
    await recordCrawlRun(
      db,
      source.id,
      {
        status: "error",
        errorReason: "interrupted",
        errorMessage: `given up: ${MAX_JOB_ATTEMPTS} runs were cut off before they ended (a crash or kill)`,
      },
      { startedAt: at, finishedAt: at },
    );
    await finishCrawlJob(db, job, worker);
    return undefined;
  }

  const controller = new AbortController();
  let leaseLost = false;
  const onStop = () => controller.abort();
  stop?.addEventListener("abort", onStop);
  const renewal = setInterval(() => {
    renewCrawlLease(db, job, worker, settings.leaseMs)
      .then((held) => {
        if (!held) {
          leaseLost = true;
          controller.abort();
        }
      })
      .catch(() => {});
  }, settings.leaseMs / 3);
  try {
    const summary = await crawlSource(source, { ...options, signal: controller.signal, now });
    if (controller.signal.aborted) {
      if (!leaseLost) await releaseCrawlJob(db, job, worker);
      return undefined;
    }
    await finishCrawlJob(db, job, worker);
    log(describeRun(summary));
    options.onSummary?.(summary);
    return summary;
  } catch (error) {
    // A failure of ours (the database, a bug), not the site's: recorded so the source's health
    // shows it, and the job is finished so that it cannot loop.
    const message = (error as Error).message;
    log(`crawl: ${source.id}: ${message}`);
    const at = now();
    await recordCrawlRun(
      db,
      source.id,
      { status: "error", errorReason: "internal", errorMessage: message },
      { startedAt: at, finishedAt: at },
    ).catch(() => {});
    await finishCrawlJob(db, job, worker).catch(() => {});
    return undefined;
  } finally {
    clearInterval(renewal);
    stop?.removeEventListener("abort", onStop);
  }
}

export function describeRun(s: SourceRunSummary): string {
  if (s.error) return `${s.sourceId}: error (${s.error.reason}): ${s.error.message}`;
  if (s.listingNotModified)
    return `${s.sourceId}: unchanged since the last run (304 to a conditional request), ${s.itemsSeen} entries as then`;
  const notIndexed = Object.entries(s.notIndexed)
    .map(([status, n]) => `${n} ${status}`)
    .join(", ");
  return (
    `${s.sourceId}: ${s.itemsSeen} entries, ${s.added} added, ${s.updated} updated, ${s.duplicates} duplicate, ` +
    `${s.notModified} not modified, ${s.known} known, ${s.failed} failed` +
    (notIndexed ? `, not indexed: ${notIndexed}` : "") +
    (s.deferred ? `, ${s.deferred} left for the next run` : "") +
    (s.refused.length ? `; requests refused in the browser: ${s.refused.join(", ")}` : "") +
    (s.scriptErrors.length ? `; its pages' scripts threw: ${s.scriptErrors.join("; ")}` : "")
  );
}
