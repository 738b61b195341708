import type pg from "pg";
import type { SearchDatabase } from "./planner-settings";

/**
 * Where reads go when there are read replicas (DATABASE_REPLICA_URLS): searches, analytics,
 * exports and statement pages take turns over the replicas, and writes, the crawler and
 * migrations stay on the primary (they are given the primary's pool, never this). Scale-out is
 * PostgreSQL's own streaming replication; this only chooses a server (decision 018).
 *
 * A replica that cannot be reached is left out for RETRY_AFTER_MS and then tried again; with
 * none left, reads go to the primary. A query a replica cancels because of a conflict with
 * recovery (the primary removed rows it was reading) is run again on the primary. A statement
 * written to the primary is found on a replica once it has been replayed there (usually
 * within a second).
 */
export class ReadReplicas implements SearchDatabase {
  private next = 0;
  private readonly downUntil = new Map<pg.Pool, number>();

  constructor(
    private readonly primary: pg.Pool,
    private readonly replicas: readonly pg.Pool[],
    private readonly options: { retryAfterMs?: number; log?: (message: string) => void } = {},
  ) {}

  query = ((...args: unknown[]) =>
    this.withPool((pool) =>
      (pool.query as (...a: unknown[]) => Promise<pg.QueryResult>)(...args),
    )) as pg.Pool["query"];

  connect = (() => this.withPool((pool) => pool.connect())) as pg.Pool["connect"];

  /** The replicas answering now, in turn, then the primary. */
  private candidates(): pg.Pool[] {
    const now = Date.now();
    const up = this.replicas.filter((pool) => (this.downUntil.get(pool) ?? 0) <= now);
    const start = up.length ? this.next++ % up.length : 0;
    return [...up.slice(start), ...up.slice(0, start), this.primary];
  }

  private async withPool<T>(run: (pool: pg.Pool) => Promise<T>): Promise<T> {
    let lastError: unknown;
    for (const pool of this.candidates()) {
      try {
        return await run(pool);
      } catch (error) {
        if (pool === this.primary) throw error;
        if (isUnreachable(error)) {
          this.downUntil.set(pool, Date.now() + (this.options.retryAfterMs ?? RETRY_AFTER_MS));
          this.options.log?.(
            `A read replica did not answer (${(error as Error).message}); reading elsewhere`,
          );
        } else if (!isRecoveryConflict(error)) {
          throw error;
        }
        lastError = error;
      }
    }
    throw lastError;
  }

  async end(): Promise<void> {
    await Promise.all(this.replicas.map((pool) => pool.end()));
  }
}

/** How long a replica that did not answer is left out before it is tried again. */
export const RETRY_AFTER_MS = 10_000;

/**
 * The server cannot be reached or has gone: refused, reset or timed-out connections, and
 * PostgreSQL's connection exceptions (class 08) and shutdowns (57P01–57P03).
 */
function isUnreachable(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === "string" && (/^08/.test(code) || /^57P0[123]$/.test(code))) return true;
  if (
    typeof code === "string" &&
    /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENOTFOUND|EPIPE)$/.test(code)
  )
    return true;
  return typeof message === "string" && /Connection terminated|connection timeout/i.test(message);
}

/** A replica cancelled the query because replaying the primary's changes needed its rows (40001). */
function isRecoveryConflict(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === "40001" && typeof message === "string" && /conflict with recovery/i.test(message);
}
