import type { LanguageCode } from "@communique/core";
import type { Statement } from "@communique/core/contract";
import type { Queryable } from "../db/queryable";
import { countryRef } from "../reference/country-ref";
import { STATEMENT_COLUMNS, statementFields } from "./statement-row";

export async function getStatement(db: Queryable, id: string, lang: LanguageCode): Promise<Statement | null> {
  const { rows } = await db.query(
    `SELECT ${STATEMENT_COLUMNS}, st.source, st.meta, st.fetched_at, st.indexed_at, st.content_hash,
            st.unread_signatories,
            (SELECT json_agg(json_build_object('country', p.country_code, 'source', p.source, 'url', p.url,
                                               'fetchedAt', p.fetched_at)
                             ORDER BY p.url = st.url DESC, p.fetched_at, p.url)
               FROM statement_publications p WHERE p.statement_id = st.id) AS publications
       FROM statements st WHERE st.id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    ...statementFields(row, lang),
    ...(row.signatories && row.signatories.length > 1
      ? { unreadSignatories: row.unread_signatories ?? [] }
      : {}),
    ...(row.publications
      ? {
          publications: (
            row.publications as { country: string; source: string; url: string; fetchedAt: string | null }[]
          ).map((p) => ({
            ...p,
            country: countryRef(p.country, lang),
            fetchedAt: p.fetchedAt ? new Date(p.fetchedAt).toISOString() : null,
          })),
        }
      : {}),
    body: row.body,
    source: row.source,
    meta: row.meta,
    fetchedAt: row.fetched_at ? new Date(row.fetched_at).toISOString() : null,
    indexedAt: new Date(row.indexed_at).toISOString(),
    contentHash: row.content_hash,
  };
}
