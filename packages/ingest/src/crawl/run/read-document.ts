import { detectLanguage, type LanguageCode, type OcrMeta, withoutHeadingMarker } from "@communique/core";
import type { SourceRecord } from "@communique/store";
import type { PublishedDate } from "../dates/parse-published-date";
import { parsePublishedDate } from "../dates/parse-published-date";
import { type Article, extractArticle } from "../extract/article";
import { tryCanonicalUrl } from "../extract/canonical-url";
import { extractFollowLink } from "../extract/follow-link";
import type { PageAlternate } from "../extract/page-alternates";
import type { FailureReason, FetchedPage } from "../fetch/fetch-result";
import type { PoliteFetcher, PreviousFetch } from "../fetch/polite-fetcher";
import { languageOfTesseract } from "../ocr/ocr-languages";
import type { OcrReader } from "../ocr/ocr-reader";
import { pdfText } from "../pdf/pdf-text";
import { bodyLength } from "./body-length";
import type { DiscoveredEntry } from "./discover-entries";

/** A statement read from its page or document, before it is deduplicated and saved. */
export interface StatementDraft {
  title: string;
  bodyText: string;
  bodyHtml: string | null;
  language: LanguageCode;
  date: PublishedDate;
  /** Canonical URLs it was read from: its page (its own canonical link too) and a document it links to. */
  urls: string[];
  /** Its address: the page's own canonical link when it has one, else the canonical URL it was found at. */
  canonicalUrl: string;
  /** Set when its text was read by OCR from a scanned document: kept in the statement's meta.ocr. */
  ocr?: OcrMeta;
  /** Its versions in other languages, as its page names them (a PDF names none). */
  alternates?: PageAlternate[];
}

/** The validators of the response, for the next conditional request. */
export interface FetchedFrom {
  fetchedUrl: string;
  etag: string | null;
  lastModified: string | null;
}

export type DocumentResult =
  | { kind: "statement"; draft: StatementDraft; from: FetchedFrom }
  | { kind: "not-modified" }
  | {
      kind: "not-indexed";
      status: "not-dated" | "needs-ocr" | "unreadable" | "empty";
      detail: string;
      from: FetchedFrom;
    }
  | { kind: "failed"; reason: FailureReason; detail: string };

export interface ReadContext {
  fetcher: PoliteFetcher;
  now: Date;
  minBodyChars: number;
  /** The process's OCR reader; without one, scanned documents are recorded as needing OCR. */
  ocr?: OcrReader | undefined;
  signal?: AbortSignal;
}

/** In a needs-ocr page's detail when OCR was tried and failed: such a page is not tried again each run. */
export const OCR_FAILED = "OCR failed";

/** Dates read from markup a machine wrote, before the listing's date and before dates in text. */
const STRUCTURED_DATE_PLACES = new Set(["selector", "meta", "json-ld", "time-element"]);

/**
 * Fetches an entry (conditionally when it was fetched before) and reads the statement in it: an
 * article page, a PDF, or a page whose `follow` link leads to the statement's document.
 */
export async function readDocument(
  source: SourceRecord,
  entry: DiscoveredEntry,
  previous: PreviousFetch | undefined,
  context: ReadContext,
): Promise<DocumentResult> {
  const outcome = await context.fetcher.fetchPage(entry.url, {
    ...(previous ? { previous } : {}),
    ...(context.signal ? { signal: context.signal } : {}),
  });
  if (outcome.outcome === "not-modified") return { kind: "not-modified" };
  if (outcome.outcome === "failed")
    return { kind: "failed", reason: outcome.reason, detail: outcome.message };
  const from = fetchedFrom(outcome);
  const urls = [entry.canonicalUrl];
  if (outcome.body.type === "bytes")
    return readPdf(outcome.body.bytes, outcome.kind === "image", source, entry, urls, from, context);

  const article = extractArticle(outcome.body.text, outcome.url, {
    now: context.now,
    // A source's title and date selectors are read in its listing's items (the entry); on the
    // article page only its body selector applies, and the rest is found there.
    ...(source.selectors.body ? { selectors: { body: source.selectors.body } } : {}),
    ...(source.language ? { language: source.language } : {}),
    ...(source.numericDateOrder ? { numericOrder: source.numericDateOrder } : {}),
  });
  if (article.canonicalUrl !== entry.canonicalUrl) urls.push(article.canonicalUrl);
  const followed = source.selectors.follow
    ? await readFollowed(outcome.body.text, outcome.url, source.selectors.follow, source, context)
    : undefined;
  if (followed?.kind === "failed") return followed;
  if (followed?.kind === "needs-ocr" || followed?.kind === "unreadable") {
    return { kind: "not-indexed", status: followed.kind, detail: followed.detail, from };
  }
  if (followed) urls.push(followed.url);

  const bodyText = followed?.text ?? article.bodyText;
  if (bodyLength(bodyText) < context.minBodyChars) {
    return {
      kind: "not-indexed",
      status: "empty",
      detail: `${bodyText.trim().length} characters of text`,
      from,
    };
  }
  const date = chooseDate(article, entry, source, context.now) ?? followed?.date;
  if (!date) return { kind: "not-indexed", status: "not-dated", detail: noDateDetail(article), from };
  // The page's own declaration or the source's setting, unless the text clearly says otherwise.
  const language = article.language ?? detectLanguage(bodyText) ?? ocrLanguage(followed?.ocr);
  if (!language)
    return { kind: "not-indexed", status: "unreadable", detail: "language not recognised", from };
  return {
    kind: "statement",
    draft: {
      title: article.title || entry.title || firstLine(bodyText),
      bodyText,
      bodyHtml: followed ? null : article.bodyHtml,
      language,
      date,
      urls: [...new Set(urls)],
      canonicalUrl: article.canonicalUrl,
      ...(followed?.ocr ? { ocr: followed.ocr } : {}),
      ...(article.alternates.length
        ? { alternates: article.alternates.filter((a) => a.language !== language) }
        : {}),
    },
    from,
  };
}

