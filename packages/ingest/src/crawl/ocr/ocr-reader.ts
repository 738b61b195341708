import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { LanguageCode } from "@communique/core";
import { z } from "zod";
import type { OcrTools } from "./find-tesseract";
import { parseOsdScript, tesseractLanguageFor } from "./ocr-languages";
import { meanConfidence, ocrPages } from "./ocr-text";
import { pageDpi, pagePrefix, parsePageCount, parsePageSizes, rasterisePage } from "./rasterise-pdf";
import { runProgram } from "./run-program";
import { type OcrLine, parseTesseractTsv } from "./tesseract-tsv";

export const OcrSettingsSchema = z.object({
  /** Pages read at most: a statement is a few pages; a 300-page scanned annex would hold a crawl for an hour. */
  maxPages: z.number().int().min(1).max(500).default(50),
  /** Drawing or reading one page taking longer than this is given up (a page takes 1 to 5 s at 300 dpi). */
  pageTimeoutMs: z.number().int().min(1000).default(120_000),
  /** A whole document is given up after this long, whatever its pages. */
  documentTimeoutMs: z
    .number()
    .int()
    .min(1000)
    .default(15 * 60_000),
  dpi: z.number().int().min(72).max(600).default(300),
  /** The long side of a drawn page at most, in pixels (A4 at 300 dpi is 3,508). */
  maxPixels: z.number().int().min(500).default(5000),
  /**
   * Documents read at once by this process. Each tesseract runs on one thread (OMP_THREAD_LIMIT=1:
   * its threads gain little on a page and contend with the crawl's other work), so this is the
   * cores OCR may take: half of them by default.
   */
  concurrency: z
    .number()
    .int()
    .min(1)
    .default(() => Math.max(1, Math.floor(os.availableParallelism() / 2))),
});
export type OcrSettings = z.output<typeof OcrSettingsSchema>;

export interface OcrRequest {
  /** The source's language; without one, the script is detected on the first page. */
  language?: LanguageCode | undefined;
  signal?: AbortSignal | undefined;
}

export type OcrResult =
  | {
      status: "text";
      /** Paragraphs separated by blank lines, pages too, like pdfText's text. */
      text: string;
      /** Each page's text. */
      pages: string[];
      /** The tesseract language data used: "ara", or "eng+fra+spa" for a Latin page of no known language. */
      language: string;
      pageCount: number;
      /** True when only the first maxPages pages were read. */
      truncated: boolean;
      meanConfidence?: number;
      seconds: number;
    }
  | {
      status: "failed";
      reason: "aborted" | "timeout" | "no-language-data" | "engine-error";
      message: string;
    };

export interface OcrReader {
  /** "tesseract 5.3.0". */
  readonly engine: string;
  readonly languages: ReadonlySet<string>;
  /** The text of a scanned PDF. Never throws; its temporary files are removed whatever happens. */
  readPdf(bytes: Uint8Array, request?: OcrRequest): Promise<OcrResult>;
  /** The text of an image of a statement (PNG, JPEG, TIFF): one page, read as a PDF's page is. */
  readImage(bytes: Uint8Array, request?: OcrRequest): Promise<OcrResult>;
}

const TSV_LIMIT = 8 * 1024 * 1024;

/**
 * Tesseract's automatic page segmentation (its default, mode 3): it keeps columns and headings
 * apart and leaves the scan's specks out. Mode 6 (one uniform block) was measured too, on the
 * fictional Arabic and Chinese pages at 10, 12 and 14 pt scanned at 200 and 300 dpi: no better on
 * average, and it reads specks as characters (BENCHMARKS.md).
 */
const PAGE_SEGMENTATION = "3";

/** The OCR reader of a process, created once (crawlerFromEnv) like the fetcher. */
export function createOcrReader(tools: OcrTools, settings: Partial<OcrSettings> = {}): OcrReader {
  const options = OcrSettingsSchema.parse(settings);
  const slots = semaphore(options.concurrency);
  return {
    engine: tools.engine,
    languages: tools.languages,
    readPdf: (bytes, request = {}) => slots.run(() => readPdf(tools, options, bytes, request)),
    readImage: (bytes, request = {}) => slots.run(() => readImage(tools, options, bytes, request)),
  };
}

type FailureReason = Extract<OcrResult, { status: "failed" }>["reason"];

const failed = (reason: FailureReason, message: string) => ({ status: "failed", reason, message }) as const;

/**
 * A reading's clock and signal: stopped by the caller (aborted) or at `timeoutMs` (timeout),
 * whichever comes first; `stopped` says which it was.
 */
function startReading(request: OcrRequest, timeoutMs: number) {
  const deadline = AbortSignal.timeout(timeoutMs);
  return {
    started: performance.now(),
    signal: request.signal ? AbortSignal.any([request.signal, deadline]) : deadline,
    stopped: () =>
      request.signal?.aborted
        ? failed("aborted", "aborted")
        : failed("timeout", `not read within ${timeoutMs} ms`),
  };
}

