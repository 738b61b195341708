import { Duplex } from "node:stream";
import { constants, createBrotliCompress } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/compress";
import { parseAccept } from "hono/utils/accept";

/**
 * Answers compressed for clients that ask (Accept-Encoding): Brotli first, then gzip, then
 * deflate. Hono's own compress() knows only the last two (the Web's CompressionStream); Brotli
 * comes from node's zlib, at quality 5: the default 11 is meant for files compressed once, and
 * costs tens of milliseconds on a search page where 5 costs about one. Small bodies (under 1 KB
 * by their Content-Length),
 * HEAD, partial content, `no-transform` and types that do not compress are left as they are.
 */
const ENCODINGS = ["br", "gzip", "deflate"] as const;
type Encoding = (typeof ENCODINGS)[number];
const THRESHOLD = 1024;
const BROTLI_QUALITY = 5;

export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const length = res.headers.get("Content-Length");
    const type = res.headers.get("Content-Type");
    if (
      res.status === 206 ||
      c.req.method === "HEAD" ||
      res.headers.has("Content-Encoding") ||
      res.headers.has("Transfer-Encoding") ||
      (length && Number(length) < THRESHOLD) ||
      !type ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
      /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get("Cache-Control") ?? "")
    )
      return;
    const vary = res.headers.get("Vary");
    if (vary !== "*" && !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary ?? ""))
      c.header("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    const encoding = chooseEncoding(c.req.header("Accept-Encoding"));
    if (!encoding || !res.body) return;
    c.res = new Response(res.body.pipeThrough(compressor(encoding)), res);
    c.res.headers.delete("Content-Length");
    c.res.headers.set("Content-Encoding", encoding);
    const etag = c.res.headers.get("ETag");
    if (etag && !etag.startsWith("W/")) c.res.headers.set("ETag", `W/${etag}`);
  };
}

/** The encoding the client prefers among ours (q-values; on a tie, ours in order). */
export function chooseEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const accepts = parseAccept(header);
  const wildcard = accepts.find((a) => a.type === "*")?.q;
  let best: { encoding: Encoding; q: number } | undefined;
  for (const encoding of ENCODINGS) {
    const q = accepts.find((a) => a.type.toLowerCase() === encoding)?.q ?? wildcard ?? 0;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}

function compressor(encoding: Encoding): ReadableWritablePair<Uint8Array, Uint8Array> {
  if (encoding !== "br")
    return new CompressionStream(encoding) as ReadableWritablePair<Uint8Array, Uint8Array>;
  const brotli = createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } });
  return Duplex.toWeb(brotli) as unknown as ReadableWritablePair<Uint8Array, Uint8Array>;
}
