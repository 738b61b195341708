import {
  type CrawlPage,
  type CrawlRun,
  getCrawlPages,
  getListingValidators,
  recentCrawlPagesOfSource,
  recordCrawlRun,
  type SaveOutcome,
  type SourceRecord,
  saveCrawledStatement,
  saveCrawlPage,
  saveListingValidators,
  sourceHasPagesWithStatus,
  touchCrawlPage,
} from "@communique/store";
import type pg from "pg";
import { signatoriesOf } from "../../joint/joint-statement";
import { sameStatement, textFingerprint, titleKey } from "../dedupe/text-fingerprint";
import type { PoliteFetcher } from "../fetch/polite-fetcher";
import type { OcrReader } from "../ocr/ocr-reader";
import type { PageRenderer } from "../render/page-renderer";
import { renderingFetcher } from "../render/rendering-fetcher";
import type { CrawlSettings } from "./crawl-settings";
import { type DiscoveredEntry, discoverEntries } from "./discover-entries";
import { type DocumentResult, OCR_FAILED, readDocument, type StatementDraft } from "./read-document";
import { statementIdFor } from "./statement-id";

export interface CrawlContext {
  db: pg.Pool;
  fetcher: PoliteFetcher;
  /** Headless Chromium for sources with `render`; without one they are skipped, and say why. */
  renderer?: PageRenderer | undefined;
  /** The process's OCR reader (ocrReaderFromEnv), created once like the fetcher; none: scans wait. */
  ocr?: OcrReader | undefined;
  settings: CrawlSettings;
  now?: () => Date;
  signal?: AbortSignal;
}

export const NO_BROWSER_MESSAGE =
  "its pages are built by JavaScript (render: true) and no Chromium was found to render them: install Debian's chromium, or set CHROMIUM_PATH";

/** What one run of a source did, entry by entry. */
export interface SourceRunSummary {
  sourceId: string;
  status: "ok" | "error";
  /** Entries the feed, listing or sitemap held. */
  itemsSeen: number;
  added: number;
  updated: number;
  unchanged: number;
  /** Copies of statements the index had (another URL, or re-published). */
  duplicates: number;
  /** Re-checked pages that had not changed (304). */
  notModified: number;
  /** The feed or first listing page itself had not changed since the last whole run (304). */
  listingNotModified: boolean;
  /** Pages read but not indexed, by why: not-dated, needs-ocr, unreadable, empty. */
  notIndexed: Record<string, number>;
  /** Pages that could not be fetched (their reasons are in crawl_pages). */
  failed: number;
  /** Entries fetched before and not due for a re-check. */
  known: number;
  /** New entries left for the next run (more than maxEntriesPerRun). */
  deferred: number;
  error?: { reason: string; message: string };
  /** Publication day of the newest statement added. */
  newestPublished: Date | null;
  /**
   * Rendered sources: requests their pages' scripts made that were refused, as "reason host"
   * (other-host api.mfa.example), each once, at most ten: what an operator may add to staticHosts.
   */
  refused: string[];
  /** Rendered sources: errors their pages' scripts threw, as "message (page)", at most five. */
  scriptErrors: string[];
}

function noteRefused(summary: SourceRunSummary, request: { url: string; reason: string }): void {
  let host = request.url;
  try {
    host = new URL(request.url).host;
  } catch {
    // Not a URL: kept as written.
  }
  const line = `${request.reason} ${host}`;
  if (summary.refused.length < 10 && !summary.refused.includes(line)) summary.refused.push(line);
}

function noteScriptError(summary: SourceRunSummary, pageUrl: string, message: string): void {
  if (summary.scriptErrors.some((line) => line.startsWith(`${message} (`))) return;
  if (summary.scriptErrors.length < 5) summary.scriptErrors.push(`${message} (${pageUrl})`);
}

/**
 * Crawls one source: its entries, then each new entry's page or document (and known ones due
 * for a re-check, conditionally), each saved as it is read, so a run cut short keeps what it
 * did. Records the run in crawl_runs (health) unless aborted.
 */
