import { lexemesOf } from "./tsquery-text";

/** A word of a phrase: its lexeme, `gap` words after the previous one's (1: the next word; 0 first). */
export interface PhraseStep {
  lexeme: string;
  gap: number;
}

/**
 * What a text marks of a query, in one language (compile-query's `marks`, snippet's findMatches):
 * the query's words wherever they stand, its phrases only where their words stand in sequence,
 * each occurrence as one match ("nuclear weapons" never marks a lone "nuclear").
 */
export interface MarkTerms {
  /** Lexemes marked wherever a word holds one. */
  words: Set<string>;
  /** Phrases, each marked only whole, from its first word's start to its last word's end. */
  phrases: PhraseStep[][];
}

export function noMarks(): MarkTerms {
  return { words: new Set(), phrases: [] };
}

/** Every lexeme the marks look for: the words' and the phrases'. */
export function markedLexemes(marks: MarkTerms): Set<string> {
  return new Set([...marks.words, ...marks.phrases.flatMap((steps) => steps.map((s) => s.lexeme))]);
}

const HAN = /\p{Script=Han}/u;

/**
 * Adds a term's analysis in a language to its marks. `variant`: what is searched (any tsquery
 * text); `chain`: the term as a phrase (phraseto_tsquery: `'weapon' <2> 'mass' <-> 'destruct'`).
 * A term read `asPhrase` is marked as its chain; one whose chain has a single word, or mixes Han
 * and other scripts (its Han words are found in runs, its others word by word: never in one
 * sequence), is marked as words, as is every other term.
 */
export function addTermMarks(marks: MarkTerms, variant: string, chain: string, asPhrase: boolean): void {
  if (!variant) return;
  const steps = asPhrase ? phraseSteps(chain) : undefined;
  const han = steps?.filter((s) => HAN.test(s.lexeme)).length ?? 0;
  if (steps && steps.length > 1 && (han === 0 || han === steps.length)) {
    const key = JSON.stringify(steps);
    if (!marks.phrases.some((known) => JSON.stringify(known) === key)) marks.phrases.push(steps);
    return;
  }
  const lexemes = lexemesOf(variant);
  // A hyphenated word is indexed whole and in parts ('cease-fir', 'ceas', 'fire'); a text is
  // read word by word, where only the parts are found.
  for (const lexeme of lexemes.filter((l, _, all) => !l.includes("-") || all.length === 1))
    marks.words.add(lexeme);
}

const CHAIN = /^'((?:[^']|'')*)'(?:\s*<(?:\d+|-)>\s*'(?:[^']|'')*')*$/;

/**
 * The words of a phrase chain, in order, with their distances; undefined when the text is not a
 * plain chain. A hyphenated word's whole form is left out ('cease-fir' <-> 'ceas' <-> 'fire' is
 * 'ceas' then 'fire'), since a text is read word by word: its parts stand for it, the next word
 * counted from the last part as in PostgreSQL's positions.
 */
export function phraseSteps(chain: string): PhraseStep[] | undefined {
  const text = chain.trim();
  if (!CHAIN.test(text)) return undefined;
  const steps: PhraseStep[] = [];
  let gap = 0;
  for (const match of text.matchAll(/'((?:[^']|'')*)'|<(\d+|-)>/g)) {
    if (match[1] === undefined) {
      gap = match[2] === "-" ? 1 : Number(match[2]);
      continue;
    }
    steps.push({ lexeme: match[1].replaceAll("''", "'"), gap: steps.length ? gap : 0 });
  }
  const kept: PhraseStep[] = [];
  steps.forEach((step, i) => {
    const next = steps[i + 1];
    if (step.lexeme.includes("-") && steps.length > 1) {
      // The parts follow at the next positions: the first part takes the whole word's place.
      if (next) next.gap = kept.length ? step.gap + next.gap - 1 : 0;
      return;
    }
    kept.push(step);
  });
  if (kept[0]) kept[0] = { ...kept[0], gap: 0 };
  return kept;
}
