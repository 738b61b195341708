/**
 * Requests per client address: a token bucket each, `perMinute` tokens a minute up to `burst`.
 * One visitor (or one script) cannot take the places a crowd shares; a person reading and
 * searching stays far below it (a page is one request: its API calls are made in process).
 */
export interface RateLimitSettings {
  perMinute: number;
  burst: number;
}

interface Bucket {
  tokens: number;
  at: number;
}

/** Buckets kept at most; the oldest are forgotten first (a full bucket is the same as none). */
const MAX_CLIENTS = 50_000;

export class RateLimiter {
  readonly #buckets = new Map<string, Bucket>();

  constructor(readonly settings: RateLimitSettings) {}

  /** 0 when the request may go on, otherwise the seconds until it may (Retry-After). */
  take(client: string, now = Date.now()): number {
    const { perMinute, burst } = this.settings;
    const perMs = perMinute / 60_000;
    const bucket = this.#buckets.get(client);
    const tokens = bucket ? Math.min(burst, bucket.tokens + (now - bucket.at) * perMs) : burst;
    // Re-inserted, so the map's order is the order of last use.
    this.#buckets.delete(client);
    if (tokens < 1) {
      this.#buckets.set(client, { tokens, at: now });
      return Math.max(1, Math.ceil((1 - tokens) / perMs / 1000));
    }
    this.#buckets.set(client, { tokens: tokens - 1, at: now });
    if (this.#buckets.size > MAX_CLIENTS) this.#buckets.delete(this.#buckets.keys().next().value as string);
    return 0;
  }
}