export async function crawlSource(source: SourceRecord, given: CrawlContext): Promise<SourceRunSummary> {
  const now = given.now ?? (() => new Date());
  const startedAt = now();
  const summary = emptySummary(source.id);
  if (source.render && !given.renderer) {
    summary.status = "error";
    summary.error = { reason: "no-browser", message: NO_BROWSER_MESSAGE };
    await recordCrawlRun(given.db, source.id, runOf(summary), { startedAt, finishedAt: now() });
    return summary;
  }
  const context =
    source.render && given.renderer
      ? {
          ...given,
          fetcher: renderingFetcher(given.fetcher, given.renderer, source, {
            refused: (request) => noteRefused(summary, request),
            scriptError: (pageUrl, message) => noteScriptError(summary, pageUrl, message),
          }),
        }
      : given;
  // Scans waiting for OCR, in a process that now has it: the listing is read whole, not asked
  // "changed?", so that they are met again with their listing's title and date.
  const awaitingOcr =
    context.ocr !== undefined &&
    (await sourceHasPagesWithStatus(context.db, source.id, "needs-ocr", OCR_FAILED));
  const lastValidators = awaitingOcr
    ? undefined
    : await getListingValidators(context.db, source.id, source.url);
  const discovery = await discoverEntries(source, {
    fetcher: context.fetcher,
    settings: context.settings,
    known: async (urls) => new Set((await getCrawlPages(context.db, urls)).keys()),
    lastValidators,
    ...(context.signal ? { signal: context.signal } : {}),
  });
  if (!discovery.ok) {
    summary.status = "error";
    summary.error = { reason: discovery.reason, message: discovery.message };
  } else {
    summary.itemsSeen = Math.max(discovery.itemCount, discovery.entries.length);
    summary.listingNotModified = discovery.notModified === true;
    // An unchanged feed or listing names no entries: its recent pages are still re-checked.
    const entries = discovery.notModified
      ? await recentEntries(context.db, source.id, startedAt, context.settings)
      : discovery.entries;
    const known = await getCrawlPages(
      context.db,
      entries.map((e) => e.canonicalUrl),
    );
    const work = planWork(entries, known, startedAt, context.settings, summary, Boolean(context.ocr));
    await inParallel(work, context.settings.pageConcurrency, async ({ entry, page }) => {
      if (context.signal?.aborted) return;
      await crawlEntry(source, entry, page, context, now(), summary);
    });
  }
  if (context.signal?.aborted) return summary;
  // The next run may ask "changed?" only if this one took everything the answer held: entries
  // left for later or failed must be found again in the listing.
  if (
    discovery.ok &&
    !discovery.notModified &&
    discovery.validators &&
    !discovery.warning &&
    summary.deferred === 0 &&
    summary.failed === 0
  ) {
    await saveListingValidators(context.db, source.id, source.url, discovery.validators);
  }
  await recordCrawlRun(context.db, source.id, runOf(summary), { startedAt, finishedAt: now() });
  return summary;
}

/** The source's pages recent enough to be re-checked, as entries (they were met in its listing). */
async function recentEntries(
  db: CrawlContext["db"],
  sourceId: string,
  now: Date,
  settings: CrawlSettings,
): Promise<DiscoveredEntry[]> {
  const pages = await recentCrawlPagesOfSource(
    db,
    sourceId,
    new Date(now.getTime() - settings.recheckWithinMs),
  );
  return pages.map((p) => ({ url: p.fetchedUrl ?? p.url, canonicalUrl: p.url, title: "" }));
}

interface Work {
  entry: DiscoveredEntry;
  page: CrawlPage | undefined;
}

/**
 * New entries (the first maxEntriesPerRun in listing order, which is newest first), failed ones
 * to retry, scans recorded as needing OCR when this process has OCR (and it has not failed on
 * them already: a scan it cannot read would be fetched and read again every run), and indexed
 * ones due for a re-check; then oldest first, so that a statement met
 * again under a later date is recognised as the re-publication of the first one, not the reverse.
 */
function planWork(
  entries: readonly DiscoveredEntry[],
  known: Map<string, CrawlPage>,
  now: Date,
  settings: CrawlSettings,
  summary: SourceRunSummary,
  ocr: boolean,
): Work[] {
  const work: Work[] = [];
  let fresh = 0;
  for (const entry of entries) {
    const page = known.get(entry.canonicalUrl);
    if (
      !page ||
      (page.status === "failed" && page.failures < settings.maxPageFailures) ||
      (ocr && page.status === "needs-ocr" && !page.detail?.includes(OCR_FAILED))
    ) {
      if (fresh >= settings.maxEntriesPerRun) {
        summary.deferred++;
        continue;
      }
      fresh++;
      work.push({ entry, page });
    } else if (
      (page.status === "indexed" || page.status === "duplicate") &&
      now.getTime() - page.fetchedAt.getTime() >= settings.recheckAfterMs &&
      now.getTime() - page.firstSeen.getTime() < settings.recheckWithinMs
    ) {
      work.push({ entry, page });
    } else {
      summary.known++;
    }
  }
  return work.reverse();
}

