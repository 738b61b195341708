import type { TranslatedTerm } from "@communique/core/contract";
import type { LanguageCode } from "@communique/core/vocabulary";

/** One chip of the equivalents searched: a text and every language it stands for. */
export interface TermChip {
  text: string;
  languages: LanguageCode[];
  /** Each language's `omit` value (`language:text`): removing the chip omits them all. */
  keys: string[];
}

/**
 * Equivalents written alike in several languages ("apartheid" in English, French and Spanish)
 * make one chip instead of three identical ones; its title names the languages.
 */
export function chipsByText(terms: readonly TranslatedTerm[]): TermChip[] {
  const chips = new Map<string, TermChip>();
  for (const term of terms) {
    const key = `${term.language}:${term.text}`;
    const chip = chips.get(term.text);
    if (chip) {
      chip.languages.push(term.language);
      chip.keys.push(key);
    } else chips.set(term.text, { text: term.text, languages: [term.language], keys: [key] });
  }
  return [...chips.values()];
}
