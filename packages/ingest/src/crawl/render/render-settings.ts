import { z } from "zod";

/**
 * Limits of one rendered page, on top of the polite fetcher's limits on each request it makes.
 * Validated once when the renderer is made.
 */
export const RenderSettingsSchema = z.object({
  /** From the first request to the DOM read back: a page still busy then is given up. */
  pageTimeoutMs: z.number().int().min(100).default(60_000),
  /** No request in flight for this long after the load event: the scripts are done. */
  quietMs: z.number().int().min(0).default(500),
  /** Requests one page may make (its document included); the rest are refused. */
  maxRequestsPerPage: z.number().int().min(1).default(150),
  /** Bytes all of one page's requests may bring, and the most of rendered HTML kept. */
  maxBytesPerPage: z
    .number()
    .int()
    .min(1)
    .default(20 * 1024 * 1024),
  /** Pages rendered at once by one browser: each is a renderer process of 50–200 MB. */
  maxConcurrentPages: z.number().int().min(1).max(16).default(2),
  /** The browser is started afresh after this many pages, whatever its memory says. */
  restartAfterPages: z.number().int().min(1).default(500),
  /** ...or when its processes together hold more than this resident memory. */
  restartAboveBytes: z
    .number()
    .int()
    .min(1)
    .default(1536 * 1024 * 1024),
  /** Memory is read every this many pages (reading it walks the browser's processes). */
  memoryCheckEvery: z.number().int().min(1).default(20),
  /** Scripts kept between pages, so a site's bundle is fetched once per run, not once per page. */
  scriptCacheBytes: z
    .number()
    .int()
    .min(0)
    .default(32 * 1024 * 1024),
});

export type RenderSettingsInput = z.input<typeof RenderSettingsSchema>;
export type RenderSettings = z.output<typeof RenderSettingsSchema>;
