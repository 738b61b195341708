import { FILTER_FIELDS, type SearchFilters } from "@communique/core/contract";

/**
 * Values computed on demand and reused for `maxAgeMs`; at most `maxEntries` kept (the oldest go
 * first). A failed computation is forgotten at once, so the next caller tries again.
 */
export class ExpiringCache<T> {
  readonly #entries = new Map<string, { at: number; value: Promise<T> }>();

  constructor(
    private readonly maxAgeMs: number,
    private readonly maxEntries: number,
  ) {}

  get(key: string, compute: () => Promise<T>, now = Date.now()): Promise<T> {
    const entry = this.#entries.get(key);
    if (entry && now - entry.at < this.maxAgeMs) return entry.value;
    this.#entries.delete(key);
    const value = compute();
    this.#entries.set(key, { at: now, value });
    value.catch(() => {
      if (this.#entries.get(key)?.value === value) this.#entries.delete(key);
    });
    while (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next().value as string;
      this.#entries.delete(oldest);
    }
    return value;
  }
}

/**
 * One cache per database (a pool), made on first use: answers from one database must never serve
 * another (tests open several). Keys are the filters, and whatever else the caller adds.
 */
export function cachePerDatabase<T>(maxAgeMs: number, maxEntries: number) {
  const caches = new WeakMap<object, ExpiringCache<T>>();
  return (
    db: object,
    filters: SearchFilters,
    extra: readonly unknown[],
    compute: () => Promise<T>,
  ): Promise<T> => {
    let cache = caches.get(db);
    if (!cache) {
      cache = new ExpiringCache<T>(maxAgeMs, maxEntries);
      caches.set(db, cache);
    }
    // Every filter field, so a filter added to SearchFilters is part of the key by itself.
    const key = JSON.stringify([...extra, ...FILTER_FIELDS.map((field) => filters[field])]);
    return cache.get(key, compute);
  };
}
