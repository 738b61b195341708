import {
  DomainError,
  LANGUAGE_CODES,
  type LanguageCode,
  normalizeForIndex,
  type ParsedQuery,
  type QueryTerm,
} from "@communique/core";
import type { Queryable } from "../db/queryable";
import { addTermMarks, type MarkTerms, noMarks } from "./mark-terms";
import { withPhraseShingles } from "./phrase-shingles";
import { allOf, anyOf, lexemesOf, tiedTo } from "./tsquery-text";

export interface CompiledQuery {
  /** tsquery text that a statement must match; "" when the query has no positive term. */
  match: string;
  /** tsquery text a statement must NOT match; "" when nothing is excluded. */
  exclude: string;
  /** Query lexemes per language, for highlighting each statement with its own analysis. */
  lexemes: Map<LanguageCode, Set<string>>;
  /**
   * What a statement marks of the query per language: the words of its word terms wherever they
   * stand, its phrases (and their equivalents, a Chinese word the analysis cuts in two, a
   * hyphenated word) only whole. Excluded terms are never marked.
   */
  marks: Map<LanguageCode, MarkTerms>;
  /** A term's word lexemes under a language's analysis (none when it is not searched in that language). */
  termLexemes(term: QueryTerm, language: LanguageCode): string[];
  /**
   * The match as statements in one language can hold it: each clause's variant under that
   * language's analysis and its equivalents in that language ("" when none).
   */
  languageMatch(language: LanguageCode): string;
  /**
   * The one language every variant of the match is tied to (a query read as typed), with every
   * exclusion tied to it too or to no language: such a query can be held to that language's
   * statements by their language column instead (buildSearchFilter). Undefined otherwise.
   */
  soleLanguage?: LanguageCode;
}

const LANGUAGE_NAMES = new Intl.DisplayNames("en", { type: "language" });

export class StopWordsOnlyError extends DomainError {
  /**
   * `term`: which of several queries (a compared term) is at fault, when there are several;
   * `language`: the language its words were read in, whose common words they are ("WHO" typed in
   * lower case is English "who"; the same letters may be indexed in another language).
   */
  constructor(term?: string, language?: LanguageCode) {
    const where = language ? ` in ${LANGUAGE_NAMES.of(language)}, the language it was read in` : "";
    super(
      "only_stop_words",
      `${term === undefined ? "The search" : `“${term}”`} contains only very common words${where} (such as 'the' or 'and'), which are not indexed. Add a more specific word, write a name in full, or search in all six languages (translate=add), where names such as WHO are looked up.`,
    );
  }
}

/**
 * Turns a parsed query into tsquery texts, in one round trip. Each statement is indexed with its
 * own language's analysis, and its words meet only query words analysed in that language
 * (issue 33): each term is analysed in the languages it is searched in (an equivalent in its own,
 * the typed words in the query's language, or in every candidate when the query has none), and
 * each language's variant is tied to that language's statements by its filter lexeme ('~lfr',
 * migration 006), so that Spanish 'crime' (from "Crimea") never meets English "crime". Variants
 * equal across languages collapse into one, tied to all of them.
 */
