import type pg from "pg";
import { flushPendingIndexEntries, refreshSearchStatistics } from "./analyze";
import { searchText } from "./search-text";

/** Any constant (see migrate.ts, open-database.ts, job-queue.ts): one process re-analyses at a time. */
export const REANALYSIS_LOCK = 4_242_004;
/** Statements per transaction: a few hundred milliseconds of work, the longest a close() waits. */
const BATCH_SIZE = 200;

export interface ReanalysisOptions {
  batchSize?: number;
  /** Checked before each batch: true stops the work there (what is left stays listed). */
  stopped?: () => boolean;
  log?: (message: string) => void;
}

/**
 * Re-analyses the statements listed in statements_to_reanalyse (migration 008: written before the
 * analysis done in the application changed) and takes them off the list: each batch reads the
 * texts, normalises them here (searchText) and rewrites the search vectors with
 * cq_statement_vector, as writeStatements does, in one transaction. Resumable: what a stopped or
 * failed run leaves listed is done by the next one. Returns how many statements it re-analysed:
 * 0 when there were none, or when another process holds the work.
 *
 * A statement being written meanwhile is skipped (SKIP LOCKED, so neither side waits on the
 * other for long and no deadlock can form); its writer analyses it anew anyway, and it stays
 * listed for the next run. The texts are read FOR SHARE, so no writer can change a statement
 * between the reading of its text and the writing of its vector.
 */
export async function reanalyseStatements(pool: pg.Pool, options: ReanalysisOptions = {}): Promise<number> {
  const batchSize = options.batchSize ?? BATCH_SIZE;
  const stopped = options.stopped ?? (() => false);
  const client = await pool.connect();
  let broken: Error | undefined;
  let done = 0;
  try {
    const { rows } = await client.query<{ locked: boolean }>("SELECT pg_try_advisory_lock($1) AS locked", [
      REANALYSIS_LOCK,
    ]);
    if (!rows[0]!.locked) return 0;
    try {
      const { rows: listed } = await client.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM statements_to_reanalyse",
      );
      const total = listed[0]!.n;
      if (total === 0) return 0;
      options.log?.(`Re-analysing the search index of ${total} statements in the background…`);
      const started = performance.now();
      let after = 0;
      while (!stopped()) {
        const batch = await reanalyseBatch(client, after, batchSize);
        if (batch.last === undefined) break;
        after = batch.last;
        done += batch.done;
      }
      if (done > 0 && !stopped()) {
        // Like a bulk import: merge the GIN pending lists and refresh the planner's statistics.
        await flushPendingIndexEntries(pool);
        await refreshSearchStatistics(pool);
      }
      const left = total - done;
      options.log?.(
        `Re-analysed ${done} statements in ${Math.round((performance.now() - started) / 1000)} s` +
          (left > 0 ? ` (${left} left for the next start)` : ""),
      );
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [REANALYSIS_LOCK]).catch((error: Error) => {
        broken = error;
      });
    }
  } catch (error) {
    broken = error as Error;
    throw error;
  } finally {
    // A connection that failed is discarded, and any lock it held with it.
    client.release(broken);
  }
  return done;
}

/**
 * One transaction: up to `size` listed statements after sid `after`. `last` is the last sid
 * looked at (undefined: none left after `after`); `done`, how many were re-analysed.
 */
async function reanalyseBatch(
  client: pg.PoolClient,
  after: number,
  size: number,
): Promise<{ last: number | undefined; done: number }> {
  await client.query("BEGIN");
  try {
    const { rows: listed } = await client.query<{ sid: number }>(
      "SELECT sid FROM statements_to_reanalyse WHERE sid > $1 ORDER BY sid LIMIT $2",
      [after, size],
    );
    if (!listed.length) {
      await client.query("COMMIT");
      return { last: undefined, done: 0 };
    }
    const { rows } = await client.query<{ sid: number; title: string; body: string }>(
      "SELECT sid, title, body FROM statements WHERE sid = ANY($1::int[]) FOR SHARE SKIP LOCKED",
      [listed.map((r) => r.sid)],
    );
    const texts = rows.map((r) => searchText(r.title, r.body));
    const sids = rows.map((r) => r.sid);
    await client.query(
      `UPDATE statement_search x
          SET search_vector = cq_statement_vector(s.language, i.title_norm, i.body_norm, i.fold,
                                                  k.code, k.group_slug, s.year)
                            || cq_cosigner_lexemes(s.signatories, k.code)
         FROM unnest($1::int[], $2::text[], $3::text[], $4::boolean[]) AS i(sid, title_norm, body_norm, fold)
         JOIN statements s ON s.sid = i.sid JOIN countries k ON k.code = s.country_code
        WHERE x.sid = i.sid`,
      [sids, texts.map((t) => t.titleNorm), texts.map((t) => t.bodyNorm), texts.map((t) => t.fold)],
    );
    await client.query("DELETE FROM statements_to_reanalyse WHERE sid = ANY($1::int[])", [sids]);
    await client.query("COMMIT");
    return { last: listed.at(-1)!.sid, done: rows.length };
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  }
}
