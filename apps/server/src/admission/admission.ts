import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { availableParallelism } from "node:os";
import {
  DEFAULT_LANGUAGE,
  escapeHtml,
  getLanguage,
  isLanguageCode,
  type LanguageCode,
} from "@communique/core";
import type { HttpBindings } from "@hono/node-server";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-context";
import { errorBody } from "../errors";
import { clientAddress } from "./client-address";
import { Gate, type GateLimits, type Refusal } from "./gate";
import { RateLimiter, type RateLimitSettings } from "./rate-limit";
import { REFUSAL_TEXTS } from "./refusal-texts";

/**
 * What a request costs decides the line it waits in: an API call (search, statement), a
 * server-rendered page (which makes its API calls in process, outside any line), an analytics
 * call. Exports and reports keep their own caps (search-exports.ts, report-download.ts): they
 * last minutes, and a queue in front of them would only hold connections.
 */
export type RequestKind = "api" | "page" | "analytics";

export interface AdmissionOptions {
  limits?: Partial<Record<RequestKind, GateLimits>>;
  /** Web processes sharing the machine (WEB_CONCURRENCY): the default limits are divided among them. */
  processes?: number;
  /** Requests per address; off when absent. */
  rateLimit?: RateLimitSettings | undefined;
  /** Reverse proxies in front whose X-Forwarded-For is believed (TRUST_PROXY). */
  trustProxy?: number;
  /** How long a refusal at the door is held before it is sent (DOOR_PAUSE_MS by default). */
  doorPauseMs?: number;
}

/**
 * A refusal at the door is sent after this pause, not at once. A crowd that retries as soon as it
 * is refused otherwise asks again thousands of times a second (page requests at 200 connections on
 * 2 cores: 7,000 refusals a second), and writing those refusals takes node's time from the pages
 * being answered. Held a second, each waiting connection asks about once a second; a timer costs
 * nothing while it waits, and the client that goes away takes its timer with it.
 */
export const DOOR_PAUSE_MS = 1000;

/**
 * The limits for this machine: on 2 cores, 8 API calls, 4 pages and 4 analytics calls at work,
 * each with a queue of a few seconds' work. More at once only lengthens every answer.
 */
export function defaultLimits(cores = availableParallelism()): Record<RequestKind, GateLimits> {
  return {
    api: { inFlight: 4 * cores, queue: 16 * cores, maxWaitMs: 2000 },
    page: { inFlight: 2 * cores, queue: 16 * cores, maxWaitMs: 2000 },
    analytics: { inFlight: 2 * cores, queue: 4 * cores, maxWaitMs: 2000 },
  };
}

/** Paths no line holds back: health checks, static files, the API's description. */
const NEVER_QUEUED =
  /^\/(?:healthz|assets\/|sw\.js$|favicon\.svg$|favicon\.ico$|icon-192\.png$|icon-512\.png$|apple-touch-icon\.png$|manifest\.webmanifest$|robots\.txt$|api\/openapi\.json$|api\/docs)/;

export function requestKind(path: string): RequestKind | undefined {
  if (NEVER_QUEUED.test(path)) return undefined;
  if (path.startsWith("/api/search/export.") || path.startsWith("/api/report/")) return undefined;
  if (path.startsWith("/api/analytics/")) return "analytics";
  if (path.startsWith("/api/")) return "api";
  return "page";
}

/**
 * Admission control: each kind of request through its gate, each client address through its
 * rate limit. A refusal is immediate and says when to come back (Retry-After): 503 when the
 * site is busy, 429 when one address asks too much. A page's own operations run in process
 * (web-app.ts), inside the page's place.
 */
export class Admission {
  readonly #gates: Record<RequestKind, Gate>;
  readonly #limiter: RateLimiter | undefined;
  readonly #trustProxy: number;
  readonly #doorPauseMs: number;

