import type { LanguageCode } from "@communique/core";
import type { Queryable } from "../db/queryable";

/** A version of a statement in another language, as its page names it. */
export interface Alternate {
  language: LanguageCode;
  url: string;
}

/**
 * Two titles name the same concepts of the terminology in two languages when they share at least
 * this many, and at least half of each title's: "Statement on the ceasefire in Sudan and
 * humanitarian aid" and "Déclaration sur le cessez-le-feu au Soudan et l'aide humanitaire" share
 * three of three. One shared concept (a country's name) is what two different statements of one
 * issuer on one day often share; and half of the shorter title's was not enough on the synthetic
 * 100k corpus, whose long titles share "government" and "priority" without being translations.
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
  const named = await db.query<{ me: number; sid: number; language: LanguageCode }>(
    `WITH me AS (SELECT sid, country_code, language FROM statements WHERE id = $1),
     named AS (
       SELECT u.statement_id AS id FROM statement_alternates a JOIN statement_urls u ON u.url = a.url
        WHERE a.statement_id = $1
       UNION
       SELECT a.statement_id FROM statement_urls u JOIN statement_alternates a ON a.url = u.url
        WHERE u.statement_id = $1
     )
     SELECT me.sid AS me, s.sid, s.language FROM me JOIN statements s
         ON s.country_code = me.country_code AND s.language <> me.language AND s.sid <> me.sid
      WHERE s.id IN (SELECT id FROM named)`,
    [statementId],
  );
  const byTitle = await sameTitleSameDay(db, [statementId]);
  const me = named.rows[0]?.me ?? [...byTitle.keys()][0];
  if (me === undefined) return [];
  const linked = new Map<LanguageCode, number>(named.rows.map((row) => [row.language, row.sid]));
  for (const [language, sid] of byTitle.get(me) ?? []) if (!linked.has(language)) linked.set(language, sid);
  await joinVersions(db, [[me, ...linked.values()]]);
  return [...linked.values()];
}

/**
 * Links the statements an import wrote (indexed since `since`, the database's clock) with their
 * versions by the title rule: an imported file names no alternates. Read by sid in chunks, only
 * those dated to the day. Returns how many statements were linked.
 */
export async function linkImportedVersions(db: Queryable, since: Date): Promise<number> {
  let linked = 0;
  for (let after = 0; ; ) {
    const { rows } = await db.query<{ sid: number; id: string }>(
      `SELECT sid, id FROM statements WHERE indexed_at >= $1 AND date_precision = 'day' AND sid > $2
        ORDER BY sid LIMIT ${IMPORT_CHUNK}`,
      [since, after],
    );
    if (!rows.length) return linked;
    after = rows.at(-1)!.sid;
    const matches = await sameTitleSameDay(
      db,
      rows.map((row) => row.id),
    );
    const groups = [...matches].map(([sid, versions]) => [sid, ...versions.values()]);
    await joinVersions(db, groups);
    linked += groups.length;
  }
}

/** Statements an import links per round trip. */
const IMPORT_CHUNK = 5_000;

/** Each group's statements, and the groups they already belong to, under one key (the least sid). */
async function joinVersions(db: Queryable, groups: readonly number[][]): Promise<void> {
  if (!groups.length) return;
  const { rows } = await db.query<{ sid: number; version_key: number }>(
    "SELECT sid, version_key FROM statement_versions WHERE version_key IN (SELECT version_key FROM statement_versions WHERE sid = ANY($1::int[]))",
    [groups.flat()],
  );
  // Union-find over the new links and the existing groups.
  const parent = new Map<number, number>();
  const find = (x: number): number => {
    let root = x;
    while (parent.has(root) && parent.get(root) !== root) root = parent.get(root)!;
    parent.set(x, root);
    return root;
  };
  const union = (a: number, b: number) => {
    const [ra, rb] = [find(a), find(b)];
    if (ra !== rb) parent.set(Math.max(ra, rb), Math.min(ra, rb));
  };
  for (const group of groups) for (const sid of group.slice(1)) union(group[0]!, sid);
  for (const row of rows) union(row.sid, row.version_key);
  const members = [...new Set([...groups.flat(), ...rows.map((row) => row.sid)])];
  await db.query(
    `INSERT INTO statement_versions (sid, version_key) SELECT * FROM unnest($1::int[], $2::int[])
     ON CONFLICT (sid) DO UPDATE SET version_key = EXCLUDED.version_key`,
    [members, members.map(find)],
  );
}

/**
 * For statements dated to the day: per statement (by sid) and other language, the one statement
 * of the same issuer and day whose title names the same concepts. Only statements with another
 * language on their day are read for their titles' concepts.
 */
async function sameTitleSameDay(
  db: Queryable,
  statementIds: readonly string[],
): Promise<Map<number, Map<LanguageCode, number>>> {
  const { rows } = await db.query<{
    me: number;
    sid: number;
    language: LanguageCode;
    mine: number;
    theirs: number;
    shared: number;
  }>(
    `WITH me AS (
       SELECT s.sid, s.country_code, s.language, s.date_start, cq_title_concepts(x.search_vector, s.language) AS c
         FROM statements s JOIN statement_search x ON x.sid = s.sid
        WHERE s.id = ANY($1::text[]) AND s.date_precision = 'day'
          AND EXISTS (SELECT 1 FROM statements o WHERE o.country_code = s.country_code
                         AND o.date_start = s.date_start AND o.date_precision = 'day' AND o.language <> s.language)
     )
     SELECT me.sid AS me, s.sid, s.language, cardinality(me.c) AS mine, cardinality(o.c) AS theirs,
            (SELECT count(*) FROM unnest(o.c) AS c(id) WHERE c.id = ANY(me.c))::int AS shared
       FROM me
       JOIN statements s ON s.country_code = me.country_code AND s.date_start = me.date_start
                        AND s.date_precision = 'day' AND s.language <> me.language
       JOIN statement_search x ON x.sid = s.sid
      CROSS JOIN LATERAL (SELECT cq_title_concepts(x.search_vector, s.language) AS c) o`,
    [statementIds],
  );
  const passing = new Map<number, Map<LanguageCode, number[]>>();
  for (const row of rows) {
    if (row.shared < MIN_SHARED_CONCEPTS || row.shared * 2 < Math.max(row.mine, row.theirs)) continue;
    const mine = passing.get(row.me) ?? new Map<LanguageCode, number[]>();
    mine.set(row.language, [...(mine.get(row.language) ?? []), row.sid]);
    passing.set(row.me, mine);
  }
  // Two candidates in one language: which is the version cannot be told, so neither is linked.
  const out = new Map<number, Map<LanguageCode, number>>();
  for (const [me, byLanguage] of passing) {
    const single = [...byLanguage]
      .filter(([, sids]) => sids.length === 1)
      .map(([l, [sid]]) => [l, sid!] as const);
    if (single.length) out.set(me, new Map(single));
  }
  return out;
}