async function crawlEntry(
  source: SourceRecord,
  entry: DiscoveredEntry,
  page: CrawlPage | undefined,
  context: CrawlContext,
  now: Date,
  summary: SourceRunSummary,
): Promise<void> {
  // A scan left for OCR is fetched whole: unchanged since, it would answer 304 and stay unread.
  const previous =
    page?.fetchedUrl && (page.etag || page.lastModified) && page.status !== "needs-ocr"
      ? {
          url: page.fetchedUrl,
          ...(page.etag ? { etag: page.etag } : {}),
          ...(page.lastModified ? { lastModified: page.lastModified } : {}),
        }
      : undefined;
  // A re-check asks the address that answered last time, with its validators.
  const target = page?.fetchedUrl ? { ...entry, url: page.fetchedUrl } : entry;
  const result: DocumentResult = await readDocument(source, target, previous, {
    fetcher: context.fetcher,
    now,
    minBodyChars: context.settings.minBodyChars,
    ocr: context.ocr,
    ...(context.signal ? { signal: context.signal } : {}),
  });
  const base = { url: entry.canonicalUrl, sourceId: source.id };
  switch (result.kind) {
    case "not-modified":
      await touchCrawlPage(context.db, entry.canonicalUrl);
      summary.notModified++;
      return;
    case "failed":
      if (result.reason === "aborted") return;
      await saveCrawlPage(context.db, {
        ...base,
        fetchedUrl: null,
        etag: null,
        lastModified: null,
        status: "failed",
        detail: `${result.reason}: ${result.detail}`,
        statementId: null,
      });
      summary.failed++;
      return;
    case "not-indexed":
      await saveCrawlPage(context.db, {
        ...base,
        ...result.from,
        status: result.status,
        detail: result.detail,
        statementId: null,
      });
      summary.notIndexed[result.status] = (summary.notIndexed[result.status] ?? 0) + 1;
      return;
    case "statement": {
      const saved = await saveStatement(source, entry, page, result.draft, result.from, context, now);
      count(summary, saved, result.draft);
    }
  }
}

function saveStatement(
  source: SourceRecord,
  entry: DiscoveredEntry,
  page: CrawlPage | undefined,
  draft: StatementDraft,
  from: { fetchedUrl: string; etag: string | null; lastModified: string | null },
  context: CrawlContext,
  now: Date,
): Promise<SaveOutcome> {
  const fingerprint = textFingerprint(draft.bodyText);
  return saveCrawledStatement(
    context.db,
    {
      statement: {
        id: page?.statementId ?? statementIdFor(source.countryCode, draft.canonicalUrl),
        countryCode: source.countryCode,
        source: source.id,
        url: draft.canonicalUrl,
        title: draft.title,
        body: draft.bodyText,
        bodyHtml: draft.bodyHtml,
        language: draft.language,
        date: draft.date,
        // Where it was fetched from is in crawl_pages: the statement itself stays the same
        // whichever of its addresses or sources a later run meets it under. How its text was
        // read is kept: a text read by OCR may hold errors, and its page says so.
        meta: draft.ocr ? { ocr: draft.ocr } : {},
        fetchedAt: now,
        joint: signatoriesOf({
          title: draft.title,
          body: draft.bodyText,
          language: draft.language,
          issuer: source.countryCode,
        }),
      },
      fingerprint: { ...fingerprint, titleHash: titleKey(draft.title) },
      urls: draft.urls,
      alternates: draft.alternates ?? [],
      page: { url: entry.canonicalUrl, sourceId: source.id, detail: null, ...from },
    },
    (candidate) => sameStatement(candidate.body, draft.bodyText),
  );
}

function count(summary: SourceRunSummary, saved: SaveOutcome, draft: StatementDraft) {
  if (saved.outcome === "duplicate") {
    summary.duplicates++;
    return;
  }
  summary[saved.outcome]++;
  if (saved.outcome === "added" && draft.date.precision === "day") {
    const day = new Date(`${draft.date.start}T00:00:00Z`);
    if (!summary.newestPublished || day > summary.newestPublished) summary.newestPublished = day;
  }
}

function runOf(summary: SourceRunSummary): CrawlRun {
  const { scriptErrors } = summary;
  if (summary.error) {
    return {
      status: "error",
      errorReason: summary.error.reason,
      errorMessage: summary.error.message,
      scriptErrors,
    };
  }
  return {
    status: "ok",
    itemsSeen: summary.itemsSeen,
    itemsNew: summary.added,
    newestPublished: summary.newestPublished,
    scriptErrors,
  };
}

function emptySummary(sourceId: string): SourceRunSummary {
  return {
    sourceId,
    status: "ok",
    itemsSeen: 0,
    added: 0,
    updated: 0,
    unchanged: 0,
    duplicates: 0,
    notModified: 0,
    listingNotModified: false,
    notIndexed: {},
    failed: 0,
    known: 0,
    deferred: 0,
    newestPublished: null,
    refused: [],
    scriptErrors: [],
  };
}

/** Runs `task` over `items`, at most `limit` at a time. */
async function inParallel<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await task(items[next++]!);
  });
  await Promise.all(lanes);
}
