import type { Queryable } from "../db/queryable";

/**
 * Refreshes the planner's statistics after a bulk write. Without them PostgreSQL guesses a
 * handful of rows for a term that matches thousands and picks slow plans until autovacuum
 * catches up (measured: 27 rows estimated, 10,607 found).
 */
export async function analyzeStatements(db: Queryable): Promise<void> {
  await db.query("ANALYZE statements");
}
