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

  connect = (() =>
    this.withPool(async (pool) => this.watched(pool, await pool.connect()))) as pg.Pool["connect"];

  /** How many replicas there are, and how many are left out now (for /healthz). */
  state(): { replicas: number; down: number } {
    const now = Date.now();
    const down = this.replicas.filter((pool) => (this.downUntil.get(pool) ?? 0) > now).length;
    return { replicas: this.replicas.length, down };
  }

  /**
   * A replica's connection, whose queries tell when its server has gone (killed, shut down, cut
   * off): the replica is left out from then on, and the caller may ask again (cancelOnAbort runs
   * the query once more, elsewhere).
   */
  private watched(pool: pg.Pool, client: pg.PoolClient): pg.PoolClient {
    if (pool === this.primary) return client;
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    return new Proxy(client, {
      get: (target, property, receiver) => {
        if (property !== "query") return Reflect.get(target, property, receiver);
        return (...args: unknown[]) => {
          const result = query(...args);
          // A cursor (stream-statements) is not a promise: its errors are its reader's.
          if (result instanceof Promise)
            return result.catch((error: unknown) => {
              if (isUnreachable(error)) this.leaveOut(pool, error);
              throw error;
            });
          return result;
        };
      },
    });
  }

  private leaveOut(pool: pg.Pool, error: unknown): void {
    const wasUp = (this.downUntil.get(pool) ?? 0) <= Date.now();
    this.downUntil.set(pool, Date.now() + (this.options.retryAfterMs ?? RETRY_AFTER_MS));
    if (wasUp)
      this.options.log?.(`A read replica did not answer (${(error as Error).message}); reading elsewhere`);
  }

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
          this.leaveOut(pool, error);
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
 * PostgreSQL's connection exceptions (class 08) and shutdowns (57P01–57P03), and pg's word for a
 * connection that lost its server while it was held.
 */
export function isUnreachable(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === "string" && (/^08/.test(code) || /^57P0[123]$/.test(code))) return true;
  if (
    typeof code === "string" &&
    /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENOTFOUND|EPIPE)$/.test(code)
  )
    return true;
  // The last: a connection whose server went while it was held between two queries.
  return (
    typeof message === "string" &&
    /Connection terminated|connection timeout|connection error and is not queryable/i.test(message)
  );
}

/** A replica cancelled the query because replaying the primary's changes needed its rows (40001). */
function isRecoveryConflict(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === "40001" && typeof message === "string" && /conflict with recovery/i.test(message);
}
