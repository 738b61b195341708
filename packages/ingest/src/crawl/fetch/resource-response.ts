import { type HopFailure, hopFailure } from "./fetch-result";
import type { RawResponse } from "./http-exchange";
import { REDIRECT_STATUSES } from "./page-response";
import { readBody } from "./read-body";
import { isRetryableStatus, parseRetryAfter } from "./retry-policy";

/**
 * A resource a rendered page asks for (its scripts, the JSON its scripts load): any content type,
 * since the browser decides what to do with it, under the same size limit as a page.
 */
export interface FetchedResource {
  outcome: "fetched";
  /** The URL after redirects. */
  url: string;
  status: number;
  /** The Content-Type header as sent, parameters included (the browser needs the charset). */
  contentType: string | undefined;
  bytes: Uint8Array;
  redirects: string[];
}

export type ResourceHop =
  | { kind: "redirect"; location: string }
  | { kind: "resource"; status: number; contentType: string | undefined; bytes: Uint8Array }
  | HopFailure;

export async function readResourceResponse(
  response: RawResponse,
  limits: { maxBodyBytes: number },
): Promise<ResourceHop> {
  const { status } = response;
  if (REDIRECT_STATUSES.has(status)) {
    const location = response.header("location");
    return location
      ? { kind: "redirect", location }
      : hopFailure("http-error", `HTTP ${status} without a Location`, { status });
  }
  if (status < 200 || status > 299) {
    const retryable = isRetryableStatus(status);
    const retryAfterMs = retryable ? parseRetryAfter(response.header("retry-after")) : undefined;
    return hopFailure("http-error", `HTTP ${status}`, {
      status,
      retryable,
      ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
    });
  }
  const declaredLength = Number(response.header("content-length"));
  if (declaredLength > limits.maxBodyBytes) {
    return hopFailure(
      "too-large",
      `Content-Length ${declaredLength} is over the limit of ${limits.maxBodyBytes} bytes`,
    );
  }
  const read = await readBody(response.body, {
    maxBytes: limits.maxBodyBytes,
    contentEncoding: response.header("content-encoding"),
    overLimit: "fail",
  });
  if (!read.ok)
    return hopFailure("too-large", `the body went over the limit of ${limits.maxBodyBytes} bytes`);
  return { kind: "resource", status, contentType: response.header("content-type"), bytes: read.bytes };
}
