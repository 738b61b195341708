import { type LanguageCode, type TermOrigin, termIdentity } from "@communique/core";
import type { Queryable } from "../db/queryable";

/**
 * The concept each term of the database's concepts of `origins` belongs to, leaving out the
 * concepts `except` (those about to be replaced), keyed as checkTerminology's `taken` expects
 * (`language:` then the term's identity): given to it, a concept whose term already names another
 * concept is refused, as a query naming that term could not say which concept it means.
 */
export async function termOwners(
  db: Queryable,
  origins: readonly TermOrigin[],
  except: readonly string[] = [],
): Promise<Map<string, string>> {
  const { rows } = await db.query<{ concept_id: string; language: LanguageCode; term: string }>(
    `SELECT t.concept_id, t.language, t.term
       FROM terms t JOIN term_concepts c ON c.id = t.concept_id
      WHERE c.origin = ANY($1::text[]) AND NOT (c.id = ANY($2::text[])) AND NOT t.form
      ORDER BY t.concept_id, t.language, t.rank`,
    [origins, except],
  );
  const owners = new Map<string, string>();
  for (const row of rows) {
    const key = `${row.language}:${termIdentity(row.term)}`;
    if (!owners.has(key)) owners.set(key, row.concept_id);
  }
  return owners;
}
