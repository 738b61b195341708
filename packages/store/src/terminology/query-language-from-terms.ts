import { type LanguageCode, normalizeForIndex, type ParsedQuery } from "@communique/core";
import type { Queryable } from "../db/queryable";
import { reachableTermSql, termExactSql, termKeySql } from "./term-keys";
import type { TermLookupCache } from "./term-lookup-cache";

/** The Latin-script languages a query without a sign of its own may be in. */
const LATIN: readonly LanguageCode[] = ["en", "fr", "es"];

/**
 * A query's language refined by what the terminology and the names know (issue 33). A query in
 * Latin letters without a sign of French, Spanish or English was read in the interface's
 * language; when its words are terms of one of the three and not of the others ("drought" typed
 * in the French interface, "sequía" in the English one), that one is taken instead ("detected").
 * A word several know (a name written alike, "Crimea") leaves the choice as it was. One round
 * trip, only for queries without a sign.
 */
export async function queryLanguageFromTerms(
  db: Queryable,
  query: ParsedQuery,
  searched: readonly LanguageCode[] = [],
  /** The recent answers (the language taken, or "" for none), shared by a process's searches: this runs for every search without a sign. */
  cache?: TermLookupCache<LanguageCode | "">,
): Promise<ParsedQuery> {
  const language = query.language;
  if (!language || (language.by !== "interface" && language.by !== "default")) return query;
  const candidates = LATIN.filter((l) => !searched.length || searched.includes(l));
  if (candidates.length < 2) return query;
  const typed = [...query.clauses.flat(), ...query.exclude].filter((term) => !term.language);
  // Each term, each of its words, and the words typed one after another ("Franja de Gaza").
  const texts = [
    ...typed.flatMap((term) => [term.text, ...(term.type === "word" ? term.text.split(/\s+/) : [])]),
    typed.map((term) => term.text).join(" "),
  ]
    .map((text) => normalizeForIndex(text).trim())
    .filter(Boolean);
  if (!texts.length) return query;
  const key = `${language.code}\u0000${candidates.join(",")}\u0000${texts.join("\u0000")}`;
  const cached = cache?.get(key);
  const taken = cached ?? (await languageOfTerms(db, texts, candidates, language.code));
  if (cached === undefined) cache?.set(key, taken);
  return taken ? { ...query, language: { code: taken, by: "detected" } } : query;
}

/** The language the texts are terms of, when it is not `current` and its terms decide ("" otherwise). */
async function languageOfTerms(
  db: Queryable,
  texts: readonly string[],
  candidates: readonly LanguageCode[],
  current: LanguageCode,
): Promise<LanguageCode | ""> {
  // Each text counts for a language whose terms hold it: twice when one is written so, once when
  // they only share its stem ("Cisjordanie" is French as written, Spanish "Cisjordania" by stem).
  const { rows } = await db.query<{ language: LanguageCode; known: number }>(
    `SELECT language, sum(score)::int AS known
       FROM (SELECT l.language, x.t,
                    max(CASE WHEN t.exact = ${termExactSql("x.t")} THEN 2 ELSE 1 END) AS score
               FROM unnest($1::text[]) AS x(t) CROSS JOIN unnest($2::text[]) AS l(language)
               JOIN terms t ON t.key = ${termKeySql("l.language", "x.t")} AND t.language = l.language
                           AND ${reachableTermSql("t", termExactSql("x.t"))}
              WHERE ${termKeySql("l.language", "x.t")} <> ''
              GROUP BY l.language, x.t) AS known
      GROUP BY language ORDER BY known DESC, array_position($2::text[], language)`,
    [[...new Set(texts)], candidates],
  );
  const [best, next] = rows;
  if (!best || best.language === current) return "";
  // Two others know it alike (French and Spanish "RDC", "FMI", "OTAN"; "Sahara occidental", of
  // which English knows "Sahara" only): the first of them, when the interface's language knows
  // less of it; else the interface's.
  const known = rows.find((row) => row.language === current)?.known ?? 0;
  if (best.known === next?.known && known >= best.known) return "";
  return best.language;
}
