import type { Readable } from "node:stream";
import { type Dispatcher, request } from "undici";
import { type HopFailure, hopFailure } from "./fetch-result";
import { findBlockedAddressError } from "./guarded-agent";
import { UnsupportedContentEncodingError } from "./read-body";

/**
 * One GET, bounded in time three ways: the connect time-out (in the agent), an idle time-out
 * (no headers, or no body bytes, for that long) and a total time-out that also covers reading
 * the body, so a server trickling one byte a second cannot hold a crawler slot for ever.
 */

export interface ExchangeRequest {
  url: URL;
  headers: Record<string, string>;
  agent: Dispatcher;
  timeoutMs: number;
  idleTimeoutMs: number;
  signal?: AbortSignal;
}

export interface RawResponse {
  status: number;
  header(name: string): string | undefined;
  body: Readable;
}

class TotalTimeoutError extends Error {
  constructor(ms: number) {
    super(`no complete answer within ${ms} ms`);
    this.name = "TotalTimeoutError";
  }
}

const TIMEOUT_CODES = new Set(["UND_ERR_HEADERS_TIMEOUT", "UND_ERR_BODY_TIMEOUT", "UND_ERR_CONNECT_TIMEOUT"]);
/** A connection dropped mid-answer is usually a passing problem; a refused or unknown host is not. */
const TRANSIENT_CODES = new Set(["ECONNRESET", "EPIPE", "UND_ERR_SOCKET"]);

/**
 * Sends the request and hands the response to `handle`, which reads (or ignores) the body within
 * the same time limit. The body is destroyed afterwards if `handle` left any of it unread.
 */
export async function exchange<T>(
  req: ExchangeRequest,
  handle: (response: RawResponse) => Promise<T>,
): Promise<T | HopFailure> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new TotalTimeoutError(req.timeoutMs)), req.timeoutMs);
  const forwardAbort = () => controller.abort(req.signal?.reason);
  req.signal?.addEventListener("abort", forwardAbort, { once: true });
  try {
    req.signal?.throwIfAborted();
    const response = await request(req.url, {
      method: "GET",
      dispatcher: req.agent,
      headers: req.headers,
      signal: controller.signal,
      headersTimeout: req.idleTimeoutMs,
      bodyTimeout: req.idleTimeoutMs,
    });
    try {
      return await handle({
        status: response.statusCode,
        header: (name) => {
          const value = response.headers[name.toLowerCase()];
          return Array.isArray(value) ? value[0] : value;
        },
        body: response.body,
      });
    } finally {
      if (!response.body.readableEnded) {
        // Destroying an unread undici body makes it emit "Request aborted": expected, not news.
        response.body.on("error", () => {});
        response.body.destroy();
      }
    }
  } catch (error) {
    return classifyError(error, controller.signal, req.signal);
  } finally {
    clearTimeout(timer);
    req.signal?.removeEventListener("abort", forwardAbort);
  }
}

function classifyError(error: unknown, ours: AbortSignal, callers: AbortSignal | undefined): HopFailure {
  if (callers?.aborted) return hopFailure("aborted", "the caller cancelled the request");
  if (ours.aborted && ours.reason instanceof TotalTimeoutError) {
    return hopFailure("timeout", ours.reason.message, { retryable: true });
  }
  const blocked = findBlockedAddressError(error);
  if (blocked) return hopFailure("private-address", blocked.message);
  if (error instanceof UnsupportedContentEncodingError) return hopFailure("network-error", error.message);
  const code = (error as { code?: unknown }).code;
  const message = error instanceof Error ? error.message : String(error);
  if (typeof code === "string" && TIMEOUT_CODES.has(code))
    return hopFailure("timeout", message, { retryable: true });
  const retryable = typeof code === "string" && TRANSIENT_CODES.has(code);
  return hopFailure("network-error", typeof code === "string" ? `${code}: ${message}` : message, {
    retryable,
  });
}
