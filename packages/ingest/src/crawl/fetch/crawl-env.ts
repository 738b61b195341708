import { z } from "zod";

/**
 * The crawler's operator settings. Like the store's env.ts, this is the only place that reads
 * process.env for crawling, so a typo (`CRAWL_ALLOW_PRIVATE=yes`) fails at start instead of
 * silently leaving the guard on or off.
 */
const flag = (name: string, fallback: "0" | "1") =>
  z.enum(["0", "1", "true", "false"], { message: `${name} must be 1 or 0` }).default(fallback);

const CrawlEnvSchema = z.object({
  /** Lets the crawler reach loopback, private and link-local addresses: tests and local mirrors only. */
  CRAWL_ALLOW_PRIVATE: flag("CRAWL_ALLOW_PRIVATE", "0"),
  /** Whether `npm start` crawls due sources in its own process (off when workers do it). */
  CRAWL_IN_SERVER: flag("CRAWL_IN_SERVER", "1"),
  /** Where site owners learn who crawls them and how to reach the operator: in the User-Agent. */
  CRAWL_CONTACT_URL: z
    .url({ protocol: /^https?$/, message: "CRAWL_CONTACT_URL must be an http(s) address" })
    .optional(),
  /**
   * Pause between two requests to one host. A second by default; robots.txt's crawl-delay can
   * only raise it. 0 is for the operator's own mirrors, tests and benchmarks.
   */
  CRAWL_DELAY_MS: z.coerce
    .number({ message: "CRAWL_DELAY_MS must be a number of milliseconds" })
    .int()
    .min(0)
    .max(60_000)
    .default(1000),
  /** Sources crawled at once by one process (each on its own host). */
  CRAWL_CONCURRENCY: z.coerce
    .number({ message: "CRAWL_CONCURRENCY must be a number" })
    .int()
    .min(1)
    .max(64)
    .default(4),
});

export interface CrawlEnv {
  allowPrivate: boolean;
  inServer: boolean;
  contactUrl: string | undefined;
  delayMs: number;
  concurrency: number;
}

export function readCrawlEnv(env: NodeJS.ProcessEnv = process.env): CrawlEnv {
  // An empty variable is an unset one, as in the store's settings.
  const parsed = CrawlEnvSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, v]) => v !== "")),
  );
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid environment: ${problems}`);
  }
  const on = (value: string) => value === "1" || value === "true";
  return {
    allowPrivate: on(parsed.data.CRAWL_ALLOW_PRIVATE),
    inServer: on(parsed.data.CRAWL_IN_SERVER),
    contactUrl: parsed.data.CRAWL_CONTACT_URL,
    delayMs: parsed.data.CRAWL_DELAY_MS,
    concurrency: parsed.data.CRAWL_CONCURRENCY,
  };
}
