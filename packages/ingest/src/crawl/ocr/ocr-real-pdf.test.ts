import { readFile } from "node:fs/promises";
import path from "node:path";
import { testEnv } from "@communique/core/testing";
import { describe, expect, it } from "vitest";
import { pdfText } from "../pdf/pdf-text";
import { createOcrReader } from "./ocr-reader";
import { ocrToolsForTests } from "./testing-tools";

/** The corpus's real scanned PDF (../shared/data/pages): a 1995 OAS resolution in French, 4 pages. Needs CORPUS_DIR and tesseract. */
const CORPUS_DIR = testEnv.CORPUS_DIR;
const tools = await ocrToolsForTests();
const skipped = !CORPUS_DIR ? "CORPUS_DIR is not set" : !tools.ok ? tools.missing : undefined;

describe.skipIf(skipped !== undefined)(
  skipped ? `OCR of the corpus's scanned PDF (skipped: ${skipped})` : "OCR of the corpus's scanned PDF",
  () => {
    it("reads the scanned 1995 resolution that pdfText says needs OCR, in French, page by page, up to its page limit", async () => {
      const bytes = await readFile(path.join(CORPUS_DIR!, "pages", "resolution_jun09_1995.pdf"));
      expect(await pdfText(bytes)).toMatchObject({ status: "needs-ocr", pageCount: 4 });
      const reader = createOcrReader(tools.ok ? tools.tools : (undefined as never), {
        concurrency: 1,
        // Two pages of four keep the test short; the limit is checked on the way.
        maxPages: 2,
      });
      const result = await reader.readPdf(bytes, { language: "fr" });
      if (result.status !== "text") throw new Error(`${result.reason}: ${result.message}`);
      console.info(
        `OCR of resolution_jun09_1995.pdf: ${result.pages.length} of ${result.pageCount} pages in ${result.seconds.toFixed(1)} s, confidence ${result.meanConfidence}`,
      );
      expect(result).toMatchObject({ language: "fra", pageCount: 4, truncated: true });
      expect(result.pages).toHaveLength(2);
      // Words seen on the scan, in the order printed.
      const first = result.pages[0]!;
      expect(first).toContain("AG/RES. 1331 (XXV-O/95)");
      expect(first).toContain("RAPPORT ANNUEL DE LA COMMISSION INTERAMERICAINE DES DROITS");
      expect(first).toContain("tenue le 9 juin 1995");
      expect(first).toContain("Commission interaméricaine des droits de l’homme");
      expect(first.indexOf("CONSIDERANT")).toBeGreaterThan(first.indexOf("ASSEMBLEE GENERALE"));
      // A line broken inside a paragraph is unwrapped: the paragraph reads as one line.
      expect(first).toMatch(/respect des droits de la personne humaine sans distinction de race/);
      expect(result.meanConfidence).toBeGreaterThan(80);
    });
  },
);
