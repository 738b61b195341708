import { detect } from "chardet";
import type { ContentKind } from "./content-type";

/**
 * Bytes to text, choosing the encoding as browsers mostly do (a byte order mark first, then the
 * Content-Type charset, then the document's own declaration) with one correction for the web as
 * it is: servers often declare a default they never checked (iso-8859-1 on a UTF-8 page, UTF-8 on
 * a windows-1256 one). Real text in a legacy encoding is almost never valid UTF-8, so valid UTF-8
 * with non-ASCII bytes wins over a legacy declaration, and invalid UTF-8 falls back to the first
 * declaration that is not UTF-8. With no such declaration (none, or a wrong "UTF-8"), the encoding
 * is guessed from the bytes' statistics (chardet: windows-1252, windows-1251, koi8-r,
 * windows-1256, gb18030, big5...), and only then is UTF-8 with replacement characters the answer.
 * Node's TextDecoder has full ICU: windows-1256, koi8-r, gb18030, big5, shift_jis... all decode.
 */

export type EncodingSource =
  | "bom"
  | "header"
  | "meta"
  | "xml-declaration"
  | "utf-8-valid"
  | "detected"
  | "default";

export interface DecodedText {
  text: string;
  /** The WHATWG name of the encoding used, e.g. "windows-1256". */
  encoding: string;
  encodingSource: EncodingSource;
}

interface Declaration {
  encoding: string;
  source: EncodingSource;
}

const BOMS: ReadonlyArray<readonly [number[], string]> = [
  [[0xef, 0xbb, 0xbf], "utf-8"],
  [[0xfe, 0xff], "utf-16be"],
  [[0xff, 0xfe], "utf-16le"],
];

/** The WHATWG encoding a label names, or undefined for a label nobody knows. */
export function encodingForLabel(label: string): string | undefined {
  try {
    return new TextDecoder(label.trim()).encoding;
  } catch {
    return undefined;
  }
}

function bomEncoding(bytes: Uint8Array): string | undefined {
  return BOMS.find(([bom]) => bom.every((b, i) => bytes[i] === b))?.[1];
}

/** `<meta charset>` or `<meta http-equiv content="...; charset=...">` in the first 1024 bytes. */
export function metaCharset(head: string): string | undefined {
  const withoutComments = head.replace(/<!--[\s\S]*?(-->|$)/g, "");
  for (const [tag] of withoutComments.matchAll(/<meta\b[^>]*>/gi)) {
    const label = /charset\s*=\s*["']?\s*([^"'\s;/>]+)/i.exec(tag)?.[1];
    const encoding = label && encodingForLabel(label);
    // HTML: a page cannot declare UTF-16 in itself (it would not be readable as ASCII), so UTF-8.
    if (encoding) return encoding.startsWith("utf-16") ? "utf-8" : encoding;
  }
  return undefined;
}

export function xmlDeclarationEncoding(head: string): string | undefined {
  const label = /^\s*<\?xml\s[^>]*?encoding\s*=\s*["']([A-Za-z0-9._:-]+)["']/.exec(head)?.[1];
  return label ? encodingForLabel(label) : undefined;
}

function declarations(
  bytes: Uint8Array,
  kind: ContentKind,
  headerCharset: string | undefined,
): Declaration[] {
  const found: Declaration[] = [];
  const header = headerCharset ? encodingForLabel(headerCharset) : undefined;
  if (header) found.push({ encoding: header, source: "header" });
  const head = new TextDecoder("windows-1252").decode(bytes.subarray(0, 1024));
  if (kind === "xml" || kind === "xhtml") {
    const xml = xmlDeclarationEncoding(head);
    if (xml) found.push({ encoding: xml, source: "xml-declaration" });
  }
  if (kind === "html" || kind === "xhtml") {
    const meta = metaCharset(head);
    if (meta) found.push({ encoding: meta, source: "meta" });
  }
  return found;
}

function strictUtf8(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

export function decodeText(bytes: Uint8Array, kind: ContentKind, headerCharset?: string): DecodedText {
  const bom = bomEncoding(bytes);
  if (bom) return { text: new TextDecoder(bom).decode(bytes), encoding: bom, encodingSource: "bom" };
  const declared = kind === "json" ? [] : declarations(bytes, kind, headerCharset);
  const utf8 = strictUtf8(bytes);
  if (utf8 !== undefined) {
    const first = declared[0];
    const isAscii = bytes.every((b) => b < 0x80);
    if (first && isAscii && first.encoding !== "utf-16be" && first.encoding !== "utf-16le") {
      return { text: utf8, encoding: first.encoding, encodingSource: first.source };
    }
    const sayingUtf8 = declared.find((d) => d.encoding === "utf-8");
    return {
      text: utf8,
      encoding: "utf-8",
      encodingSource: sayingUtf8?.source ?? (first ? "utf-8-valid" : "default"),
    };
  }
  const legacy = declared.find((d) => d.encoding !== "utf-8");
  if (legacy)
    return {
      text: new TextDecoder(legacy.encoding).decode(bytes),
      encoding: legacy.encoding,
      encodingSource: legacy.source,
    };
  const guessed = guessEncoding(bytes);
  if (guessed)
    return { text: new TextDecoder(guessed).decode(bytes), encoding: guessed, encodingSource: "detected" };
  const sayingUtf8 = declared[0];
  return {
    text: new TextDecoder("utf-8").decode(bytes),
    encoding: "utf-8",
    encodingSource: sayingUtf8?.source ?? "default",
  };
}

/** A legacy encoding guessed from the bytes (not UTF-8, which the caller has ruled out). */
function guessEncoding(bytes: Uint8Array): string | undefined {
  const label = detect(bytes);
  const encoding = label ? encodingForLabel(label) : undefined;
  return encoding && encoding !== "utf-8" && !encoding.startsWith("utf-16") ? encoding : undefined;
}
