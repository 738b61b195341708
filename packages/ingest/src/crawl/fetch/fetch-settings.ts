import { z } from "zod";
import { CONTENT_KINDS } from "./content-type";

/**
 * The fetcher's limits and manners, with the defaults issue 6 asks for. Validated once when the
 * fetcher is made, so a zero time-out or a missing contact URL fails there, not mid-crawl.
 */

const ms = z.number().int().min(0);
const DAY_MS = 24 * 60 * 60 * 1000;

export const FetcherSettingsSchema = z.object({
  /** Where site owners can learn who we are and reach us; goes into the User-Agent. */
  contactUrl: z.url({ protocol: /^https?$/ }),
  /** The token robots.txt groups are matched against, and the User-Agent's product. */
  productToken: z
    .string()
    .regex(/^[A-Za-z_-]+$/, "a robots.txt product token is letters, '_' and '-'")
    .default("Communique"),
  productVersion: z
    .string()
    .regex(/^[\w.-]+$/)
    .default("1.0"),
  /** From CRAWL_ALLOW_PRIVATE (readCrawlEnv): reach loopback, private and link-local addresses. */
  allowPrivate: z.boolean().default(false),
  /** Exact addresses allowed although not public, e.g. an operator's own mirror. */
  exemptAddresses: z.array(z.union([z.ipv4(), z.ipv6()])).default([]),
  /** Between the end of one request to a host and the start of the next. */
  minDelayMs: ms.default(1000),
  /** A robots.txt crawl-delay raises the spacing, up to this. */
  maxCrawlDelayMs: ms.default(60_000),
  maxConcurrency: z.number().int().min(1).max(256).default(8),
  maxBodyBytes: z
    .number()
    .int()
    .min(1)
    .default(10 * 1024 * 1024),
  /** One request, from sending it to the last byte of the body. */
  timeoutMs: z.number().int().min(1).default(30_000),
  /** Waiting for headers, or for the next body bytes. */
  idleTimeoutMs: z.number().int().min(1).default(10_000),
  connectTimeoutMs: z.number().int().min(1).default(10_000),
  maxRedirects: z.number().int().min(0).max(20).default(5),
  acceptedKinds: z
    .array(z.enum(CONTENT_KINDS))
    .min(1)
    .default([...CONTENT_KINDS]),
  /** Attempts per URL, the first included. */
  maxAttempts: z.number().int().min(1).max(10).default(3),
  retryBaseDelayMs: ms.default(1000),
  /** Cap for backoff, and the longest Retry-After we wait for; longer ones end the attempts. */
  maxRetryDelayMs: ms.default(30_000),
  /** RFC 9309 §2.5: parse at least 500 KiB; the rest is ignored. */
  robotsMaxBytes: z
    .number()
    .int()
    .min(500 * 1024)
    .default(500 * 1024),
  /** RFC 9309 §2.4: no more than 24 hours. */
  robotsTtlMs: ms.max(DAY_MS).default(DAY_MS),
  robotsUnreachableRetryMs: ms.default(10 * 60 * 1000),
});

export type FetcherSettingsInput = z.input<typeof FetcherSettingsSchema>;
export type FetcherSettings = z.output<typeof FetcherSettingsSchema>;

export function parseFetcherSettings(input: FetcherSettingsInput): FetcherSettings {
  return FetcherSettingsSchema.parse(input);
}

/** `Communique/1.0 (+https://example.org/crawler)`: honest, and says where to complain. */
export function userAgentOf(
  settings: Pick<FetcherSettings, "productToken" | "productVersion" | "contactUrl">,
): string {
  return `${settings.productToken}/${settings.productVersion} (+${settings.contactUrl})`;
}
