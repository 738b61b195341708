import {
  escapeHtml,
  foldForMatch,
  type LanguageCode,
  type MatchToken,
  normalizeForIndex,
  tokenizeForMatching,
} from "@communique/core";
import type { Lexizer } from "./lexizer";
import { type MarkTerms, markedLexemes, noMarks, type PhraseStep } from "./mark-terms";

export const SNIPPET_CHARS = 240;
/** Matches past this point of very long statements are not looked for: the lead is shown. */
const MAX_SCAN_CHARS = 100_000;
/**
 * A text is read in pieces of about this many characters, and no further than the piece in which
 * it has shown SCAN_ENOUGH likely matches: the snippet is one window, so a page costs what its
 * 20 windows cost, not what its statements' lengths do. (Reading whole General Debate speeches
 * of 18,000 characters cost 48–127 ms of node's time a page, issue 16.)
 */
const SCAN_PIECE_CHARS = 3000;
const SCAN_ENOUGH = 5;

export interface SnippetSource {
  text: string;
  language: LanguageCode;
}

/** A matched span of the original text: [start, end) in UTF-16 offsets. */
export type MatchRange = [number, number];
type Range = MatchRange;

/**
 * For each text, the original words around the best cluster of matches, HTML-escaped, with each
 * matched word, and each occurrence of a phrase whole, in <mark>. Words are matched by their
 * lexemes under the text's own language, so "negotiations" is marked for the query
 * "negotiation", and Arabic words whatever their diacritics; Chinese words are found in the
 * Simplified form of each run of Han characters. One lexizing round trip per language serves
 * the whole page.
 */
export async function buildSnippets(
  sources: readonly SnippetSource[],
  queryMarks: ReadonlyMap<LanguageCode, MarkTerms>,
  lexizer: Lexizer,
): Promise<string[]> {
  return (await findMatches(sources, queryMarks, lexizer)).map((m) => m.snippet);
}

export interface TextMatches {
  snippet: string;
  /**
   * The query lexemes found in the text (its scanned part), under its language's analysis: a
   * phrase's words wherever they stand, as the search matches a phrase's equivalent that
   * PostgreSQL cannot check in sequence.
   */
  found: Set<string>;
  /**
   * Every match of the scanned part, in order: each word of the query's words, each occurrence
   * of a phrase from its first word's start to its last word's end (never its words alone).
   */
  ranges: MatchRange[];
  /** For each range, whether it is a phrase's occurrence. */
  phrase: boolean[];
}

/**
 * buildSnippets, also saying which query lexemes each text holds (which of a query's variants it
 * matched) and where. `whole`: read every text to its end (a statement's page marks every match),
 * instead of stopping once a snippet's worth of matches is found.
 */
export async function findMatches(
  sources: readonly SnippetSource[],
  queryMarks: ReadonlyMap<LanguageCode, MarkTerms>,
  lexizer: Lexizer,
  options: { whole?: boolean } = {},
): Promise<TextMatches[]> {
  const lexemesOf = new Map([...queryMarks].map(([language, marks]) => [language, markedLexemes(marks)]));
  const prepared = sources.map((source) => {
    const marks = queryMarks.get(source.language) ?? noMarks();
    const lexemes = lexemesOf.get(source.language) ?? new Set<string>();
    return {
      source,
      marks,
      lexemes,
      ...scanForCandidates(source.text, marks, lexemes, options.whole ?? false),
    };
  });
  const wordsByLanguage = new Map<LanguageCode, Set<string>>();
  for (const p of prepared) {
    const words = wordsByLanguage.get(p.source.language) ?? new Set<string>();
    for (const word of p.candidates.values()) words.add(word);
    wordsByLanguage.set(p.source.language, words);
  }
  const lexized = new Map(
    await Promise.all(
      [...wordsByLanguage].map(
        async ([language, words]) => [language, await lexizer.lexize(language, words)] as const,
      ),
    ),
  );
  return prepared.map((p) => {
    const lexemesOfWord = lexized.get(p.source.language);
    const words: Range[] = [];
    const found = new Set<string>();
    // Token index -> the query lexemes its word holds.
    const held = new Map<number, readonly string[]>();
    for (const [i, word] of p.candidates) {
      const token = p.tokens[i]!;
      const matched = lexemesOfWord?.get(word)?.filter((l) => p.lexemes.has(l)) ?? [];
      if (!matched.length) continue;
      held.set(i, matched);
      if (matched.some((l) => p.marks.words.has(l))) words.push([token.start, token.end]);
      for (const lexeme of matched) found.add(lexeme);
    }
    const phrases = phraseMatches(p.tokens, held, p.marks.phrases);
    const han = hanMatches(p.tokens, p.source.text, p.marks, found);
    const { ranges, phrase } = combine([...words, ...han.words], [...phrases, ...han.phrases]);
    const snippet = renderWindow(p.source.text, p.tokens, ranges);
    return { snippet, found, ranges, phrase };
  });
}

