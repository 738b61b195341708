import { setTimeout as sleep } from "node:timers/promises";
import { acceptHeader } from "./content-type";
import { parseCrawlUrl, robotsPathOf } from "./crawl-url";
import { type FetchFailure, type FetchOutcome, type HopFailure, hopFailure } from "./fetch-result";
import {
  type FetcherSettings,
  type FetcherSettingsInput,
  parseFetcherSettings,
  userAgentOf,
} from "./fetch-settings";
import { createGuardedAgent, type ResolveHost } from "./guarded-agent";
import { HostScheduler } from "./host-scheduler";
import { exchange, type RawResponse } from "./http-exchange";
import { type HopResult, readPageResponse } from "./page-response";
import { SUPPORTED_CONTENT_ENCODINGS } from "./read-body";
import { type FetchedResource, type ResourceHop, readResourceResponse } from "./resource-response";
import { backoffDelayMs } from "./retry-policy";
import { RobotsCache, type RobotsDecision } from "./robots-cache";
import { createRobotsFileFetcher } from "./robots-file";

/** What the crawler knows from its last visit to a page, to ask "has it changed?". */
export interface PreviousFetch {
  /** The final URL that answered last time; the validators are sent only to it. Default: the URL asked for. */
  url?: string;
  etag?: string;
  lastModified?: string;
}

export interface PageRequest {
  previous?: PreviousFetch;
  signal?: AbortSignal;
}

export interface FetcherDependencies {
  /** Name resolution; tests point public-looking names at 127.0.0.1 with it. */
  resolve?: ResolveHost;
  /** For the backoff jitter. */
  random?: () => number;
}

export interface PoliteFetcher {
  readonly settings: FetcherSettings;
  readonly userAgent: string;
  fetchPage(url: string, request?: PageRequest): Promise<FetchOutcome>;
  /**
   * A page's script or data, of any content type, for a rendered page: the same robots.txt,
   * turn per host, delay, address guard, limits and retries as a page; no conditional request.
   */
  fetchResource(url: string, request?: { signal?: AbortSignal }): Promise<FetchedResource | FetchFailure>;
  /** The robots.txt decision for a URL's origin (its sitemaps and crawl-delay), fetched if needed. */
  robotsFor(url: string): Promise<RobotsDecision>;
  /** Closes the connections once the requests in flight are done. */
  close(): Promise<void>;
}

/**
 * The crawler's only way onto the web: robots.txt obeyed, one request at a time per host with a
 * pause between them, a global concurrency limit, bounded size, time and redirects, retries with
 * backoff, conditional requests, and no connection to a non-public address unless allowed.
 */
