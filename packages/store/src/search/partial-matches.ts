import type { ParsedQuery } from "@communique/core";
import { type CompiledQuery, homeLanguage } from "./compile-query";

/**
 * A query of several clauses as "any of them": what the results page offers under the matches
 * when all the words together found less than a page ("water scarcity" found 8 speeches of the
 * 2024 General Debate; many more speak of water without the word scarcity). Clauses the query's
 * own language drops as stop words are left out ("in" of "ceasefire in Gaza" would otherwise
 * match every French statement holding "in"). Undefined when there is nothing to relax.
 */
export function someOfTheClauses(query: ParsedQuery, compiled: CompiledQuery): ParsedQuery | undefined {
  if (query.clauses.length < 2) return undefined;
  const kept = query.clauses.filter((clause) =>
    clause.some(
      (term) =>
        term.language !== undefined ||
        compiled.termLexemes(term, homeLanguage(term.text, [...compiled.lexemes.keys()])).length > 0,
    ),
  );
  if (kept.length < 2) return undefined;
  return { ...query, clauses: [kept.flat()] };
}
