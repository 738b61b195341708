import { COUNTRIES } from "@communique/core";
import type { Queryable } from "../db/queryable";

/**
 * The reference list lives in code (packages/core) and is copied into the database at every
 * start, so statements can reference countries by foreign key and a code change needs no
 * migration. Rows are never deleted: statements may still point at them.
 */
export async function syncCountries(db: Queryable): Promise<void> {
  // Changed rows are updated, missing ones inserted: an INSERT ... ON CONFLICT would draw a new
  // number (countries.num, migration 006) for every row it proposes, existing ones included.
  await db.query(
    `WITH input AS (
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::jsonb[])
         AS t(code, kind, group_slug, iso3, names)
     ), regrouped AS (
       SELECT c.num, c.group_slug AS old_group, i.group_slug AS new_group
         FROM countries c JOIN input i ON i.code = c.code WHERE c.group_slug <> i.group_slug
     ), updated AS (
       UPDATE countries c SET kind = i.kind, group_slug = i.group_slug, iso3 = i.iso3, names = i.names
         FROM input i
        WHERE c.code = i.code
          AND (c.kind, c.group_slug, c.iso3, c.names) IS DISTINCT FROM (i.kind, i.group_slug, i.iso3, i.names)
     ), relabelled AS (
       -- A country that changed group takes its statements' group lexeme along (migration 006).
       UPDATE statement_search x
          SET search_vector = ts_delete(x.search_vector, ARRAY['~g' || r.old_group])
                              || array_to_tsvector(ARRAY['~g' || r.new_group])
         FROM regrouped r WHERE x.country = r.num
     ), relabelled_cosigned AS (
       -- And the joint statements it signed: their co-signatories' group lexemes (migration 020),
       -- written again from every co-signatory's group, since another one may still be in the
       -- old group (the new groups come from the input: this statement sees the table as it was).
       UPDATE statement_search x
          SET search_vector = ts_delete(x.search_vector,
                                ARRAY(SELECT l.lexeme FROM unnest(x.search_vector) l WHERE l.lexeme LIKE '~sg%'))
                              || array_to_tsvector(ARRAY(
                                   SELECT DISTINCT '~sg' || COALESCE(i.group_slug, c.group_slug)
                                     FROM statement_cosigners g JOIN countries c ON c.num = g.country
                                     LEFT JOIN input i ON i.code = c.code
                                    WHERE g.sid = x.sid))
        WHERE x.sid IN (SELECT g.sid FROM statement_cosigners g JOIN regrouped r ON r.num = g.country)
     )
     INSERT INTO countries (code, kind, group_slug, iso3, names)
     SELECT * FROM input i WHERE NOT EXISTS (SELECT 1 FROM countries c WHERE c.code = i.code)
     ON CONFLICT (code) DO NOTHING`,
    [
      COUNTRIES.map((c) => c.code),
      COUNTRIES.map((c) => c.kind),
      COUNTRIES.map((c) => c.group),
      COUNTRIES.map((c) => c.iso3),
      COUNTRIES.map((c) => JSON.stringify(c.names)),
    ],
  );
}
