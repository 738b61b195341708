import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import type { LanguageCode } from "@communique/core";
import { type BrokenBehaviour, brokenRoute } from "./broken-routes";
import type { FixtureStatement } from "./content/ministry-content";
import { type Handler, notFound } from "./http/responses";
import { ministryRoute, type SiteContext } from "./ministry-routes";
import { initialMinistries, touch } from "./ministry-state";
import { renderedRoute } from "./rendered-routes";
import { type RobotsMode, robotsRoute } from "./robots-route";
import { SCALE_ROOT, type ScaleRouteSettings, scaleRoute } from "./scale-routes";
import { addDays } from "./written-dates";

export type { FixtureStatement } from "./content/ministry-content";

/**
 * Test helper: six FICTIONAL foreign ministries (one per UN language), a broken one and, on
 * request, thousands of generated statements, served on 127.0.0.1 for the crawler's tests and
 * benchmark. What each path serves is in README.md beside this file.
 */

export interface FixtureSiteOptions {
  robots?: RobotsMode;
  /** Adds `Crawl-delay` to robots.txt's `User-agent: *` group. */
  crawlDelaySeconds?: number;
  /** Statements per listing page; 3 by default, so each ministry's listing has 3 pages. */
  listingPageSize?: number;
  /** "Now" for the future-dated page; the real clock by default. */
  now?: Date;
  slow?: Partial<Pick<BrokenBehaviour, "headersDelayMs" | "trickleChunks" | "trickleIntervalMs">>;
  hugeBytes?: number;
  flakyFailures?: number;
  scale?: { statements: number; seed?: number; pageSize?: number; feedSize?: number };
}

export interface FixtureRequest {
  method: string;
  /** Path and query, as requested. */
  path: string;
  headers: IncomingHttpHeaders;
  /** performance.now() when the request arrived. */
  at: number;
  /** Set once the answer is sent (304 for a conditional hit); unset if the client went first. */
  status?: number;
}

export interface FixtureSite {
  port: number;
  /** http://127.0.0.1:port */
  origin: string;
  requests: FixtureRequest[];
  pathsRequested(): string[];
  /** The requests for one path, whatever their query. */
  requestsTo(pathname: string): FixtureRequest[];
  /** A ministry's HTML statements as served now, newest first. */
  statements(language: LanguageCode): FixtureStatement[];
  /** A ministry's PDF-only statements. */
  documents(language: LanguageCode): FixtureStatement[];
  /** ISO date of /broken/statements/future-date. */
  futureDate: string;
  /** Publishes a statement: it goes to the top of its ministry's feeds, listing and sitemap. */
  addStatement(statement: FixtureStatement): void;
  /** Renames the listing's item class (or restores it), so the item selector matches nothing. */
  breakListing(language: LanguageCode, broken?: boolean): void;
  close(): Promise<void>;
}

export async function startFixtureSite(options: FixtureSiteOptions = {}): Promise<FixtureSite> {
  const requests: FixtureRequest[] = [];
  const ministries = initialMinistries();
  const futureDate = addDays((options.now ?? new Date()).toISOString().slice(0, 10), 45);
  const behaviour: BrokenBehaviour = {
    headersDelayMs: options.slow?.headersDelayMs ?? 2000,
    trickleChunks: options.slow?.trickleChunks ?? 8,
    trickleIntervalMs: options.slow?.trickleIntervalMs ?? 500,
    hugeBytes: options.hugeBytes ?? 11 * 1024 * 1024,
    flakyFailures: options.flakyFailures ?? 2,
    futureDate,
  };
  const counters = { flaky: 0 };
  const scale: ScaleRouteSettings | undefined = options.scale && {
    statements: options.scale.statements,
    seed: options.scale.seed ?? 1,
    pageSize: options.scale.pageSize ?? 20,
    feedSize: options.scale.feedSize ?? 50,
  };
  const context: SiteContext = {
    origin: "",
    listingPageSize: options.listingPageSize ?? 3,
    ministries,
    pdfs: new Map(),
  };
  const robots = {
    mode: options.robots ?? "default",
    ...(options.crawlDelaySeconds === undefined ? {} : { crawlDelaySeconds: options.crawlDelaySeconds }),
    sitemaps: [] as string[],
  };

  const route = (url: URL): Handler | undefined =>
    robotsRoute(robots, url.pathname) ??
    brokenRoute(behaviour, counters, url.pathname) ??
    (scale ? scaleRoute(scale, context.origin, url) : undefined) ??
    renderedRoute(context, url) ??
    ministryRoute(context, url);

  const server = createServer((req, res) => {
    const record: FixtureRequest = {
      method: req.method ?? "GET",
      path: req.url ?? "/",
      headers: req.headers,
      at: performance.now(),
    };
    requests.push(record);
    res.on("finish", () => {
      record.status = res.statusCode;
    });
    const handler = route(new URL(record.path, context.origin));
    if (!handler) return notFound(res);
    Promise.resolve(handler(req, res)).catch(() => {
      if (res.headersSent) res.destroy();
      else res.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  context.origin = `http://127.0.0.1:${port}`;
  robots.sitemaps.push(`${context.origin}/sitemap.xml`);
  if (scale) robots.sitemaps.push(`${context.origin}${SCALE_ROOT}/sitemap.xml`);

  return {
    port,
    origin: context.origin,
    requests,
    pathsRequested: () => requests.map((r) => r.path),
    requestsTo: (pathname) => requests.filter((r) => r.path.split("?")[0] === pathname),
    statements: (language) => [...ministries[language].statements],
    documents: (language) => [...ministries[language].content.documents],
    futureDate,
    addStatement(statement) {
      const state = ministries[statement.language];
      if (state.statements.some((s) => s.slug === statement.slug)) {
        throw new Error(`${statement.language}/${statement.slug} is already published`);
      }
      state.statements.unshift(statement);
      touch(state);
    },
    breakListing(language, broken = true) {
      ministries[language].listingBroken = broken;
      touch(ministries[language]);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
