import type pg from "pg";

/** What search needs of the database: queries, and a connection of its own for settings. */
export type SearchDatabase = Pick<pg.Pool, "query" | "connect">;

/**
 * Runs full-text queries with sequential and plain index scans disabled, leaving bitmap scans.
 * PostgreSQL does not cost detoasting, so for a word in half the statements it prefers a
 * sequential scan that reads every tsvector from TOAST over the GIN bitmap that needs none
 * (measured at 100k statements: 1,045 ms against 74 ms), and for "the 500 most recent matches"
 * it walks the date index evaluating `@@` row by row (59 ms against 20). Only our text-match
 * queries run this way; the settings end with the transaction.
 */
export async function withIndexedTextPlans<T>(
  db: SearchDatabase,
  run: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await db.connect();
  try {
    await client.query("BEGIN READ ONLY; SET LOCAL enable_seqscan = off; SET LOCAL enable_indexscan = off");
    const result = await run(client);
    await client.query("COMMIT");
    return result;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
