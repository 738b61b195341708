import {
  DomainError,
  LANGUAGE_CODES,
  type LanguageCode,
  normalizeForIndex,
  type ParsedQuery,
  type QueryTerm,
} from "@communique/core";
import type { Queryable } from "../db/queryable";
import { withPhraseShingles } from "./phrase-shingles";
import { allOf, anyOf, lexemesOf } from "./tsquery-text";

export interface CompiledQuery {
  /** tsquery text that a statement must match; "" when the query has no positive term. */
  match: string;
  /** tsquery text a statement must NOT match; "" when nothing is excluded. */
  exclude: string;
  /** Query lexemes per language, for highlighting each statement with its own analysis. */
  lexemes: Map<LanguageCode, Set<string>>;
  /** A term's word lexemes under a language's analysis (none when it is not searched in that language). */
  termLexemes(term: QueryTerm, language: LanguageCode): string[];
  /**
   * The match as statements in one language can hold it: each clause's variant under that
   * language's analysis and its equivalents in that language ("" when none).
   */
  languageMatch(language: LanguageCode): string;
}

export class StopWordsOnlyError extends DomainError {
  /** `term`: which of several queries (a compared term) is at fault, when there are several. */
  constructor(term?: string) {
    super(
      "only_stop_words",
      `${term === undefined ? "The search" : `“${term}”`} contains only very common words (such as 'the' or 'and'), which are not indexed. Add a more specific word.`,
    );
  }
}

/**
 * Turns a parsed query into tsquery texts, in one round trip. Each statement is indexed with its
 * own language's analysis, so every term is analysed once per candidate language and the
 * variants are ORed: a French query word matches French statements through the French stemmer
 * and English ones through the English one. Variants equal across languages collapse.
 */
export async function compileQuery(
  db: Queryable,
  query: ParsedQuery,
  languages: readonly LanguageCode[] = LANGUAGE_CODES,
): Promise<CompiledQuery> {
  const candidates = languages.length ? languages : LANGUAGE_CODES;
  const terms = [...query.clauses.flat(), ...query.exclude];
  const variants = await analyseTerms(db, terms, candidates);
  const variantOf = (term: QueryTerm, language: LanguageCode) =>
    variants.get(termKey(term))?.get(language) ?? "";
  // An equivalent found by translation is searched in its own language only.

  const perLanguage = candidates.map((language) =>
    allOf(query.clauses.map((clause) => anyOf(clause.map((term) => variantOf(term, language))))),
  );
  // A query of one clause (one word, or words joined by OR) is a flat OR of every variant, where
  // a variant several languages share appears once: the planner estimates an OR as if its
  // operands were independent, and 'nuclear' three times made "nuclear OR disarmament OR
  // weapons" look three times as common as it is (43,133 rows estimated for 15,836 at 100k),
  // which chose a slower plan.
  const match =
    query.clauses.length === 1
      ? anyOf(query.clauses[0]!.flatMap((term) => candidates.map((language) => variantOf(term, language))))
      : anyOf(perLanguage);

  if (query.clauses.length > 0) {
    // A query is "only stop words" when its home language (from its script) drops every clause:
    // "the of" is empty in English even though French would index "the".
    const homeEmpty = query.clauses.every((clause) =>
      clause.every(
        (term) => term.language !== undefined || variantOf(term, homeLanguage(term.text, candidates)) === "",
      ),
    );
    if (match === "" || homeEmpty) throw new StopWordsOnlyError();
  }

  const exclude = anyOf(query.exclude.flatMap((term) => candidates.map((l) => variantOf(term, l))));
  const lexemes = new Map<LanguageCode, Set<string>>();
  candidates.forEach((language, i) => {
    lexemes.set(language, new Set(lexemesOf(perLanguage[i]!)));
  });
  return {
    match,
    exclude,
    lexemes,
    termLexemes: (term, language) => lexemesOf(variantOf(term, language)),
    languageMatch: (language) => perLanguage[candidates.indexOf(language)] ?? "",
  };
}

function termKey(term: QueryTerm): string {
  return `${term.type}:${term.language ?? "*"}:${term.text}`;
}

async function analyseTerms(
  db: Queryable,
  terms: QueryTerm[],
  languages: readonly LanguageCode[],
): Promise<Map<string, Map<LanguageCode, string>>> {
  const keys: string[] = [];
  const langs: string[] = [];
  const texts: string[] = [];
  const phrase: boolean[] = [];
  for (const term of terms) {
    const text = normalizeForIndex(term.text);
    // Chinese is segmented into several words; they must stay adjacent, as the user typed them.
    const asPhrase = term.type === "phrase" || /\p{Script=Han}/u.test(text);
    for (const language of term.language ? languages.filter((l) => l === term.language) : languages) {
      keys.push(termKey(term));
      langs.push(language);
      texts.push(text);
      phrase.push(asPhrase);
    }
  }
  const result = new Map<string, Map<LanguageCode, string>>();
  if (!keys.length) return result;
  const { rows } = await db.query<{ k: string; l: LanguageCode; q: string; words: string }>(
    `SELECT k, l, cq_fold((CASE WHEN p THEN phraseto_tsquery(cq_search_config(l), t)
                                ELSE plainto_tsquery(cq_search_config(l), t) END)::text) AS q,
            cq_fold(plainto_tsquery(cq_search_config(l), t)::text) AS words
       FROM unnest($1::text[], $2::text[], $3::text[], $4::bool[]) AS x(k, l, t, p)`,
    [keys, langs, texts, phrase],
  );
  const translated = new Set(terms.filter((t) => t.language).map(termKey));
  for (const row of rows) {
    if (!result.has(row.k)) result.set(row.k, new Map());
    const shingled = withPhraseShingles(row.q);
    // An equivalent the index cannot answer exactly (a stop word inside, "alto el fuego", or more
    // than three words) would make PostgreSQL read the tsvector of every statement holding its
    // words to check their positions: it is searched as its words, all of them, anywhere.
    const positional = /<\d*-?>/.test(shingled);
    const variant = translated.has(row.k) && positional ? row.words : shingled;
    // An equivalent is meant for statements in its own language; one word alone may be another
    // language's stem too (Spanish "Francia" is 'franci', English "Francis" too): it is ANDed
    // with the language's filter lexeme (migration 006). Phrases are specific enough as they are,
    // and so are words in Arabic, Han or Cyrillic letters, each the script of one language alone:
    // GIN reads the filter lexeme's whole posting list, and leaving those out made the index scan
    // of "paix" with its equivalents 30% faster at 100k (57 -> 40 ms).
    const oneLexeme = /^'(?:[^' ]|'')*'$/.test(variant.trim());
    const sharedScript = /\p{Script=Latin}/u.test(variant);
    result
      .get(row.k)!
      .set(row.l, translated.has(row.k) && oneLexeme && sharedScript ? `${variant} & '~l${row.l}'` : variant);
  }
  return result;
}

/** The language a term is most likely written in, judged by its script alone. */
export function homeLanguage(text: string, candidates: readonly LanguageCode[]): LanguageCode {
  const byScript: LanguageCode = /\p{Script=Arabic}/u.test(text)
    ? "ar"
    : /\p{Script=Han}/u.test(text)
      ? "zh"
      : /\p{Script=Cyrillic}/u.test(text)
        ? "ru"
        : "en";
  return candidates.includes(byScript) ? byScript : candidates[0]!;
}
