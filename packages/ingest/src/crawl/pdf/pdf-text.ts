import { createRequire } from "node:module";
import path from "node:path";
import { type PageLine, type PlacedText, pageLines } from "./page-lines";
import { paragraphs, vocabulary } from "./paragraphs";
import { parsePdfDate } from "./pdf-date";
import { cleanPdfTitle } from "./pdf-title";

export interface PdfPage {
  /** 1-based. */
  number: number;
  /** Paragraphs separated by a blank line, each unwrapped into one line. */
  text: string;
}

export interface PdfMetadata {
  title?: string;
  /** The document's creation date (else its modification date), when it gives one. */
  date?: Date;
}

export type PdfText =
  | (PdfMetadata & {
      status: "text";
      pageCount: number;
      pages: PdfPage[];
      /** All pages' text, separated by blank lines. */
      text: string;
      /** Pages with no text layer (scanned pages inside an otherwise digital PDF). */
      pagesWithoutText: number[];
      /** True when only the first maxPages pages were read. */
      truncated: boolean;
    })
  /** No text layer: a scanned document. Recorded as such, not dropped: OCR may read it later. */
  | (PdfMetadata & { status: "needs-ocr"; pageCount: number })
  | { status: "unreadable"; reason: "not-a-pdf" | "encrypted" | "damaged"; message: string };

export interface PdfTextOptions {
  /** Pages read at most; statements are short, and a 2,000-page annex must not stall a crawl. */
  maxPages?: number;
}

/** Fewer letters than this in a page (a page number, a stamp) is no text layer. */
const MIN_LETTERS_PER_PAGE = 10;

const PDFJS_DIR = path.dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json"));

/** The text of a PDF, page by page, with its title and date when its metadata has them. */
export async function pdfText(bytes: Uint8Array, options: PdfTextOptions = {}): Promise<PdfText> {
  const maxPages = options.maxPages ?? 500;
  // Loaded on first use: pdf.js is large, and most users of this package never read a PDF.
  const { getDocument, VerbosityLevel } = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const task = getDocument({
    // A copy: pdf.js takes ownership of (detaches) the buffer it is given.
    data: new Uint8Array(bytes),
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: VerbosityLevel.ERRORS,
    // Character maps turn the glyph codes of CJK fonts without their own Unicode map into text.
    cMapUrl: `${PDFJS_DIR}/cmaps/`,
    cMapPacked: true,
    standardFontDataUrl: `${PDFJS_DIR}/standard_fonts/`,
  });
  let doc: Awaited<typeof task.promise>;
  try {
    doc = await task.promise;
  } catch (error) {
    await task.destroy();
    return unreadable(error);
  }
  try {
    const metadata = await readMetadata(doc);
    const count = Math.min(doc.numPages, maxPages);
    const linesByPage: PageLine[][] = [];
    for (let n = 1; n <= count; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      linesByPage.push(pageLines(content.items.flatMap((item) => ("str" in item ? [toPlaced(item)] : []))));
      page.cleanup();
    }
    const words = vocabulary(linesByPage.flat().map((l) => l.text));
    const pages = linesByPage.map((lines, i) => ({
      number: i + 1,
      text: paragraphs(lines, words).join("\n\n"),
    }));
    const pagesWithoutText = pages.filter((p) => letters(p.text) < MIN_LETTERS_PER_PAGE).map((p) => p.number);
    if (pagesWithoutText.length === pages.length)
      return { status: "needs-ocr", pageCount: doc.numPages, ...metadata };
    return {
      status: "text",
      pageCount: doc.numPages,
      ...metadata,
      pages,
      text: pages
        .map((p) => p.text)
        .filter((t) => t !== "")
        .join("\n\n"),
      pagesWithoutText,
      truncated: doc.numPages > count,
    };
  } catch (error) {
    return unreadable(error);
  } finally {
    // The loading task owns the document and its worker since pdf.js 6.
    await task.destroy();
  }
}

interface PdfJsTextItem {
  str: string;
  dir: string;
  width: number;
  height: number;
  transform: number[];
}

function toPlaced(item: PdfJsTextItem): PlacedText {
  const [a = 0, b = 0, c = 0, d = 0, x = 0, y = 0] = item.transform;
  return {
    str: item.str,
    x,
    y,
    width: item.width,
    // The vertical scale of the text matrix is the font size on the page, also for runs pdf.js
    // reports with height 0.
    size: Math.hypot(c, d) || Math.hypot(a, b) || item.height,
    dir: item.dir === "rtl" ? "rtl" : item.dir === "ttb" ? "ttb" : "ltr",
  };
}

async function readMetadata(doc: {
  getMetadata(): Promise<{ info: object; metadata: { get(name: string): unknown } | null }>;
}): Promise<PdfMetadata> {
  const { info, metadata } = await doc.getMetadata();
  const field = (name: string) => {
    const value = (info as Record<string, unknown>)[name];
    return typeof value === "string" ? value : undefined;
  };
  const xmp = (name: string) => {
    const value = metadata?.get(name);
    return typeof value === "string" ? value : undefined;
  };
  const title = cleanPdfTitle(xmp("dc:title")) ?? cleanPdfTitle(field("Title"));
  const xmpDate = xmp("xmp:createdate");
  const date =
    parsePdfDate(field("CreationDate")) ??
    (xmpDate && !Number.isNaN(Date.parse(xmpDate)) ? new Date(xmpDate) : null) ??
    parsePdfDate(field("ModDate"));
  return { ...(title ? { title } : {}), ...(date ? { date } : {}) };
}

function letters(text: string): number {
  return text.match(/\p{L}/gu)?.length ?? 0;
}

function unreadable(error: unknown): PdfText {
  const name = error instanceof Error ? error.name : "";
  const message = error instanceof Error ? error.message : String(error);
  if (name === "PasswordException")
    return { status: "unreadable", reason: "encrypted", message: `The PDF needs a password: ${message}` };
  if (name === "InvalidPDFException")
    return {
      status: "unreadable",
      reason: "not-a-pdf",
      message: `Not a PDF, or damaged beyond repair: ${message}`,
    };
  return { status: "unreadable", reason: "damaged", message: `The PDF could not be read: ${message}` };
}
