import type { Queryable } from "../db/queryable";

/**
 * After a bulk write: merges the GIN index's pending list (fast inserts append there, and every
 * search then scans it linearly until a vacuum: measured 27 ms instead of 8 for one word at
 * 100k statements) and refreshes the planner's statistics (without them it guessed 27 rows for
 * a term matching 10,607).
 */
export async function optimizeAfterBulkWrite(db: Queryable): Promise<void> {
  await db.query("SELECT gin_clean_pending_list('statements_search_idx'::regclass)");
  await db.query("ANALYZE statements");
}
