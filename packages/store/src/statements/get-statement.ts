import type { LanguageCode } from "@communique/core";
import type { Statement } from "@communique/core/contract";
import type { Queryable } from "../db/queryable";
import { STATEMENT_COLUMNS, statementFields } from "./statement-row";

export async function getStatement(db: Queryable, id: string, lang: LanguageCode): Promise<Statement | null> {
  const { rows } = await db.query(
    `SELECT ${STATEMENT_COLUMNS}, st.source, st.meta, st.fetched_at, st.indexed_at, st.content_hash
       FROM statements st WHERE st.id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    ...statementFields(row, lang),
    body: row.body,
    source: row.source,
    meta: row.meta,
    fetchedAt: row.fetched_at ? new Date(row.fetched_at).toISOString() : null,
    indexedAt: new Date(row.indexed_at).toISOString(),
    contentHash: row.content_hash,
  };
}
