import type { Queryable } from "../db/queryable";
import { forgetSearchStatistics } from "../search/match-statistics";

/**
 * After a bulk write, first: merges the pending list of the GIN index of each partition of the
 * search table (fast inserts append there, and every search scans it linearly until a vacuum:
 * measured 27 ms instead of 8 for one word at 100k statements). The two run side by side: each
 * merge is one process's work, and there are two cores.
 */
export async function flushPendingIndexEntries(db: Queryable): Promise<void> {
  const { rows } = await db.query<{ index: string }>(
    `SELECT i.indexrelid::regclass::text AS index
       FROM pg_inherits p JOIN pg_index i ON i.indrelid = p.inhrelid JOIN pg_class c ON c.oid = i.indexrelid
       JOIN pg_am a ON a.oid = c.relam
      WHERE p.inhparent = 'statement_search'::regclass AND a.amname = 'gin'`,
  );
  // On a pool, each query takes a connection of its own; on one client they run in turn.
  await Promise.all(rows.map((r) => db.query("SELECT gin_clean_pending_list($1::regclass)", [r.index])));
}

/**
 * After a bulk write, then: refreshes the planner's statistics (without them it guessed 27 rows
 * for a term matching 10,607).
 */
export async function refreshSearchStatistics(db: Queryable): Promise<void> {
  await db.query("ANALYZE statements, statement_search");
  forgetSearchStatistics();
}
