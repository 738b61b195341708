import type { LanguageCode } from "@communique/core";
import "@communique/core/require-supported-node";
import "./production-mode";
import cluster from "node:cluster";
import { createServer, type RequestListener, type ServerOptions } from "node:http";
import { resolve } from "node:path";
import {
  type CrawlService,
  CrawlSettingsSchema,
  describeRejection,
  fetcherFromEnv,
  ocrReaderFromEnv,
  readCrawlEnv,
  rendererFromEnv,
  startCrawlService,
  syncRepositorySources,
} from "@communique/ingest";
import {
  type Database,
  healthCheck,
  Lexizer,
  openDatabase,
  READ_TIMEOUT_MS,
  readStoreEnv,
  type StoreEnv,
  syncCountries,
  syncTerminology,
  TermLookupCache,
} from "@communique/store";
import { serve } from "@hono/node-server";
import exitHook from "async-exit-hook";
import { Admission } from "./admission/admission";
import { createApp } from "./app";
import type { Services } from "./app-context";
import { answerClientErrors } from "./client-errors";
import { readServerEnv, webSettings } from "./env";
import { runWebProcesses } from "./processes";
import { libreTranslate } from "./translation/libre-translate";
import { mountWebApp } from "./web-app";

const log = (message: string) => console.log(`[communique] ${message}`);
/** How long a stop may take at most (SIGTERM, a busy port) before the process exits anyway. */
const STOP_TIMEOUT_MS = 180_000;

/** The site's database, opened, migrated, with the reference data and terminology written. */
async function openSiteDatabase(storeEnv: StoreEnv, started: number): Promise<Database> {
  const db = await openDatabase(storeEnv, { log, keepRunning: true, readTimeoutMs: READ_TIMEOUT_MS });
  await syncCountries(db.pool);
  await syncTerminology(db.pool, log);
  log(
    `Database ready in ${Math.round(performance.now() - started)} ms (${db.embedded ? `embedded, ${storeEnv.dataDir}` : "DATABASE_URL"}${storeEnv.replicaUrls.length ? `; reads from ${storeEnv.replicaUrls.length} read replica(s)` : ""})`,
  );
  return db;
}

