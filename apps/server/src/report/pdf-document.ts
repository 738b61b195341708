import { getLanguage, type LanguageCode } from "@communique/core";
import PDFDocument from "pdfkit";
import type { FontScript } from "./pdf-fonts";
import { type ParagraphStyle, PdfComposer } from "./pdf-text";

/**
 * What the report's and the briefing note's PDFs share: the page, the inks, a style in the
 * interface language's direction and font, and the document itself (tagged, in that language,
 * its title shown, numbered pages), so that both look and read alike.
 */

/** A4, in points. */
export const PAGE = { width: 595.28, height: 841.89, margin: { top: 62, right: 60, bottom: 70, left: 60 } };
export const INK = "#1b1b1b";
export const MUTED = "#555555";
export const LINK = "#0b57d0";

export function scriptOf(language: LanguageCode): FontScript {
  return language === "ar" ? "arabic" : language === "zh" ? "cjk" : "latin";
}

/** Styles in a language's direction and font. */
export function inLanguage(
  language: LanguageCode,
  style: Omit<ParagraphStyle, "dir" | "script">,
): ParagraphStyle {
  return { dir: getLanguage(language).dir, script: scriptOf(language), ...style };
}

/**
 * Lets other requests run between pieces of a long document, and stops it there when its client
 * has gone (signal): laying out a long report takes a processor for tens of seconds, and an
 * abandoned one held its place among the few made at once.
 */
export const breathe = async (signal?: AbortSignal) => {
  await new Promise<void>((resolve) => setImmediate(resolve));
  signal?.throwIfAborted();
};

/**
 * A PDF under way: tagged (a structure tree: headings, paragraphs, lists, links, in reading
 * order), in the reader's language, its title shown instead of the file name (what archives and
 * screen readers ask of a PDF), no standard font (every glyph comes from the bundled fonts), and
 * a page number at the foot of each page. `finish` ends it and gives its bytes.
 */
export function openPdf(meta: { lang: LanguageCode; title: string; product: string; now: Date }): {
  doc: PDFKit.PDFDocument;
  composer: PdfComposer;
  finish: () => Promise<Buffer>;
} {
  const doc = new PDFDocument({
    autoFirstPage: false,
    font: null as unknown as string,
    tagged: true,
    lang: getLanguage(meta.lang).iso,
    displayTitle: true,
    pdfVersion: "1.7",
    info: { Title: meta.title, Author: meta.product, Creator: meta.product, CreationDate: meta.now },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on("end", resolve);
    doc.on("error", reject);
  });
  const composer: PdfComposer = new PdfComposer(doc, {
    ...PAGE,
    onPage: (page) =>
      composer.textAt(
        String(page),
        { dir: "ltr", size: 8.5, color: MUTED, align: "center" },
        PAGE.height - PAGE.margin.bottom + 24,
      ),
  });
  return {
    doc,
    composer,
    finish: async () => {
      doc.end();
      await ended;
      return Buffer.concat(chunks);
    },
  };
}
