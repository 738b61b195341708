/**
 * Word tokenisation for search-result highlighting: finds the words of the ORIGINAL text (with
 * their UTF-16 offsets, so the caller can wrap `text.slice(start, end)` in a <mark>) together
 * with a folded form to compare with the folded query terms.
 */
import { segmentHanRuns, simplifyHanRuns } from "./chinese";
import { foldForMatch } from "./normalize";

export interface HighlightToken {
  /** UTF-16 offset of the first code unit of the token in the original text. */
  start: number;
  /** UTF-16 offset just past the token: `text.slice(start, end)` is the token. */
  end: number;
  /** `foldForMatch` of the token (Simplified form for Chinese words). */
  folded: string;
}

/**
 * Either a Han run (segmented into words afterwards), or a run of non-Han letters, marks, digits
 * and soft hyphens (which `normalizeForIndex` deletes inside words). Apostrophes, hyphens, ZWJ,
 * ZWNJ and all punctuation separate words, as in PostgreSQL's parser.
 */
const TOKEN_RE = /(\p{Script=Han}[\p{Script=Han}\p{M}]*)|(?:(?!\p{Script=Han})[\p{L}\p{M}\p{N}\u00AD])+/gu;

/**
 * Tokens of one Han run, cut where the index cuts it: the index segments the Simplified text,
 * and ICU segments Traditional differently (聯合國 is one word, 联合|国 two), so the words of the
 * Simplified conversion are mapped back onto the original characters. Traditional → Simplified
 * maps code point to code point; should the counts ever differ, the original is segmented.
 */
function pushHanRun(
  tokens: HighlightToken[],
  runStart: number,
  run: string,
  originalWords: readonly string[],
  simplifiedRun: string,
  simplifiedWords: readonly string[],
): void {
  const original = Array.from(run);
  const aligned = Array.from(simplifiedRun).length === original.length;
  let offset = runStart;
  let codePoint = 0;
  for (const word of aligned ? simplifiedWords : originalWords) {
    const length = Array.from(word).length;
    const source = original.slice(codePoint, codePoint + length).join("");
    const folded = aligned ? word.normalize("NFKC") : foldForMatch(word);
    tokens.push({ start: offset, end: offset + source.length, folded });
    offset += source.length;
    codePoint += length;
  }
}

/**
 * Split `text` into word tokens with offsets into `text` itself (not into its normalised form):
 * runs of letters, marks and digits outside Han script, and one token per Intl.Segmenter word
 * inside runs of Han characters (segmenting the original characters; the folded form is their
 * Simplified equivalent). Tokens whose folded form is empty (e.g. a lone tatweel) are skipped.
 */
export function tokenizeForHighlight(text: string): HighlightToken[] {
  const matches = Array.from(text.matchAll(TOKEN_RE));
  const hanRuns = matches.filter((m) => m[1] !== undefined).map((m) => m[0]);
  const hanWords = hanRuns.length > 0 ? segmentHanRuns(hanRuns) : [];
  const hanSimplified = hanRuns.length > 0 ? simplifyHanRuns(hanRuns) : [];
  const hanSimplifiedWords = hanRuns.length > 0 ? segmentHanRuns(hanSimplified) : [];
  const tokens: HighlightToken[] = [];
  let han = 0;
  for (const match of matches) {
    const start = match.index;
    if (match[1] !== undefined) {
      pushHanRun(tokens, start, match[0], hanWords[han]!, hanSimplified[han]!, hanSimplifiedWords[han]!);
      han++;
      continue;
    }
    const folded = foldWordByCharacter(match[0]);
    if (folded !== "") tokens.push({ start, end: start + match[0].length, folded });
  }
  return tokens;
}

const foldedCharacters = new Map<string, string>();

/**
 * foldForMatch, one character at a time through a cache: highlighting folds every word of long
 * statements, and whole-word Unicode normalisation cost 5 ms per 17,000-character speech.
 * Outside Han script (handled above) folding is per character: case, accents (combining marks
 * fold to nothing), Arabic variants and diacritics, compatibility forms.
 */
export function foldWordByCharacter(word: string): string {
  let ascii = true;
  for (let i = 0; i < word.length; i++) {
    if (word.charCodeAt(i) > 0x7f) {
      ascii = false;
      break;
    }
  }
  if (ascii) return word.toLowerCase();
  let folded = "";
  for (const char of word) {
    let f = foldedCharacters.get(char);
    if (f === undefined) {
      f = foldForMatch(char);
      foldedCharacters.set(char, f);
    }
    folded += f;
  }
  return folded;
}

export interface MatchToken extends HighlightToken {
  /** A whole run of Han characters, not segmented: `folded` is its Simplified form. */
  han: boolean;
}

/**
 * Like tokenizeForHighlight, but a run of Han characters stays one token (folded to Simplified)
 * instead of being segmented: Intl.Segmenter costs about 1 ms per 600 characters, and to find
 * a Chinese word in a run a substring search on the Simplified form is enough.
 */
export function tokenizeForMatching(text: string): MatchToken[] {
  const matches = Array.from(text.matchAll(TOKEN_RE));
  const hanRuns = matches.filter((m) => m[1] !== undefined).map((m) => m[0]);
  const simplified = hanRuns.length > 0 ? simplifyHanRuns(hanRuns) : [];
  const tokens: MatchToken[] = [];
  let han = 0;
  for (const match of matches) {
    const start = match.index;
    const end = start + match[0].length;
    if (match[1] !== undefined) {
      tokens.push({ start, end, folded: simplified[han++]!, han: true });
      continue;
    }
    const folded = foldWordByCharacter(match[0]);
    if (folded !== "") tokens.push({ start, end, folded, han: false });
  }
  return tokens;
}
