import type { Queryable } from "../db/queryable";

/** What became of a fetched article or document (migration 005). */
export type CrawlPageStatus =
  | "indexed"
  | "duplicate"
  | "not-dated"
  | "needs-ocr"
  | "unreadable"
  | "empty"
  | "failed";

/** What the crawler knows of one page, by canonical URL. */
export interface CrawlPage {
  url: string;
  sourceId: string;
  /** The URL that answered, to which the validators belong. */
  fetchedUrl: string | null;
  etag: string | null;
  lastModified: string | null;
  status: CrawlPageStatus;
  detail: string | null;
  statementId: string | null;
  firstSeen: Date;
  fetchedAt: Date;
  /** Consecutive failed fetches. */
  failures: number;
}

export type CrawlPageWrite = Omit<CrawlPage, "firstSeen" | "fetchedAt" | "failures">;

interface Row {
  url: string;
  source_id: string;
  fetched_url: string | null;
  etag: string | null;
  last_modified: string | null;
  status: CrawlPageStatus;
  detail: string | null;
  statement_id: string | null;
  first_seen: Date;
  fetched_at: Date;
  failures: number;
}

/**
 * A source's pages first seen since `since`: what a run re-checks when the source's feed or
 * listing answered "not modified" and so named no entries.
 */
export async function recentCrawlPagesOfSource(
  db: Queryable,
  sourceId: string,
  since: Date,
): Promise<CrawlPage[]> {
  const { rows } = await db.query<Row>(
    "SELECT * FROM crawl_pages WHERE source_id = $1 AND first_seen >= $2 ORDER BY first_seen DESC",
    [sourceId, since],
  );
  return rows.map(fromRow);
}

/**
 * Whether a source has pages of `status` whose detail does not contain `unlessDetailContains`:
 * the crawler asks it for scans recorded as needing OCR that OCR has not yet tried, to read its
 * listing whole (not "not modified") and so meet them again with their listing's title and date.
 */
export async function sourceHasPagesWithStatus(
  db: Queryable,
  sourceId: string,
  status: CrawlPageStatus,
  unlessDetailContains: string,
): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM crawl_pages
      WHERE source_id = $1 AND status = $2 AND strpos(coalesce(detail, ''), $3) = 0 LIMIT 1`,
    [sourceId, status, unlessDetailContains],
  );
  return rows.length > 0;
}

/** The pages already known among `urls` (canonical), by URL. */
export async function getCrawlPages(db: Queryable, urls: readonly string[]): Promise<Map<string, CrawlPage>> {
  if (!urls.length) return new Map();
  const { rows } = await db.query<Row>("SELECT * FROM crawl_pages WHERE url = ANY($1)", [urls]);
  return new Map(rows.map((r) => [r.url, fromRow(r)]));
}

function fromRow(r: Row): CrawlPage {
  return {
    url: r.url,
    sourceId: r.source_id,
    fetchedUrl: r.fetched_url,
    etag: r.etag,
    lastModified: r.last_modified,
    status: r.status,
    detail: r.detail,
    statementId: r.statement_id,
    firstSeen: r.first_seen,
    fetchedAt: r.fetched_at,
    failures: r.failures,
  };
}

/**
 * Records the outcome of fetching a page. A failure counts up (later runs retry a few times); any
 * other outcome resets the count. A page answered "not modified" keeps what it had and only
 * its fetch time moves (`touchCrawlPage`).
 */
export async function saveCrawlPage(db: Queryable, page: CrawlPageWrite): Promise<void> {
  await db.query(
    `INSERT INTO crawl_pages AS p (url, source_id, fetched_url, etag, last_modified, status, detail,
                                   statement_id, failures)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, CASE WHEN $6 = 'failed' THEN 1 ELSE 0 END)
     ON CONFLICT (url) DO UPDATE SET
       source_id = EXCLUDED.source_id,
       -- A failed fetch keeps the validators and statement of the last good one.
       fetched_url = CASE WHEN EXCLUDED.status = 'failed' THEN p.fetched_url ELSE EXCLUDED.fetched_url END,
       etag = CASE WHEN EXCLUDED.status = 'failed' THEN p.etag ELSE EXCLUDED.etag END,
       last_modified = CASE WHEN EXCLUDED.status = 'failed' THEN p.last_modified ELSE EXCLUDED.last_modified END,
       statement_id = CASE WHEN EXCLUDED.status = 'failed' THEN p.statement_id ELSE EXCLUDED.statement_id END,
       status = CASE WHEN EXCLUDED.status = 'failed' AND p.status IN ('indexed', 'duplicate')
                     THEN p.status ELSE EXCLUDED.status END,
       detail = EXCLUDED.detail,
       fetched_at = now(),
       failures = CASE WHEN EXCLUDED.status = 'failed' THEN p.failures + 1 ELSE 0 END`,
    [
      page.url,
      page.sourceId,
      page.fetchedUrl,
      page.etag,
      page.lastModified,
      page.status,
      page.detail,
      page.statementId,
    ],
  );
}

/** A conditional request answered 304: the page is as it was. */
export async function touchCrawlPage(db: Queryable, url: string): Promise<void> {
  await db.query("UPDATE crawl_pages SET fetched_at = now(), failures = 0 WHERE url = $1", [url]);
}
