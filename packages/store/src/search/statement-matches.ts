import type { LanguageCode, ParsedQuery } from "@communique/core";
import type { Queryable } from "../db/queryable";
import { compileQuery } from "./compile-query";
import type { Lexizer } from "./lexizer";
import { findMatches, type MatchRange } from "./snippet";

/**
 * Where a query's words are in a statement's whole text: the same matching as the results'
 * snippets (each word's lexemes under the text's own language, Arabic whatever its diacritics,
 * Chinese in its Simplified form), read to the text's end, for a statement's page to mark them.
 * A query with equivalents (translate=add) marks those of the text's language too. Matched words
 * that touch or are separated by spaces only are one match: a Chinese word the analysis cuts in
 * two (联合 + 国), and a phrase ("nuclear disarmament"), which a reader counts as one occurrence.
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
  const [matches] = await findMatches([{ text, language }], compiled.lexemes, lexizer, { whole: true });
  return joinAdjacent(text, matches?.ranges ?? []);
}

function joinAdjacent(text: string, ranges: readonly MatchRange[]): MatchRange[] {
  const joined: MatchRange[] = [];
  for (const [start, end] of ranges) {
    const last = joined.at(-1);
    if (last && (start <= last[1] || /^[ \t\u00a0]+$/.test(text.slice(last[1], start))))
      last[1] = Math.max(last[1], end);
    else joined.push([start, end]);
  }
  return joined;
}
