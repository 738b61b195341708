import { createReadStream } from "node:fs";
import { open } from "node:fs/promises";
import readline from "node:readline";
import type { Readable } from "node:stream";
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

/** Streams the lines of a plain or gzipped file, one at a time, so memory stays flat. */
export async function* readLines(
  file: string,
  onBytes?: (bytes: number) => void,
): AsyncGenerator<NumberedLine> {
  // Sniffed before the stream exists: a "data" listener starts the flow at once, and chunks
  // emitted while awaiting would be lost to the reader.
  const gzip = await isGzip(file);
  const raw = createReadStream(file, { highWaterMark: 1 << 20 });
  if (onBytes) raw.on("data", (chunk) => onBytes(chunk.length));
  const stream: Readable = gzip ? raw.pipe(createGunzip()) : raw;
  if (gzip) raw.on("error", (error) => stream.destroy(error));
  const lines = readline.createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY });
  let number = 0;
  for await (const text of lines) {
    number++;
    yield { number, text };
  }
}
