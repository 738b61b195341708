import type { Queryable } from "../db/queryable";

export type CrawlRun = (
  | { status: "ok"; itemsSeen: number; itemsNew: number; newestPublished?: Date | null }
  | { status: "error"; itemsSeen?: number; itemsNew?: number; errorReason: string; errorMessage?: string }
) & {
  /** Rendered sources: errors their pages' scripts threw (the first few, one line each). */
  scriptErrors?: readonly string[];
};

export interface CrawlRunTimes {
  startedAt: Date;
  finishedAt: Date;
}

/** Records one finished crawl of a source; health is computed from these rows. */
export async function recordCrawlRun(
  db: Queryable,
  sourceId: string,
  run: CrawlRun,
  times: CrawlRunTimes,
): Promise<void> {
  await db.query(
    `INSERT INTO crawl_runs (source_id, started_at, finished_at, status, items_seen, items_new,
                             error_reason, error_message, newest_published, script_errors)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      sourceId,
      times.startedAt,
      times.finishedAt,
      run.status,
      run.itemsSeen ?? 0,
      run.itemsNew ?? 0,
      run.status === "error" ? run.errorReason : null,
      run.status === "error" ? (run.errorMessage ?? null) : null,
      run.status === "ok" ? (run.newestPublished ?? null) : null,
      run.scriptErrors ?? [],
    ],
  );
}
