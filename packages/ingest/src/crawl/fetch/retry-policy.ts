/** When to ask again, and how long to wait first. */

/** 408 and 429 are the client errors a later attempt can fix; every 5xx might be passing. */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

/** Retry-After (RFC 9110 §10.2.3) in milliseconds: delta-seconds or an HTTP date. */
export function parseRetryAfter(value: string | undefined, now: number = Date.now()): number | undefined {
  if (!value) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // An HTTP date always has a day or month name; Date.parse would take "-5" for a year.
  if (!/[a-z]/i.test(text)) return undefined;
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * Exponential backoff with "equal jitter": half of the doubled delay is fixed, half random, so
 * crawlers that failed together do not come back together, yet never retry at once.
 */
export function backoffDelayMs(
  failedAttempt: number,
  baseMs: number,
  maxMs: number,
  random = Math.random,
): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** (failedAttempt - 1));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}
