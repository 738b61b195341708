import { cancelOnAbort, type SearchDatabase } from "@communique/store";
import { OpenAPIHono } from "@hono/zod-openapi";
import { cors } from "hono/cors";
import { etag } from "hono/etag";
import { secureHeaders } from "hono/secure-headers";
import { Admission, type AdmissionOptions } from "./admission/admission";
import { notFoundOrNotAllowed } from "./allowed-methods";
import { completeDocument, type OpenApiDocument } from "./api-document";
import type { AppEnv, Services } from "./app-context";
import { compression } from "./compression";
import { errorBody, errorResponse, validationError } from "./errors";
import { OperationContext } from "./operations/operation-context";
import { strictTransportSecurity } from "./public-origin";
import { registerAnalytics } from "./routes/analytics";
import { API_DOCS_CSS, renderApiDocs } from "./routes/api-docs";
import { registerBriefing } from "./routes/briefing";
import { registerCoverage } from "./routes/coverage";
import { registerCoverageCountries } from "./routes/coverage-countries";
import { registerHealth } from "./routes/health";
import { registerReference } from "./routes/reference";
import { type ReportDownloadOptions, ReportSlots, registerReportDownload } from "./routes/report-download";
import { registerSearch } from "./routes/search";
import { type ExportOptions, registerSearchExports } from "./routes/search-exports";
import { registerSearchFeed } from "./routes/search-feed";
import { registerSilencesCsv } from "./routes/silences-csv";
import { registerSiteIndex } from "./routes/site-index";
import { registerSourcesHealth } from "./routes/sources-health";
import { registerStatementDownloads } from "./routes/statement-downloads";
import { registerStatements } from "./routes/statements";

export interface AppOptions {
  /** Resolves once the database is ready; until then the API answers 503. */
  services: Promise<Services>;
  productName: string;
  /** Origin of absolute links (PUBLIC_URL, or where main.ts listens): never the Host header. */
  publicOrigin?: string | undefined;
  /** Statements per sitemap file: the protocol's 50,000 unless a test asks for fewer. */
  sitemapSize?: number | undefined;
  log?: (message: string) => void;
  /** Limits of the search exports (tests make them small). */
  exports?: Pick<ExportOptions, "maxConcurrent" | "stallTimeoutMs" | "minBytesPerSecond" | "rateGraceMs">;
  /** Limits of the report downloads. */
  reports?: Pick<ReportDownloadOptions, "maxConcurrent">;
  /**
   * Requests at work per kind, their queues, and the per-address rate limit (off by default); an
   * Admission made by the caller when it also refuses at the socket (main.ts).
   */
  admission?: AdmissionOptions | Admission;
}

