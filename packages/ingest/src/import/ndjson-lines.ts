import { createReadStream } from "node:fs";
import { open } from "node:fs/promises";
import type { Readable } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { createGunzip } from "node:zlib";

export interface NumberedLine {
  number: number;
  text: string;
}

/** gzip's magic number: files are recognised by content, not by their name. */
async function isGzip(file: string): Promise<boolean> {
  const handle = await open(file, "r");
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(2), 0, 2, 0);
    return bytesRead === 2 && buffer[0] === 0x1f && buffer[1] === 0x8b;
  } finally {
    await handle.close();
  }
}

/**
 * The lines of a UTF-8 stream, split at "\n" only (a "\r" before it dropped), as NDJSON and JSON
 * Lines define them. Not node:readline: since Node.js 24 it also ends a line at U+2028 and U+2029,
 * which JSON allows inside strings, and one General Debate speech (line 10,871 of the corpus)
 * holds one: readline cut it into two lines that were no JSON at all.
 */
export async function* splitLines(stream: AsyncIterable<Buffer | string>): AsyncGenerator<string> {
  const decoder = new StringDecoder("utf8");
  let pending = "";
  for await (const chunk of stream) {
    pending += typeof chunk === "string" ? chunk : decoder.write(chunk);
    let start = 0;
    for (let end = pending.indexOf("\n"); end >= 0; end = pending.indexOf("\n", start)) {
      yield withoutCr(pending.slice(start, end));
      start = end + 1;
    }
    pending = pending.slice(start);
  }
  pending += decoder.end();
  if (pending !== "") yield withoutCr(pending);
}

const withoutCr = (line: string) => (line.endsWith("\r") ? line.slice(0, -1) : line);

/** A plain or gzipped file's stream of bytes (gzip recognised by content). */
export async function openMaybeGzipped(file: string, onBytes?: (bytes: number) => void): Promise<Readable> {
  // Sniffed before the stream exists: a "data" listener starts the flow at once, and chunks
  // emitted while awaiting would be lost to the reader.
  const gzip = await isGzip(file);
  const raw = createReadStream(file, { highWaterMark: 1 << 20 });
  if (onBytes) raw.on("data", (chunk) => onBytes(chunk.length));
  const stream: Readable = gzip ? raw.pipe(createGunzip()) : raw;
  if (gzip) raw.on("error", (error) => stream.destroy(error));
  return stream;
}

/** Streams the lines of a plain or gzipped file, one at a time, so memory stays flat. */
export async function* readLines(
  file: string,
  onBytes?: (bytes: number) => void,
): AsyncGenerator<NumberedLine> {
  let number = 0;
  for await (const text of splitLines(await openMaybeGzipped(file, onBytes))) {
    number++;
    yield { number, text };
  }
}
