import { readFile } from "node:fs/promises";
import path from "node:path";
import { testEnv } from "@communique/core/testing";
import { describe, expect, it } from "vitest";
import { pdfText } from "./pdf-text";

/** The three real PDFs saved in the corpus (../shared/data/pages). Needs CORPUS_DIR. */
const CORPUS_DIR = testEnv.CORPUS_DIR;
const page = (name: string) => readFile(path.join(CORPUS_DIR!, "pages", name));

describe.skipIf(!CORPUS_DIR)(
  CORPUS_DIR
    ? "pdfText on the corpus's real PDFs"
    : "pdfText on the corpus's real PDFs (skipped: CORPUS_DIR is not set)",
  () => {
    it("reads a Timor-Leste speech (Word on macOS): its words, its three-character hyphens, its date", async () => {
      const result = await pdfText(await page("2021-09-28-discurso-PM-EE-181.pdf"));
      if (result.status !== "text") throw new Error(result.status);
      expect(result.pageCount).toBe(5);
      expect(result.pages[0]!.text).toContain("DISCURSO DO PRIMEIRO-MINISTRO DE TIMOR-LESTE");
      expect(result.text).toContain("Parlamento Nacional, Díli, 28 de setembro de 2021");
      expect(result.text).toContain("contra a COVID-19");
      expect(result.text).toContain("Povo de Timor-Leste.");
      expect(result.text).not.toMatch(/\u00ad|\u2010/);
      // Its Title is the Word file name: not a title.
      expect(result.title).toBeUndefined();
      expect(result.date).toEqual(new Date("2021-09-28T01:41:06Z"));
    });

    it("reads a 52-page Cameroonian government programme into paragraphs", async () => {
      const result = await pdfText(await page("discours_pmcg_en.pdf"));
      if (result.status !== "text") throw new Error(result.status);
      expect(result.pageCount).toBe(52);
      expect(result.pagesWithoutText).toEqual([]);
      expect(result.pages[0]!.text).toContain("REPUBLIC OF CAMEROON");
      expect(result.pages[1]!.text).toContain(
        "\n\nThis programme is hinged on national policies, as defined by the President of the Republic, His Excellency Paul BIYA.\n\n",
      );
      expect(result.date).toEqual(new Date("2021-02-01T09:40:32Z"));
    });

    it("says the scanned 1995 resolution (no text layer) needs OCR", async () => {
      expect(await pdfText(await page("resolution_jun09_1995.pdf"))).toEqual({
        status: "needs-ocr",
        pageCount: 4,
      });
    });
  },
);
