import type { LanguageCode } from "@communique/core";

/** About this many characters around a match when its sentence is longer. */
export const EXCERPT_LENGTH = 300;

/**
 * A quotation from a statement: `text` is exactly `body.slice(start, end)`, never reworded;
 * `cutBefore` and `cutAfter` say where it was cut inside its sentence (an ellipsis goes there).
 */
export interface Excerpt {
  text: string;
  start: number;
  end: number;
  cutBefore: boolean;
  cutAfter: boolean;
}

const segmenters = new Map<LanguageCode, Intl.Segmenter>();
function sentences(language: LanguageCode): Intl.Segmenter {
  let segmenter = segmenters.get(language);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(language, { granularity: "sentence" });
    segmenters.set(language, segmenter);
  }
  return segmenter;
}

const SPACE = /\s/u;
/** Not a place to cut: inside a surrogate pair (an emoji, a rare Han character). */
const isLowSurrogate = (text: string, i: number) => /[\udc00-\udfff]/.test(text[i] ?? "");

/**
 * The sentence around the first match (by the Unicode sentence rules of the statement's
 * language: a line break always ends one, so a quotation never runs across paragraphs), or,
 * when that sentence is longer than about `EXCERPT_LENGTH` characters, that many around the
 * match, cut at spaces where the language has them (between characters in Chinese). Leading and
 * trailing spaces are left out; nothing else is changed.
 */
export function excerptAround(
  body: string,
  match: readonly [number, number],
  language: LanguageCode,
  length = EXCERPT_LENGTH,
): Excerpt {
  const [matchStart, matchEnd] = match;
  let sentenceStart = 0;
  let sentenceEnd = body.length;
  for (const { index, segment } of sentences(language).segment(body)) {
    if (index + segment.length > matchStart) {
      sentenceStart = index;
      sentenceEnd = index + segment.length;
      break;
    }
  }
  // Trimmed: a sentence's segment keeps the spaces and line breaks after it.
  while (sentenceEnd > sentenceStart && SPACE.test(body[sentenceEnd - 1]!)) sentenceEnd--;
  while (sentenceStart < sentenceEnd && SPACE.test(body[sentenceStart]!)) sentenceStart++;
  let start = sentenceStart;
  let end = sentenceEnd;
  if (end - start > length) {
    // A window of `length` characters with the match a third of the way in, inside the sentence.
    const matchLength = Math.min(matchEnd, sentenceEnd) - matchStart;
    const room = Math.max(0, length - matchLength);
    start = Math.max(sentenceStart, matchStart - Math.floor(room / 3));
    end = Math.min(sentenceEnd, start + Math.max(length, matchLength));
    start = Math.max(sentenceStart, Math.min(start, end - length));
    // Whole words: forward from the start to after a space, back from the end to before one
    // (not past the match). Text without spaces nearby (Chinese) is cut where it is.
    if (start > sentenceStart && !SPACE.test(body[start - 1]!)) {
      const space = body.slice(start, matchStart).search(SPACE);
      if (space >= 0) start += space + 1;
    }
    if (end < sentenceEnd && !SPACE.test(body[end]!)) {
      const space = body.slice(matchEnd, end).search(/\s\S*$/u);
      if (space >= 0) end = matchEnd + space;
    }
    while (start < end && SPACE.test(body[start]!)) start++;
    while (end > start && SPACE.test(body[end - 1]!)) end--;
    if (isLowSurrogate(body, start)) start--;
    if (isLowSurrogate(body, end)) end++;
  }
  return {
    text: body.slice(start, end),
    start,
    end,
    cutBefore: start > sentenceStart,
    cutAfter: end < sentenceEnd,
  };
}

/** The quotation as it is printed: the exact text, an ellipsis where it was cut. */
export function quoted(excerpt: Excerpt): string {
  return `${excerpt.cutBefore ? "… " : ""}${excerpt.text}${excerpt.cutAfter ? " …" : ""}`;
}
