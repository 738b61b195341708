import type { CrawlEnv } from "../fetch/crawl-env";
import type { FetcherSettingsInput } from "../fetch/fetch-settings";
import { createPoliteFetcher, type FetcherDependencies, type PoliteFetcher } from "../fetch/polite-fetcher";
import { findOcrTools } from "../ocr/find-tesseract";
import { createOcrReader, type OcrReader, type OcrSettings } from "../ocr/ocr-reader";
import { findChromium } from "../render/find-chromium";
import { createPageRenderer, type PageRenderer } from "../render/page-renderer";

/**
 * Without CRAWL_CONTACT_URL the User-Agent points at this product's own about page on a default
 * local install; an operator crawling real sites sets a page where site owners can reach them
 * (README, Settings).
 */
export const DEFAULT_CONTACT_URL = "http://localhost:3000/en/about";

/** The one fetcher of a crawling process, with the operator's settings. */
export function fetcherFromEnv(
  env: CrawlEnv,
  overrides: Partial<FetcherSettingsInput> = {},
  dependencies: FetcherDependencies = {},
): PoliteFetcher {
  return createPoliteFetcher(
    {
      contactUrl: env.contactUrl ?? DEFAULT_CONTACT_URL,
      allowPrivate: env.allowPrivate,
      minDelayMs: env.delayMs,
      ...overrides,
    },
    dependencies,
  );
}

/**
 * The renderer of JavaScript sources, when a Chromium is installed (CHROMIUM_PATH, else Debian's):
 * the browser starts only when such a source is crawled. Undefined without one; those sources are
 * then skipped, and their health says why.
 */
export function rendererFromEnv(env: CrawlEnv, fetcher: PoliteFetcher): PageRenderer | undefined {
  const executablePath = findChromium(env.chromiumPath);
  return executablePath ? createPageRenderer({ executablePath, fetcher }) : undefined;
}

/**
 * The one OCR reader of a crawling process, when tesseract and poppler-utils are installed
 * (TESSERACT_PATH, else the PATH); undefined otherwise, and `log` says what is missing, since
 * scanned documents then stay recorded as needing OCR.
 */
export async function ocrReaderFromEnv(
  env: CrawlEnv,
  log: (line: string) => void = () => {},
  settings: Partial<OcrSettings> = {},
): Promise<OcrReader | undefined> {
  const found = await findOcrTools({ tesseractPath: env.tesseractPath });
  if (!found.ok) {
    log(`OCR is off: ${found.missing} not found; scanned documents are recorded as needing OCR.`);
    return undefined;
  }
  const reader = createOcrReader(found.tools, settings);
  log(`OCR: ${reader.engine} with ${[...reader.languages].sort().join(", ")}.`);
  return reader;
}