export function createPoliteFetcher(
  input: FetcherSettingsInput,
  dependencies: FetcherDependencies = {},
): PoliteFetcher {
  const settings = parseFetcherSettings(input);
  const userAgent = userAgentOf(settings);
  const agent = createGuardedAgent({
    policy: { allowPrivate: settings.allowPrivate, exemptAddresses: settings.exemptAddresses },
    connectTimeoutMs: settings.connectTimeoutMs,
    ...(dependencies.resolve ? { resolve: dependencies.resolve } : {}),
  });
  const scheduler = new HostScheduler({ maxConcurrency: settings.maxConcurrency });
  const random = dependencies.random ?? Math.random;
  const accept = `${acceptHeader(settings.acceptedKinds)}, */*;q=0.1`;

  async function send<T>(
    url: URL,
    headers: Record<string, string>,
    delayMs: number,
    signal: AbortSignal | undefined,
    handle: (response: RawResponse) => Promise<T>,
  ): Promise<T | HopFailure> {
    const release = await scheduler.acquire(url.hostname, delayMs, signal);
    try {
      return await exchange(
        {
          url,
          headers: { "user-agent": userAgent, "accept-encoding": SUPPORTED_CONTENT_ENCODINGS, ...headers },
          agent,
          timeoutMs: settings.timeoutMs,
          idleTimeoutMs: settings.idleTimeoutMs,
          ...(signal ? { signal } : {}),
        },
        handle,
      );
    } finally {
      release();
    }
  }

  const robots = new RobotsCache({
    productToken: settings.productToken,
    ttlMs: settings.robotsTtlMs,
    unreachableRetryMs: settings.robotsUnreachableRetryMs,
    fetchRobotsFile: createRobotsFileFetcher({
      send: (url, handle) =>
        send(url, { accept: "text/plain, */*;q=0.1" }, settings.minDelayMs, undefined, handle),
      maxBytes: settings.robotsMaxBytes,
      // RFC 9309 §2.3.1.2: at least five, whatever the page limit is.
      maxRedirects: 5,
    }),
  });

  /** One URL of the redirect chain, with its retries. */
  async function fetchHop<R extends HopResult | ResourceHop>(
    url: URL,
    headers: Record<string, string>,
    signal: AbortSignal | undefined,
    read: (response: RawResponse) => Promise<R>,
  ): Promise<{ result: R | HopFailure; attempts: number }> {
    for (let attempt = 1; ; attempt++) {
      const decision = await robots.decisionFor(url.origin);
      if (!decision.policy.isAllowed(robotsPathOf(url))) {
        return { result: robotsRefusal(decision, url), attempts: attempt - 1 };
      }
      const crawlDelayMs = (decision.policy.crawlDelaySeconds ?? 0) * 1000;
      const delayMs = Math.max(settings.minDelayMs, Math.min(settings.maxCrawlDelayMs, crawlDelayMs));
      const result = await send(url, headers, delayMs, signal, read);
      const retry = "outcome" in result && result.retryable && attempt < settings.maxAttempts;
      if (!retry || (result.retryAfterMs ?? 0) > settings.maxRetryDelayMs)
        return { result, attempts: attempt };
      const backoff = backoffDelayMs(attempt, settings.retryBaseDelayMs, settings.maxRetryDelayMs, random);
      await sleep(result.retryAfterMs ?? backoff, undefined, signal ? { signal } : {});
    }
  }

  /**
   * Follows a redirect chain from `input`, each URL asked by `ask`: the hop's answer, a redirect
   * to follow, or a failure. One chain for pages and for the resources of rendered pages, so both
   * keep the same limits on redirects and loops.
   */
  async function follow<T>(
    input: string,
    signal: AbortSignal | undefined,
    ask: (url: URL) => Promise<{ step: Step<T>; attempts: number }>,
  ): Promise<T | FetchFailure> {
    const start = parseCrawlUrl(input);
    if (typeof start === "string") return failure(hopFailure("invalid-url", start), input, [], 0);
    const redirects: string[] = [];
    let attempts = 0;
    let url = start;
    try {
      for (;;) {
        const hop = await ask(url);
        attempts += hop.attempts;
        const step = hop.step;
        if ("outcome" in step) return failure(step, url.href, redirects, attempts);
        if ("answer" in step) return step.answer(url.href, redirects);
        redirects.push(url.href);
        const next = parseCrawlUrl(step.location, url.href);
        if (typeof next === "string")
          return failure(hopFailure("invalid-url", `redirect: ${next}`), url.href, redirects, attempts);
        if (redirects.includes(next.href)) {
          return failure(
            hopFailure("redirect-loop", `redirected back to ${next.href}`),
            url.href,
            redirects,
            attempts,
          );
        }
        if (redirects.length > settings.maxRedirects) {
          const message = `more than ${settings.maxRedirects} redirects`;
          return failure(hopFailure("too-many-redirects", message), url.href, redirects, attempts);
        }
        url = next;
      }
    } catch (error) {
      if (signal?.aborted) {
        return failure(
          hopFailure("aborted", "the caller cancelled the request"),
          url.href,
          redirects,
          attempts,
        );
      }
      throw error;
    }
  }

  function fetchPage(input: string, request: PageRequest = {}): Promise<FetchOutcome> {
    const previous = request.previous;
    const validated = previous && parseCrawlUrl(previous.url ?? input);
    return follow<FetchOutcome>(input, request.signal, async (url) => {
      const sendValidators = previous && validated instanceof URL && validated.href === url.href;
      const headers = { accept, ...(sendValidators ? conditionalHeaders(previous) : {}) };
      const { result, attempts } = await fetchHop(url, headers, request.signal, (response) =>
        readPageResponse(response, settings),
      );
      if ("outcome" in result || result.kind === "redirect") return { step: result, attempts };
      if (result.kind === "page") {
        const page = result.page;
        return {
          step: { answer: (at, redirects) => ({ outcome: "fetched", url: at, redirects, ...page }) },
          attempts,
        };
      }
      const answer = (at: string, redirects: string[]): FetchOutcome => ({
        outcome: "not-modified",
        url: at,
        status: 304,
        etag: result.etag ?? previous?.etag,
        lastModified: result.lastModified ?? previous?.lastModified,
        redirects,
      });
      return { step: { answer }, attempts };
    });
  }

  function fetchResource(
    input: string,
    request: { signal?: AbortSignal } = {},
  ): Promise<FetchedResource | FetchFailure> {
    return follow<FetchedResource>(input, request.signal, async (url) => {
      const { result, attempts } = await fetchHop(url, { accept: "*/*" }, request.signal, (response) =>
        readResourceResponse(response, settings),
      );
      if ("outcome" in result || result.kind === "redirect") return { step: result, attempts };
      const { kind: _kind, ...resource } = result;
      return {
        step: { answer: (at, redirects) => ({ outcome: "fetched", url: at, redirects, ...resource }) },
        attempts,
      };
    });
  }

  return {
    settings,
    userAgent,
    fetchPage,
    fetchResource,
    robotsFor: (url) => {
      const parsed = parseCrawlUrl(url);
      if (typeof parsed === "string") return Promise.reject(new TypeError(parsed));
      return robots.decisionFor(parsed.origin);
    },
    close: () => agent.close(),
  };
}

/** What one URL of a chain gave: the final answer (given its address and the redirects), a redirect, or a failure. */
type Step<T> =
  | { answer: (url: string, redirects: string[]) => T }
  | { kind: "redirect"; location: string }
  | HopFailure;

function conditionalHeaders(previous: PreviousFetch): Record<string, string> {
  return {
    ...(previous.etag ? { "if-none-match": previous.etag } : {}),
    ...(previous.lastModified ? { "if-modified-since": previous.lastModified } : {}),
  };
}

function robotsRefusal(decision: RobotsDecision, url: URL): HopFailure {
  if (decision.source !== "unreachable")
    return hopFailure("robots-disallowed", `robots.txt disallows ${robotsPathOf(url)}`);
  // A robots.txt that could not be fetched because of the address or the network is reported
  // as that, so the crawl log says "private-address" rather than blaming the site's rules.
  if (decision.cause && decision.cause !== "http-error") {
    return hopFailure(decision.cause, `robots.txt could not be fetched: ${decision.detail ?? ""}`);
  }
  return hopFailure(
    "robots-unreachable",
    `robots.txt is unreachable (${decision.detail ?? "no answer"}); retrying later`,
  );
}

function failure(hop: HopFailure, url: string, redirects: string[], attempts: number): FetchFailure {
  const { retryable: _retryable, ...rest } = hop;
  return { ...rest, url, redirects, attempts };
}
