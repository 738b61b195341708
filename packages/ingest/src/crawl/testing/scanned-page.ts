import type { LanguageCode } from "@communique/core";
import { seededRandom } from "@communique/core/testing";
import { FONT_FAMILIES, reportFontPath } from "@communique/report-fonts";
import { createCanvas, GlobalFonts } from "@napi-rs/canvas";
import PDFDocument from "pdfkit";

/**
 * Test helpers: FICTIONAL scanned pages. The text is drawn as a picture with Skia
 * (@napi-rs/canvas, which shapes Arabic and lays it right to left) in the report's fonts, with the
 * specks of a scanner, and put in a PDF as an image only, without a text layer: what a ministry
 * publishes when it scans a signed paper. Drawn independently of poppler, which the OCR uses to
 * read it back.
 */

export interface ScannedPageOptions {
  language: LanguageCode;
  /** The scanner's resolution; 300 dpi is what offices use for text. */
  dpi?: number;
  /** Body text size in points. */
  fontSize?: number;
  /** The page's width in inches: A5 (5.83) by default, so that tests stay fast. */
  widthInches?: number;
  /** Specks per million pixels (dust, toner); the same ones on every run. */
  specksPerMillion?: number;
  seed?: number;
}

let fontsLoaded = false;
function loadFonts(): void {
  if (fontsLoaded) return;
  GlobalFonts.registerFromPath(reportFontPath("latin-regular"), FONT_FAMILIES.latin);
  GlobalFonts.registerFromPath(reportFontPath("arabic-regular"), FONT_FAMILIES.arabic);
  GlobalFonts.registerFromPath(reportFontPath("cjk-regular"), FONT_FAMILIES.cjk);
  fontsLoaded = true;
}

const FAMILY: Record<LanguageCode, string> = {
  ar: FONT_FAMILIES.arabic,
  zh: FONT_FAMILIES.cjk,
  en: FONT_FAMILIES.latin,
  fr: FONT_FAMILIES.latin,
  ru: FONT_FAMILIES.latin,
  es: FONT_FAMILIES.latin,
};

/**
 * One page as a greyscale PNG: each paragraph wrapped to the page's width (between words; between
 * characters in Chinese), a blank line between paragraphs, right-aligned for Arabic.
 */
export function scannedPagePng(paragraphs: readonly string[], options: ScannedPageOptions): Buffer {
  loadFonts();
  const dpi = options.dpi ?? 300;
  const px = (points: number) => Math.round((points * dpi) / 72);
  const width = Math.round((options.widthInches ?? 5.83) * dpi);
  const margin = px(48);
  const size = px(options.fontSize ?? 12);
  const lineHeight = Math.round(size * 1.5);
  const rtl = options.language === "ar";
  const measure = createCanvas(10, 10).getContext("2d");
  measure.font = `${size}px "${FAMILY[options.language]}"`;
  const lines = paragraphs.flatMap((paragraph, i) => [
    ...(i > 0 ? [""] : []),
    ...wrap(paragraph, width - 2 * margin, options.language, (text) => measure.measureText(text).width),
  ]);
  const height = 2 * margin + lines.length * lineHeight;
  const canvas = createCanvas(width, height);
  const g = canvas.getContext("2d");
  g.fillStyle = "#ffffff";
  g.fillRect(0, 0, width, height);
  g.fillStyle = "#1a1a1a";
  g.font = measure.font;
  g.direction = rtl ? "rtl" : "ltr";
  g.textAlign = rtl ? "right" : "left";
  g.textBaseline = "alphabetic";
  lines.forEach((line, i) => {
    g.fillText(line, rtl ? width - margin : margin, margin + (i + 1) * lineHeight - Math.round(size * 0.35));
  });
  addSpecks(g, width, height, options);
  return canvas.toBuffer("image/png");
}

function addSpecks(
  g: ReturnType<ReturnType<typeof createCanvas>["getContext"]>,
  width: number,
  height: number,
  options: ScannedPageOptions,
) {
  const random = seededRandom(options.seed ?? 19);
  const count = Math.round(((options.specksPerMillion ?? 40) * width * height) / 1e6);
  for (let i = 0; i < count; i++) {
    const grey = Math.floor(40 + random() * 120);
    g.fillStyle = `rgb(${grey},${grey},${grey})`;
    g.fillRect(
      Math.floor(random() * width),
      Math.floor(random() * height),
      1 + Math.floor(random() * 3),
      1 + Math.floor(random() * 3),
    );
  }
}

function wrap(
  text: string,
  width: number,
  language: LanguageCode,
  measure: (text: string) => number,
): string[] {
  const pieces = language === "zh" ? [...text] : text.split(" ");
  const glue = language === "zh" ? "" : " ";
  const lines: string[] = [];
  let line = "";
  for (const piece of pieces) {
    const candidate = line ? line + glue + piece : piece;
    if (line && measure(candidate) > width) {
      lines.push(line);
      line = piece;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/** A PDF of scanned pages: each PNG fills a page of its size at `dpi`, and there is no text layer. */
export function scanToPdf(pages: readonly Buffer[], dpi = 300): Promise<Buffer> {
  const doc = new PDFDocument({ autoFirstPage: false });
  for (const png of pages) {
    const { width, height } = pngSize(png);
    const [w, h] = [(width * 72) / dpi, (height * 72) / dpi];
    doc.addPage({ size: [w, h], margin: 0 });
    doc.image(png, 0, 0, { width: w, height: h });
  }
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.end();
  });
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
