import {
  isAcronym,
  LANGUAGE_CODES,
  type LanguageCode,
  normalizeForIndex,
  type ParsedQuery,
  type QueryNotice,
  type QueryTerm,
  type TermOrigin,
} from "@communique/core";
import type { ClauseTranslation, TranslatedTerm, TranslationReport } from "@communique/core/contract";
import type { Queryable } from "../db/queryable";
import { otherForms } from "./other-forms";
import { acronymKey, reachableTermSql, termExactSql, termKeySql } from "./term-keys";
import type { NamedConcept, TermLookupCache, TextLookup } from "./term-lookup-cache";

/**
 * Function words that PostgreSQL's analysis keeps (Arabic has no stop words; French keeps "les",
 * "contre"; Spanish "hacia"): with translate=add, "في" in "الإبادة الجماعية في رواندا" or "les" in
 * "les Balkans" would be a word every statement in another language must contain. Left out of a
 * translated query, by the language the query is read in.
 */
const PARTICLES: Partial<Record<LanguageCode, ReadonlySet<string>>> = {
  ar: new Set(
    "في من على الى عن مع او ثم ان هذا هذه ذلك تلك التي الذي الذين بين حول ضد عند كل قد لا ما لم لن ب ل و ف".split(
      " ",
    ),
  ),
  fr: new Set("les entre contre sans sous vers chez".split(" ")),
  es: new Set("unas hacia".split(" ")),
  en: new Set("without towards".split(" ")),
};

/**
 * Generic heads of a compound or phrase ("难民问题", "the situation in Gaza", "question de
 * Palestine"): with other words beside them they name nothing of their own, and required in every
 * language they narrowed the search to the statements that also said "question" (issue 33). Left
 * out of a translated query when another clause remains; translated when they are all there is.
 */
const GENERIC_HEADS = new Set(
  [
    "问题 局势 情况 形势 事态 问题上",
    "situation question issue issues matter",
    "problème",
    "cuestión situación problema",
    "вопрос ситуация проблема положение",
    "قضية مسالة الوضع وضع القضية المسالة",
  ]
    .join(" ")
    .split(" ")
    .map((word) => normalizeForIndex(word).toLowerCase()),
);

/** Longest run of typed words looked up as one term ("peace and security": three words, one concept). */
const MAX_SPAN_WORDS = 6;

/** Translates what the terminology does not know: the machine translation service, when configured. */
export interface MachineTranslator {
  /**
   * Each text's translations into the given languages (a language missing from the answer was not
   * translated). Rejects when the service failed or was too slow; the search goes on without it.
   */
  translate(
    texts: readonly string[],
    targets: readonly LanguageCode[],
  ): Promise<Map<string, Map<LanguageCode, string>>>;
}

export interface TranslateOptions {
  /** Equivalents the user removed, as `language:text`. */
  omit?: readonly string[];
  /** The languages searched (the language filter); equivalents in others are pointless. */
  languages?: readonly LanguageCode[];
  machine?: MachineTranslator | undefined;
  /** The terminology's recent answers, shared by the searches of a process. */
  cache?: TermLookupCache | undefined;
}

export interface TranslatedQuery {
  /** The query with each clause's equivalents ORed into it (terms tagged with their language). */
  query: ParsedQuery;
  report: TranslationReport;
  notices: QueryNotice[];
}

/**
 * A piece of the query looked up as a whole: a run of typed one-word clauses (`first`..`last`),
 * a term of a clause of alternatives or a phrase (`first` = `last`), or an exclusion (`-1`).
 */
interface Piece {
  first: number;
  last: number;
  term: QueryTerm;
  excluded: boolean;
  /** A span of a run of one-word clauses (the run is cut into the spans chosen). */
  run: boolean;
}

/**
 * Adds to each clause of a query its equivalents in the six languages, from the issuers' names
 * and the terminology (one round trip), then from the machine translator for what neither knows.
 * Consecutive typed words are looked up together, longest first, so "changement climatique" is
 * one concept rather than two words; they then form one clause: the words as typed (all of them,
 * anywhere, as before) OR any equivalent (a phrase, searched in its own language). Exclusions
 * are translated the same way, term by term.
 */
