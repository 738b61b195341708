import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";

export type Handler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

export const HTML = "text/html; charset=utf-8";
export const RSS = "application/rss+xml; charset=utf-8";
export const ATOM = "application/atom+xml; charset=utf-8";
export const JSON_FEED = "application/feed+json; charset=utf-8";
export const XML = "application/xml; charset=utf-8";
export const PDF = "application/pdf";

export interface Document {
  body: string | Uint8Array;
  contentType: string;
  /** Sent as Last-Modified and compared with If-Modified-Since; none for a page with no date at all. */
  lastModified?: Date;
}

/**
 * A document with validators, answering 304 as RFC 9110 §13 says: If-None-Match decides when
 * sent (If-Modified-Since is then ignored), else If-Modified-Since, at the second's precision
 * HTTP dates have.
 */
export function sendDocument(req: IncomingMessage, res: ServerResponse, doc: Document): void {
  const etag = `"${createHash("sha1").update(doc.body).digest("hex").slice(0, 16)}"`;
  const lastModified = doc.lastModified?.toUTCString();
  const validators = { etag, ...(lastModified ? { "last-modified": lastModified } : {}) };
  if (isNotModified(req, etag, doc.lastModified)) {
    res.writeHead(304, validators).end();
    return;
  }
  res.writeHead(200, { "content-type": doc.contentType, ...validators }).end(doc.body);
}

function isNotModified(req: IncomingMessage, etag: string, lastModified: Date | undefined): boolean {
  const ifNoneMatch = req.headers["if-none-match"];
  if (ifNoneMatch !== undefined) {
    return ifNoneMatch
      .split(",")
      .map((tag) => tag.trim().replace(/^W\//, ""))
      .some((tag) => tag === etag || tag === "*");
  }
  const since = Date.parse(req.headers["if-modified-since"] ?? "");
  if (!lastModified || Number.isNaN(since)) return false;
  return Math.floor(lastModified.getTime() / 1000) * 1000 <= since;
}

export function send(
  res: ServerResponse,
  status: number,
  body: string | Uint8Array,
  contentType: string,
): void {
  res.writeHead(status, { "content-type": contentType }).end(body);
}

export function notFound(res: ServerResponse): void {
  send(res, 404, "<!DOCTYPE html><title>Not found</title><h1>Not found</h1>", HTML);
}

export function redirect(res: ServerResponse, location: string, status = 302): void {
  res.writeHead(status, { location, "content-type": HTML }).end();
}

/** Resolves after `ms`, or at once when the client has gone (so a closed site stops writing). */
export function pause(res: ServerResponse, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    res.once("close", done);
    function done() {
      clearTimeout(timer);
      res.off("close", done);
      resolve();
    }
  });
}
