import type { LanguageCode, TermOrigin } from "@communique/core";

/** A concept a text names: its id, where it comes from, its terms per language (preferred first). */
export interface NamedConcept {
  id: string;
  origin: TermOrigin;
  terms: [LanguageCode, string[]][];
}

/** What the terminology says of one index-normalised text (translateQuery's lookup). */
export interface TextLookup {
  /** Some language indexes something of it. */
  words: boolean;
  /** Some language drops it whole as too common. */
  stop: boolean;
  /** The concept it names, the best of several. */
  concept: NamedConcept | undefined;
  /** One of that concept's terms has as many words as the text (not only those the analysis kept). */
  sameWords?: boolean;
  /** One of that concept's terms is the text as written (case and accents aside). */
  exactly?: boolean;
}

export interface TermLookupCacheOptions {
  /** Texts kept (default 5,000): past it, the least recently used go. */
  maxEntries?: number;
  /**
   * How long an answer is trusted (default 60 s). The terminology changes in another process
   * (`terms import`, a restart that syncs the bundled file), which this one is not told of: a
   * running site uses an imported terminology within this long.
   */
  maxAgeMs?: number;
  now?: () => number;
}

/**
 * The terminology's answers for texts looked up recently. The same words recur across searches,
 * and the lookup of a query's pieces, each analysed in the six languages, is a round trip of
 * 2–5 ms before a translated search can start (100k statements, warm).
 */
export class TermLookupCache<V = TextLookup> {
  private readonly entries = new Map<string, { at: number; lookup: V }>();
  private readonly maxEntries: number;
  private readonly maxAgeMs: number;
  private readonly now: () => number;

  constructor(options: TermLookupCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 5_000;
    this.maxAgeMs = options.maxAgeMs ?? 60_000;
    this.now = options.now ?? Date.now;
  }

  get(text: string): V | undefined {
    const entry = this.entries.get(text);
    if (!entry) return undefined;
    this.entries.delete(text);
    if (this.now() - entry.at > this.maxAgeMs) return undefined;
    // Re-inserted: a Map iterates in insertion order, so the first key is the least recently used.
    this.entries.set(text, entry);
    return entry.lookup;
  }

  set(text: string, lookup: V): void {
    this.entries.delete(text);
    this.entries.set(text, { at: this.now(), lookup });
    while (this.entries.size > this.maxEntries) {
      this.entries.delete(this.entries.keys().next().value!);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
