/**
 * The kinds of document the crawler keeps, and how to tell them from a Content-Type header or,
 * when the header is missing or says only application/octet-stream (common for PDFs on
 * ministry sites), from the first bytes.
 */

export const CONTENT_KINDS = ["html", "xhtml", "xml", "json", "text", "pdf", "image"] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

const KIND_BY_MEDIA_TYPE: Readonly<Record<string, ContentKind>> = {
  "text/html": "html",
  "application/xhtml+xml": "xhtml",
  "application/xml": "xml",
  "text/xml": "xml",
  "application/rss+xml": "xml",
  "application/atom+xml": "xml",
  "application/json": "json",
  "text/json": "json",
  "text/plain": "text",
  "application/pdf": "pdf",
  "application/x-pdf": "pdf",
  // An image of a statement (a scanned page published as a picture): read by OCR.
  "image/png": "image",
  "image/jpeg": "image",
  "image/tiff": "image",
};

const ACCEPT_BY_KIND: Readonly<Record<ContentKind, string>> = {
  html: "text/html",
  xhtml: "application/xhtml+xml",
  xml: "application/xml;q=0.9, text/xml;q=0.9, application/rss+xml;q=0.9, application/atom+xml;q=0.9",
  json: "application/json;q=0.8",
  text: "text/plain;q=0.8",
  pdf: "application/pdf;q=0.8",
  image: "image/png;q=0.5, image/jpeg;q=0.5, image/tiff;q=0.5",
};

export interface ContentType {
  /** Lower-cased type/subtype without parameters. */
  mediaType: string;
  charset?: string;
}

export function parseContentType(header: string | undefined): ContentType | undefined {
  if (!header) return undefined;
  const [type = "", ...params] = header.split(";");
  const mediaType = type.trim().toLowerCase();
  if (!/^[\w.+-]+\/[\w.+-]+$/.test(mediaType)) return undefined;
  for (const param of params) {
    const match = /^\s*charset\s*=\s*"?([^";\s]+)"?\s*$/i.exec(param);
    if (match?.[1]) return { mediaType, charset: match[1] };
  }
  return { mediaType };
}

export function kindOfMediaType(mediaType: string): ContentKind | undefined {
  const known = KIND_BY_MEDIA_TYPE[mediaType];
  if (known) return known;
  if (mediaType.endsWith("+xml")) return "xml";
  if (mediaType.endsWith("+json")) return "json";
  return undefined;
}

/** Media types that say nothing about the content, so the bytes decide. */
export function isUninformative(mediaType: string | undefined): boolean {
  return (
    mediaType === undefined || mediaType === "application/octet-stream" || mediaType === "binary/octet-stream"
  );
}

/** PNG, JPEG and TIFF (both byte orders) by their first bytes. */
const IMAGE_SIGNATURES = [
  [0x89, 0x50, 0x4e, 0x47],
  [0xff, 0xd8, 0xff],
  [0x49, 0x49, 0x2a, 0x00],
  [0x4d, 0x4d, 0x00, 0x2a],
];

export function sniffKind(bytes: Uint8Array): ContentKind | undefined {
  if (IMAGE_SIGNATURES.some((signature) => signature.every((byte, i) => bytes[i] === byte))) return "image";
  const head = new TextDecoder("windows-1252").decode(bytes.subarray(0, 1024));
  const start = head.replace(/^(\u00ef\u00bb\u00bf|\u00fe\u00ff|\u00ff\u00fe)/, "").trimStart();
  if (start.startsWith("%PDF-")) return "pdf";

  if (/^<!doctype html|^<html|^<head|^<body/i.test(start)) return "html";
  if (start.startsWith("<?xml")) return /<html[\s>]/i.test(start) ? "xhtml" : "xml";
  return undefined;
}

export function acceptHeader(kinds: readonly ContentKind[]): string {
  return kinds.map((k) => ACCEPT_BY_KIND[k]).join(", ");
}
