import type { LanguageCode, SortOrder } from "@communique/core";
import { type ExportedStatement, hasFilters, type ListRequest } from "@communique/core/contract";
import QueryStream from "pg-query-stream";
import { beginIndexedTextPlans, type SearchDatabase, withIndexedTextPlans } from "../db/planner-settings";
import { STATEMENT_COLUMNS, type StatementRow, statementFields } from "../statements/statement-row";
import { compileQuery } from "./compile-query";
import { estimateMatches, suitsIndexWalk } from "./index-walk";
import { orderBySql } from "./order-by";
import { buildSearchFilter, hasText } from "./search-filters";

export type { ListRequest };

/** One whole matching statement, as exports (their documented shape) and feeds need it. */
export interface ListedStatement extends ExportedStatement {
  /** ISO 8601: when this version of the statement entered the index. */
  indexedAt: string;
}

/**
 * The order of a list. Relevance is not offered: search ranks only a window of the 500 most recent
 * matches (decision 005) because `ts_rank` reads each match's whole tsvector, which for every
 * match of a common word would cost minutes at scale. A list asked by relevance is by date,
 * most recent first, which is also how the search orders the matches past its window.
 */
export function listSortOf(sort: SortOrder): Exclude<SortOrder, "relevance"> {
  return sort === "relevance" ? "recent" : sort;
}

interface ListRow extends StatementRow {
  source: string;
  indexed_at: Date;
}

const LIST_COLUMNS = `${STATEMENT_COLUMNS}, st.source, st.indexed_at`;

/**
 * The list's SQL from the same compiled query and WHERE clause as the search (so an export holds
 * exactly the statements the search counts) and the same ORDER BY as its date and country sorts.
 */
async function listQuery(db: SearchDatabase, request: ListRequest, limit?: number) {
  const compiled = await compileQuery(db, request.query, request.filters.languages);
  const filter = buildSearchFilter(request.filters, compiled);
  const params = [...filter.params];
  const sort = listSortOf(request.sort);
  const order = orderBySql(sort, request.lang, params);
  let limited = "";
  if (limit !== undefined) {
    params.push(limit);
    limited = ` LIMIT $${params.length}`;
  }
  // Sids in order from the search table, each joined to its record as it streams out.
  const sql = `SELECT ${LIST_COLUMNS} FROM (
                 SELECT x.sid, x.date_start, x.country FROM statement_search x WHERE ${filter.where}
                  ORDER BY ${order}${limited}
               ) x JOIN LATERAL (SELECT * FROM statements s WHERE s.sid = x.sid) st ON true
               ORDER BY ${order}`;
  return { sql, params, compiled, sort, textMatch: hasText(compiled) };
}

function toListed(row: ListRow, lang: LanguageCode): ListedStatement {
  return {
    ...statementFields(row, lang),
    body: row.body,
    source: row.source,
    indexedAt: new Date(row.indexed_at).toISOString(),
  };
}

/**
 * The first `limit` matching statements (a feed's 50 most recent), with the search's plan choice:
 * a text query walks the date index only when the planner expects it to be common.
 */
export async function listStatements(
  db: SearchDatabase,
  request: ListRequest,
  limit: number,
): Promise<ListedStatement[]> {
  const { sql, params, compiled, sort, textMatch } = await listQuery(db, request, limit);
  if (!textMatch) {
    const { rows } = await db.query<ListRow>(sql, params);
    return rows.map((row) => toListed(row, request.lang));
  }
  const indexWalk =
    sort !== "country" &&
    !hasFilters(request.filters) &&
    (await suitsIndexWalk(request.filters, await estimateMatches(db, compiled), limit));
  const { rows } = await withIndexedTextPlans(db, (client) => client.query<ListRow>(sql, params), {
    indexWalk,
  });
  return rows.map((row) => toListed(row, request.lang));
}

/**
 * Every matching statement, read on demand. `return()` closes it early (and is safe to call at
 * any time, even before the first `next()`, or twice); a `for await` left early calls it.
 */
export type StatementStream = AsyncIterableIterator<ListedStatement> & {
  return(): Promise<IteratorResult<ListedStatement>>;
};

/** Rows per round trip to PostgreSQL: what the process holds at most, besides what it is writing. */
export const STREAM_BATCH_SIZE = 250;