/** A PDF, or an image of a statement (`image`: a scanned page published as a picture). */
async function readPdf(
  bytes: Uint8Array,
  image: boolean,
  source: SourceRecord,
  entry: DiscoveredEntry,
  urls: string[],
  from: FetchedFrom,
  context: ReadContext,
): Promise<DocumentResult> {
  const pdf = await readPdfText(bytes, image, source, context);
  if (pdf.status === "unreadable")
    return { kind: "not-indexed", status: "unreadable", detail: pdf.message, from };
  if (pdf.status === "needs-ocr")
    return { kind: "not-indexed", status: "needs-ocr", detail: pdf.detail, from };
  if (pdf.status === "aborted") return { kind: "failed", reason: "aborted", detail: "aborted during OCR" };
  if (bodyLength(pdf.text) < context.minBodyChars) {
    return {
      kind: "not-indexed",
      status: "empty",
      detail: `${pdf.text.trim().length} characters of text`,
      from,
    };
  }
  const date = entryDate(entry, source, context.now) ?? instantDate(pdf.date, context.now);
  if (!date)
    return {
      kind: "not-indexed",
      status: "not-dated",
      detail: "no date in the listing or the PDF's metadata",
      from,
    };
  // A PDF declares no language: its text, when clear, else the source's setting (or the language
  // OCR read it in).
  const language = detectLanguage(pdf.text) ?? source.language ?? ocrLanguage(pdf.ocr);
  if (!language)
    return { kind: "not-indexed", status: "unreadable", detail: "language not recognised", from };
  return {
    kind: "statement",
    draft: {
      title: entry.title || pdf.title || firstLine(pdf.text),
      bodyText: pdf.text,
      bodyHtml: null,
      language,
      date,
      urls,
      canonicalUrl: entry.canonicalUrl,
      ...(pdf.ocr ? { ocr: pdf.ocr } : {}),
    },
    from,
  };
}

type Followed =
  | { kind: "text"; url: string; text: string; date?: PublishedDate; ocr?: OcrMeta }
  | { kind: "needs-ocr"; detail: string }
  | { kind: "unreadable"; detail: string }
  | { kind: "failed"; reason: FailureReason; detail: string };

/** The statement's own document, linked from its page (a source's `follow` selector). */
async function readFollowed(
  html: string,
  pageUrl: string,
  selector: string,
  source: SourceRecord,
  context: ReadContext,
): Promise<Followed | undefined> {
  const link = extractFollowLink(html, pageUrl, selector);
  if (!link) return undefined;
  const outcome = await context.fetcher.fetchPage(link, context.signal ? { signal: context.signal } : {});
  if (outcome.outcome === "failed")
    return { kind: "failed", reason: outcome.reason, detail: outcome.message };
  if (outcome.outcome !== "fetched") return undefined;
  const url = tryCanonicalUrl(outcome.url) ?? outcome.url;
  if (outcome.body.type === "text") return undefined;
  const pdf = await readPdfText(outcome.body.bytes, outcome.kind === "image", source, context);
  if (pdf.status === "unreadable") return { kind: "unreadable", detail: `${link}: ${pdf.message}` };
  if (pdf.status === "needs-ocr") return { kind: "needs-ocr", detail: `${link}: ${pdf.detail}` };
  if (pdf.status === "aborted") return { kind: "failed", reason: "aborted", detail: "aborted during OCR" };
  const date = instantDate(pdf.date, context.now);
  return {
    kind: "text",
    url,
    text: pdf.text,
    ...(date ? { date } : {}),
    ...(pdf.ocr ? { ocr: pdf.ocr } : {}),
  };
}

