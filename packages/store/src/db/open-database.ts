import pg from "pg";
import type { StoreEnv } from "../env";
import { reanalyseStatements } from "../statements/reanalyse-statements";
import { type EmbeddedCluster, startEmbeddedCluster } from "./embedded-cluster";
import { migrate } from "./migrate";
import type { SearchDatabase } from "./planner-settings";
import { ReadReplicas } from "./read-replicas";

export interface Database {
  /** The primary: writes, the crawler, migrations, and reads when there are no replicas. */
  pool: pg.Pool;
  /**
   * Where reads go: the read replicas in turn (DATABASE_REPLICA_URLS), else the primary; through
   * connections of their own when they have a time-out (OpenOptions.readTimeoutMs).
   */
  reads: SearchDatabase;
  /** The read replicas now: how many, and how many are left out for not answering (/healthz). */
  replicaState: () => { replicas: number; down: number };
  connectionString: string;
  /** Present when the database is the embedded one under DATA_DIR. */
  embedded: EmbeddedCluster | undefined;
  /** Whether the connections use the bulk-import settings (OpenOptions.bulkWritesWhenAlone). */
  bulkWrites: boolean;
  /**
   * The background re-analysis (OpenOptions.reanalyse): how many statements it re-analysed (0 when
   * it did not run, found none, or another process had the work; a failure is logged, not thrown).
   */
  reanalysed: Promise<number>;
  /** Stops the re-analysis after its current batch, then closes the connections. */
  close(): Promise<void>;
}

export interface OpenOptions {
  log?: (message: string) => void;
  /** Apply pending migrations (default true). */
  migrate?: boolean;
  /**
   * Keep the embedded server running for as long as this process has it open, whoever else
   * closes it meanwhile (the web server sets this; a one-off CLI command does not).
   */
  keepRunning?: boolean;
  /**
   * Connections for a bulk import, when this process started the embedded server itself (no
   * `npm start` on the same DATA_DIR, no DATABASE_URL shared with others): a GIN pending list of
   * 32 MB per index instead of 4 MB. New entries wait there and are merged into the index a list
   * at a time, so a word shared by many new statements has its posting list rewritten once per
   * list (100k statements: 993 statements/s with 4 MB, 1,139 with 32 MB, flush included).
   * Searches read the pending list whole, so while it is long they slow down (seconds, with
   * 32 MB): an import beside a running site keeps the default, and every import flushes the list
   * when it finishes (flushPendingIndexEntries).
   */
  bulkWritesWhenAlone?: boolean;
  /**
   * Re-analyse, in the background, the statements an older version of the analysis indexed
   * (reanalyseStatements, migration 008), so that a database upgraded in place brings its search
   * index up to date by itself; whichever process opens it first does the work, logging how many
   * statements it re-analysed. Default: in a process that keeps the server running (the site):
   * a one-off command (an import, a crawl) should not share the machine with it.
   */
  reanalyse?: boolean;
  /**
   * Each statement read through `reads` stops after this long (PostgreSQL's statement_timeout, a
   * setting of those connections): a query that runs away for a visitor must not hold a
   * connection and a core for everyone else. Without read replicas, reads then get a pool of their
   * own on the primary, so that migrations, imports, the crawler and the re-analysis, on `pool`,
   * keep no limit. A reader that must run longer (a streamed export) lifts it for its transaction.
   */
  readTimeoutMs?: number;
}

/** The server's limit on one statement read for a visitor (OpenOptions.readTimeoutMs). */
export const READ_TIMEOUT_MS = 15_000;

/** Shared advisory lock held, on a connection of its own, by processes that keep the server up. */
const KEEP_RUNNING_LOCK = 4_242_002;

/**
 * Session settings for every connection, embedded or external: JIT compilation costs more than
 * it saves on our short queries, and a work_mem large enough keeps bitmaps of common terms exact.
 */
const SESSION_OPTIONS = "-c jit=off -c work_mem=64MB";
const BULK_WRITE_OPTIONS = `${SESSION_OPTIONS} -c gin_pending_list_limit=32MB`;

