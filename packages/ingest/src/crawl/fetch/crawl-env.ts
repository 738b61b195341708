import { z } from "zod";

/**
 * The fetcher's one operator setting. Like the store's env.ts, this is the only place that reads
 * process.env for crawling, so a typo (`CRAWL_ALLOW_PRIVATE=yes`) fails at start instead of
 * silently leaving the guard on or off.
 */
const CrawlEnvSchema = z.object({
  /** Lets the crawler reach loopback, private and link-local addresses: tests and local mirrors only. */
  CRAWL_ALLOW_PRIVATE: z
    .enum(["0", "1", "true", "false"], { message: "CRAWL_ALLOW_PRIVATE must be 1 or 0" })
    .default("0"),
});

export interface CrawlEnv {
  allowPrivate: boolean;
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
  const flag = parsed.data.CRAWL_ALLOW_PRIVATE;
  return { allowPrivate: flag === "1" || flag === "true" };
}
