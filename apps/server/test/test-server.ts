import { createServer, type RequestListener, type Server } from "node:http";
import { join } from "node:path";
import { createPool, Lexizer, type StatementInput, writeStatements } from "@communique/store";
import { createTestDatabase, type TestDatabase } from "@communique/store/testing";
import type { WebSettings } from "@communique/web/load-context";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll } from "vitest";
import type { AdmissionOptions } from "../src/admission/admission";
import { createApp } from "../src/app";
import { answerClientErrors } from "../src/client-errors";
import { mountWebApp, type WebAppOptions } from "../src/web-app";

export interface TestServer {
  /** http://127.0.0.1:PORT */
  base: string;
  database: TestDatabase;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Also serve the built web app (apps/web/build), with these settings. */
  web?: Partial<WebSettings>;
  /** Replaces the web app's in-process operations, to simulate an outage. */
  operate?: WebAppOptions["operate"];
  /** Admission limits and rate limit (the app's defaults otherwise; no rate limit). */
  admission?: AdmissionOptions;
  /** The app reads through connections of their own with this statement time-out (READ_TIMEOUT_MS in production). */
  readTimeoutMs?: number;
  /** Past this many matches, a search's counts are estimated from the sample (100,000 in production). */
  exactCountLimit?: number;
  /** A timeline's series is estimated only with this many sample matches per period (400 in production). */
  sampleMatchesPerPeriod?: number;
  /** The site's public origin (PUBLIC_URL): absolute links, robots.txt and the sitemaps. */
  publicOrigin?: string;
  /** Statements per sitemap file (50,000 in production). */
  sitemapSize?: number;
  /** The exports' limits (places, stall, pace). */
  exports?: Parameters<typeof createApp>[0]["exports"];
  /** Where the app's log lines go (nowhere by default). */
  log?: (message: string) => void;
}

const PATIENT_LINE = { inFlight: 8, queue: 1000, maxWaitMs: 600_000 };
const PATIENT = { api: PATIENT_LINE, page: PATIENT_LINE, analytics: PATIENT_LINE };

/** The real app over real HTTP on a loopback ephemeral port, on a fresh test database. */
export async function startTestServer(
  statements: readonly StatementInput[] = [],
  options: TestServerOptions = {},
): Promise<TestServer> {
  const database = await createTestDatabase();
  if (statements.length) await writeStatements(database.pool, statements);
  const reads = options.readTimeoutMs
    ? createPool(database.connectionString, 4, false, options.readTimeoutMs)
    : database.pool;
  const app = createApp({
    services: Promise.resolve({
      db: reads,
      lexizer: new Lexizer(reads),
      exactCountLimit: options.exactCountLimit,
      sampleMatchesPerPeriod: options.sampleMatchesPerPeriod,
    }),
    productName: "Communiqué",
    publicOrigin: options.publicOrigin,
    sitemapSize: options.sitemapSize,
    exports: options.exports,
    log: options.log,
    // Tests of everything else are never shed: a busy CI machine may take seconds per page.
    admission: options.admission ?? { limits: PATIENT },
  });
  if (options.web) {
    await mountWebApp(app, {
      buildDir: join(import.meta.dirname, "../../web/build"),
      settings: { product: "Communiqué", ...options.web },
      publicOrigin: options.publicOrigin,
      operate: options.operate,
      log: options.log,
    });
  }
  const lent = await borrowHttpServer(getRequestListener(app.fetch));
  return {
    base: lent.base,
    database,
    close: async () => {
      giveBackHttpServer(lent);
      if (reads !== database.pool) await reads.end();
      await database.drop();
    },
  };
}

/** A loopback HTTP server of the worker, lent to one app at a time. */
interface LentServer {
  server: Server;
  /** http://127.0.0.1:PORT */
  base: string;
  /** The app it answers for now; none between two borrowers. */
  listener?: RequestListener;
}

const IDLE_SERVERS = Symbol.for("communique.test.idle-http-servers");
type WithIdleServers = typeof globalThis & { [IDLE_SERVERS]?: LentServer[] };

/**
 * One HTTP server per test worker, as good suites share one server and give each test its own
 * data: a test file borrows the worker's server for its app and its own database, and gives it
 * back when it ends. A file that runs two apps at once gets a second server, kept for later. Kept
 * on globalThis, so that the next file evaluated in the same worker finds it; unreferenced, so
 * that it never keeps a worker alive.
 */
async function borrowHttpServer(listener: RequestListener): Promise<LentServer> {
  const holder = globalThis as WithIdleServers;
  holder[IDLE_SERVERS] ??= [];
  const lent = holder[IDLE_SERVERS].pop() ?? (await listenOnLoopback());
  lent.listener = listener;
  return lent;
}

function giveBackHttpServer(lent: LentServer): void {
  lent.listener = undefined;
  // The last borrower's keep-alive connections (a browser's, a client's) end with it: the next one
  // starts with none, as it would on a server of its own.
  lent.server.closeAllConnections();
  (globalThis as WithIdleServers)[IDLE_SERVERS]?.push(lent);
}

async function listenOnLoopback(): Promise<LentServer> {
  const lent: LentServer = { server: createServer(), base: "" };
  answerClientErrors(lent.server);
  lent.server.on("request", (request, response) => {
    if (lent.listener) return lent.listener(request, response);
    response.writeHead(503, { "content-type": "text/plain" }).end("No test's app is served here now");
  });
  lent.server.unref();
  await new Promise<void>((resolve) => lent.server.listen(0, "127.0.0.1", resolve));
  const address = lent.server.address();
  if (!address || typeof address === "string") throw new Error("The test server has no port");
  lent.base = `http://127.0.0.1:${address.port}`;
  return lent;
}

/**
 * The test server for a test file: started before its tests, closed after them. Read `base`
 * inside tests (it is set once the server is up).
 */
export function serveDuringTests(
  statements: readonly StatementInput[] = [],
  options: TestServerOptions = {},
): { readonly base: string; readonly server: TestServer } {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(statements, options);
  });
  afterAll(() => server?.close());
  const started = () => {
    if (!server) throw new Error("The test server is not started yet: read it inside a test");
    return server;
  };
  return {
    get base() {
      return started().base;
    },
    get server() {
      return started();
    },
  };
}
