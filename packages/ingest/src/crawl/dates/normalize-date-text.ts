/**
 * Text folded so that one pattern matches every way a date is typed: digits in ASCII, letters
 * lowercased and without marks (accents, harakat, hamza seats), spaces plain, invisible
 * characters gone. `originalSpan` maps a span of the folded text back to the original, so a
 * match can be quoted exactly as the page wrote it.
 */
export interface NormalizedText {
  text: string;
  originalSpan(start: number, end: number): { index: number; text: string };
}

// Bidi marks (Intl puts U+200F inside Arabic dates), zero-width characters, the BOM and the
// tatweel, which only stretches a word ("يـنـايـر").
const INVISIBLE = /^[\u061c\u0640\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]$/u;

// Arabic-Indic (U+0660) and Extended Arabic-Indic, i.e. Persian (U+06F0), digits. Full-width
// digits need nothing here: compatibility decomposition already makes them ASCII.
const DIGIT_BLOCKS = [0x0660, 0x06f0];

export function normalizeDateText(original: string): NormalizedText {
  let text = "";
  const starts: number[] = [];
  const ends: number[] = [];
  let index = 0;
  for (const char of original) {
    const folded = foldChar(char);
    // A dropped character (a tatweel, a bidi mark) belongs to the one before it, so a quote
    // ending there keeps it: "هـ" stays "هـ".
    if (folded === "" && ends.length > 0) ends[ends.length - 1] = index + char.length;
    for (const unit of folded.split("")) {
      text += unit;
      starts.push(index);
      ends.push(index + char.length);
    }
    index += char.length;
  }
  return {
    text,
    originalSpan(start, end) {
      const from = starts[start] ?? original.length;
      const to = end > start ? (ends[end - 1] ?? original.length) : from;
      return { index: from, text: original.slice(from, to) };
    },
  };
}

const FOLDED = new Map<string, string>();

/** Folds one code point; exported so month tables are folded exactly like the text they match. */
export function foldChar(char: string): string {
  let folded = FOLDED.get(char);
  if (folded === undefined) {
    folded = fold(char);
    // Pages are written with a few hundred distinct characters; the cap only guards odd input.
    if (FOLDED.size < 10_000) FOLDED.set(char, folded);
  }
  return folded;
}

function fold(char: string): string {
  if (INVISIBLE.test(char)) return "";
  if (/^\s$/u.test(char)) return " ";
  const code = char.codePointAt(0)!;
  for (const base of DIGIT_BLOCKS) {
    if (code >= base && code <= base + 9) return String(code - base);
  }
  // NFKD then dropping marks: "é" -> "e", "أ" -> "ا", "ᵉʳ" -> "er", "２" -> "2", "º" -> "o".
  // It also turns "й" into "и"; harmless, since month names go through the same fold.
  const base = char.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
  // Alef maqsura and ya are written interchangeably at the end of Egyptian words.
  return base.replace(/ى/g, "ي");
}

export function foldText(text: string): string {
  let folded = "";
  for (const char of text) folded += foldChar(char);
  return folded;
}
