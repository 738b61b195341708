import { DomainError } from "@communique/core";
import type pg from "pg";
import { isUnreachable } from "./read-replicas";

/** What search needs of the database: queries, and a connection of its own for settings. */
export type SearchDatabase = Pick<pg.Pool, "query" | "connect">;

/** On a per-request wrapper of a database (cancelOnAbort): the database it stands for. */
export const DATABASE_ORIGIN = Symbol("the database a wrapper stands for");

/**
 * The database behind a request's wrapper: what a cache kept for the process is keyed on (a
 * request's own wrapper would never meet another request's entry).
 */
export function databaseOrigin(db: SearchDatabase): object {
  return (db as { [DATABASE_ORIGIN]?: object })[DATABASE_ORIGIN] ?? db;
}

/**
 * Runs full-text queries with sequential scans disabled. PostgreSQL does not cost detoasting,
 * so for a word in half the statements it prefers a sequential scan that reads every tsvector
 * from TOAST over the GIN bitmap that needs none (measured at 100k statements: 1,045 ms against
 * 74 ms). Plain index scans are allowed only when the caller asks (`indexWalk`): walking the
 * date index and testing each row until 500 match is the fastest plan for a word in half the
 * statements (14 ms at 1M, against ~200 ms to sort every match), and a disaster for a rare
 * one, whose test reads hundreds of thousands of tsvectors (8.3 s at 1M). The settings end with
 * the transaction.
 */
export interface TextPlanOptions {
  indexWalk?: boolean;
  /**
   * false: no parallel workers. For one of several queries run side by side (the series of a
   * comparison), which already keep both cores busy: workers would only add their start-up and
   * hand-over to the same work.
   */
  parallel?: boolean;
  /**
   * Each statement of the transaction stops after this long (statement_timeout). A search that
   * PostgreSQL cannot answer from the index alone (a long quoted phrase at 1M statements took
   * 7–10 s) must not hold a connection and a core for everyone else.
   */
  timeoutMs?: number;
}

/** How long one statement of a search or analytics query may run (withIndexedTextPlans). */
export const SEARCH_TIMEOUT_MS = 10_000;

/** PostgreSQL's query_canceled: a statement time-out, or a cancel request. */
export const QUERY_CANCELED = "57014";

/**
 * Text-plan transactions open in this process. Parallel workers only help a query that has the
 * cores to itself: beside other searches they cost their start-up (a fork and its warm-up, tens
 * of milliseconds here) and compete for the same two cores. Measured at 100k statements with 20
 * connections: 25 searches/s with workers, 30 without.
 */
let openTextPlans = 0;

export async function withIndexedTextPlans<T>(
  db: SearchDatabase,
  run: (client: pg.PoolClient) => Promise<T>,
  options: TextPlanOptions = {},
): Promise<T> {
  try {
    return await inIndexedTextPlans(db, run, options);
  } catch (error) {
    // A server that went away under the transaction (a read replica killed or shut down): the
    // read replicas have left it out, and the read-only transaction is run again elsewhere, once.
    if (!isUnreachable(error)) throw error;
    return inIndexedTextPlans(db, run, options);
  }
}

async function inIndexedTextPlans<T>(
  db: SearchDatabase,
  run: (client: pg.PoolClient) => Promise<T>,
  options: TextPlanOptions,
): Promise<T> {
  const client = await db.connect();
  const alone = openTextPlans === 0;
  openTextPlans++;
  try {
    await client.query(
      beginIndexedTextPlans({
        timeoutMs: SEARCH_TIMEOUT_MS,
        ...options,
        parallel: options.parallel !== false && alone,
      }),
    );
    const result = await run(client);
    await client.query("COMMIT");
    return result;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    if ((error as { code?: unknown }).code === QUERY_CANCELED) {
      const seconds = Number(((options.timeoutMs ?? SEARCH_TIMEOUT_MS) / 1000).toFixed(1));
      throw new DomainError(
        "search_timeout",
        `This search took longer than ${seconds} s and was stopped. Narrow it: fewer words in quotes, a period, a country or a language.`,
        503,
      );
    }
    throw error;
  } finally {
    openTextPlans--;
    client.release();
  }
}

/**
 * The statements that open the read-only transaction of `withIndexedTextPlans`, for a caller that
 * holds its connection longer than one callback (a streamed export); it ends with COMMIT or ROLLBACK.
 */
export function beginIndexedTextPlans(options: TextPlanOptions = {}): string {
  return (
    "BEGIN READ ONLY; SET LOCAL enable_seqscan = off" +
    (options.indexWalk ? "" : "; SET LOCAL enable_indexscan = off") +
    (options.parallel === false ? "; SET LOCAL max_parallel_workers_per_gather = 0" : "") +
    (options.timeoutMs ? `; SET LOCAL statement_timeout = ${Math.max(1, Math.trunc(options.timeoutMs))}` : "")
  );
}