export async function translateQuery(
  db: Queryable,
  query: ParsedQuery,
  options: TranslateOptions = {},
): Promise<TranslatedQuery> {
  const languages = options.languages?.length ? options.languages : LANGUAGE_CODES;
  const omitted = new Set(options.omit ?? []);
  query = withHanWordsApart(query);
  const candidates = candidatePieces(query);
  // The typed words are looked up in the language they are read in, never in the others: French
  // 'gaz' is not the key of "Gaza", nor Icelandic "Islande" of "island" (issue 33).
  const readIn = query.language ? [query.language.code] : LANGUAGE_CODES;
  const { concepts, hasWords, particles, byAcronym } = await lookUp(db, candidates, readIn, options.cache);
  const chosen = choosePieces(candidates, concepts);

  const notices: QueryNotice[] = [];
  const unknown = chosen.filter((i) => !concepts.has(i) && hasWords.has(i));
  const machine =
    options.machine && unknown.length
      ? await machineTranslations(
          options.machine,
          unknown.map((i) => candidates[i]!.term.text),
          languages,
          notices,
        )
      : new Map<string, Map<LanguageCode, string>>();

  const report: ClauseTranslation[] = [];
  const expanded = new Map<Piece, QueryTerm[]>();
  const generic = (i: number) =>
    GENERIC_HEADS.has(normalizeForIndex(candidates[i]!.term.text).trim().toLowerCase());
  const dropGeneric = chosen.some((i) => !generic(i) && !particles.has(i) && !candidates[i]!.excluded);
  for (const i of chosen) {
    const piece = candidates[i]!;
    const concept = concepts.get(i);
    if (((dropGeneric && generic(i)) || particles.has(i)) && !piece.excluded) {
      expanded.set(piece, []);
      continue;
    }
    if (!concept && !hasWords.has(i)) {
      // Only words too common to index ("of", "the"): kept as typed, nothing to translate.
      expanded.set(piece, [piece.term]);
      continue;
    }
    const found: TranslatedTerm[] = concept
      ? concept.terms.flatMap(([language, terms]) => terms.map((text) => ({ language, text })))
      : [...(machine.get(piece.term.text) ?? [])].map(([language, text]) => ({ language, text }));
    const typed = sameText(piece.term.text);
    // The typed words are searched in the query's language only: a term written alike in another
    // ("apartheid" in English, typed in the French interface) is an equivalent like any other.
    const typedIn = query.language?.code;
    const equivalents = found.filter(
      (t) =>
        languages.includes(t.language) &&
        (sameText(t.text) !== typed || (typedIn !== undefined && t.language !== typedIn)),
    );
    const isOmitted = (t: TranslatedTerm) => omitted.has(`${t.language}:${t.text}`);
    const searched = equivalents.filter((t) => !isOmitted(t));
    report.push({
      text: piece.term.text,
      excluded: piece.excluded,
      source: concept
        ? concept.origin === "country"
          ? "country"
          : "terminology"
        : found.length
          ? "machine"
          : "none",
      ...(concept ? { concept: concept.id } : {}),
      translations: searched,
      omitted: equivalents.filter(isOmitted),
    });
    if (byAcronym.has(i) && searched.length) {
      // A name typed in capitals whose small letters are a common word ("US" is "us") or none the
      // index holds ("WHO"): searched through the concept's names only, not as typed.
      expanded.set(
        piece,
        searched.map((t): QueryTerm => ({ type: "phrase", text: t.text, language: t.language })),
      );
      continue;
    }
    if (report.at(-1)!.source === "none") {
      // Nothing knows it: most likely a name or a code, written alike in the languages that share
      // its script. Searched as typed in each of them, each analysis in its own language.
      expanded.set(piece, [{ ...piece.term, anyLanguage: true }]);
      continue;
    }
    expanded.set(piece, [
      piece.term,
      // A term of the terminology is a fixed expression (a phrase); a machine translation is
      // words, which must all match, anywhere.
      ...searched.map(
        (t): QueryTerm => ({ type: concept ? "phrase" : "word", text: t.text, language: t.language }),
      ),
    ]);
  }

  const pieces = [...expanded.keys()];
  const clauses: QueryTerm[][] = [];
  query.clauses.forEach((clause, c) => {
    const run = pieces.find((p) => p.run && p.first === c);
    if (run) {
      if (expanded.get(run)!.length) clauses.push(expanded.get(run)!);
      return;
    }
    if (pieces.some((p) => p.run && p.first < c && p.last >= c)) return; // inside a run
    const terms = clause.flatMap((term) => {
      const piece = pieces.find((p) => !p.run && p.first === c && p.term === term);
      return piece ? expanded.get(piece)! : [term];
    });
    if (terms.length) clauses.push(terms);
  });
  const exclude = query.exclude.flatMap((term) => {
    const piece = pieces.find((p) => p.excluded && p.term === term);
    return piece ? expanded.get(piece)! : [term];
  });
  // A query of particles only ("في") keeps them: nothing else would be left to search for.
  const searched = clauses.length ? clauses : query.clauses;
  return { query: { ...query, clauses: searched, exclude }, report: { clauses: report }, notices };
}