type ReadPdf =
  | { status: "text"; text: string; title?: string; date?: Date; ocr?: OcrMeta }
  | { status: "needs-ocr"; detail: string }
  | { status: "unreadable"; message: string }
  | { status: "aborted" };

/**
 * A PDF's text layer; for a scan without one, its text read by OCR in the source's language when
 * the process has an OCR reader. Without a reader, or when OCR fails, it stays recorded as
 * needing OCR (with why), to be read by a later run on a machine that has one.
 */
async function readPdfText(
  bytes: Uint8Array,
  image: boolean,
  source: SourceRecord,
  context: ReadContext,
): Promise<ReadPdf> {
  if (image) return readByOcr(bytes, "image", "an image of a statement, no text", {}, source, context);
  const pdf = await pdfText(bytes);
  if (pdf.status === "unreadable") return { status: "unreadable", message: pdf.message };
  const metadata = { ...(pdf.title ? { title: pdf.title } : {}), ...(pdf.date ? { date: pdf.date } : {}) };
  if (pdf.status === "text") return { status: "text", text: pdf.text, ...metadata };
  return readByOcr(bytes, "pdf", `${pdf.pageCount} page(s) without a text layer`, metadata, source, context);
}

/**
 * A scan's text by OCR, marked as such; without an OCR reader, or when OCR fails, recorded as
 * needing it, with why (`withoutText`, and the failure).
 */
async function readByOcr(
  bytes: Uint8Array,
  as: "pdf" | "image",
  withoutText: string,
  metadata: { title?: string; date?: Date },
  source: SourceRecord,
  context: ReadContext,
): Promise<ReadPdf> {
  if (!context.ocr) return { status: "needs-ocr", detail: withoutText };
  const request = { language: source.language ?? undefined, signal: context.signal };
  const read = await (as === "pdf"
    ? context.ocr.readPdf(bytes, request)
    : context.ocr.readImage(bytes, request));
  if (read.status === "failed") {
    if (read.reason === "aborted") return { status: "aborted" };
    return { status: "needs-ocr", detail: `${withoutText}; ${OCR_FAILED} (${read.reason}): ${read.message}` };
  }
  return {
    status: "text",
    text: read.text,
    ...metadata,
    ocr: {
      engine: context.ocr.engine,
      language: read.language,
      pages: read.pages.length,
      ...(read.meanConfidence !== undefined ? { meanConfidence: read.meanConfidence } : {}),
    },
  };
}

/** The language OCR read a text in, when it was one language ("ara"), not a guess among several. */
function ocrLanguage(ocr: OcrMeta | undefined): LanguageCode | undefined {
  return ocr ? languageOfTesseract(ocr.language) : undefined;
}

/** The page's machine-written date, else the listing's, else one read from the page's text. */
function chooseDate(article: Article, entry: DiscoveredEntry, source: SourceRecord, now: Date) {
  if (article.published && STRUCTURED_DATE_PLACES.has(article.publishedFrom ?? "")) return article.published;
  return entryDate(entry, source, now) ?? article.published;
}

function entryDate(entry: DiscoveredEntry, source: SourceRecord, now: Date): PublishedDate | undefined {
  if (!entry.dateText) return undefined;
  const result = parsePublishedDate(entry.dateText, {
    now,
    ...(source.language ? { language: source.language } : {}),
    ...(source.numericDateOrder ? { numericOrder: source.numericDateOrder } : {}),
  });
  return result.ok ? result.date : undefined;
}

function instantDate(instant: Date | undefined, now: Date): PublishedDate | undefined {
  if (!instant || Number.isNaN(instant.getTime())) return undefined;
  const result = parsePublishedDate(instant.toISOString(), { now });
  return result.ok ? result.date : undefined;
}

function noDateDetail(article: Article): string {
  return article.dateFailure ? `no usable date (${article.dateFailure})` : "no date found";
}

function fetchedFrom(page: FetchedPage): FetchedFrom {
  return { fetchedUrl: page.url, etag: page.etag ?? null, lastModified: page.lastModified ?? null };
}

/** A title for a document that has none: its first line, as written, cut at a word. */
function firstLine(text: string): string {
  const line = withoutHeadingMarker(text.trim().split("\n")[0] ?? "");
  if (line.length <= 140) return line;
  const cut = line.slice(0, 140);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), 100))}…`;
}
