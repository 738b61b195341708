import type { ContentKind } from "./content-type";
import type { EncodingSource } from "./decode-text";

/** What fetchPage can answer: a page, "unchanged since last time", or a reason it could not. */
export type FetchOutcome = FetchedPage | NotModified | FetchFailure;

export type PageBody =
  | { type: "text"; text: string; encoding: string; encodingSource: EncodingSource }
  | { type: "bytes"; bytes: Uint8Array };

export interface FetchedPage {
  outcome: "fetched";
  /** The URL after redirects: the address the body belongs to. */
  url: string;
  status: number;
  kind: ContentKind;
  /** As sent by the server (lower-cased, without parameters), or undefined if sniffed. */
  mediaType: string | undefined;
  etag: string | undefined;
  lastModified: string | undefined;
  contentLanguage: string | undefined;
  /** Every URL that answered with a redirect, in order (empty when there was none). */
  redirects: string[];
  /** Bytes received after decompression. */
  byteLength: number;
  body: PageBody;
}

export interface NotModified {
  outcome: "not-modified";
  url: string;
  status: 304;
  etag: string | undefined;
  lastModified: string | undefined;
  redirects: string[];
}

export type FailureReason =
  | "invalid-url"
  | "robots-disallowed"
  /** robots.txt answered 5xx or not at all: the site is closed to us for now (RFC 9309 §2.3.1.4). */
  | "robots-unreachable"
  | "private-address"
  | "too-large"
  | "timeout"
  | "too-many-redirects"
  | "redirect-loop"
  | "unsupported-content-type"
  | "http-error"
  | "network-error"
  /** A JavaScript source's page could not be rendered: the browser crashed or refused it. */
  | "render-failed"
  /** A JavaScript source, and no Chromium to render it with. */
  | "no-browser"
  | "aborted";

export interface FetchFailure {
  outcome: "failed";
  reason: FailureReason;
  /** Human-readable detail for the crawl log. */
  message: string;
  /** The URL that failed (a redirect target, perhaps). */
  url: string;
  status?: number;
  /** The server's Retry-After on the failure we gave up on, for the crawler to reschedule by. */
  retryAfterMs?: number;
  /** Requests made for this URL (retries included). */
  attempts: number;
  redirects: string[];
}

/** A failure before the redirect chain and attempt count are known; fetchPage completes it. */
export interface HopFailure {
  outcome: "failed";
  reason: FailureReason;
  message: string;
  status?: number;
  retryAfterMs?: number;
  /** Worth another attempt: 5xx, 429, 408, time-outs, dropped connections. */
  retryable: boolean;
}

export function hopFailure(
  reason: FailureReason,
  message: string,
  extra: { status?: number; retryAfterMs?: number; retryable?: boolean } = {},
): HopFailure {
  const { retryable = false, ...rest } = extra;
  return { outcome: "failed", reason, message, retryable, ...rest };
}