/**
 * Occurrences of the (non-Han) phrases: their words' lexemes held by words at their distances,
 * counted in words as PostgreSQL counts positions (a stop word is a word).
 */
function phraseMatches(
  tokens: readonly MatchToken[],
  held: ReadonlyMap<number, readonly string[]>,
  phrases: readonly PhraseStep[][],
): Range[] {
  const ranges: Range[] = [];
  for (const steps of phrases) {
    if (HAN.test(steps[0]!.lexeme)) continue;
    for (const [i, lexemes] of held) {
      if (!lexemes.includes(steps[0]!.lexeme)) continue;
      let at = i;
      const whole = steps.slice(1).every((step) => {
        at += step.gap;
        return held.get(at)?.includes(step.lexeme) ?? false;
      });
      if (whole) ranges.push([tokens[i]!.start, tokens[at]!.end]);
    }
  }
  return ranges;
}

/**
 * The matches in text order, none overlapping: a word inside a phrase's occurrence is that
 * occurrence ("nuclear" "nuclear weapons"), and occurrences that overlap are one.
 */
function combine(words: readonly Range[], phrases: readonly Range[]): { ranges: Range[]; phrase: boolean[] } {
  const all = [
    ...phrases.map((r) => ({ range: r, phrase: true })),
    ...words.map((r) => ({ range: r, phrase: false })),
  ].sort((a, b) => a.range[0] - b.range[0] || b.range[1] - a.range[1]);
  const ranges: Range[] = [];
  const phrase: boolean[] = [];
  for (const match of all) {
    const last = ranges.at(-1);
    if (last && match.range[0] < last[1]) {
      last[1] = Math.max(last[1], match.range[1]);
      phrase[phrase.length - 1] ||= match.phrase;
      continue;
    }
    ranges.push([...match.range]);
    phrase.push(match.phrase);
  }
  return { ranges, phrase };
}

/**
 * The text's tokens and likely matches, read piece by piece from its start until a piece has
 * brought the likely matches to SCAN_ENOUGH (or MAX_SCAN_CHARS is reached), or to its end when
 * `toEnd`. Pieces end at a space or a sentence mark, so that no word is cut in two.
 */
