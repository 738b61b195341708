import type pg from "pg";
import type { Queryable } from "../db/queryable";

/**
 * The crawl queue in PostgreSQL (migration 005): one job per due source, taken under a lease that
 * the worker renews, so any number of processes can share it and a killed one's job comes back
 * when its lease runs out.
 */
export interface CrawlJob {
  id: string;
  sourceId: string;
  host: string;
  /** How many times the job was taken, this time included. */
  attempts: number;
}

/** Serialises job claims, so that two workers never both take a job on one host. */
const CLAIM_LOCK = 4_242_003;

/** The host of a source URL, lower-cased, as SQL computes it from `sources.url`. */
const HOST_OF_URL = `lower(substring(s.url FROM '^https?://(?:[^@/]*@)?(\\[[^]]*\\]|[^:/?#]+)'))`;

/**
 * Queues every enabled source that is due (never crawled, or its schedule elapsed since its last
 * run began) and not already queued. Returns how many were queued. Safe to call from every
 * process at once.
 */
export async function enqueueDueSources(db: Queryable): Promise<number> {
  const { rowCount } = await db.query(
    `INSERT INTO crawl_jobs (source_id, host)
     SELECT s.id, ${HOST_OF_URL} FROM sources s
      WHERE s.enabled
        AND NOT EXISTS (SELECT 1 FROM crawl_jobs j WHERE j.source_id = s.id)
        AND coalesce((SELECT max(r.started_at) FROM crawl_runs r WHERE r.source_id = s.id), '-infinity')
            + make_interval(mins => s.schedule_minutes) <= now()
     ON CONFLICT (source_id) DO NOTHING`,
  );
  return rowCount ?? 0;
}

/**
 * Queues the given enabled sources now, due or not (a crawl asked for by hand); a source already
 * queued keeps its job. Returns the ids that are now queued, and the ids that are unknown or
 * disabled, with why.
 */
export async function enqueueSourcesNow(
  db: Queryable,
  ids: readonly string[] | "all",
): Promise<{ queued: string[]; refused: { id: string; reason: string }[] }> {
  const { rows } = await db.query<{ id: string; enabled: boolean; disabled_reason: string | null }>(
    `SELECT id, enabled, disabled_reason FROM sources WHERE $1::text[] IS NULL OR id = ANY($1)`,
    [ids === "all" ? null : ids],
  );
  const found = new Map(rows.map((r) => [r.id, r]));
  const refused: { id: string; reason: string }[] = [];
  if (ids !== "all") {
    for (const id of ids) if (!found.has(id)) refused.push({ id, reason: "no source has this id" });
  }
  const enabled = rows.filter((r) => {
    if (!r.enabled && ids !== "all") refused.push({ id: r.id, reason: `disabled: ${r.disabled_reason}` });
    return r.enabled;
  });
  const queued = enabled.map((r) => r.id);
  await db.query(
    `INSERT INTO crawl_jobs (source_id, host)
     SELECT s.id, ${HOST_OF_URL} FROM sources s WHERE s.id = ANY($1)
     ON CONFLICT (source_id) DO UPDATE SET run_after = least(crawl_jobs.run_after, now())`,
    [queued],
  );
  return { queued, refused };
}

/**
 * Takes the oldest due job whose lease is free and whose host no other job is being crawled on,
 * and leases it to `worker` for `leaseMs`. `only` restricts the choice to some sources. Null when
 * there is nothing to take now.
 */
export async function claimCrawlJob(
  db: Pick<pg.Pool, "connect">,
  worker: string,
  leaseMs: number,
  only?: readonly string[],
): Promise<CrawlJob | null> {
  const client = await db.connect();
  try {
    // The lock first, in its own statement: the choice below then runs with a snapshot taken
    // after the previous claimer committed, and sees the host it leased.
    await client.query("BEGIN");
    await client.query("SELECT pg_advisory_xact_lock($1)", [CLAIM_LOCK]);
    const row = await chooseAndLease(client, worker, leaseMs, only);
    await client.query("COMMIT");
    return row;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

async function chooseAndLease(
  client: pg.PoolClient,
  worker: string,
  leaseMs: number,
  only: readonly string[] | undefined,
): Promise<CrawlJob | null> {
  const { rows } = await client.query<{ id: string; source_id: string; host: string; attempts: number }>(
    `WITH candidate AS (
       SELECT j.id FROM crawl_jobs j
        WHERE j.run_after <= now() AND (j.lease_until IS NULL OR j.lease_until < now())
          AND ($3::text[] IS NULL OR j.source_id = ANY($3))
          AND NOT EXISTS (SELECT 1 FROM crawl_jobs o
                           WHERE o.host = j.host AND o.id <> j.id AND o.lease_until >= now())
        ORDER BY j.run_after, j.id LIMIT 1
        FOR UPDATE OF j SKIP LOCKED)
     UPDATE crawl_jobs j
        SET claimed_by = $1, lease_until = now() + $2 * interval '1 millisecond', attempts = j.attempts + 1
       FROM candidate WHERE j.id = candidate.id
     RETURNING j.id::text, j.source_id, j.host, j.attempts`,
    [worker, leaseMs, only ?? null],
  );
  const row = rows[0];
  return row ? { id: row.id, sourceId: row.source_id, host: row.host, attempts: row.attempts } : null;
}

/** Extends a lease; false when the job is no longer this worker's (its lease ran out and was taken). */
export async function renewCrawlLease(
  db: Queryable,
  job: CrawlJob,
  worker: string,
  leaseMs: number,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE crawl_jobs SET lease_until = now() + $3 * interval '1 millisecond'
      WHERE id = $1 AND claimed_by = $2`,
    [job.id, worker, leaseMs],
  );
  return rowCount === 1;
}

/** Removes a finished job (its run is recorded in crawl_runs); the schedule queues the next. */
export async function finishCrawlJob(db: Queryable, job: CrawlJob, worker: string): Promise<void> {
  await db.query("DELETE FROM crawl_jobs WHERE id = $1 AND claimed_by = $2", [job.id, worker]);
}

/** Gives a job back unfinished (the worker is stopping): another may take it at once. */
export async function releaseCrawlJob(db: Queryable, job: CrawlJob, worker: string): Promise<void> {
  await db.query(
    "UPDATE crawl_jobs SET claimed_by = NULL, lease_until = NULL WHERE id = $1 AND claimed_by = $2",
    [job.id, worker],
  );
}

/** Jobs waiting or running, for `crawl --once` to know when it is done. */
export async function countCrawlJobs(db: Queryable, only?: readonly string[]): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM crawl_jobs WHERE $1::text[] IS NULL OR source_id = ANY($1)",
    [only ?? null],
  );
  return rows[0]!.n;
}
