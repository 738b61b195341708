import { createHash } from "node:crypto";
import { type LanguageCode, normalizeForIndex } from "@communique/core";
import type { Queryable } from "../db/queryable";
import type { StatementDate } from "./statement-date";
import { wordPairs } from "./word-pairs";

export interface StatementInput {
  id: string;
  countryCode: string;
  source: string;
  url: string | null;
  title: string;
  body: string;
  language: LanguageCode;
  date: StatementDate;
  meta: Record<string, unknown>;
  fetchedAt: Date | null;
}

export interface WriteCounts {
  added: number;
  updated: number;
  unchanged: number;
}

/** Everything a reader can see; a statement whose hash is unchanged is not rewritten. */
export function contentHash(s: StatementInput): string {
  const content = [
    s.countryCode,
    s.source,
    s.url,
    s.title,
    s.body,
    s.language,
    s.date.start,
    s.date.precision,
    s.meta,
  ];
  return createHash("sha256").update(JSON.stringify(content)).digest("hex");
}

/**
 * Inserts or updates a batch. Rows whose content hash is unchanged are skipped before any
 * analysis, so re-importing a corpus costs little. The database analyses the text
 * (cq_words_tsvector); the word pairs are built here (wordPairs) and sent back with the insert.
 * Ids must be unique within a batch.
 */
export async function writeStatements(db: Queryable, batch: readonly StatementInput[]): Promise<WriteCounts> {
  if (!batch.length) return { added: 0, updated: 0, unchanged: 0 };
  const hashes = batch.map(contentHash);
  const { rows: existing } = await db.query<{ id: string; content_hash: string }>(
    "SELECT id, content_hash FROM statements WHERE id = ANY($1::text[])",
    [batch.map((s) => s.id)],
  );
  const stored = new Map(existing.map((r) => [r.id, r.content_hash]));
  const changed = batch.flatMap((s, i) => (stored.get(s.id) === hashes[i] ? [] : [{ s, hash: hashes[i]! }]));
  if (!changed.length) return { added: 0, updated: 0, unchanged: batch.length };

  const { rows: analysed } = await db.query<{ title: string; body: string }>(
    `SELECT cq_words_tsvector(l, t)::text AS title, cq_words_tsvector(l, b)::text AS body
       FROM unnest($1::text[], $2::text[], $3::text[]) WITH ORDINALITY AS x(l, t, b, n) ORDER BY n`,
    [
      changed.map(({ s }) => s.language),
      changed.map(({ s }) => normalizeForIndex(s.title)),
      changed.map(({ s }) => normalizeForIndex(s.body)),
    ],
  );
  const column = <T>(get: (s: StatementInput, i: number) => T) => changed.map(({ s }, i) => get(s, i));
  const { rows } = await db.query<{ inserted: boolean }>(
    `INSERT INTO statements (id, country_code, source, url, title, body, language, date_start, date_end,
                             date_precision, year, meta, content_hash, fetched_at, indexed_at, search_vector)
     SELECT id, country_code, source, url, title, body, language, date_start, date_end, date_precision, year,
            meta, content_hash, fetched_at, now(),
            setweight(title_v::tsvector, 'A') || setweight(body_v::tsvector, 'D') || pairs_v::tsvector
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
                   $8::date[], $9::date[], $10::text[], $11::int[], $12::jsonb[], $13::text[],
                   $14::timestamptz[], $15::text[], $16::text[], $17::text[])
         AS t(id, country_code, source, url, title, body, language, date_start, date_end, date_precision,
              year, meta, content_hash, fetched_at, title_v, body_v, pairs_v)
     ON CONFLICT (id) DO UPDATE SET
       country_code = EXCLUDED.country_code, source = EXCLUDED.source, url = EXCLUDED.url,
       title = EXCLUDED.title, body = EXCLUDED.body, language = EXCLUDED.language,
       date_start = EXCLUDED.date_start, date_end = EXCLUDED.date_end, date_precision = EXCLUDED.date_precision,
       year = EXCLUDED.year, meta = EXCLUDED.meta, content_hash = EXCLUDED.content_hash,
       fetched_at = EXCLUDED.fetched_at, indexed_at = EXCLUDED.indexed_at, search_vector = EXCLUDED.search_vector
     -- Written meanwhile by a concurrent batch with the same content: leave it as it is.
     WHERE statements.content_hash <> EXCLUDED.content_hash
     RETURNING (xmax = 0) AS inserted`,
    [
      column((s) => s.id),
      column((s) => s.countryCode),
      column((s) => s.source),
      column((s) => s.url),
      column((s) => s.title),
      column((s) => s.body),
      column((s) => s.language),
      column((s) => s.date.start),
      column((s) => s.date.end),
      column((s) => s.date.precision),
      column((s) => s.date.year),
      column((s) => JSON.stringify(s.meta)),
      changed.map((c) => c.hash),
      column((s) => s.fetchedAt?.toISOString() ?? null),
      analysed.map((a) => a.title),
      analysed.map((a) => a.body),
      analysed.map((a) => pairsLiteral([...wordPairs(a.title), ...wordPairs(a.body)])),
    ],
  );
  const added = rows.filter((r) => r.inserted).length;
  return { added, updated: rows.length - added, unchanged: batch.length - rows.length };
}

/** A tsvector literal of position-less lexemes (quotes doubled, backslashes escaped). */
function pairsLiteral(pairs: string[]): string {
  return [...new Set(pairs)].map((p) => `'${p.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`).join(" ");
}
