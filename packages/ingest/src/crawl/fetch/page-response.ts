import {
  type ContentKind,
  isUninformative,
  kindOfMediaType,
  parseContentType,
  sniffKind,
} from "./content-type";
import { decodeText } from "./decode-text";
import { type FetchedPage, type HopFailure, hopFailure, type PageBody } from "./fetch-result";
import type { RawResponse } from "./http-exchange";
import { readBody } from "./read-body";
import { isRetryableStatus, parseRetryAfter } from "./retry-policy";

/** What one response means for a page fetch: a redirect to follow, a page, or a failure. */
export type HopResult =
  | { kind: "redirect"; location: string }
  | { kind: "not-modified"; etag: string | undefined; lastModified: string | undefined }
  | { kind: "page"; page: Omit<FetchedPage, "outcome" | "url" | "redirects"> }
  | HopFailure;

export const REDIRECT_STATUSES: ReadonlySet<number> = new Set([301, 302, 303, 307, 308]);

export interface PageLimits {
  maxBodyBytes: number;
  acceptedKinds: readonly ContentKind[];
}

export async function readPageResponse(response: RawResponse, limits: PageLimits): Promise<HopResult> {
  const { status } = response;
  if (status === 304) {
    return {
      kind: "not-modified",
      etag: response.header("etag"),
      lastModified: response.header("last-modified"),
    };
  }
  const notOk = redirectOrFailure(response);
  if (notOk) return notOk;

  const contentType = parseContentType(response.header("content-type"));
  const declaredKind = contentType && kindOfMediaType(contentType.mediaType);
  const uninformative = isUninformative(contentType?.mediaType);
  if ((!declaredKind && !uninformative) || (declaredKind && !limits.acceptedKinds.includes(declaredKind))) {
    return unsupported(contentType?.mediaType);
  }
  const read = await readBoundedBody(response, limits.maxBodyBytes);
  if (!(read instanceof Uint8Array)) return read;

  const kind = declaredKind ?? sniffKind(read);
  if (!kind || !limits.acceptedKinds.includes(kind)) return unsupported(contentType?.mediaType ?? "none");
  const body: PageBody =
    kind === "pdf" || kind === "image"
      ? { type: "bytes", bytes: read }
      : { type: "text", ...decodeText(read, kind, contentType?.charset) };
  return {
    kind: "page",
    page: {
      status,
      kind,
      mediaType: declaredKind ? contentType?.mediaType : undefined,
      etag: response.header("etag"),
      lastModified: response.header("last-modified"),
      contentLanguage: response.header("content-language"),
      byteLength: read.byteLength,
      body,
    },
  };
}

/** A redirect to follow, or the failure a status other than 2xx means; undefined for 2xx. */
export function redirectOrFailure(
  response: RawResponse,
): { kind: "redirect"; location: string } | HopFailure | undefined {
  const { status } = response;
  if (REDIRECT_STATUSES.has(status)) {
    const location = response.header("location");
    return location
      ? { kind: "redirect", location }
      : hopFailure("http-error", `HTTP ${status} without a Location`, { status });
  }
  if (status < 200 || status > 299) return statusFailure(response);
  return undefined;
}

/** The body, decompressed, unless it is declared or found to be over the limit. */
export async function readBoundedBody(
  response: RawResponse,
  maxBodyBytes: number,
): Promise<Uint8Array | HopFailure> {
  const declaredLength = Number(response.header("content-length"));
  if (declaredLength > maxBodyBytes) {
    return hopFailure(
      "too-large",
      `Content-Length ${declaredLength} is over the limit of ${maxBodyBytes} bytes`,
    );
  }
  const read = await readBody(response.body, {
    maxBytes: maxBodyBytes,
    contentEncoding: response.header("content-encoding"),
    overLimit: "fail",
  });
  return read.ok
    ? read.bytes
    : hopFailure("too-large", `the body went over the limit of ${maxBodyBytes} bytes`);
}

function statusFailure(response: RawResponse): HopFailure {
  const { status } = response;
  const retryable = isRetryableStatus(status);
  const retryAfterMs = retryable ? parseRetryAfter(response.header("retry-after")) : undefined;
  return hopFailure("http-error", `HTTP ${status}`, {
    status,
    retryable,
    ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
  });
}

function unsupported(mediaType: string | undefined): HopFailure {
  return hopFailure("unsupported-content-type", `content type ${mediaType ?? "unknown"} is not crawled`);
}
