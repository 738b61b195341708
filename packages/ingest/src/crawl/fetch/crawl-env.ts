import { type EnvSource, filePath, flag, httpUrl, intRange, readEnv } from "@communique/core/env";
import { z } from "zod";

/**
 * The crawler's operator settings. Like the store's env.ts, this is the only place that reads
 * them, so a typo (`CRAWL_ALLOW_PRIVATE=ye`) fails at start instead of silently leaving the guard
 * on or off. Flags are the project's: 1 or 0 (true/false and yes/no accepted).
 */
const CrawlEnvSchema = z.object({
  /** Lets the crawler reach loopback, private and link-local addresses: tests and local mirrors only. */
  CRAWL_ALLOW_PRIVATE: flag(false),
  /** Whether `npm start` crawls due sources in its own process (off when workers do it). */
  CRAWL_IN_SERVER: flag(true),
  /** Where site owners learn who crawls them and how to reach the operator: in the User-Agent. */
  CRAWL_CONTACT_URL: httpUrl().optional(),
  /**
   * Pause between two requests to one host. A second by default; robots.txt's crawl-delay can
   * only raise it. 0 is for the operator's own mirrors, tests and benchmarks.
   */
  CRAWL_DELAY_MS: intRange(0, 60_000, "a number of milliseconds").default(1000),
  /** Sources crawled at once by one process (each on its own host). */
  CRAWL_CONCURRENCY: intRange(1, 64).default(4),
  /**
   * The Chromium that renders JavaScript sources (`render: true`); else Debian's /usr/bin/chromium
   * when installed. Without one those sources are skipped, and their health says why.
   */
  CHROMIUM_PATH: filePath().optional(),
  /**
   * The tesseract program that reads scanned documents (OCR); `tesseract` on the PATH by default.
   * Without one, scanned documents are recorded as needing OCR and not indexed.
   */
  TESSERACT_PATH: filePath().optional(),
});

export interface CrawlEnv {
  allowPrivate: boolean;
  inServer: boolean;
  contactUrl: string | undefined;
  delayMs: number;
  concurrency: number;
  chromiumPath: string | undefined;
  tesseractPath: string | undefined;
}

/** An empty variable is an unset one, as in the store's settings. */
export function readCrawlEnv(env: EnvSource = process.env): CrawlEnv {
  const parsed = readEnv(CrawlEnvSchema, env);
  return {
    allowPrivate: parsed.CRAWL_ALLOW_PRIVATE,
    inServer: parsed.CRAWL_IN_SERVER,
    contactUrl: parsed.CRAWL_CONTACT_URL,
    delayMs: parsed.CRAWL_DELAY_MS,
    concurrency: parsed.CRAWL_CONCURRENCY,
    chromiumPath: parsed.CHROMIUM_PATH,
    tesseractPath: parsed.TESSERACT_PATH,
  };
}
