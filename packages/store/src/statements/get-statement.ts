import type { LanguageCode } from "@communique/core";
import type { Statement } from "@communique/core/contract";
import type { Queryable } from "../db/queryable";
import { countryRef } from "../reference/country-ref";
import { formatStatementDate } from "./statement-date";

export async function getStatement(db: Queryable, id: string, lang: LanguageCode): Promise<Statement | null> {
  const { rows } = await db.query(
    `SELECT id, title, body, country_code, to_char(date_start, 'YYYY-MM-DD') AS date_start, date_precision,
            language, url, source, meta, fetched_at, indexed_at, content_hash
       FROM statements WHERE id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    country: countryRef(row.country_code, lang),
    date: formatStatementDate(row.date_start, row.date_precision),
    datePrecision: row.date_precision,
    language: row.language,
    url: row.url,
    source: row.source,
    meta: row.meta,
    fetchedAt: row.fetched_at ? new Date(row.fetched_at).toISOString() : null,
    indexedAt: new Date(row.indexed_at).toISOString(),
    contentHash: row.content_hash,
  };
}