export async function compileQuery(
  db: Queryable,
  query: ParsedQuery,
  languages: readonly LanguageCode[] = LANGUAGE_CODES,
): Promise<CompiledQuery> {
  const filtered = languages.length ? languages : LANGUAGE_CODES;
  const typedIn = query.language?.code;
  // The typed words' language is analysed even when the filter leaves it out: they then find
  // nothing, and the answer says which language they were read in.
  const candidates = typedIn && !filtered.includes(typedIn) ? [...filtered, typedIn] : filtered;
  const terms = [...query.clauses.flat(), ...query.exclude];
  const variants = await analyseTerms(db, terms, candidates, typedIn);
  const variantOf = (term: QueryTerm, language: LanguageCode) =>
    variants.get(termKey(term))?.get(language)?.variant ?? "";
  const tied = (perLanguage: readonly string[]) => tiedToLanguages([perLanguage], candidates, filtered);

  const perLanguage = candidates.map((language) =>
    allOf(query.clauses.map((clause) => anyOf(clause.map((term) => variantOf(term, language))))),
  );
  // A query of one clause (one word, or words joined by OR) is a flat OR of every variant, where
  // a variant several languages share appears once: the planner estimates an OR as if its
  // operands were independent, and 'nuclear' three times made "nuclear OR disarmament OR
  // weapons" look three times as common as it is (43,133 rows estimated for 15,836 at 100k),
  // which chose a slower plan.
  // Its variants tied to the same languages share one tie: "peace OR war OR hunger" as typed in
  // English is ( 'peac' | 'war' | 'hunger' ) & '~len', whose filter lexeme GIN checks once per
  // statement instead of once per word (516,457 matches at 1M: 126 ms against 145).
  const tiedMatch =
    query.clauses.length === 1
      ? tiedToLanguages(
          query.clauses[0]!.map((term) => candidates.map((language) => variantOf(term, language))),
          candidates,
          filtered,
        )
      : tied(perLanguage);
  const match = tiedMatch.text;

  // Where a typed term is at home: the language(s) it is read in; without a query language, or
  // for a word nothing translated, the one its script suggests ("the" is English, French indexes it).
  const homeOf = (term: QueryTerm): LanguageCode[] =>
    typedIn && !term.anyLanguage
      ? readIn(term, typedIn, candidates)
      : [typedIn ?? homeLanguage(term.text, candidates)];
  if (query.clauses.length > 0) {
    // A query is "only stop words" when its own language drops every clause: "the of" is empty
    // in English even though French would index "the". A clause of equivalents only (a name typed
    // in capitals, searched through its names: "WHO") is not typed words, and counts as searched.
    const homeEmpty = query.clauses.every(
      (clause) =>
        clause.some((term) => term.language === undefined) &&
        clause.every(
          (term) =>
            term.language !== undefined || homeOf(term).every((language) => variantOf(term, language) === ""),
        ),
    );
    if (match === "" || homeEmpty) throw new StopWordsOnlyError(undefined, typedIn);
  }

  const tiedExclude = tiedToLanguages(
    query.exclude.map((term) => candidates.map((language) => variantOf(term, language))),
    candidates,
    filtered,
  );
  const { text: exclude } = tiedExclude;
  const soleLanguage = soleTie(tiedMatch, tiedExclude);
  const lexemes = new Map<LanguageCode, Set<string>>();
  candidates.forEach((language, i) => {
    lexemes.set(language, new Set(lexemesOf(perLanguage[i]!)));
  });
  const marks = new Map(candidates.map((language) => [language, noMarks()]));
  for (const clause of query.clauses) {
    // The equivalents of typed phrases are phrases too, whatever their type ("nuclear weapons"
    // translated by machine is searched as words anywhere, but it is that phrase the reader looks for).
    const typed = clause.filter((term) => term.language === undefined);
    const ofPhrases = typed.length > 0 && typed.every((term) => term.type === "phrase");
    for (const term of clause) {
      const asPhrase =
        term.type === "phrase" ||
        (term.language !== undefined && ofPhrases) ||
        // One word the analysis cuts up: a hyphenated word, a Chinese word segmented in two.
        !/\s/u.test(term.text.trim()) ||
        /\p{Script=Han}/u.test(term.text);
      for (const language of candidates) {
        const analysis = variants.get(termKey(term))?.get(language);
        if (analysis) addTermMarks(marks.get(language)!, analysis.variant, analysis.chain, asPhrase);
      }
    }
  }
  return {
    match,
    exclude,
    lexemes,
    marks,
    termLexemes: (term, language) => lexemesOf(variantOf(term, language)),
    languageMatch: (language) => perLanguage[candidates.indexOf(language)] ?? "",
    ...(soleLanguage ? { soleLanguage } : {}),
  };
}

/**
 * One tsquery for the alternatives of a query (each term's variants per language: `perLanguage[i]`
 * under `candidates[i]`, "" where it has none), ORed: equal variants are written once, each tied
 * to the statements of the languages that produce it, and the variants tied to the same languages
 * share one tie. A variant every searched language shares needs no tie (the language filter, if
 * any, already narrows to them); nor does one whose every lexeme is written in the script of its
 * one language (Arabic, Han, Cyrillic): no other language's analysis yields such a lexeme, and
 * GIN reads a filter lexeme's whole posting list (leaving them out made the index scan of "paix"
 * with its equivalents 30% faster at 100k, 57 -> 40 ms).
 */
