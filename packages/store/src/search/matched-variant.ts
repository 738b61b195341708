import type { LanguageCode, ParsedQuery } from "@communique/core";
import type { TranslatedTerm } from "@communique/core/contract";
import type { CompiledQuery } from "./compile-query";

/**
 * Which variant of a translated query a statement matched: in the first clause that has
 * equivalents, the term as typed if the statement holds all its words (under the statement's
 * language), else the first equivalent in the statement's language whose words it holds.
 * Undefined when the query was not translated, or when the match lies beyond the text scanned.
 */
export function matchedVariant(
  query: ParsedQuery,
  compiled: CompiledQuery,
  language: LanguageCode,
  found: ReadonlySet<string>,
): TranslatedTerm | undefined {
  const clause = query.clauses.find((terms) => terms.some((term) => term.language !== undefined));
  if (!clause) return undefined;
  const candidates = [
    ...clause.filter((term) => term.language === undefined),
    ...clause.filter((term) => term.language === language),
  ];
  for (const term of candidates) {
    // A hyphenated word is indexed whole and in parts ('cease-fir', 'ceas', 'fire'); the text is
    // scanned word by word, so its parts stand for it.
    const lexemes = compiled
      .termLexemes(term, language)
      .filter((l, _, all) => !l.includes("-") || all.length === 1);
    if (lexemes.length && lexemes.every((l) => found.has(l))) return { language, text: term.text };
  }
  return undefined;
}