/**
 * Chinese is typed without spaces: "卢旺达种族灭绝" is one word to the parser, two terms to the
 * terminology (卢旺达 Rwanda, 种族灭绝 genocide). Each such clause is cut into its segmented
 * words (normalizeForIndex), so that runs of them are looked up like typed words; they then
 * must all match rather than stand side by side.
 */
function withHanWordsApart(query: ParsedQuery): ParsedQuery {
  const clauses = query.clauses.flatMap((clause): QueryTerm[][] => {
    const only = clause.length === 1 ? clause[0]! : undefined;
    if (only?.type !== "word" || only.language || !/\p{Script=Han}/u.test(only.text)) return [clause];
    const words = normalizeForIndex(only.text).split(/\s+/).filter(Boolean);
    return words.length > 1 ? words.map((text) => [{ type: "word", text }]) : [clause];
  });
  return { ...query, clauses };
}

/** Texts compared to tell an equivalent from what was typed. */
function sameText(text: string): string {
  return normalizeForIndex(text).toLowerCase().replace(/\s+/g, " ").trim();
}

/**
 * Every piece that could be looked up: each span of up to MAX_SPAN_WORDS consecutive one-word
 * clauses, each term of the other clauses, each exclusion.
 */
function candidatePieces(query: ParsedQuery): Piece[] {
  const pieces: Piece[] = [];
  const isWord = (clause: QueryTerm[]) =>
    clause.length === 1 && clause[0]!.type === "word" && !clause[0]!.language;
  query.clauses.forEach((clause, c) => {
    if (!isWord(clause)) {
      for (const term of clause) {
        if (!term.language) pieces.push({ first: c, last: c, term, excluded: false, run: false });
      }
      return;
    }
    const words: string[] = [];
    for (let last = c; last < query.clauses.length && last - c < MAX_SPAN_WORDS; last++) {
      const next = query.clauses[last]!;
      if (!isWord(next)) break;
      words.push(next[0]!.text);
      pieces.push({
        first: c,
        last,
        term: { type: "word", text: words.join(" ") },
        excluded: false,
        run: true,
      });
    }
  });
  for (const term of query.exclude) {
    if (!term.language) pieces.push({ first: -1, last: -1, term, excluded: true, run: false });
  }
  return pieces;
}

/**
 * The concept each candidate names, if any, and which candidates hold at least one indexable word
 * (in some language): from the cache, and the rest in one round trip, where each candidate is
 * analysed in the languages it is read in (the query's, or all six) and looked up under each.
 */