function tiedToLanguages(
  alternatives: readonly (readonly string[])[],
  candidates: readonly LanguageCode[],
  searched: readonly LanguageCode[],
): Tied {
  const byVariant = new Map<string, LanguageCode[]>();
  for (const perLanguage of alternatives) {
    const languagesOf = new Map<string, LanguageCode[]>();
    perLanguage.forEach((variant, i) => {
      if (variant) languagesOf.set(variant, [...(languagesOf.get(variant) ?? []), candidates[i]!]);
    });
    for (const [variant, languages] of languagesOf) {
      const known = byVariant.get(variant);
      byVariant.set(variant, known ? [...new Set([...known, ...languages])] : languages);
    }
  }
  const untied: string[] = [];
  const byTie = new Map<string, { languages: LanguageCode[]; variants: string[] }>();
  for (const [variant, languages] of byVariant) {
    if (
      searched.every((l) => languages.includes(l)) ||
      (languages.length === 1 && inOwnScript(variant, languages[0]!))
    ) {
      untied.push(variant);
      continue;
    }
    const key = [...languages].sort().join(",");
    const group = byTie.get(key) ?? { languages, variants: [] };
    group.variants.push(variant);
    byTie.set(key, group);
  }
  const groups = [...byTie.values()];
  return {
    text: anyOf([...untied, ...groups.map((g) => tiedTo(anyOf(g.variants), g.languages))]),
    ties: groups.map((g) => g.languages),
    untied: untied.length > 0,
  };
}

/**
 * The one language every variant of the match is tied to, when each exclusion is tied to it too
 * (or to none): within that language's statements, the ties then say nothing.
 */
function soleTie(match: Tied, exclude: Tied): LanguageCode | undefined {
  const [only, ...others] = match.ties;
  if (!only || others.length || only.length !== 1 || match.untied) return undefined;
  const language = only[0]!;
  return exclude.ties.every((languages) => languages.includes(language)) ? language : undefined;
}

interface Tied {
  text: string;
  /** The languages of each tie. */
  ties: LanguageCode[][];
  /** Whether some variant is tied to no language. */
  untied: boolean;
}

const OWN_SCRIPT: Partial<Record<LanguageCode, RegExp>> = {
  ar: /\p{Script=Arabic}/u,
  zh: /\p{Script=Han}/u,
  ru: /\p{Script=Cyrillic}/u,
};

function inOwnScript(variant: string, language: LanguageCode): boolean {
  const script = OWN_SCRIPT[language];
  const lexemes = lexemesOf(variant);
  return script !== undefined && lexemes.length > 0 && lexemes.every((lexeme) => script.test(lexeme));
}

function termKey(term: QueryTerm): string {
  return `${term.type}:${term.language ?? (term.anyLanguage ? "**" : "*")}:${term.text}`;
}

/**
 * What PostgreSQL's analysis made of a text in a language (its tsquery as a phrase or as words,
 * and as its words alone), kept for the process: the analysis depends only on the text search
 * configurations, which migrations set before the server answers, and the same words recur
 * across searches, pages and the series of a chart. A round trip saved on every search whose
 * words were seen before (issue 34); bounded, least recently used first out.
 */
const analysed = new Map<string, Analysis>();

/** A text's analysis: as searched (`q`), as its words alone, and as a phrase (phraseto_tsquery). */
interface Analysis {
  q: string;
  words: string;
  chain: string;
}
const MAX_ANALYSED = 20_000;

function remember(key: string, value: Analysis): void {
  analysed.delete(key);
  analysed.set(key, value);
  if (analysed.size > MAX_ANALYSED) analysed.delete(analysed.keys().next().value!);
}

