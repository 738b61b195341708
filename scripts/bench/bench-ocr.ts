/**
 * OCR of scanned documents (issue 19): seconds per page and character error rate (CER) per
 * language, on FICTIONAL scanned pages drawn here (the OCR tests' texts, A5, 12 pt, 300 dpi),
 * on the Arabic and Chinese ones at 10, 12 and 14 pt scanned at 200 and 300 dpi, and the seconds
 * per page of the corpus's real scanned PDF (resolution_jun09_1995.pdf, French, 4 pages).
 *
 *   npm run bench:ocr
 *
 * One document at a time (the crawler's default on 2 cores), each timed from the PDF's bytes to
 * the text: pdfinfo, pdftoppm at 300 dpi, tesseract (one thread). Prints Markdown for BENCHMARKS.md.
 */
import { readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { LANGUAGE_CODES } from "@communique/core";
import { characterErrorRate, createOcrReader, findOcrTools } from "@communique/ingest";
import { SCANNED_STATEMENTS, scannedPagePng, scanToPdf } from "@communique/ingest/testing";
import { readBenchEnv } from "./bench-env";

const RUNS = 3;
const found = await findOcrTools();
if (!found.ok) {
  console.error(`OCR benchmark: ${found.missing} not found`);
  process.exit(1);
}
const reader = createOcrReader(found.tools, { concurrency: 1 });
const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function measure(pdf: Buffer, language: (typeof LANGUAGE_CODES)[number] | undefined) {
  const seconds: number[] = [];
  let text = "";
  let pages = 0;
  let confidence: number | undefined;
  for (let run = 0; run < RUNS; run++) {
    const result = await reader.readPdf(pdf, { language });
    if (result.status !== "text") throw new Error(`${result.reason}: ${result.message}`);
    seconds.push(result.seconds);
    ({ text, meanConfidence: confidence } = result);
    pages = result.pages.length;
  }
  return { text, seconds: median(seconds) / pages, confidence, pages };
}

console.log(
  `${reader.engine}, ${[...reader.languages].sort().join(", ")}; ${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(2)}; median of ${RUNS} runs\n`,
);
console.log("| Language | CER | seconds per page | mean confidence |\n|---|---|---|---|");
for (const language of LANGUAGE_CODES) {
  const reference = SCANNED_STATEMENTS[language];
  const pdf = await scanToPdf([scannedPagePng(reference, { language })]);
  const { text, seconds, confidence } = await measure(pdf, language);
  console.log(
    `| ${language} | ${percent(characterErrorRate(text, reference.join("\n\n")))} | ${seconds.toFixed(2)} | ${confidence} |`,
  );
}
const unknown = await measure(
  await scanToPdf([scannedPagePng(SCANNED_STATEMENTS.fr, { language: "fr" })]),
  undefined,
);
console.log(
  `| fr, source language unknown (OSD, then eng+fra+spa) | ${percent(characterErrorRate(unknown.text, SCANNED_STATEMENTS.fr.join("\n\n")))} | ${unknown.seconds.toFixed(2)} | ${unknown.confidence} |`,
);

console.log("\n| Language | size | scanned at | CER |\n|---|---|---|---|");
for (const language of ["ar", "zh"] as const)
  for (const fontSize of [10, 12, 14])
    for (const dpi of [200, 300]) {
      const reference = SCANNED_STATEMENTS[language];
      const pdf = await scanToPdf([scannedPagePng(reference, { language, fontSize, dpi })], dpi);
      const result = await reader.readPdf(pdf, { language });
      if (result.status !== "text") throw new Error(result.message);
      console.log(
        `| ${language} | ${fontSize} pt | ${dpi} dpi | ${percent(characterErrorRate(result.text, reference.join("\n\n")))} |`,
      );
    }

const real = path.join(readBenchEnv().CORPUS_DIR, "pages", "resolution_jun09_1995.pdf");
const bytes = await readFile(real).catch(() => undefined);
if (bytes) {
  const { seconds, confidence, pages } = await measure(bytes, "fr");
  console.log(
    `\nresolution_jun09_1995.pdf (fr): ${pages} pages, ${seconds.toFixed(2)} s per page, mean confidence ${confidence}`,
  );
} else console.log(`\n${real}: not found, not measured`);
