import type { Server } from "node:http";
import { join } from "node:path";
import { createPool, Lexizer, type StatementInput, writeStatements } from "@communique/store";
import { createTestDatabase, type TestDatabase } from "@communique/store/testing";
import type { WebSettings } from "@communique/web/load-context";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll } from "vitest";
import type { AdmissionOptions } from "../src/admission/admission";
import { createApp } from "../src/app";
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
  /** Replaces the web app's in-process API, to simulate an outage. */
  api?: WebAppOptions["api"];
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
    // Tests of everything else are never shed: a busy CI machine may take seconds per page.
    admission: options.admission ?? { limits: PATIENT },
  });
  if (options.web) {
    await mountWebApp(app, {
      buildDir: join(import.meta.dirname, "../../web/build"),
      settings: { product: "Communiqué", ...options.web },
      publicOrigin: options.publicOrigin,
      api: options.api,
    });
  }
  let server: Server | undefined;
  const base = await new Promise<string>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) =>
      resolve(`http://127.0.0.1:${info.port}`),
    ) as Server;
  });
  return {
    base,
    database,
    close: async () => {
      server?.closeAllConnections();
      await new Promise((resolve) => server?.close(resolve));
      if (reads !== database.pool) await reads.end();
      await database.drop();
    },
  };
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