/** Opens the product's database: DATABASE_URL when set, else the embedded cluster under DATA_DIR. */
export async function openDatabase(env: StoreEnv, options: OpenOptions = {}): Promise<Database> {
  const log = options.log ?? (() => {});
  const embedded = env.databaseUrl ? undefined : await startEmbeddedCluster(env.dataDir, log);
  const connectionString = env.databaseUrl ?? embedded!.connectionString;
  const bulkWrites = Boolean(options.bulkWritesWhenAlone && embedded && !embedded.adopted);
  // Its connections' name in pg_stat_activity: which ones are this Database's (stopIfUnused).
  const applicationName = `communique:${process.pid}:${++opened}`;
  const pool = createPool(connectionString, env.poolSize, bulkWrites, undefined, applicationName);
  const timeout = options.readTimeoutMs;
  // The pools reads use besides `pool`, closed with it.
  const readPools = env.replicaUrls.map((url) =>
    createPool(url, env.poolSize, false, timeout, applicationName),
  );
  const primaryReads = timeout
    ? createPool(connectionString, env.poolSize, false, timeout, applicationName)
    : pool;
  if (primaryReads !== pool) readPools.push(primaryReads);
  const reads: SearchDatabase = env.replicaUrls.length
    ? new ReadReplicas(primaryReads, readPools.slice(0, env.replicaUrls.length), { log })
    : primaryReads;
  const endReads = () => Promise.all(readPools.map((p) => p.end()));
  let holder: pg.Client | undefined;
  try {
    if (options.migrate !== false) await migrate(pool, log);
    if (embedded && options.keepRunning) {
      holder = new pg.Client({ connectionString, application_name: applicationName });
      holder.on("error", () => {});
      await holder.connect();
      await holder.query("SELECT pg_advisory_lock_shared($1)", [KEEP_RUNNING_LOCK]);
    }
  } catch (error) {
    await pool.end();
    await endReads();
    await holder?.end().catch(() => {});
    throw error;
  }
  let closing = false;
  const reanalysed =
    (options.reanalyse ?? (options.keepRunning === true && options.migrate !== false))
      ? reanalyseStatements(pool, { log, stopped: () => closing }).catch((error: unknown) => {
          log(`The re-analysis of the search index stopped: ${(error as Error).message}`);
          return 0;
        })
      : Promise.resolve(0);
  return {
    pool,
    reads,
    replicaState: () => (reads instanceof ReadReplicas ? reads.state() : { replicas: 0, down: 0 }),
    connectionString,
    embedded,
    bulkWrites,
    reanalysed,
    close: async () => {
      closing = true;
      await reanalysed;
      await pool.end();
      await endReads();
      await holder?.end().catch(() => {});
      if (embedded) await stopIfUnused(embedded, applicationName);
    },
  };
}

/**
 * How long an idle connection is kept (pg's default is 10 s). A new PostgreSQL backend's first
 * large scan costs several times the next on this virtual machine (most likely the mapping of
 * shared memory into the new process: 442 ms, then 98 ms for the same count at 1M statements;
 * after a sequential scan of the table, the first is fast too), so a site whose
 * visitors come seconds apart paid it on every search: at 1M, a search after 12 s of quiet took
 * 400–570 ms with the default and 125–160 ms with connections kept.
 */
const IDLE_CONNECTION_MS = 10 * 60_000;

/**
 * `statementTimeoutMs`: every statement of these connections stops after this long.
 * `applicationName`: what pg_stat_activity shows of them (an opened Database names its own).
 */
export function createPool(
  connectionString: string,
  max = 10,
  bulkWrites = false,
  statementTimeoutMs?: number,
  applicationName = "communique",
): pg.Pool {
  const options = bulkWrites ? BULK_WRITE_OPTIONS : SESSION_OPTIONS;
  const pool = new pg.Pool({
    connectionString,
    max,
    application_name: applicationName,
    idleTimeoutMillis: IDLE_CONNECTION_MS,
    // Idle connections never keep a process alive (a script that forgets to end its pool).
    allowExitOnIdle: true,
    options: statementTimeoutMs
      ? `${options} -c statement_timeout=${Math.trunc(statementTimeoutMs)}`
      : options,
  });
  // An idle client that loses its server (restart, crash) must not crash the process.
  pool.on("error", () => {});
  // Nor one in use: pg-pool listens to its clients' errors only while they are idle, and a
  // server that shuts down under a query (57P01) sends the error, then closes the socket, whose
  // 'error' event came before the query's rejection could release the client (a killed read
  // replica took the server down, issue 35). The query itself fails, and is answered.
  pool.on("connect", (client) => client.on("error", () => {}));
  return pool;
}

/** Opened databases so far in this process: each names its connections apart (stopIfUnused). */
let opened = 0;

/**
 * The embedded server is shared by every process on the same DATA_DIR (`npm start` and the CLI):
 * it is stopped only when no process holds the keep-running lock and no other client is
 * connected, so an import never pulls the database from under a running site. (Counting
 * connections alone is not enough: a pool closes its idle ones.) The closing Database's own
 * connections (`own`, their application_name) are ended by then, but a backend outlives its closed
 * connection for a moment (seen on a busy machine: the server left its database running after
 * SIGTERM): they are not counted.
 */
async function stopIfUnused(cluster: EmbeddedCluster, own: string): Promise<void> {
  const client = new pg.Client({ connectionString: cluster.adminConnectionString });
  let others = 0;
  try {
    await client.connect();
    const { rows } = await client.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM pg_stat_activity
                WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()
                  AND application_name IS DISTINCT FROM $2)::int
            + (SELECT count(*) FROM pg_locks JOIN pg_stat_activity USING (pid)
                WHERE locktype = 'advisory' AND objid = $1 AND granted
                  AND application_name IS DISTINCT FROM $2)::int AS n`,
      [KEEP_RUNNING_LOCK, own],
    );
    others = rows[0]?.n ?? 0;
  } finally {
    await client.end().catch(() => {});
  }
  if (others === 0) await cluster.stop();
}
