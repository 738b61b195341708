import type { LanguageCode } from "@communique/core";
import type { Queryable } from "../db/queryable";

/**
 * Word -> lexemes under a language's analysis, asked of PostgreSQL itself so that highlighting
 * agrees exactly with what the index matched. Results are cached: the same words recur across
 * queries, and after warm-up a results page needs no lexizing round trip at all.
 */
export class Lexizer {
  private readonly cache = new Map<string, readonly string[]>();

  constructor(
    private readonly db: Queryable,
    private readonly maxEntries = 200_000,
  ) {}

  /** `words` are index-normalised (normalizeForIndex) original words. */
  async lexize(language: LanguageCode, words: Iterable<string>): Promise<Map<string, readonly string[]>> {
    const result = new Map<string, readonly string[]>();
    const missing: string[] = [];
    for (const word of words) {
      const cached = this.cache.get(key(language, word));
      if (cached) result.set(word, cached);
      else if (!result.has(word)) missing.push(word);
    }
    if (missing.length) {
      const { rows } = await this.db.query<{ w: string; lexemes: string[] }>(
        `SELECT w, ARRAY(SELECT lexeme FROM unnest(cq_to_tsvector($1, w))) AS lexemes
           FROM unnest($2::text[]) AS w`,
        [language, missing],
      );
      if (this.cache.size + rows.length > this.maxEntries) this.cache.clear();
      for (const row of rows) {
        this.cache.set(key(language, row.w), row.lexemes);
        result.set(row.w, row.lexemes);
      }
    }
    return result;
  }
}

function key(language: LanguageCode, word: string): string {
  return `${language}\u0000${word}`;
}
