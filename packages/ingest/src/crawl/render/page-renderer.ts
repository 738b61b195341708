import { setTimeout as sleep } from "node:timers/promises";
import type { Browser, BrowserContext, Request, Route } from "playwright-core";
import type { FailureReason, FetchFailure } from "../fetch/fetch-result";
import type { PoliteFetcher } from "../fetch/polite-fetcher";
import type { FetchedResource } from "../fetch/resource-response";
import { browserResidentBytes } from "./browser-memory";
import { ACTIVITY_PROBE, ACTIVITY_WATCH } from "./page-activity";
import { type RenderSettings, type RenderSettingsInput, RenderSettingsSchema } from "./render-settings";
import { allowedHostsOf, type Refusal, refusalOf } from "./request-policy";
import { ScriptCache } from "./script-cache";

/** A request of a rendered page that was not made, and why: for the crawl log and the tests. */
export interface BlockedRequest {
  url: string;
  reason: Refusal | FailureReason;
  detail?: string;
}

export interface RenderInput {
  /** The page's document, already fetched by the polite fetcher (robots.txt, address guard, limits). */
  document: { url: string; html: string };
  /** The source's listing address: its host may be reached too. */
  sourceUrl: string;
  /** Other hosts the source's pages load their scripts or data from (a CDN, an API host). */
  staticHosts: readonly string[];
  /** This page's time limit instead of the renderer's pageTimeoutMs (e.g. `sources check --wait`). */
  timeoutMs?: number;
  signal?: AbortSignal;
}

export type RenderResult =
  | {
      ok: true;
      /** Where the page ended up (a script may have moved it). */
      url: string;
      html: string;
      /** Requests answered, the document included. */
      requests: number;
      bytes: number;
      blocked: BlockedRequest[];
      /** Errors the page's scripts threw and did not catch (the first few): a broken front end. */
      scriptErrors: string[];
    }
  | {
      ok: false;
      reason: Extract<FailureReason, "timeout" | "too-large" | "render-failed" | "aborted">;
      message: string;
      blocked: BlockedRequest[];
      scriptErrors: string[];
    };

export interface RendererStats {
  pagesRendered: number;
  browserStarts: number;
  /** The browser's resident memory at the last check, in bytes. */
  lastResidentBytes: number | undefined;
}

export interface PageRenderer {
  readonly settings: RenderSettings;
  render(input: RenderInput): Promise<RenderResult>;
  stats(): RendererStats;
  /** Closes the browser once the pages being rendered are done. */
  close(): Promise<void>;
}

export interface RendererOptions {
  executablePath: string;
  /** Every request a page makes goes through it: the browser has no network of its own. */
  fetcher: PoliteFetcher;
  settings?: RenderSettingsInput;
}

/**
 * Headless Chromium for the sources whose pages exist only after their scripts run. Chromium is
 * started without a network (a dead proxy, no name resolution), so the only way out is the
 * request interception here, which hands each request to the polite fetcher; every page gets a
 * fresh context (no cookies, storage or cache from another page), with downloads and service
 * workers off. The browser is started on first use and again when it has rendered many pages or
 * grown too big, so memory stays flat over a long crawl.
 */