async function main() {
  const serverEnv = readServerEnv();
  const storeEnv = readStoreEnv();
  const crawlEnv = readCrawlEnv();
  const started = performance.now();
  // The port first: a second `npm start` on a busy port must stop before it opens the database or
  // starts the crawler (issue 35). Listening takes a moment; the database starts once it is ours.
  let portClaimed!: () => void;
  const listening = new Promise<void>((resolve) => {
    portClaimed = resolve;
  });
  const database = listening.then(() => openSiteDatabase(storeEnv, started));
  // The crawler runs beside the site in the embedded default; with separate workers
  // (`crawl --worker`), CRAWL_IN_SERVER=0 leaves it to them.
  const crawler: Promise<CrawlService | undefined> = database
    .then(async (db) => {
      if (!crawlEnv.inServer) return undefined;
      const { rejected } = await syncRepositorySources(db.pool);
      for (const r of rejected) log(`Skipped a repository source: ${describeRejection(r)}`);
      const fetcher = fetcherFromEnv(crawlEnv);
      const renderer = rendererFromEnv(crawlEnv, fetcher);
      if (!renderer)
        log("No Chromium found: JavaScript sources (render: true) are skipped until one is installed.");
      const ocr = await ocrReaderFromEnv(crawlEnv, (line) => log(`crawl ${line}`));
      const service = startCrawlService({
        db: db.pool,
        fetcher,
        renderer,
        ocr,
        settings: CrawlSettingsSchema.parse({}),
        concurrency: crawlEnv.concurrency,
        log: (line) => log(`crawl ${line}`),
      });
      return {
        stop: async () => {
          await service.stop();
          await renderer?.close();
          await fetcher.close();
        },
      };
    })
    .catch((error: unknown) => {
      log(`The crawler did not start: ${(error as Error).message}`);
      return undefined;
    });
  const health = database.then((db) => healthCheck(db.pool));
  // Reads go to the read replicas when there are some (DATABASE_REPLICA_URLS); the crawler, the
  // translations' cache and the start-up writes above keep to the primary.
  const services: Promise<Services> = Promise.all([database, health]).then(([db, health]) => ({
    db: db.reads,
    health: health.check,
    replicaState: db.replicaState,
    lexizer: new Lexizer(db.reads),
    termLookups: new TermLookupCache(),
    queryLanguages: new TermLookupCache<LanguageCode | "">(),
    machine: serverEnv.TRANSLATE_URL
      ? libreTranslate({
          url: serverEnv.TRANSLATE_URL,
          apiKey: serverEnv.TRANSLATE_API_KEY,
          timeoutMs: serverEnv.TRANSLATE_TIMEOUT_MS,
          db: db.pool,
        })
      : undefined,
  }));
  const publicOrigin = serverEnv.PUBLIC_URL ?? `http://localhost:${serverEnv.PORT}`;
  // With several web processes (WEB_CONCURRENCY), each takes its share: the cluster deals
  // connections round robin, so a visitor's requests spread evenly over them.
  const perMinute = Math.ceil(serverEnv.RATE_LIMIT_PER_MINUTE / serverEnv.WEB_CONCURRENCY);
  const admission = new Admission({
    processes: serverEnv.WEB_CONCURRENCY,
    rateLimit: perMinute ? { perMinute, burst: Math.max(1, Math.ceil(perMinute / 5)) } : undefined,
    trustProxy: serverEnv.TRUST_PROXY,
  });
  const app = createApp({ services, productName: serverEnv.PRODUCT_NAME, publicOrigin, log, admission });
  if (serverEnv.SERVE_WEB) {
    await mountWebApp(app, {
      buildDir: resolve(serverEnv.WEB_BUILD_DIR),
      settings: webSettings(serverEnv),
      publicOrigin,
      log,
    });
  }
  // Listen at once: /healthz says 503 until the database is ready, rather than refusing connections.
  const server = serve(
    {
      fetch: app.fetch,
      port: serverEnv.PORT,
      hostname: serverEnv.HOST,
      // A request whose line is full is refused on the socket, before the framework (decision 017).
      createServer: ((serverOptions: ServerOptions, listener: RequestListener) => {
        const created = createServer(serverOptions, (req, res) => {
          if (!admission.refuseAtTheDoor(req, res)) listener(req, res);
        });
        answerClientErrors(created);
        return created;
      }) as typeof createServer,
    },
    (info) => {
      log(`Listening on http://${info.address === "127.0.0.1" ? "localhost" : info.address}:${info.port}`);
      portClaimed();
    },
  );

  // A busy port (a second `npm start`) is one line, then an exit: nothing else was started.
  let cannotListen = false;
  server.on("error", (error: NodeJS.ErrnoException) => {
    cannotListen = true;
    log(
      error.code === "EADDRINUSE"
        ? `Port ${serverEnv.PORT} on ${serverEnv.HOST} is already in use (another Communiqué, or another program): stop it, or choose another port with PORT.`
        : `Cannot listen on ${serverEnv.HOST}:${serverEnv.PORT}: ${error.message}`,
    );
    process.kill(process.pid, "SIGTERM");
  });

  // The stop waits for a database still starting, so as to stop it: initdb and the migrations take
  // seconds on a busy machine (a minute at 1M statements for an index or statistics migration),
  // and async-exit-hook's default of 10 s forced the exit before, leaving PostgreSQL running.
  exitHook.forceExitTimeout(STOP_TIMEOUT_MS);
  exitHook((done) => {
    server.close();
    // Nothing was started without the port: no database, no crawler to stop.
    if (cannotListen) return done();
    log("Shutting down…");
    crawler
      .then((service) => service?.stop())
      .catch(() => {})
      .then(() => health)
      .then((h) => h.close())
      .catch(() => {})
      .then(() => database)
      .then(
        (db) => db.close(),
        () => {},
      )
      .then(done, (error) => {
        log(`Error while stopping the database: ${(error as Error).message}`);
        done();
      });
  });

  await database.catch((error) => {
    log(`Could not open the database: ${(error as Error).message}`);
    process.exit(1);
  });
}

/** With WEB_CONCURRENCY above 1, this process opens the database and forks the web processes. */
function primary(): Promise<void> | undefined {
  const serverEnv = readServerEnv();
  if (serverEnv.WEB_CONCURRENCY < 2 || !cluster.isPrimary) return undefined;
  const started = performance.now();
  return runWebProcesses({
    count: serverEnv.WEB_CONCURRENCY,
    crawls: readCrawlEnv().inServer,
    openDatabase: () => openSiteDatabase(readStoreEnv(), started),
    log,
    onExit: (stop) => exitHook(stop),
  });
}

(primary() ?? main()).catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
