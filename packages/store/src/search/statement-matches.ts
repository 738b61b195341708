import type { LanguageCode, ParsedQuery } from "@communique/core";
import type { Queryable } from "../db/queryable";
import { compileQuery } from "./compile-query";
import type { Lexizer } from "./lexizer";
import { findMatches, type MatchRange } from "./snippet";

/**
 * Where a query's words and phrases are in a statement's whole text: the same matching as the
 * results' snippets (each word's lexemes under the text's own language, Arabic whatever its
 * diacritics, Chinese in its Simplified form), read to the text's end, for a statement's page to
 * mark and count them. A phrase ("nuclear weapons") is one match per occurrence, from its first
 * word's start to its last word's end, and its words alone are not matches. A query with
 * equivalents (translate=add) marks those of the text's language too, a phrase's as phrases.
 * Query words that touch or are separated by spaces only are one match (climate finance), as a
 * reader counts them; a phrase's occurrence is never joined with its neighbours.
 */
export async function statementMatches(
  db: Queryable,
  lexizer: Lexizer,
  text: string,
  language: LanguageCode,
  query: ParsedQuery,
): Promise<MatchRange[]> {
  if (!query.clauses.length) return [];
  const compiled = await compileQuery(db, query, [language]);
  const [matches] = await findMatches([{ text, language }], compiled.marks, lexizer, { whole: true });
  return joinAdjacent(text, matches?.ranges ?? [], matches?.phrase ?? []);
}

function joinAdjacent(text: string, ranges: readonly MatchRange[], phrase: readonly boolean[]): MatchRange[] {
  const joined: MatchRange[] = [];
  let lastIsPhrase = false;
  ranges.forEach(([start, end], i) => {
    const last = joined.at(-1);
    const isPhrase = phrase[i] ?? false;
    if (last && !isPhrase && !lastIsPhrase && /^[ \t\u00a0]*$/.test(text.slice(last[1], start)))
      last[1] = Math.max(last[1], end);
    else joined.push([start, end]);
    lastIsPhrase = isPhrase;
  });
  return joined;
}