async function analyseTerms(
  db: Queryable,
  terms: QueryTerm[],
  languages: readonly LanguageCode[],
  typedIn: LanguageCode | undefined,
): Promise<Map<string, Map<LanguageCode, { variant: string; chain: string }>>> {
  const wanted: { key: string; language: LanguageCode; text: string; phrase: boolean; cacheKey: string }[] =
    [];
  for (const term of terms) {
    const text = normalizeForIndex(term.text);
    // Chinese is segmented into several words; they must stay adjacent, as the user typed them.
    const phrase = term.type === "phrase" || /\p{Script=Han}/u.test(text);
    for (const language of readIn(term, typedIn, languages)) {
      wanted.push({
        key: termKey(term),
        language,
        text,
        phrase,
        cacheKey: `${language}:${phrase ? "p" : "w"}:${text}`,
      });
    }
  }
  const result = new Map<string, Map<LanguageCode, { variant: string; chain: string }>>();
  if (!wanted.length) return result;
  const missing = wanted.filter((w) => !analysed.has(w.cacheKey));
  if (missing.length) {
    const { rows } = await db.query<{ i: number; q: string; words: string; chain: string }>(
      `SELECT i, CASE WHEN p THEN chain ELSE words END AS q, words, chain
         FROM (SELECT i, p, cq_fold(plainto_tsquery(cq_search_config(l), t)::text) AS words,
                      cq_fold(phraseto_tsquery(cq_search_config(l), t)::text) AS chain
                 FROM unnest($1::text[], $2::text[], $3::bool[]) WITH ORDINALITY AS x(l, t, p, i)) a`,
      [missing.map((w) => w.language), missing.map((w) => w.text), missing.map((w) => w.phrase)],
    );
    for (const row of rows)
      remember(missing[Number(row.i) - 1]!.cacheKey, { q: row.q, words: row.words, chain: row.chain });
  }
  const translated = new Set(terms.filter((t) => t.language).map(termKey));
  for (const w of wanted) {
    const row = analysed.get(w.cacheKey)!;
    if (!result.has(w.key)) result.set(w.key, new Map());
    const shingled = withPhraseShingles(row.q);
    // An equivalent the index cannot answer exactly (a stop word inside, "alto el fuego", or more
    // than three words) would make PostgreSQL read the tsvector of every statement holding its
    // words to check their positions: it is searched as its words, all of them, anywhere.
    const positional = /<\d*-?>/.test(shingled);
    result.get(w.key)!.set(w.language, {
      variant: translated.has(w.key) && positional ? row.words : shingled,
      chain: row.chain,
    });
  }
  return result;
}

/** The languages written in Latin letters. */
const LATIN_LANGUAGES: readonly LanguageCode[] = ["en", "fr", "es"];

/**
 * The languages a term is analysed in, of `candidates`: an equivalent's own; every candidate for
 * a word nothing translates (anyLanguage) or a query read in no language; else the language of
 * its script when only one language writes it (a Chinese or Russian word in a query read in
 * French is Chinese or Russian: "économique OR 经济 OR экономика" typed out by hand); else the
 * query's language, or, for Latin letters in a query read in Arabic, Chinese or Russian, the
 * three languages written so ("Франция OR France").
 */
export function readIn(
  term: QueryTerm,
  typedIn: LanguageCode | undefined,
  candidates: readonly LanguageCode[],
): LanguageCode[] {
  if (term.language) return candidates.filter((l) => l === term.language);
  if (term.anyLanguage || !typedIn) return [...candidates];
  const script = scriptLanguage(term.text);
  if (script) return candidates.filter((l) => l === script);
  if (LATIN_LANGUAGES.includes(typedIn)) return candidates.filter((l) => l === typedIn);
  return candidates.filter((l) => LATIN_LANGUAGES.includes(l));
}

/** Arabic, Chinese or Russian when the text is written in their script and holds no Latin letter. */
function scriptLanguage(text: string): LanguageCode | undefined {
  if (/\p{Script=Latin}/u.test(text)) return undefined;
  if (/\p{Script=Arabic}/u.test(text)) return "ar";
  if (/\p{Script=Han}/u.test(text)) return "zh";
  if (/\p{Script=Cyrillic}/u.test(text)) return "ru";
  return undefined;
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
