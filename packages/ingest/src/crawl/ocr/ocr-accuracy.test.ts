import { LANGUAGE_CODES, type LanguageCode } from "@communique/core";
import { describe, expect, it } from "vitest";
import { scannedPagePng, scanToPdf } from "../testing/scanned-page";
import { SCANNED_STATEMENTS } from "../testing/scanned-statements";
import { characterErrorRate } from "./character-error-rate";
import { createOcrReader } from "./ocr-reader";
import { ocrToolsForTests } from "./testing-tools";

/**
 * Tesseract on FICTIONAL scanned pages drawn by the test (../testing/scanned-page.ts), one per
 * language: the character error rate against the drawn text. The bounds are a little above what
 * tesseract 5.3.0 with Debian's language data measured (BENCHMARKS.md), so that a worse engine,
 * data or clean-up fails.
 */
const MAX_CER: Record<LanguageCode, number> = {
  en: 0.03,
  fr: 0.03,
  es: 0.03,
  ru: 0.03,
  ar: 0.08,
  zh: 0.12,
};

const tools = await ocrToolsForTests();

describe.skipIf(!tools.ok)(tools.ok ? "OCR accuracy" : `OCR accuracy (skipped: ${tools.missing})`, () => {
  const reader = tools.ok ? createOcrReader(tools.tools, { concurrency: 2 }) : undefined;

  it.each(LANGUAGE_CODES)("%s: reads a fictional scanned statement in its language", async (language) => {
    const reference = SCANNED_STATEMENTS[language];
    const pdf = await scanToPdf([scannedPagePng(reference, { language })]);
    const result = await reader!.readPdf(pdf, { language });
    if (result.status !== "text") throw new Error(`${result.reason}: ${result.message}`);
    const cer = characterErrorRate(result.text, reference.join("\n\n"));
    console.info(
      `OCR ${language}: CER ${(cer * 100).toFixed(2)} %, ${result.seconds.toFixed(2)} s, confidence ${result.meanConfidence}`,
    );
    expect(result).toMatchObject({ pageCount: 1, truncated: false });
    expect(cer, result.text).toBeLessThan(MAX_CER[language]);
    // Paragraphs come back as paragraphs, and right-to-left text in reading (logical) order.
    expect(result.text.split("\n\n")).toHaveLength(reference.length);
    if (language === "ar") expect(result.text.indexOf("وزارة")).toBeLessThan(result.text.indexOf("مثالستان"));
    if (language === "zh") expect(result.text).not.toMatch(/\p{Script=Han} \p{Script=Han}/u);
  });

  it("finds the script of a page whose source declares no language", async () => {
    const pdf = await scanToPdf([scannedPagePng(SCANNED_STATEMENTS.ru, { language: "ru" })]);
    const result = await reader!.readPdf(pdf);
    expect(result).toMatchObject({ status: "text", language: "rus" });
  });
});
