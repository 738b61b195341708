import { z } from "zod";

/**
 * How much one run of a source may do, and when known pages are looked at again. Defaults suit
 * a ministry publishing a few statements a day, checked hourly.
 */
export const CrawlSettingsSchema = z.object({
  /** Listing pages followed through "next" links in one run (the configured depth). */
  maxListingPages: z.number().int().min(1).max(100).default(5),
  /** Child sitemaps read from a sitemap index, newest first. */
  maxChildSitemaps: z.number().int().min(1).max(100).default(5),
  /** Entries (articles, documents) fetched in one run; the rest wait for the next run. */
  maxEntriesPerRun: z.number().int().min(1).max(10_000).default(100),
  /** An indexed statement seen again in its listing is re-checked (conditionally) after this... */
  recheckAfterMs: z
    .number()
    .int()
    .min(0)
    .default(24 * 60 * 60 * 1000),
  /** ...while it was first seen less than this long ago: corrections come early. */
  recheckWithinMs: z
    .number()
    .int()
    .min(0)
    .default(7 * 24 * 60 * 60 * 1000),
  /** A page that failed this many runs in a row is no longer tried. */
  maxPageFailures: z.number().int().min(1).default(3),
  /** Pages of one source fetched at once (the fetcher still spaces requests to one host). */
  pageConcurrency: z.number().int().min(1).max(32).default(2),
  /** A job's lease; renewed at a third of it while the source is crawled. */
  leaseMs: z.number().int().min(1000).default(120_000),
  /** A body shorter than this (characters; a Chinese one counts three: bodyLength) is not a statement: an empty page or a stub. */
  minBodyChars: z.number().int().min(1).default(80),
});

export type CrawlSettings = z.output<typeof CrawlSettingsSchema>;