export function createPageRenderer(options: RendererOptions): PageRenderer {
  const settings = RenderSettingsSchema.parse(options.settings ?? {});
  const { fetcher } = options;
  const scripts = new ScriptCache(settings.scriptCacheBytes);
  const sharedFetches = new SharedScriptFetches(fetcher);
  const stats: RendererStats = { pagesRendered: 0, browserStarts: 0, lastResidentBytes: undefined };
  let browser: Promise<Browser> | undefined;
  let pagesSinceStart = 0;
  let restartWanted = false;
  let closed = false;
  let active = 0;
  const waiting: Array<() => void> = [];

  function launch(): Promise<Browser> {
    stats.browserStarts++;
    pagesSinceStart = 0;
    // Playwright is loaded with the first browser: a process that renders nothing never loads it.
    const started = import("playwright-core").then(({ chromium }) =>
      chromium.launch({
        executablePath: options.executablePath,
        headless: true,
        timeout: 60_000,
        args: BROWSER_ARGS,
      }),
    );
    started.then(
      (b) =>
        b.on("disconnected", () => {
          if (browser === started) browser = undefined;
        }),
      () => {
        if (browser === started) browser = undefined;
      },
    );
    return started;
  }

  /** A turn to render: at most maxConcurrentPages at once, none while the browser restarts. */
  async function acquire(): Promise<void> {
    while (closed || restartWanted || active >= settings.maxConcurrentPages) {
      if (closed) throw new Error("the page renderer is closed");
      if (restartWanted && active === 0) await restart();
      else await new Promise<void>((resolve) => waiting.push(resolve));
    }
    active++;
  }

  function release(): void {
    active--;
    for (const wake of waiting.splice(0)) wake();
  }

  async function restart(): Promise<void> {
    const old = browser;
    browser = undefined;
    restartWanted = false;
    await (await old?.catch(() => undefined))?.close().catch(() => {});
  }

  async function afterPage(current: Browser): Promise<void> {
    stats.pagesRendered++;
    pagesSinceStart++;
    if (pagesSinceStart >= settings.restartAfterPages) restartWanted = true;
    if (pagesSinceStart % settings.memoryCheckEvery === 0) {
      stats.lastResidentBytes = await browserResidentBytes(current).catch(() => undefined);
      if ((stats.lastResidentBytes ?? 0) > settings.restartAboveBytes) restartWanted = true;
    }
  }

  async function render(input: RenderInput): Promise<RenderResult> {
    await acquire();
    try {
      browser ??= launch();
      const current = await browser;
      const result = await renderIn(current, input, settings, fetcher, scripts, sharedFetches);
      if (result.crashed) restartWanted = true;
      else await afterPage(current);
      return result.result;
    } catch (error) {
      // The browser could not start or died: the next page starts a new one.
      restartWanted = true;
      return {
        ok: false,
        reason: "render-failed",
        message: `the browser failed: ${(error as Error).message}`,
        blocked: [],
        scriptErrors: [],
      };
    } finally {
      release();
    }
  }

  return {
    settings,
    render,
    stats: () => ({ ...stats }),
    close: async () => {
      closed = true;
      while (active > 0) await new Promise<void>((resolve) => waiting.push(resolve));
      for (const wake of waiting.splice(0)) wake();
      await restart();
    },
  };
}

/**
 * No network of the browser's own: anything the interception does not catch (a WebSocket that
 * escapes it, WebRTC, DNS prefetch) meets a proxy that does not exist and names that do not resolve.
 */
const BROWSER_ARGS = [
  // Running as root (containers, CI) needs it; the confinement that matters here is the network.
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--dns-prefetch-disable",
  "--mute-audio",
  "--proxy-server=http://127.0.0.1:9",
  "--proxy-bypass-list=<-loopback>",
  "--host-resolver-rules=MAP * ~NOTFOUND",
  "--force-webrtc-ip-handling-policy=disable_non_proxied_udp",
];

interface PageOutcome {
  result: RenderResult;
  /** The page could not even be closed: the browser is restarted before the next one. */
  crashed: boolean;
}

/** Time to close a page's context; a renderer stuck in a script loop is killed with it. */
const CLOSE_TIMEOUT_MS = 5_000;