async function readPdf(
  tools: OcrTools,
  options: OcrSettings,
  bytes: Uint8Array,
  request: OcrRequest,
): Promise<OcrResult> {
  const { started, signal, stopped } = startReading(request, options.documentTimeoutMs);
  const dir = await mkdtemp(path.join(os.tmpdir(), "communique-ocr-"));
  try {
    const pdfFile = path.join(dir, "document.pdf");
    await writeFile(pdfFile, bytes);
    const info = await runProgram(tools.pdfinfo, ["-f", "1", "-l", String(options.maxPages), pdfFile], {
      timeoutMs: options.pageTimeoutMs,
      signal,
    });
    if (!info.ok) return signal.aborted ? stopped() : failed("engine-error", info.message);
    const pageCount = parsePageCount(info.stdout) ?? 0;
    if (pageCount === 0) return failed("engine-error", "pdfinfo finds no page in the document");
    const sizes = parsePageSizes(info.stdout);
    const count = Math.min(pageCount, options.maxPages);
    let language = request.language ? tesseractLanguageFor(tools.languages, request.language) : undefined;
    if (request.language && !language)
      return failed("no-language-data", `no tesseract data for ${request.language} is installed`);
    const pages: OcrLine[][] = [];
    for (let page = 1; page <= count; page++) {
      const drawn = await rasterisePage(tools.pdftoppm, pdfFile, page, pagePrefix(dir, page), {
        dpi: pageDpi(sizes.get(page), options.dpi, options.maxPixels),
        timeoutMs: options.pageTimeoutMs,
        signal,
      });
      if (!drawn.ok) return signal.aborted ? stopped() : failed("engine-error", drawn.message);
      language ??= await languageOfScript(tools, drawn.file, options, signal);
      if (!language)
        return failed("no-language-data", "no tesseract data for the page's script is installed");
      const read = await readPageImage(tools, drawn.file, language, options, signal);
      await rm(drawn.file, { force: true });
      if (!read.ok) return signal.aborted ? stopped() : failed("engine-error", read.message);
      pages.push(parseTesseractTsv(read.stdout));
    }
    const texts = ocrPages(pages).map((paragraphs) => paragraphs.join("\n\n"));
    const confidence = meanConfidence(pages);
    return {
      status: "text",
      text: texts.filter((t) => t !== "").join("\n\n"),
      pages: texts,
      language: language ?? "",
      pageCount,
      truncated: pageCount > count,
      ...(confidence !== undefined ? { meanConfidence: confidence } : {}),
      seconds: (performance.now() - started) / 1000,
    };
  } catch (error) {
    return failed("engine-error", error instanceof Error ? error.message : String(error));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Tesseract on one page image, as TSV (words with their boxes and confidence). */
function readPageImage(
  tools: OcrTools,
  file: string,
  language: string,
  options: OcrSettings,
  signal: AbortSignal,
) {
  return runProgram(tools.tesseract, [file, "stdout", "-l", language, "--psm", PAGE_SEGMENTATION, "tsv"], {
    timeoutMs: options.pageTimeoutMs,
    signal,
    maxOutputBytes: TSV_LIMIT,
    env: { OMP_THREAD_LIMIT: "1" },
  });
}

async function readImage(
  tools: OcrTools,
  options: OcrSettings,
  bytes: Uint8Array,
  request: OcrRequest,
): Promise<OcrResult> {
  const { started, signal, stopped } = startReading(request, options.pageTimeoutMs);
  const dir = await mkdtemp(path.join(os.tmpdir(), "communique-ocr-"));
  try {
    // Tesseract reads the format from the bytes (leptonica), whatever the file's name.
    const file = path.join(dir, "page.image");
    await writeFile(file, bytes);
    const language = request.language
      ? tesseractLanguageFor(tools.languages, request.language)
      : await languageOfScript(tools, file, options, signal);
    if (!language)
      return failed(
        "no-language-data",
        `no tesseract data for ${request.language ?? "the image's script"} is installed`,
      );
    const read = await readPageImage(tools, file, language, options, signal);
    if (!read.ok) {
      return signal.aborted ? stopped() : failed("engine-error", read.message);
    }
    const page = parseTesseractTsv(read.stdout);
    const text = (ocrPages([page])[0] ?? []).join("\n\n");
    const confidence = meanConfidence([page]);
    return {
      status: "text",
      text,
      pages: [text],
      language,
      pageCount: 1,
      truncated: false,
      ...(confidence !== undefined ? { meanConfidence: confidence } : {}),
      seconds: (performance.now() - started) / 1000,
    };
  } catch (error) {
    return failed("engine-error", error instanceof Error ? error.message : String(error));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The tesseract languages for a page of a source that declares none: those of the script
 * tesseract's OSD sees on it (Arabic, Han, Cyrillic, Latin), Latin ones when OSD is not installed
 * or cannot tell (too little text).
 */
async function languageOfScript(
  tools: OcrTools,
  file: string,
  options: OcrSettings,
  signal: AbortSignal,
): Promise<string | undefined> {
  if (!tools.languages.has("osd")) return tesseractLanguageFor(tools.languages, undefined);
  const osd = await runProgram(tools.tesseract, [file, "stdout", "--psm", "0"], {
    timeoutMs: options.pageTimeoutMs,
    signal,
    env: { OMP_THREAD_LIMIT: "1" },
  });
  return tesseractLanguageFor(tools.languages, undefined, osd.ok ? parseOsdScript(osd.stdout) : undefined);
}

/** At most `limit` tasks at once; the others wait in order. */
function semaphore(limit: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      // A finishing task hands its slot straight to the next waiting one, so none can slip in between.
      if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
      else active++;
      try {
        return await task();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else active--;
      }
    },
  };
}
