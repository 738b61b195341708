/**
 * Word tokenisation for search-result highlighting: finds the words of the ORIGINAL text (with
 * their UTF-16 offsets, so the caller can wrap `text.slice(start, end)` in a <mark>) together
 * with a folded form to compare with the folded query terms.
 */
import { simplifyHanRuns } from "./chinese";
import { foldForMatch } from "./normalize";

/**
 * Either a Han run, or a run of non-Han letters, marks, digits
 * and soft hyphens (which `normalizeForIndex` deletes inside words). Apostrophes, hyphens, ZWJ,
 * ZWNJ and all punctuation separate words, as in PostgreSQL's parser.
 */
const TOKEN_RE = /(\p{Script=Han}[\p{Script=Han}\p{M}]*)|(?:(?!\p{Script=Han})[\p{L}\p{M}\p{N}\u00AD])+/gu;

const foldedCharacters = new Map<string, string>();

/**
 * foldForMatch, one character at a time through a cache: highlighting folds every word of long
 * statements, and whole-word Unicode normalisation cost 5 ms per 17,000-character speech.
 * Outside Han script (whole runs, see tokenizeForMatching) folding is per character: case, accents (combining marks
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

export interface MatchToken {
  /** UTF-16 offset of the first code unit of the token in the original text. */
  start: number;
  /** UTF-16 offset just past the token: `text.slice(start, end)` is the token. */
  end: number;
  /** `foldForMatch` of the token; for a Han run, its Simplified form. */
  folded: string;
  /** A whole run of Han characters, not segmented. */
  han: boolean;
}

/**
 * The words of a text; a run of Han characters stays one token (folded to Simplified) instead
 * of being segmented: Intl.Segmenter costs about 1 ms per 600 characters, and to find
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
