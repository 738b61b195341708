import type { LanguageCode } from "@communique/core";
import type { Queryable } from "../db/queryable";

/** A statement as a sitemap lists it: its page, in its own language, and when it last changed. */
export interface SitemapEntry {
  id: string;
  language: LanguageCode;
  /** When the statement last entered or changed in the index (ISO 8601). */
  indexedAt: string;
}

/** How many statements the sitemaps list. */
export async function countSitemapEntries(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: string }>("SELECT count(*) AS n FROM statements");
  return Number(rows[0]?.n ?? 0);
}

/**
 * The statements of one sitemap file (page from 1, `size` a file), in id order so that a file
 * keeps its statements while new ones arrive at its end.
 */
export async function sitemapEntries(db: Queryable, page: number, size: number): Promise<SitemapEntry[]> {
  const { rows } = await db.query<{ id: string; language: LanguageCode; indexed_at: Date }>(
    `SELECT id, language, indexed_at FROM statements ORDER BY id OFFSET $1 LIMIT $2`,
    [(page - 1) * size, size],
  );
  return rows.map((r) => ({
    id: r.id,
    language: r.language,
    indexedAt: new Date(r.indexed_at).toISOString(),
  }));
}
