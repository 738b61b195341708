import { readFile } from "node:fs/promises";
import path from "node:path";
import { parseTerminologyCsv } from "./csv-terminology";
import type { ParsedTerminology } from "./parsed-terminology";
import { parseTerminologyTbx } from "./tbx-terminology";

export const TERMINOLOGY_FORMATS = ["csv", "tbx"] as const;
export type TerminologyFormat = (typeof TERMINOLOGY_FORMATS)[number];

const EXTENSIONS: Readonly<Record<string, TerminologyFormat>> = {
  ".csv": "csv",
  ".tsv": "csv",
  ".txt": "csv",
  ".tbx": "tbx",
  ".xml": "tbx",
};

/** The format a file's extension says (.csv, .tsv, .txt: CSV; .tbx, .xml: TBX), if it says one. */
export function terminologyFormatOf(file: string): TerminologyFormat | undefined {
  return EXTENSIONS[path.extname(file).toLowerCase()];
}

/**
 * Reads an operator's terminology file in the format given. Throws only when the file cannot be
 * read (missing, a directory, no permission); whatever is wrong inside it is in `problems`, with
 * the good entries kept. The file's name is the concepts' source unless it names one itself.
 */
export async function readTerminologyFile(
  file: string,
  format: TerminologyFormat,
): Promise<ParsedTerminology> {
  const decoded = decodeTerminologyText(await readFile(file));
  if ("message" in decoded)
    return {
      concepts: [],
      problems: [{ line: decoded.line, message: decoded.message }],
      entries: 0,
      notes: [],
    };
  const options = { source: path.basename(file) };
  return format === "csv"
    ? parseTerminologyCsv(decoded.text, options)
    : parseTerminologyTbx(decoded.text, options);
}

/**
 * The text of a file in UTF-8 (with or without a byte order mark), or in UTF-16 with a byte order
 * mark (as some termbases and spreadsheets save), or XML in UTF-16 without one. Any other
 * encoding is refused at the line of its first byte that is not UTF-8.
 */
export function decodeTerminologyText(
  bytes: Uint8Array,
): { text: string } | { line: number; message: string } {
  const [b0, b1] = [bytes[0], bytes[1]];
  if ((b0 === 0xff && b1 === 0xfe) || (b0 === 0x3c && b1 === 0x00))
    return { text: new TextDecoder("utf-16le").decode(bytes) };
  if ((b0 === 0xfe && b1 === 0xff) || (b0 === 0x00 && b1 === 0x3c))
    return { text: new TextDecoder("utf-16be").decode(bytes) };
  try {
    // TextDecoder drops a UTF-8 byte order mark.
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(bytes) };
  } catch {
    const lenient = new TextDecoder("utf-8").decode(bytes);
    const before = lenient.slice(0, Math.max(0, lenient.indexOf("\uFFFD")));
    return {
      line: before.split("\n").length,
      message: "the file is not UTF-8 text (this line holds a byte that is not UTF-8): save it as UTF-8",
    };
  }
}
