import type { ParsedQuery, QueryTerm } from "@communique/core";
import { type CompiledQuery, homeLanguage } from "./compile-query";

/**
 * A query of several clauses as "any of them": what the results page offers under the matches
 * when all the words together found less than a page ("water scarcity" found 8 speeches of the
 * 2024 General Debate; many more speak of water without the word scarcity). Clauses the query's
 * own language drops as stop words are left out ("in" of "ceasefire in Gaza" would otherwise
 * match every French statement holding "in"). Undefined when there is nothing to relax.
 */
export function someOfTheClauses(query: ParsedQuery, compiled: CompiledQuery): ParsedQuery | undefined {
  const searched = (term: QueryTerm) =>
    term.language !== undefined ||
    compiled.termLexemes(term, homeLanguage(term.text, [...compiled.lexemes.keys()])).length > 0;
  if (query.clauses.length < 2) return wordsOfOneClause(query);
  const kept = query.clauses.filter((clause) => clause.some(searched));
  if (kept.length < 2) return undefined;
  return { ...query, clauses: [kept.flat()] };
}

/**
 * A translated query of one concept typed in several words ("pandemic preparedness": the words,
 * all of them, OR its terms in six languages) relaxed the same way: any of the typed words, or
 * any of the terms. As typed, the same words were two clauses and found their partial matches.
 * The words are read in the query's language, which drops its stop words ("rule of law").
 */
function wordsOfOneClause(query: ParsedQuery): ParsedQuery | undefined {
  const clause = query.clauses[0];
  if (!clause) return undefined;
  const split = clause.flatMap((term): QueryTerm[] =>
    term.type === "word" && term.language === undefined && /\s/.test(term.text.trim())
      ? term.text
          .trim()
          .split(/\s+/)
          .map((text) => ({ ...term, text }))
      : [term],
  );
  if (split.length <= clause.length) return undefined;
  return { ...query, clauses: [split] };
}
