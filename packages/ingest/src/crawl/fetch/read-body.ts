import { pipeline, type Readable } from "node:stream";
import { createBrotliDecompress, createGunzip, createInflate } from "node:zlib";

/**
 * Reads a response body up to a limit, counting the bytes after decompression, so neither a
 * missing or lying Content-Length nor a gzip bomb gets past it. Stream errors (time-outs, resets)
 * are thrown for the caller to classify.
 */

export type BodyRead = { ok: true; bytes: Uint8Array; truncated: boolean } | { ok: false; bytesRead: number };

export interface ReadBodyOptions {
  maxBytes: number;
  contentEncoding: string | undefined;
  /** "truncate" keeps the first maxBytes (robots.txt); "fail" gives up (pages). */
  overLimit: "fail" | "truncate";
}

export const SUPPORTED_CONTENT_ENCODINGS = "gzip, deflate, br";

export class UnsupportedContentEncodingError extends Error {
  constructor(readonly encoding: string) {
    super(`unsupported content-encoding: ${encoding}`);
    this.name = "UnsupportedContentEncodingError";
  }
}

function decoded(body: Readable, contentEncoding: string | undefined): Readable {
  const encoding = (contentEncoding ?? "identity").trim().toLowerCase();
  const decompress =
    encoding === "gzip" || encoding === "x-gzip"
      ? createGunzip()
      : encoding === "deflate"
        ? createInflate()
        : encoding === "br"
          ? createBrotliDecompress()
          : undefined;
  if (decompress) return pipeline(body, decompress, () => {});
  if (encoding === "identity" || encoding === "") return body;
  throw new UnsupportedContentEncodingError(encoding);
}

export async function readBody(body: Readable, options: ReadBodyOptions): Promise<BodyRead> {
  const source = decoded(body, options.contentEncoding);
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of source as AsyncIterable<Buffer>) {
    if (total + chunk.length > options.maxBytes) {
      source.destroy();
      body.destroy();
      if (options.overLimit === "fail") return { ok: false, bytesRead: total + chunk.length };
      chunks.push(chunk.subarray(0, options.maxBytes - total));
      return { ok: true, bytes: ownBytes(chunks), truncated: true };
    }
    total += chunk.length;
    chunks.push(chunk);
  }
  return { ok: true, bytes: ownBytes(chunks), truncated: false };
}

/** A copy with its own ArrayBuffer: small Buffers share a pool whose other bytes must not leak. */
function ownBytes(chunks: Buffer[]): Uint8Array {
  return new Uint8Array(Buffer.concat(chunks));
}
