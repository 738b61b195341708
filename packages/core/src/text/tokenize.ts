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
 * Tokens of one Han run: one per word of the ORIGINAL run. The folded forms are cut from the
 * Simplified conversion of the whole run (so OpenCC can use phrase context), at the same code
 * point positions: Traditional → Simplified maps code point to code point; should the counts
 * ever differ, each word is folded on its own instead.
 */
function pushHanRun(
  tokens: HighlightToken[],
  runStart: number,
  run: string,
  words: readonly string[],
  simplifiedRun: string,
): void {
  const simplified = Array.from(simplifiedRun);
  const aligned = simplified.length === Array.from(run).length;
  let offset = runStart;
  let codePoint = 0;
  for (const word of words) {
    const length = Array.from(word).length;
    const folded = aligned
      ? simplified
          .slice(codePoint, codePoint + length)
          .join("")
          .normalize("NFKC")
      : foldForMatch(word);
    tokens.push({ start: offset, end: offset + word.length, folded });
    offset += word.length;
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
  const tokens: HighlightToken[] = [];
  let han = 0;
  for (const match of matches) {
    const start = match.index;
    if (match[1] !== undefined) {
      pushHanRun(tokens, start, match[0], hanWords[han]!, hanSimplified[han]!);
      han++;
      continue;
    }
    const folded = foldForMatch(match[0]);
    if (folded !== "") tokens.push({ start, end: start + match[0].length, folded });
  }
  return tokens;
}