function scanForCandidates(
  text: string,
  marks: MarkTerms,
  lexemes: ReadonlySet<string>,
  toEnd: boolean,
): { tokens: MatchToken[]; candidates: Map<number, string> } {
  const tokens: MatchToken[] = [];
  const candidates = new Map<number, string>();
  const limit = toEnd ? text.length : Math.min(text.length, MAX_SCAN_CHARS);
  const enough = toEnd ? Number.POSITIVE_INFINITY : SCAN_ENOUGH;
  const cores = [...lexemes]
    .filter((l) => !HAN.test(l))
    .map((l) => foldForMatch(l))
    .map((l) => (l.length > 4 ? l.slice(0, -2) : l));
  // Likely enough to stop on: a word holding a whole lexeme of the query's words (the
  // candidates' test is looser, and "cha" of 'chang' would stop at "chairman"), or words holding
  // a phrase's lexemes at its distances (a phrase's words alone are no match of it).
  const whole = [...marks.words].filter((l) => !HAN.test(l)).map((l) => foldForMatch(l));
  const phrases = marks.phrases
    .filter((steps) => !HAN.test(steps[0]!.lexeme))
    .map((steps) => steps.map((step) => ({ folded: foldForMatch(step.lexeme), gap: step.gap })));
  const hanWords = [
    ...[...marks.words].filter((l) => HAN.test(l)),
    ...marks.phrases
      .filter((steps) => HAN.test(steps[0]!.lexeme))
      .map((steps) => steps.map((s) => s.lexeme).join("")),
  ];
  let likely = 0;
  for (let from = 0; from < limit && likely < enough; ) {
    const to = pieceEnd(text, from, limit);
    const piece = tokenizeForMatching(text.slice(from, to)).map((t) => ({
      ...t,
      start: t.start + from,
      end: t.end + from,
    }));
    for (const [i, word] of candidateWords(piece, text, cores)) {
      candidates.set(tokens.length + i, word);
      if (whole.some((l) => piece[i]!.folded.includes(l))) likely++;
      for (const steps of phrases) if (likelyPhrase(piece, i, steps)) likely++;
    }
    for (const token of piece) if (token.han && hanWords.some((w) => token.folded.includes(w))) likely++;
    tokens.push(...piece);
    from = to;
  }
  return { tokens, candidates };
}

/** Whether the words from the i-th on hold a phrase's folded lexemes at its distances. */
function likelyPhrase(
  tokens: readonly MatchToken[],
  i: number,
  steps: readonly { folded: string; gap: number }[],
) {
  let at = i;
  for (const step of steps) {
    at += step.gap;
    if (!tokens[at]?.folded.includes(step.folded)) return false;
  }
  return true;
}

/** Where a piece that starts at `from` ends: after SCAN_PIECE_CHARS, at the next break. */
function pieceEnd(text: string, from: number, limit: number): number {
  const at = from + SCAN_PIECE_CHARS;
  if (at >= limit) return limit;
  BREAK.lastIndex = at;
  const found = BREAK.exec(text);
  // A run of 500 characters without a break (a long Han run): cut it there.
  return found && found.index < at + 500 && found.index < limit ? found.index + 1 : Math.min(limit, at + 500);
}

const BREAK = /[\s\u3000。，、；！？]/gu;

/**
 * Stems are (nearly) substrings of their words in all six languages: this cheap filter keeps the
 * words sent to PostgreSQL down to the few that could match. Returns token index -> word in its
 * index-normalised form. `cores`: the non-Han lexemes, folded, less their last two letters when
 * longer than four (computed once per text, not per piece).
 */
function candidateWords(tokens: MatchToken[], text: string, cores: readonly string[]): Map<number, string> {
  const candidates = new Map<number, string>();
  if (!cores.length) return candidates;
  tokens.forEach((token, i) => {
    if (!token.han && cores.some((core) => token.folded.includes(core))) {
      candidates.set(i, normalizeForIndex(text.slice(token.start, token.end)));
    }
  });
  return candidates;
}

const HAN = /\p{Script=Han}/u;

/**
 * Occurrences of Chinese query words, and of Chinese phrases as their words written together (the
 * analysis cuts 联合国 into 联合 + 国: only 联合国 is marked, never a lone 国), in Han runs;
 * Simplified and original align code point for code point. Every Chinese query lexeme a run
 * holds is `found`.
 */