async function lookUp(
  db: Queryable,
  candidates: readonly Piece[],
  readIn: readonly LanguageCode[],
  cache: TermLookupCache | undefined,
): Promise<{
  concepts: Map<number, NamedConcept>;
  hasWords: Set<number>;
  particles: Set<number>;
  /** The candidates named by an acronym (a word typed in capitals; lookUpAcronyms). */
  byAcronym: Set<number>;
}> {
  const texts = candidates.map((p) => normalizeForIndex(p.term.text));
  const cacheKey = (text: string) => `${readIn.join(",")}\u0000${text}`;
  const lookups = new Map<number, TextLookup>();
  const missing: number[] = [];
  texts.forEach((text, i) => {
    const cached = cache?.get(cacheKey(text));
    if (cached) lookups.set(i, cached);
    else missing.push(i);
  });
  if (missing.length) {
    for (const [i, lookup] of await lookUpTexts(db, missing, texts, readIn)) {
      lookups.set(i, lookup);
      cache?.set(cacheKey(texts[i]!), lookup);
    }
  }
  await withOtherForms(db, texts, lookups, readIn);
  const acronyms = await lookUpAcronyms(db, texts, readIn, cache);
  // A span of several words names a concept only as written or with a term of as many words:
  // "la Crimée" is 'crim' in French (the article dropped), yet it is not the concept "crime",
  // and "WHO pandemic" ('pandem': "who" is not indexed) is not "pandemic"; their words then name
  // what they name one by one ("Crimée": Crimea).
  const loose = (i: number, lookup: TextLookup) =>
    candidates[i]!.run && candidates[i]!.last > candidates[i]!.first && !lookup.exactly && !lookup.sameWords;
  const concepts = new Map<number, NamedConcept>();
  const hasWords = new Set<number>();
  const particles = new Set<number>();
  for (const [i, lookup] of lookups) {
    // A word some language drops as too common is searched as typed, neither looked up nor
    // reported as untranslated.
    const normalised = texts[i]!.trim();
    const oneWord = !/\s/.test(normalised);
    if (oneWord && readIn.some((l) => PARTICLES[l]?.has(normalised.toLowerCase()))) particles.add(i);
    const acronym = acronyms.get(i);
    // A word in capitals that is an acronym names its concept before any word it is in small
    // letters (French "EAU", the Emirates, not "eau", water).
    if (acronym) concepts.set(i, acronym);
    if ((lookup.stop || particles.has(i)) && oneWord) continue;
    if (lookup.words) hasWords.add(i);
    if (lookup.concept && !acronym && !loose(i, lookup)) concepts.set(i, lookup.concept);
  }
  return { concepts, hasWords, particles, byAcronym: new Set(acronyms.keys()) };
}

/**
 * The concept each one-word text typed in capitals names as an acronym (TermConcept.acronyms:
 * "US", "WHO"), read in `readIn`: from the cache, the rest in one round trip, only when there is
 * such a word.
 */
async function lookUpAcronyms(
  db: Queryable,
  texts: readonly string[],
  readIn: readonly LanguageCode[],
  cache: TermLookupCache | undefined,
): Promise<Map<number, NamedConcept>> {
  const found = new Map<number, NamedConcept>();
  const missing: number[] = [];
  const cacheKey = (text: string) => `^${readIn.join(",")}\u0000${text}`;
  texts.forEach((text, i) => {
    if (!isAcronym(text)) return;
    const cached = cache?.get(cacheKey(text));
    if (!cached) missing.push(i);
    else if (cached.concept) found.set(i, cached.concept);
  });
  if (!missing.length) return found;
  const { rows } = await db.query<{
    i: number;
    concept_id: string;
    origin: TermOrigin;
    terms: [LanguageCode, string[]][];
  }>(
    `SELECT DISTINCT ON (x.i) x.i, t.concept_id, c.origin,
            ${conceptTermsSql("t.concept_id", "$4")} AS terms
       FROM unnest($1::int[], $2::text[]) AS x(i, key)
       JOIN terms t ON t.key = x.key AND t.language = ANY($3::text[])
       JOIN term_concepts c ON c.id = t.concept_id
      ORDER BY x.i, array_position(ARRAY['country', 'imported', 'bundled'], c.origin), t.concept_id`,
    [missing, missing.map((i) => acronymKey(texts[i]!)), readIn, LANGUAGE_CODES],
  );
  for (const row of rows) {
    if (row.terms) found.set(row.i, { id: row.concept_id, origin: row.origin, terms: row.terms });
  }
  for (const i of missing)
    cache?.set(cacheKey(texts[i]!), { words: false, stop: false, concept: found.get(i) });
  return found;
}

