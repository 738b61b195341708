import cluster, { type Worker } from "node:cluster";
import type { Database } from "@communique/store";

/**
 * Several web processes on one machine (WEB_CONCURRENCY, decision 018): this one, the primary,
 * opens the database first (so the embedded server is started and migrated once, before anyone
 * else opens it), then forks the web processes, which share the port through Node's cluster. The
 * crawler runs in the first of them only, and again in its replacement if it dies. A process that
 * fails while starting (a busy port) stops them all; one that dies later is replaced.
 */
export async function runWebProcesses(options: {
  count: number;
  /** Whether this site crawls at all (CRAWL_IN_SERVER). */
  crawls: boolean;
  openDatabase: () => Promise<Database>;
  log: (message: string) => void;
  onExit: (stop: (done: () => void) => void) => void;
}): Promise<void> {
  const { count, log } = options;
  const db = await options.openDatabase();
  let stopping = false;
  let listening = 0;
  let crawler: Worker | undefined;
  const fork = (crawls: boolean) => {
    const worker = cluster.fork({ CRAWL_IN_SERVER: crawls ? "1" : "0" });
    if (crawls) crawler = worker;
    worker.once("listening", () => {
      if (++listening === count) log(`${count} web processes are answering; the crawler runs in one of them`);
    });
    return worker;
  };

  const stop = (done: () => void) => {
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w));
    Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.isDead()) return resolve();
            worker.once("exit", () => resolve());
            worker.process.kill("SIGTERM");
          }),
      ),
    )
      .then(() => db.close())
      .catch((error: unknown) => log(`Error while stopping the database: ${(error as Error).message}`))
      .then(done);
  };
  options.onExit(stop);

  cluster.on("exit", (worker, code, signal) => {
    if (stopping) return;
    if (listening < count) {
      // Not all of them came up (a busy port, a bad setting): nothing is served half-way.
      log(`A web process stopped while starting (${signal ?? `exit ${code}`}); stopping.`);
      process.exitCode = 1;
      process.kill(process.pid, "SIGTERM");
      return;
    }
    log(`A web process stopped (${signal ?? `exit ${code}`}); starting another.`);
    listening--;
    fork(worker === crawler && options.crawls);
  });
  for (let i = 0; i < count; i++) fork(options.crawls && i === 0);
}