export function createApp(options: AppOptions): OpenAPIHono<AppEnv> {
  let services: Services | undefined;
  options.services.then(
    (s) => {
      services = s;
    },
    () => {},
  );

  const app = new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) return errorResponse(validationError(result.error), c);
    },
  });

  // First of all: a request refused for want of room costs as little as it can (under a crowd of
  // 200 connections, 2,500 refusals a second went through every middleware below and delayed the
  // admitted searches' own round trips in the event loop).
  const admission =
    options.admission instanceof Admission ? options.admission : new Admission(options.admission);
  app.use("*", admission.middleware());
  // Before every route: a middleware registered after a route never runs for it (the API's
  // answers went out raw: a search page of 28 KB, a 92 MB export). Compressible types only, and
  // only for clients that ask (Accept-Encoding).
  app.use("*", compression());
  // A public, read-only API: pages on any site may read it from a browser (a newsroom's chart),
  // with OPTIONS answered; the one POST (report download) is not offered to other origins.
  app.use(
    "/api/*",
    cors({
      origin: "*",
      allowMethods: ["GET", "HEAD"],
      // What a page on another site needs to read besides the body: the validator to ask again
      // with If-None-Match, when to retry a 429 or 503, and a download's file name (issue 35).
      // What an answer applied (the translation, the period's days): operation-route.ts.
      exposeHeaders: ["ETag", "Retry-After", "Content-Disposition", "Applied-Translation", "Applied-Period"],
      maxAge: 86400,
    }),
  );

  const apiHeaders = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'none'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    crossOriginResourcePolicy: "same-origin",
    // One frame policy: never framed, said by both headers (X-Frame-Options for older browsers;
    // Hono's default SAMEORIGIN contradicted frame-ancestors 'none').
    xFrameOptions: "DENY",
    strictTransportSecurity: strictTransportSecurity(options.publicOrigin),
    // A route's own header wins: the HTML download sets a policy that lets it style itself.
    overwrite: false,
  });
  app.use("/api/*", apiHeaders);
  app.use("/healthz", apiHeaders);
  app.use("*", async (c, next) => {
    const path = c.req.path;
    if (path.startsWith("/api/") && !path.startsWith("/api/docs") && path !== "/api/openapi.json") {
      if (!services)
        return c.json(errorBody("starting", "The service is starting; try again in a moment."), 503);
    }
    // Each request's queries stop when its client goes away (cancelled in PostgreSQL).
    if (services) {
      const requestServices = { ...services, db: cancelOnAbort(services.db, c.req.raw.signal) };
      c.set("services", requestServices);
      c.set("operations", new OperationContext(requestServices, services));
    }
    await next();
  });

  // On a connection of its own when main.ts gives one (services.health), so that it never waits
  // behind searches for the pool.
  registerHealth(
    app,
    () => (services ? (services.health ?? databaseAnswers(services.db))() : undefined),
    () => services?.replicaState?.(),
  );
  // A client that has the answer gets a 304 (weak: the encodings differ byte for byte).
  app.use("/api/search", etag({ weak: true }));
  app.use("/api/statements/:id", etag({ weak: true }));
  registerSearch(app);
  registerSearchExports(app, { productName: options.productName, log: options.log, ...options.exports });
  registerSearchFeed(app, { productName: options.productName, publicOrigin: options.publicOrigin });
  registerStatements(app);
  registerStatementDownloads(app, { productName: options.productName, publicOrigin: options.publicOrigin });
  // One set of places for every document laid out like a report (the report, the briefing note).
  const reportSlots = new ReportSlots(options.reports?.maxConcurrent ?? 2);
  registerReportDownload(app, {
    productName: options.productName,
    publicOrigin: options.publicOrigin,
    log: options.log,
    ...options.reports,
    slots: reportSlots,
  });
  registerReference(app);
  registerCoverage(app);
  registerCoverageCountries(app);
  registerSourcesHealth(app);
  registerAnalytics(app);
  registerSilencesCsv(app);
  registerBriefing(app, {
    productName: options.productName,
    publicOrigin: options.publicOrigin,
    slots: reportSlots,
    log: options.log,
  });
  registerSiteIndex(app, { publicOrigin: options.publicOrigin, size: options.sitemapSize });

  const documentConfig = {
    openapi: "3.1.0",
    info: {
      title: options.productName,
      version: "1.0.0",
      // The software's licence (LICENSE); the statements it serves are their issuers' texts.
      license: { name: "MIT", identifier: "MIT" },
    },
  };
  // Built once, on first request: the routes are all registered by then.
  let document: OpenApiDocument | undefined;
  const apiDocument = () => {
    document ??= completeDocument(app.getOpenAPI31Document(documentConfig), options.publicOrigin);
    return document;
  };
  app.get("/api/openapi.json", (c) => c.json(apiDocument()));
  app.get("/api/docs", (c) => c.html(renderApiDocs(apiDocument())));
  app.get("/api/docs.css", (c) => c.body(API_DOCS_CSS, 200, { "Content-Type": "text/css; charset=utf-8" }));

  app.notFound((c) => notFoundOrNotAllowed(c, app.routes));
  app.onError((error, c) => errorResponse(error, c, options.log));
  return app;
}

function databaseAnswers(db: SearchDatabase): () => Promise<boolean> {
  return () =>
    db.query("SELECT 1").then(
      () => true,
      () => false,
    );
}