/**
 * For each one-word text that names no concept as written, the concept one of its other forms
 * (otherForms) names exactly, if any: one more round trip, only when there is such a word.
 */
async function withOtherForms(
  db: Queryable,
  texts: readonly string[],
  lookups: Map<number, TextLookup>,
  readIn: readonly LanguageCode[],
): Promise<void> {
  const tried: { i: number; form: string }[] = [];
  // Also for a word that names a concept only by its stem: the Arabic stemmer reads بفرنسا ("in
  // France") as it reads فرنسية ("French"), and the name as written comes first.
  const named = (i: number) => Boolean(lookups.get(i)?.concept && lookups.get(i)?.exactly);
  texts.forEach((text, i) => {
    if (named(i)) return;
    for (const form of otherForms(text.trim(), readIn)) tried.push({ i, form });
  });
  if (!tried.length) return;
  const found = await lookUpTexts(
    db,
    tried.map((_, n) => n),
    tried.map((t) => t.form),
    readIn,
    true,
  );
  for (const [n, lookup] of [...found].sort((a, b) => a[0] - b[0])) {
    const { i } = tried[n]!;
    if (lookup.concept && !named(i))
      lookups.set(i, { ...lookups.get(i)!, words: true, concept: lookup.concept, exactly: true });
  }
}

/**
 * SQL: a concept's terms as `[[language, [term, …]], …]`, languages in the order of the array
 * parameter `languages`, each language's terms preferred first; lookup-only forms left out.
 */
function conceptTermsSql(conceptId: string, languages: string): string {
  return `(SELECT json_agg(json_build_array(g.language, g.terms) ORDER BY array_position(${languages}::text[], g.language))
             FROM (SELECT e.language, json_agg(e.term ORDER BY e.rank) AS terms
                     FROM terms e WHERE e.concept_id = ${conceptId} AND NOT e.form GROUP BY e.language) g)`;
}

