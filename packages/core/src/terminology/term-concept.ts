import { LANGUAGE_CODES, type LanguageCode } from "../languages";

/**
 * A concept of the terminology: its terms in each of the six languages, the first of each list
 * being the preferred one (SKOS prefLabel; the others altLabel). Cross-language search expands a
 * query clause that names one of its terms to all of them.
 */
export interface TermConcept {
  /** Stable and unique, e.g. "peace-security/ceasefire" or "country:FR". */
  id: string;
  /** Each language's terms, preferred first; a language may be missing only for an imported concept. */
  terms: Partial<Record<LanguageCode, string[]>>;
  /** Where the equivalences come from (a file's title, "UN M49", a termbase's name). */
  source: string;
  domain?: string;
  /**
   * Inflected forms of its terms, for the lookup only: a query in one of them names the concept,
   * but they are never shown or searched as its terms (a name's Russian cases, russianForms).
   */
  forms?: Partial<Record<LanguageCode, string[]>>;
  /**
   * Names in capitals that name the concept only when typed in capitals, for the lookup only:
   * written in small letters they are a common word ("US" is "us"; French "EAU" is "eau") or a
   * word too common to be indexed ("WHO"). isAcronym says which texts qualify.
   */
  acronyms?: Partial<Record<LanguageCode, string[]>>;
}

/** A word in capitals, two letters or more (digits allowed after the first): "US", "WHO", "G77". */
export function isAcronym(text: string): boolean {
  return /^\p{Lu}[\p{Lu}\d]+$/u.test(text.trim());
}

/** Where a concept came from: the reference list of issuers, the shipped terminology, an operator's import. */
export const TERM_ORIGINS = ["country", "bundled", "imported"] as const;
export type TermOrigin = (typeof TERM_ORIGINS)[number];

/** A term in the form compared for duplicates: case, accents and Arabic/Russian letter variants folded. */
export function termIdentity(term: string): string {
  return term
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/ё/g, "е")
    .replace(/[أإآٱ]/g, "ا")
    .replace(/[\p{P}\p{S}\s]+/gu, " ")
    .trim();
}

/** The languages a concept has at least one term in. */
export function conceptLanguages(concept: TermConcept): LanguageCode[] {
  return LANGUAGE_CODES.filter((language) => (concept.terms[language]?.length ?? 0) > 0);
}
