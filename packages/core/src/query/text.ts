import type { QueryTerm } from "./query-model";

const ZWNJ = "\u200C";
const ZWJ = "\u200D";

const CONTROL = /[\p{Cc}\p{Cf}]/gu;
/** Tab, line feed, vertical tab, form feed, carriage return: pasted multi-line text, not an anomaly. */
const ORDINARY_WHITESPACE = /^[\t-\r]$/;
/**
 * Invisible characters that sit inside a word (soft hyphen from PDF copies, word joiners): turning
 * them into spaces would split `co\u00ADoperation` in two, so they are dropped instead.
 */
const WORD_INTERNAL_FORMAT = /^[\u00AD\u2060\uFEFF]$/;

/**
 * Control and format characters become spaces. ZWNJ and ZWJ are kept: Arabic-script spelling and
 * emoji sequences need them.
 */
export function replaceControlCharacters(text: string): { text: string; removed: boolean } {
  let removed = false;
  const cleaned = text.replace(CONTROL, (c) => {
    if (c === ZWNJ || c === ZWJ) return c;
    if (ORDINARY_WHITESPACE.test(c)) return " ";
    removed = true;
    return WORD_INTERNAL_FORMAT.test(c) ? "" : " ";
  });
  return { text: cleaned, removed };
}

/**
 * Quotation marks that delimit phrases, by family. A phrase ends at the next mark of the family that
 * opened it, so `«a “b” c»` stays one phrase and a straight quote closes a curly one (phone keyboards
 * mix them).
 */
const QUOTE_FAMILIES = ['"＂“”„‟〝〞〟', "«»", "「」", "『』"];

export function quoteFamily(c: string): number {
  return QUOTE_FAMILIES.findIndex((family) => family.includes(c));
}

const QUOTE = new RegExp(`[${QUOTE_FAMILIES.join("")}]`, "gu");

export function withoutQuotes(text: string): string {
  return text.replace(QUOTE, " ");
}

export function isOrSymbol(c: string): boolean {
  return c === "|" || c === "｜";
}

export function isMinus(c: string): boolean {
  return c === "-" || c === "－";
}

/**
 * Chinese and Arabic punctuation never occurs inside a word, so unlike `.` or `,` (U.S., 1,000) it
 * separates words even without a space: `气候变化，可持续发展` is two terms.
 */
const SEPARATOR_PUNCTUATION = "،؛؟。，、；：？！《》〈〉【】〔〕〖〗（）［］｛｝";

export function isWordSeparator(c: string): boolean {
  return /^\s$/u.test(c) || SEPARATOR_PUNCTUATION.includes(c) || isOrSymbol(c);
}

/** Punctuation that carries meaning at a word's edge: hashtags, handles, percentages, sections. */
const EDGE_KEEP = "#@%‰‱§";
const PUNCTUATION = /^\p{P}$/u;
const WORD_CHARACTER = /[\p{L}\p{N}]/u;

function isEdgeJunk(c: string): boolean {
  return (PUNCTUATION.test(c) && !EDGE_KEEP.includes(c)) || c === ZWNJ || c === ZWJ;
}

/**
 * Strips punctuation from both ends of a raw token, keeping inner punctuation (co-operation,
 * COVID-19, al-Quds, U.S). Returns null when no letter or digit is left: the store could not match
 * such a token anyway.
 */
export function cleanWord(raw: string): string | null {
  const chars = Array.from(raw);
  let start = 0;
  let end = chars.length;
  while (start < end && isEdgeJunk(chars[start]!)) start++;
  while (end > start && isEdgeJunk(chars[end - 1]!)) end--;
  const word = chars.slice(start, end).join("");
  return WORD_CHARACTER.test(word) ? word : null;
}

export function splitWords(text: string): string[] {
  const words: string[] = [];
  let current = "";
  for (const c of text) {
    if (isWordSeparator(c)) {
      pushCleaned(words, current);
      current = "";
    } else {
      current += c;
    }
  }
  pushCleaned(words, current);
  return words;
}

function pushCleaned(words: string[], raw: string): void {
  const word = raw === "" ? null : cleanWord(raw);
  if (word !== null) words.push(word);
}

/**
 * A phrase is its words, cleaned like free words and joined by single spaces; a phrase of one word
 * is just that word, so `"climate"` and `climate` dedupe. Null when nothing searchable is left.
 */
export function termFromPhrase(text: string): QueryTerm | null {
  const words = splitWords(text);
  if (words.length === 0) return null;
  if (words.length === 1) return { type: "word", text: words[0]! };
  return { type: "phrase", text: words.join(" ") };
}