/** The terminology's answer for each of the texts at `indices`, read in `readIn`, in one round trip. */
async function lookUpTexts(
  db: Queryable,
  indices: readonly number[],
  texts: readonly string[],
  readIn: readonly LanguageCode[],
  /** Only concepts the text names as written (a guessed form must not reach a word by its stem). */
  exactOnly = false,
): Promise<Map<number, TextLookup>> {
  const { rows } = await db.query<{
    i: number;
    words: boolean;
    stop: boolean;
    concept_id: string | null;
    origin: TermOrigin | null;
    same: boolean | null;
    exact: boolean | null;
    terms: [LanguageCode, string[]][] | null;
  }>(
    `WITH q AS (
       SELECT x.i, x.t, l.language, ${termKeySql("l.language", "x.t")} AS key, ${termExactSql("x.t")} AS exact
         FROM unnest($1::int[], $2::text[]) AS x(i, t) CROSS JOIN unnest($3::text[]) AS l(language)
         WHERE l.language = ANY($4::text[])
     ), hits AS (
       -- same: a term of the concept has as many words as the text ("estado de derecho" and
       -- "derechos" share a key, Spanish dropping "estado" as a stop word).
       -- exact: the text is one of the concept's terms as written, not only one sharing its
       -- stem (French "Crimée" names the place, "crime" the word: both are 'crim').
       SELECT q.i, t.concept_id, count(*)::int AS hits, min(t.rank) AS best, coalesce(bool_or(t.exact = q.exact), false) AS exact,
              bool_or(cardinality(string_to_array(btrim(t.term), ' '))
                      = cardinality(string_to_array(btrim(q.t), ' '))) AS same
         FROM q JOIN terms t ON t.key = q.key AND t.language = q.language AND ${reachableTermSql("t", "q.exact")}
        WHERE q.key <> '' AND (NOT $5 OR t.exact = q.exact) GROUP BY q.i, t.concept_id
     ), spans AS (
       -- words: some language indexes something of it; stop: some language drops it whole (a
       -- one-word span such as French "des" is then not looked up: it would name "DES").
       SELECT i, bool_or(key <> '') AS words, bool_or(key = '') AS stop FROM q GROUP BY i
     )
     SELECT s.i, s.words, s.stop, h.concept_id, c.origin, h.same, h.exact,
            ${conceptTermsSql("h.concept_id", "$3")} AS terms
       FROM spans s
       LEFT JOIN hits h ON h.i = s.i
       LEFT JOIN term_concepts c ON c.id = h.concept_id
      -- When a text names several concepts: one it names exactly first; then the issuers' names,
      -- then an operator's terms, then ours; then one whose term has the words typed, then the
      -- one it names under more analyses, then by a preferred term.
      ORDER BY s.i, h.exact DESC, array_position(ARRAY['country', 'imported', 'bundled'], c.origin), h.same DESC,
               h.hits DESC, h.best, h.concept_id`,
    [indices, indices.map((i) => texts[i]), LANGUAGE_CODES, readIn, exactOnly],
  );
  const lookups = new Map<number, TextLookup>();
  for (const row of rows) {
    // Rows come best concept first: the first row of a text decides.
    if (lookups.has(row.i)) continue;
    const concept =
      row.concept_id && row.origin && row.terms
        ? { id: row.concept_id, origin: row.origin, terms: row.terms }
        : undefined;
    lookups.set(row.i, {
      words: row.words,
      stop: row.stop,
      concept,
      sameWords: row.same ?? false,
      exactly: row.exact ?? false,
    });
  }
  return lookups;
}

/**
 * The pieces the query is read as: exclusions and the terms of other clauses as they are; runs of
 * typed words cut greedily from the left, each time into the longest span that names a concept
 * (the word alone when none does).
 */
function choosePieces(candidates: readonly Piece[], concepts: ReadonlyMap<number, NamedConcept>): number[] {
  const chosen: number[] = [];
  const spansFrom = new Map<number, number[]>();
  candidates.forEach((piece, i) => {
    if (piece.run) spansFrom.set(piece.first, [...(spansFrom.get(piece.first) ?? []), i]);
    else chosen.push(i);
  });
  let next = 0;
  for (const [first, spans] of [...spansFrom].sort((a, b) => a[0] - b[0])) {
    if (first < next) continue;
    // Spans from one clause come shortest first.
    const longest = [...spans].reverse().find((i) => concepts.has(i)) ?? spans[0]!;
    chosen.push(longest);
    next = candidates[longest]!.last + 1;
  }
  // In the order of the query, exclusions last: the order the answer reports them in.
  const order = (i: number) => (candidates[i]!.excluded ? Number.MAX_SAFE_INTEGER : candidates[i]!.first);
  return chosen.sort((a, b) => order(a) - order(b) || a - b);
}

/** Machine translations of the texts into every searched language, or none with a notice when the service fails. */
async function machineTranslations(
  machine: MachineTranslator,
  texts: readonly string[],
  languages: readonly LanguageCode[],
  notices: QueryNotice[],
): Promise<Map<string, Map<LanguageCode, string>>> {
  try {
    return await machine.translate(texts, languages);
  } catch (error) {
    notices.push({
      code: "translation_unavailable",
      message: `The translation service did not answer (${(error as Error).message}); ${texts.map((t) => `“${t}”`).join(", ")} searched as typed only.`,
    });
    return new Map();
  }
}
