import type { LanguageCode } from "@communique/core";
import type { Queryable } from "../db/queryable";

/** A version of a statement in another language, as its page names it. */
export interface Alternate {
  language: LanguageCode;
  url: string;
}

/**
 * Two titles name the same concepts of the terminology in two languages when they share at least
 * this many, and at least half of the shorter title's: "Statement on the ceasefire in Sudan and
 * humanitarian aid" and "Déclaration sur le cessez-le-feu au Soudan et l'aide humanitaire" share
 * three of three. One shared concept (a country's name) is what two different statements of one
 * issuer on one day often share.
 */
const MIN_SHARED_CONCEPTS = 2;

/** Remembers the versions a crawled page names, to link them whichever is indexed first. */
export async function rememberAlternates(
  db: Queryable,
  statementId: string,
  alternates: readonly Alternate[],
): Promise<void> {
  if (!alternates.length) return;
  await db.query(
    `INSERT INTO statement_alternates (statement_id, language, url)
     SELECT $1, l, u FROM unnest($2::text[], $3::text[]) AS a(l, u)
     ON CONFLICT (statement_id, url) DO UPDATE SET language = EXCLUDED.language`,
    [statementId, alternates.map((a) => a.language), alternates.map((a) => a.url)],
  );
}

/**
 * Links a statement with its versions in other languages (decision 033): those of the same
 * issuer that its page names or whose page names it (alternate links); else, for a statement
 * dated to the day, the one statement of the same issuer and day in each other language whose
 * title names the same concepts of the terminology (none when two would). Versions share a key,
 * the sid of the group's first statement. Returns the sids linked with it.
 */
export async function linkVersions(db: Queryable, statementId: string): Promise<number[]> {
  const named = await db.query<{ sid: number; language: LanguageCode }>(
    `WITH me AS (SELECT sid, country_code, language FROM statements WHERE id = $1),
     named AS (
       SELECT u.statement_id AS id FROM statement_alternates a JOIN statement_urls u ON u.url = a.url
        WHERE a.statement_id = $1
       UNION
       SELECT a.statement_id FROM statement_urls u JOIN statement_alternates a ON a.url = u.url
        WHERE u.statement_id = $1
     )
     SELECT s.sid, s.language FROM me JOIN statements s
         ON s.country_code = me.country_code AND s.language <> me.language AND s.sid <> me.sid
      WHERE s.id IN (SELECT id FROM named)`,
    [statementId],
  );
  const linked = new Map<LanguageCode, number>(named.rows.map((row) => [row.language, row.sid]));
  for (const [language, sid] of await sameTitleSameDay(db, statementId))
    if (!linked.has(language)) linked.set(language, sid);
  if (!linked.size) return [];
  await db.query(
    `WITH members AS (
       SELECT s.sid FROM statements s WHERE s.id = $1
       UNION SELECT unnest($2::int[])
       UNION SELECT v.sid FROM statement_versions v
              WHERE v.version_key IN (SELECT w.version_key FROM statement_versions w
                                       WHERE w.sid IN (SELECT sid FROM statements WHERE id = $1)
                                          OR w.sid = ANY($2::int[]))
     )
     INSERT INTO statement_versions (sid, version_key)
     SELECT sid, (SELECT min(sid) FROM members) FROM members
     ON CONFLICT (sid) DO UPDATE SET version_key = EXCLUDED.version_key`,
    [statementId, [...linked.values()]],
  );
  return [...linked.values()];
}

/** For a statement dated to the day: per other language, the one statement whose title matches. */
async function sameTitleSameDay(db: Queryable, statementId: string): Promise<Map<LanguageCode, number>> {
  const { rows } = await db.query<{
    sid: number;
    language: LanguageCode;
    mine: number;
    theirs: number;
    shared: number;
  }>(
    `WITH me AS (
       SELECT s.sid, s.country_code, s.language, s.date_start, cq_title_concepts(x.search_vector, s.language) AS c
         FROM statements s JOIN statement_search x ON x.sid = s.sid
        WHERE s.id = $1 AND s.date_precision = 'day'
     )
     SELECT s.sid, s.language, cardinality(me.c) AS mine, cardinality(o.c) AS theirs,
            (SELECT count(*) FROM unnest(o.c) AS c(id) WHERE c.id = ANY(me.c))::int AS shared
       FROM me
       JOIN statements s ON s.country_code = me.country_code AND s.date_start = me.date_start
                        AND s.date_precision = 'day' AND s.language <> me.language
       JOIN statement_search x ON x.sid = s.sid
      CROSS JOIN LATERAL (SELECT cq_title_concepts(x.search_vector, s.language) AS c) o`,
    [statementId],
  );
  const passing = new Map<LanguageCode, number[]>();
  for (const row of rows) {
    if (row.shared < MIN_SHARED_CONCEPTS || row.shared * 2 < Math.min(row.mine, row.theirs)) continue;
    passing.set(row.language, [...(passing.get(row.language) ?? []), row.sid]);
  }
  // Two candidates in one language: which is the version cannot be told, so neither is linked.
  return new Map(
    [...passing].filter(([, sids]) => sids.length === 1).map(([language, [sid]]) => [language, sid!]),
  );
}