async function renderIn(
  browser: Browser,
  input: RenderInput,
  settings: RenderSettings,
  fetcher: PoliteFetcher,
  scripts: ScriptCache,
  sharedFetches: SharedScriptFetches,
): Promise<PageOutcome> {
  const started = performance.now();
  const timeoutMs = input.timeoutMs ?? settings.pageTimeoutMs;
  const deadline = started + timeoutMs;
  const controller = new AbortController();
  const onAbort = () => controller.abort();
  input.signal?.addEventListener("abort", onAbort, { once: true });
  const allowedHosts = allowedHostsOf([input.document.url, input.sourceUrl], input.staticHosts);
  const traffic = { inFlight: 0, lastActivity: started, requests: 0, bytes: 0, documentServed: false };
  const blocked: BlockedRequest[] = [];
  const block = (url: string, reason: BlockedRequest["reason"], detail?: string) =>
    blocked.push({ url, reason, ...(detail ? { detail } : {}) });
  const scriptErrors: string[] = [];

  const context: BrowserContext = await browser.newContext({
    acceptDownloads: false,
    serviceWorkers: "block",
    userAgent: fetcher.userAgent,
    viewport: { width: 1280, height: 1024 },
  });
  const answer = async (route: Route, request: Request) => {
    const url = request.url();
    if (!traffic.documentServed && request.isNavigationRequest() && !request.frame().parentFrame()) {
      traffic.documentServed = true;
      traffic.requests++;
      return route.fulfill({
        status: 200,
        contentType: "text/html; charset=utf-8",
        body: input.document.html,
      });
    }
    const refusal = refusalOf(
      { url, method: request.method(), resourceType: request.resourceType() },
      { allowedHosts },
    );
    if (refusal) {
      // Images, styles and fonts are many and change no text: not worth a line in the log.
      if (refusal !== "resource-type") block(url, refusal);
      return route.abort("blockedbyclient");
    }
    if (traffic.requests >= settings.maxRequestsPerPage) {
      block(url, "too-many-requests", `over ${settings.maxRequestsPerPage} requests`);
      return route.abort("blockedbyclient");
    }
    traffic.requests++;
    const isScript = request.resourceType() === "script";
    const fetched = isScript
      ? (scripts.get(url) ?? (await sharedFetches.fetch(url, controller.signal)))
      : await fetcher.fetchResource(url, { signal: controller.signal });
    if (fetched.outcome === "failed") {
      block(url, fetched.reason, fetched.message);
      return route.abort(fetched.reason === "timeout" ? "timedout" : "blockedbyclient");
    }
    traffic.bytes += fetched.bytes.byteLength;
    if (traffic.bytes > settings.maxBytesPerPage) {
      block(url, "too-many-bytes", `over ${settings.maxBytesPerPage} bytes for the page`);
      return route.abort("blockedbyclient");
    }
    if (isScript) scripts.set(url, fetched);
    return route.fulfill({
      status: fetched.status,
      ...(fetched.contentType ? { headers: { "content-type": fetched.contentType } } : {}),
      body: Buffer.from(fetched.bytes),
    });
  };
  await context.route("**/*", async (route, request) => {
    traffic.inFlight++;
    traffic.lastActivity = performance.now();
    try {
      await answer(route, request);
    } catch {
      // The page was closed while its request was out: nothing is waiting for the answer.
    } finally {
      traffic.inFlight--;
      traffic.lastActivity = performance.now();
    }
  });
  await context.routeWebSocket(/.*/, (socket) => {
    block(socket.url(), "websocket");
    socket.close({ code: 1008, reason: "not allowed by the crawler" });
  });
  await context.addInitScript({ content: ACTIVITY_WATCH });
  const page = await context.newPage();
  // A popup or a second window is not the page being read.
  context.on("page", (other) => {
    if (other !== page) other.close().catch(() => {});
  });
  page.on("dialog", (dialog) => dialog.dismiss().catch(() => {}));
  // A script that throws: the page may still render, emptier than it should (a broken front end).
  page.on("pageerror", (error) => {
    const message = error.message.split("\n")[0] ?? "";
    const line = (error.name && message ? `${error.name}: ${message}` : message || error.name).slice(0, 200);
    if (scriptErrors.length < MAX_SCRIPT_ERRORS && !scriptErrors.includes(line)) scriptErrors.push(line);
  });

  const work = (async (): Promise<RenderResult> => {
    await page.goto(input.document.url, {
      waitUntil: "load",
      timeout: Math.max(1, deadline - performance.now()),
    });
    // The load event is not the end: scripts fetch the statements after it. Done means quiet
    // for a while both here (no request in flight) and in the page itself, which sees a fetch the
    // moment it is made and its DOM change (the interception hears of a request only later, and
    // much later on a busy machine).
    for (;;) {
      if (performance.now() >= deadline) throw new PageTimeout();
      const quietHere =
        traffic.inFlight === 0 && performance.now() - traffic.lastActivity >= settings.quietMs;
      if (quietHere) {
        const [pending, idleMs] = (await page.evaluate(ACTIVITY_PROBE)) as [number, number];
        if (pending === 0 && idleMs >= settings.quietMs) break;
      }
      await sleep(50);
    }
    const html = await page.content();
    if (Buffer.byteLength(html) > settings.maxBytesPerPage) {
      return {
        ok: false,
        reason: "too-large",
        message: `the rendered page is over ${settings.maxBytesPerPage} bytes`,
        blocked,
        scriptErrors,
      };
    }
    return {
      ok: true,
      url: page.url(),
      html,
      requests: traffic.requests,
      bytes: traffic.bytes,
      blocked,
      scriptErrors,
    };
  })();
  work.catch(() => {});
  const timeout = timer(Math.max(0, deadline - performance.now()));
  const cancelled = new Promise<"aborted">((resolve) =>
    controller.signal.addEventListener("abort", () => resolve("aborted"), { once: true }),
  );
  let result: RenderResult;
  try {
    const first = await Promise.race([work, timeout.promise.then(() => "timeout" as const), cancelled]);
    if (first === "timeout") result = timedOut(timeoutMs, traffic, blocked, scriptErrors);
    else if (first === "aborted")
      result = { ok: false, reason: "aborted", message: "the crawl was cancelled", blocked, scriptErrors };
    else result = first;
  } catch (error) {
    result =
      error instanceof PageTimeout || /Timeout .*exceeded/.test((error as Error).message)
        ? timedOut(timeoutMs, traffic, blocked, scriptErrors)
        : {
            ok: false,
            reason: "render-failed",
            message: (error as Error).message.split("\n")[0] ?? "",
            blocked,
            scriptErrors,
          };
  } finally {
    timeout.cancel();
    input.signal?.removeEventListener("abort", onAbort);
    controller.abort();
  }
  const closedInTime = await Promise.race([
    context.close().then(
      () => true,
      () => true,
    ),
    sleep(CLOSE_TIMEOUT_MS).then(() => false),
  ]);
  return { result, crashed: !closedInTime };
}

