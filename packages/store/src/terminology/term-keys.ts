import { type LanguageCode, normalizeForIndex } from "@communique/core";
import type { Queryable } from "../db/queryable";

/**
 * The form under which a term is stored and looked up: its text as its language's analysis reads
 * it, in sequence (the folded `phraseto_tsquery` text, e.g. `'climat' <-> 'chang'`), so that
 * inflected forms meet ("sanciones" and "sanción" are both 'sancion'). "" for a text of stop
 * words only. Texts are index-normalised (normalizeForIndex) first, as statements are.
 */
export function termKeySql(language: string, normalisedText: string): string {
  return `cq_fold(phraseto_tsquery(cq_search_config(${language}), ${normalisedText})::text)`;
}

/**
 * A term's exact form (migration 015): its index-normalised text with case, accents and spaces
 * folded, unanalysed, so that a name is told from a word it shares a stem with.
 */
export function termExactSql(normalisedText: string): string {
  return `cq_exact_term(${normalisedText})`;
}

/**
 * SQL condition: the term `t` may be reached from the text of exact form `exact` by its key. A
 * term that is one word in capitals (an acronym: "LEA", "NATO", "U.S.") is reached only by itself
 * as written, any case, with a plural s ("NGOs") or after an elided article (French "l'OTAN"):
 * never by a word it shares a stem with
 * (French "les" is 'le', as is "LEA", the Arab League).
 */
export function reachableTermSql(t: string, exact: string): string {
  return `(${t}.exact = ${exact} OR ${t}.exact || 's' = ${exact}
           OR ${t}.exact = regexp_replace(${exact}, '^(qu|[ldjmnstc])[''’]', '')
           OR NOT (${t}.term = upper(${t}.term) AND ${t}.term <> lower(${t}.term) AND strpos(btrim(${t}.term), ' ') = 0))`;
}

/**
 * The key of a name in capitals (TermConcept.acronyms): its text as typed, case kept, under a
 * prefix no analysed key has (those begin with a quote), so that only a word typed in capitals
 * reaches it (lookUpAcronyms) and no analysis of a word in small letters ever does.
 */
export function acronymKey(text: string): string {
  return `${ACRONYM_KEY_PREFIX}${normalizeForIndex(text).trim()}`;
}

export const ACRONYM_KEY_PREFIX = "^";

/** termKeySql and termExactSql for many texts, in one round trip, in the order given. */
export async function termKeys(
  db: Queryable,
  items: readonly { language: LanguageCode; text: string }[],
): Promise<{ key: string; exact: string }[]> {
  if (!items.length) return [];
  const { rows } = await db.query<{ key: string; exact: string }>(
    `SELECT ${termKeySql("x.l", "x.t")} AS key, ${termExactSql("x.t")} AS exact
       FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS x(l, t, n) ORDER BY x.n`,
    [items.map((i) => i.language), items.map((i) => normalizeForIndex(i.text))],
  );
  return rows;
}
