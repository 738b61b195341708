import { createHash } from "node:crypto";
import type { LanguageCode } from "@communique/core";
import type { Queryable } from "../db/queryable";
import { searchText } from "./search-text";
import type { StatementDate } from "./statement-date";

export interface StatementInput {
  id: string;
  countryCode: string;
  source: string;
  url: string | null;
  title: string;
  body: string;
  /** Sanitized HTML of the body, for crawled statements; plain-text ones have none. */
  bodyHtml?: string | null;
  language: LanguageCode;
  date: StatementDate;
  meta: Record<string, unknown>;
  fetchedAt: Date | null;
  /** A joint statement's signatories as read at ingestion (ingest's readJointStatement). */
  joint?: StatementSignatories | undefined;
}

export interface StatementSignatories {
  /** The States' codes, issuer first when the text does not name it, each once. */
  signatories: string[];
  /** Names in a signatory's place that are no State we know, as written. */
  unread: string[];
}

export interface WriteCounts {
  added: number;
  updated: number;
  unchanged: number;
}

/** Everything a reader can see; a statement whose hash is unchanged is not rewritten. */
export function contentHash(s: StatementInput): string {
  const content: unknown[] = [
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
  // Appended only when present, so the hashes of statements without HTML (every import) or
  // signatories stay what they were and a re-import still finds them unchanged.
  if (s.bodyHtml) content.push(s.bodyHtml);
  if (s.joint) content.push({ signatories: s.joint.signatories, unread: s.joint.unread });
  return createHash("sha256").update(JSON.stringify(content)).digest("hex");
}

/**
 * Inserts or updates a batch in one statement and one round trip. Unchanged rows are filtered
 * out before any tsvector is computed, so re-importing a corpus costs little. Ids must be unique
 * within a batch.
 */
export async function writeStatements(db: Queryable, batch: readonly StatementInput[]): Promise<WriteCounts> {
  if (!batch.length) return { added: 0, updated: 0, unchanged: 0 };
  const cols = {
    id: [] as string[],
    country: [] as string[],
    source: [] as string[],
    url: [] as (string | null)[],
    title: [] as string[],
    body: [] as string[],
    bodyHtml: [] as (string | null)[],
    language: [] as string[],
    start: [] as string[],
    end: [] as string[],
    precision: [] as string[],
    year: [] as number[],
    meta: [] as string[],
    hash: [] as string[],
    fetched: [] as (string | null)[],
    titleNorm: [] as string[],
    bodyNorm: [] as string[],
    fold: [] as boolean[],
    signatories: [] as (string | null)[],
    unread: [] as (string | null)[],
  };
  for (const s of batch) {
    cols.id.push(s.id);
    cols.country.push(s.countryCode);
    cols.source.push(s.source);
    cols.url.push(s.url);
    cols.title.push(s.title);
    cols.body.push(s.body);
    cols.bodyHtml.push(s.bodyHtml ?? null);
    cols.language.push(s.language);
    cols.start.push(s.date.start);
    cols.end.push(s.date.end);
    cols.precision.push(s.date.precision);
    cols.year.push(s.date.year);
    cols.meta.push(JSON.stringify(s.meta));
    cols.hash.push(contentHash(s));
    cols.fetched.push(s.fetchedAt?.toISOString() ?? null);
    const text = searchText(s.title, s.body);
    cols.titleNorm.push(text.titleNorm);
    cols.bodyNorm.push(text.bodyNorm);
    cols.fold.push(text.fold);
    // Arrays of unequal lengths cannot be one column of a two-dimensional array: as JSON.
    cols.signatories.push(s.joint ? JSON.stringify(s.joint.signatories) : null);
    cols.unread.push(s.joint ? JSON.stringify(s.joint.unread) : null);
  }
  // One statement: the record into statements, then its search row (tsvector, facet numbers)
  // into statement_search under the record's sid. Unchanged rows are filtered out first.
  const { rows } = await db.query<{ inserted: boolean }>(
    `WITH input AS (
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
                            $8::date[], $9::date[], $10::text[], $11::int[], $12::jsonb[], $13::text[],
                            $14::timestamptz[], $15::text[], $16::text[], $17::text[], $18::boolean[],
                            $19::jsonb[], $20::jsonb[])
         AS t(id, country_code, source, url, title, body, language, date_start, date_end, date_precision,
              year, meta, content_hash, fetched_at, title_norm, body_norm, body_html, fold, signatories_json,
              unread_json)
     ), changed AS (
       SELECT i.*,
              ARRAY(SELECT jsonb_array_elements_text(i.signatories_json)) AS signatories,
              ARRAY(SELECT jsonb_array_elements_text(i.unread_json)) AS unread_signatories
         FROM input i LEFT JOIN statements s ON s.id = i.id
        WHERE s.id IS NULL OR s.content_hash <> i.content_hash
     ), written AS (
       INSERT INTO statements (id, country_code, source, url, title, body, body_html, language, date_start,
                               date_end, date_precision, year, meta, content_hash, fetched_at, indexed_at,
                               signatories, unread_signatories)
       SELECT id, country_code, source, url, title, body, body_html, language, date_start, date_end,
              date_precision, year, meta, content_hash, fetched_at, now(),
              CASE WHEN signatories_json IS NULL THEN NULL ELSE signatories END,
              CASE WHEN unread_json IS NULL THEN NULL ELSE unread_signatories END
         FROM changed
       ON CONFLICT (id) DO UPDATE SET
         country_code = EXCLUDED.country_code, source = EXCLUDED.source, url = EXCLUDED.url,
         title = EXCLUDED.title, body = EXCLUDED.body, body_html = EXCLUDED.body_html, language = EXCLUDED.language,
         date_start = EXCLUDED.date_start, date_end = EXCLUDED.date_end, date_precision = EXCLUDED.date_precision,
         year = EXCLUDED.year, meta = EXCLUDED.meta, content_hash = EXCLUDED.content_hash,
         fetched_at = EXCLUDED.fetched_at, indexed_at = EXCLUDED.indexed_at,
         signatories = EXCLUDED.signatories, unread_signatories = EXCLUDED.unread_signatories
       RETURNING sid, id, (xmax = 0) AS inserted
     ), searchable AS (
       INSERT INTO statement_search AS x (sid, period, facet, country, language, date_start, date_end, search_vector)
       SELECT w.sid, cq_period(c.date_start, c.date_precision),
              cq_facet(c.year, k.num, cq_language_num(c.language)), k.num, cq_language_num(c.language),
              c.date_start, c.date_end,
              cq_statement_vector(c.language, c.title_norm, c.body_norm, c.fold, k.code, k.group_slug, c.year)
                || cq_cosigner_lexemes(c.signatories, k.code)
         FROM written w JOIN changed c ON c.id = w.id JOIN countries k ON k.code = c.country_code
       ON CONFLICT (sid) DO UPDATE SET period = EXCLUDED.period, facet = EXCLUDED.facet,
         country = EXCLUDED.country, language = EXCLUDED.language, date_start = EXCLUDED.date_start,
         date_end = EXCLUDED.date_end, search_vector = EXCLUDED.search_vector
     ), uncosigned AS (
       -- A rewritten statement's co-signatories that are no longer in its list. The two
       -- statements below see the same snapshot, so they must touch different rows: this one
       -- those that go, the next those that come (ON CONFLICT keeps those that stay).
       DELETE FROM statement_cosigners g USING written w JOIN changed c ON c.id = w.id
        WHERE g.sid = w.sid
          AND NOT EXISTS (SELECT 1 FROM countries k WHERE k.num = g.country AND k.code = ANY(c.signatories)
                                                     AND k.code <> c.country_code)
     ), cosigned AS (
       -- The signatories besides the issuer, each once.
       INSERT INTO statement_cosigners (sid, country)
       SELECT DISTINCT w.sid, k.num FROM written w JOIN changed c ON c.id = w.id
         JOIN countries k ON k.code = ANY(c.signatories) AND k.code <> c.country_code
       ON CONFLICT DO NOTHING
     )
     SELECT inserted FROM written`,
    [
      cols.id,
      cols.country,
      cols.source,
      cols.url,
      cols.title,
      cols.body,
      cols.language,
      cols.start,
      cols.end,
      cols.precision,
      cols.year,
      cols.meta,
      cols.hash,
      cols.fetched,
      cols.titleNorm,
      cols.bodyNorm,
      cols.bodyHtml,
      cols.fold,
      cols.signatories,
      cols.unread,
    ],
  );
  const added = rows.filter((r) => r.inserted).length;
  return { added, updated: rows.length - added, unchanged: batch.length - rows.length };
}
