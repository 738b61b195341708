import { readCrawlEnv } from "../fetch/crawl-env";
import { type FoundOcrTools, findOcrTools } from "./find-tesseract";

let found: Promise<FoundOcrTools> | undefined;

/**
 * The OCR tools for tests, looked up once per test file as the crawler does (TESSERACT_PATH, else
 * the PATH). Tests that need them skip without them, naming what is missing; CI installs them.
 */
export function ocrToolsForTests(): Promise<FoundOcrTools> {
  found ??= findOcrTools({ tesseractPath: readCrawlEnv().tesseractPath });
  return found;
}