/** Appended to the stream's BEGIN: no statement time-out for this transaction. */
const LIFT_TIMEOUT = "; SET LOCAL statement_timeout = 0";

/**
 * Every statement matching a search, streamed through a server-side cursor: PostgreSQL sends
 * `batchSize` rows at a time and the next batch only when the consumer has taken the previous
 * one, so memory stays flat whatever the number of matches, and a slow reader slows the query
 * rather than filling the process. The cursor lives in a read-only transaction on a connection
 * of its own, held until the stream ends, fails or is closed; a text query runs with the same
 * planner settings as search (bitmap scans only: decision 005).
 *
 * It resolves once the first batch has arrived, so an invalid query (`StopWordsOnlyError`) or a
 * failing SQL statement rejects here, before a caller has sent anything; a failure later is
 * thrown by `next()`.
 */
export async function openStatementStream(
  db: SearchDatabase,
  request: ListRequest,
  options: { batchSize?: number } = {},
): Promise<StatementStream> {
  const { sql, params, textMatch } = await listQuery(db, request);
  const client = await db.connect();
  // A connection lost while we hold it: without a listener of our own, the client's 'error' would
  // be an uncaught exception (the pool listens only to idle clients). And the cursor cannot be
  // relied on to report it: once its portal is suspended, closing it waits for a ReadyForQuery
  // that a dead server never sends, so the stream would hang. Each read is therefore abandoned
  // when the connection is lost. (Not by racing one long-lived "lost" promise: every race leaves
  // a reaction on it that keeps the row it resolved with, measured at 1.6 GB for 300,000 rows.)
  let lost: Error | undefined;
  let onLost: ((error: Error) => void) | undefined;
  const onClientError = (error: Error) => {
    lost ??= error;
    onLost?.(lost);
  };
  const onClientEnd = () => onClientError(new Error("The connection to the database ended"));
  const read = (rows: AsyncIterator<ListRow>) =>
    new Promise<IteratorResult<ListRow>>((resolve, reject) => {
      if (lost) return reject(lost);
      onLost = reject;
      rows.next().then(resolve, reject);
    }).finally(() => {
      onLost = undefined;
    });
  client.on("error", onClientError);
  client.on("end", onClientEnd);
  let stream: QueryStream | undefined;
  let released = false;
  const release = async (failure?: unknown) => {
    if (released) return;
    released = true;
    let broken = lost ?? (failure instanceof Error ? failure : undefined);
    // Destroying the stream closes the portal; ROLLBACK waits behind it in the client's queue.
    stream?.destroy();
    if (!broken) {
      try {
        await client.query("ROLLBACK");
      } catch (error) {
        broken = error instanceof Error ? error : new Error(String(error));
      }
    }
    client.off("error", onClientError);
    client.off("end", onClientEnd);
    // A connection whose query failed is discarded rather than returned in an unknown state.
    client.release(broken ?? lost);
  };

  let first: IteratorResult<ListRow>;
  let rows: AsyncIterator<ListRow>;
  try {
    // A stream is one statement for PostgreSQL however long its reader takes: the reads'
    // time-out (OpenOptions.readTimeoutMs) is lifted; a slow reader is ended by the route instead.
    await client.query(`${textMatch ? beginIndexedTextPlans() : "BEGIN READ ONLY"}${LIFT_TIMEOUT}`);
    stream = client.query(
      new QueryStream(sql, params, { batchSize: options.batchSize ?? STREAM_BATCH_SIZE }),
    ) as QueryStream;
    rows = stream[Symbol.asyncIterator]();
    first = await read(rows);
  } catch (error) {
    await release(error);
    throw error;
  }
  let pending: IteratorResult<ListRow> | undefined = first;
  const done: IteratorResult<ListedStatement> = { done: true, value: undefined };
  const iterator: StatementStream = {
    async next() {
      if (released) return done;
      try {
        const item = pending ?? (await read(rows));
        pending = undefined;
        if (item.done) {
          await release();
          return done;
        }
        return { done: false, value: toListed(item.value, request.lang) };
      } catch (error) {
        await release(error);
        throw error;
      }
    },
    // Closed early: the transaction is read-only, so ROLLBACK loses nothing.
    async return() {
      await release();
      return done;
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}