  constructor(options: AdmissionOptions = {}) {
    const cores = Math.max(1, Math.floor(availableParallelism() / (options.processes ?? 1)));
    const limits = { ...defaultLimits(cores), ...options.limits };
    this.#gates = Object.fromEntries(
      Object.entries(limits).map(([kind, l]) => [kind, new Gate(l)]),
    ) as Record<RequestKind, Gate>;
    this.#limiter = options.rateLimit ? new RateLimiter(options.rateLimit) : undefined;
    this.#trustProxy = options.trustProxy ?? 0;
    this.#doorPauseMs = options.doorPauseMs ?? DOOR_PAUSE_MS;
  }

  middleware(): MiddlewareHandler<AppEnv> {
    return async (c, next) => {
      const kind = c.req.method === "OPTIONS" ? undefined : requestKind(c.req.path);
      if (!kind) return next();
      if (this.#limiter) {
        const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
        const address = clientAddress(
          incoming?.socket.remoteAddress,
          c.req.header("X-Forwarded-For"),
          this.#trustProxy,
        );
        // Without trusted proxies, a loopback peer is a proxy on this machine (or a local test)
        // standing for everyone: limiting it would limit the whole audience at once.
        const wait = this.#trustProxy === 0 && isLoopback(address) ? 0 : this.#limiter.take(address);
        if (wait > 0) return answer(refusal(kind, "rate", wait, c.req.path));
      }
      const entered = await this.#gates[kind].enter(c.req.raw.signal);
      if (typeof entered !== "function") return answer(refusal(kind, entered, 2, c.req.path));
      try {
        await next();
      } finally {
        // A streamed answer (none of these kinds streams today) would hold its place until sent.
        entered();
      }
    };
  }

  /**
   * At the socket, before the request becomes a Request and meets the router: one whose line is
   * full is refused there (true when it was). Under a crowd that retries at once, refusals come
   * by thousands a second; each one through the framework cost node a quarter of a millisecond,
   * most of a core taken from the searches being answered. The refusal is sent after a pause
   * (DOOR_PAUSE_MS), so that the same connections do not ask again at once.
   */
  refuseAtTheDoor(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method === "OPTIONS" || !req.url) return false;
    const path = req.url.split("?", 1)[0]!;
    const kind = requestKind(path);
    if (!kind || !this.#gates[kind].full) return false;
    const { status, headers, body } = refusal(kind, "full", 2, path);
    const send = () => {
      if (res.destroyed || res.writableEnded) return;
      res.writeHead(status, headers);
      res.end(body);
    };
    if (this.#doorPauseMs <= 0) send();
    else {
      const timer = setTimeout(send, this.#doorPauseMs).unref();
      res.once("close", () => clearTimeout(timer));
    }
    return true;
  }
}

/** The middleware of a fresh Admission (tests, and apps that need no door). */
export function admission(options: AdmissionOptions = {}): MiddlewareHandler<AppEnv> {
  return new Admission(options).middleware();
}

interface Refused {
  status: 429 | 503;
  headers: Record<string, string>;
  body: string;
}

function answer(refused: Refused): Response {
  return new Response(refused.body, { status: refused.status, headers: refused.headers });
}

/**
 * The refusal, built directly (the middlewares that dress other answers have not run): JSON for
 * the API, readable from any origin as the API is; a small page of its own for pages.
 */
function refusal(kind: RequestKind, why: Refusal | "rate", seconds: number, path: string): Refused {
  const status = why === "rate" ? 429 : 503;
  const headers: Record<string, string> = {
    "Retry-After": String(seconds),
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
  };
  if (kind === "page") {
    return {
      status,
      headers: {
        ...headers,
        "Content-Type": "text/html; charset=utf-8",
        // This page has nothing to allow but its own style.
        "Content-Security-Policy": `default-src 'none'; style-src '${REFUSAL_STYLE_HASH}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
        "X-Frame-Options": "DENY",
      },
      body: refusalPage(pageLanguage(path), why, seconds),
    };
  }
  const body =
    why === "rate"
      ? JSON.stringify(
          errorBody("rate_limited", `Too many requests from your address; try again in ${seconds} s.`),
        )
      : BUSY;
  return {
    status,
    headers: { ...headers, "Content-Type": "application/json", "Access-Control-Allow-Origin": "*" },
    body,
  };
}

const BUSY = JSON.stringify(errorBody("busy", "The service is busy; try again in a few seconds."));

function isLoopback(address: string): boolean {
  return address === "::1" || address.startsWith("127.") || address.startsWith("::ffff:127.");
}

function pageLanguage(path: string): LanguageCode {
  const first = path.split("/")[1];
  return isLanguageCode(first) ? first : DEFAULT_LANGUAGE;
}

/** The site's type and colours, in few lines (styles.css is not loaded for a refusal). */
const REFUSAL_STYLE = `body{margin:0;font:1.0625rem/1.6 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Liberation Sans",Arial,sans-serif;color:#1b1f24;background:#fff}
:lang(ar) body{font-family:"Noto Naskh Arabic","Noto Sans Arabic","Geeza Pro","Segoe UI",Tahoma,Arial,sans-serif}
:lang(zh-Hans) body{font-family:"PingFang SC","Hiragino Sans GB","Noto Sans CJK SC","Microsoft YaHei",system-ui,sans-serif}
main{width:calc(100% - 2.5rem);max-width:36rem;margin:12vh auto;padding-inline-start:1.25rem;border-inline-start:4px solid #1d4f91}
h1{font-size:1.5rem;line-height:1.3;margin:0 0 .75rem}p{margin:0;color:#4b5563}`;
const REFUSAL_STYLE_HASH = `sha256-${createHash("sha256").update(REFUSAL_STYLE).digest("base64")}`;

/** A page of its own (no script, only its own style), so that a refusal costs nothing. */
function refusalPage(lang: LanguageCode, why: Refusal | "rate", seconds: number): string {
  const texts = REFUSAL_TEXTS[lang];
  const title = why === "rate" ? texts.tooManyTitle : texts.busyTitle;
  const text = why === "rate" ? texts.tooMany.replace("{seconds}", String(seconds)) : texts.busy;
  const { iso, dir } = getLanguage(lang);
  return `<!doctype html><html lang="${iso}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${REFUSAL_STYLE}</style></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></main></body></html>`;
}