function hanMatches(
  tokens: MatchToken[],
  text: string,
  marks: MarkTerms,
  found: Set<string>,
): { words: Range[]; phrases: Range[] } {
  const words = new Set([...marks.words].filter((l) => HAN.test(l)));
  const phrases = new Set(
    marks.phrases
      .filter((steps) => HAN.test(steps[0]!.lexeme))
      .map((steps) => steps.map((s) => s.lexeme).join("")),
  );
  const lexemes = new Set(
    marks.phrases.flatMap((steps) => steps.map((s) => s.lexeme)).filter((l) => HAN.test(l) && !words.has(l)),
  );
  const result = { words: [] as Range[], phrases: [] as Range[] };
  if (!words.size && !phrases.size) return result;
  for (const token of tokens) {
    if (!token.han) continue;
    const original = Array.from(text.slice(token.start, token.end));
    const simplified = Array.from(token.folded);
    if (original.length !== simplified.length) continue;
    const offsets = [0];
    for (const char of original) offsets.push(offsets.at(-1)! + char.length);
    const folded = simplified.join("");
    // `into`: where its occurrences go; a query lexeme (not a phrase) is also `found`.
    const find = (word: string, into: Range[] | undefined, lexeme: boolean) => {
      for (let at = folded.indexOf(word); at !== -1; at = folded.indexOf(word, at + word.length)) {
        if (lexeme) found.add(word);
        if (!into) return;
        const first = Array.from(folded.slice(0, at)).length;
        const length = Array.from(word).length;
        into.push([token.start + offsets[first]!, token.start + offsets[first + length]!]);
      }
    };
    for (const word of words) find(word, result.words, true);
    for (const phrase of phrases) find(phrase, result.phrases, false);
    for (const lexeme of lexemes) find(lexeme, undefined, true);
  }
  return result;
}

function renderWindow(text: string, tokens: MatchToken[], ranges: Range[]): string {
  const [from, to] = bestWindow(text, tokens, ranges);
  // Nothing is left out before a window that starts after a heading's marker alone.
  const cut = from > 0 && (from > 16 || !/^[\s#]*$/.test(text.slice(0, from)));
  let html = cut ? "… " : "";
  let cursor = from;
  for (const [start, end] of ranges) {
    if (start < cursor || end > to) continue;
    html += `${plainSlice(text, cursor, start)}<mark>${escapeHtml(text.slice(start, end))}</mark>`;
    cursor = end;
  }
  html += plainSlice(text, cursor, to);
  if (to < text.length) html += " …";
  return html.replace(/\s+/g, " ").trim();
}

/** A heading's marker at a line's start ("## ", docs/decisions/029): structure, not words. */
const HEADING_MARKER = /(^|\n)[^\S\n]*#{1,6}[ \t]+(?=\S)/g;

/** A piece of the text between matches, HTML-escaped, its headings' markers left out as the page does. */
function plainSlice(text: string, from: number, to: number): string {
  const atLineStart = from === 0 || text[from - 1] === "\n";
  const slice = text
    .slice(from, to)
    .replace(HEADING_MARKER, (marker, newline: string, at: number) =>
      at === 0 && !newline && !atLineStart ? marker : newline,
    );
  return escapeHtml(slice);
}

/** Character range of about SNIPPET_CHARS around the densest run of matches, cut at word edges. */
function bestWindow(text: string, tokens: MatchToken[], ranges: Range[]): [number, number] {
  let start = 0;
  if (ranges.length) {
    let best = 0;
    let bestCount = 0;
    for (let i = 0, j = 0; i < ranges.length; i++) {
      while (ranges[i]![1] - ranges[j]![0] > SNIPPET_CHARS * 0.7) j++;
      if (i - j + 1 > bestCount) {
        bestCount = i - j + 1;
        best = j;
      }
    }
    const firstHit = ranges[best]![0];
    start = Math.max(0, firstHit - Math.floor(SNIPPET_CHARS * 0.25));
    const startToken = tokens.find((t) => t.end > start);
    start =
      startToken && startToken.start <= firstHit
        ? Math.max(startToken.start, startToken.han ? start : 0)
        : firstHit;
  }
  let end = Math.min(text.length, start + SNIPPET_CHARS);
  if (end < text.length) {
    for (let i = tokens.length - 1; i >= 0; i--) {
      const token = tokens[i]!;
      if (token.start >= end) continue;
      // A long Han run has no spaces: cut inside it rather than lose the whole run.
      if (token.end > end && !token.han) end = token.start > start ? token.start : end;
      break;
    }
  }
  return [start, end];
}