class PageTimeout extends Error {}

function timedOut(
  timeoutMs: number,
  traffic: { requests: number; inFlight: number },
  blocked: BlockedRequest[],
  scriptErrors: string[],
): RenderResult {
  return {
    ok: false,
    reason: "timeout",
    message: `the page was still loading after ${timeoutMs} ms (${traffic.requests} requests, ${traffic.inFlight} in flight)`,
    blocked,
    scriptErrors,
  };
}

const MAX_SCRIPT_ERRORS = 5;

/**
 * A script that pages rendering at the same time both ask for is fetched once: the second waits
 * for the first's fetch (the cache keeps it only once it has come). A fetch given up because its
 * own page was (its signal) is made again for a page still waiting.
 */
class SharedScriptFetches {
  private readonly inFlight = new Map<string, Promise<FetchedResource | FetchFailure>>();
  constructor(private readonly fetcher: PoliteFetcher) {}

  async fetch(url: string, signal: AbortSignal): Promise<FetchedResource | FetchFailure> {
    const shared = this.inFlight.get(url);
    if (shared) {
      const result = await shared;
      if (result.outcome !== "failed" || result.reason !== "aborted" || signal.aborted) return result;
    }
    const own = this.fetcher.fetchResource(url, { signal });
    this.inFlight.set(url, own);
    try {
      return await own;
    } finally {
      if (this.inFlight.get(url) === own) this.inFlight.delete(url);
    }
  }
}

function timer(ms: number) {
  let handle: ReturnType<typeof setTimeout> | undefined;
  const promise = new Promise<void>((resolve) => {
    handle = setTimeout(resolve, ms);
  });
  return { promise, cancel: () => clearTimeout(handle) };
}
