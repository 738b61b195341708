import type { PageLine } from "./page-lines";

/** Line spacing this much above the page's usual one starts a new paragraph. */
const PARAGRAPH_GAP = 1.4;
/** A change of font size by more than this ratio (a heading) starts a new paragraph. */
const SIZE_CHANGE = 1.15;
/** A line ending a sentence and shorter than this share of the page's longest line ends a paragraph. */
const SHORT_LINE = 0.75;

const CJK =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef]/u;
const SENTENCE_END = /[.!?:;。！？；：؟»"”)\]]$/u;

/**
 * Groups a page's lines into paragraphs and unwraps each paragraph into one string. `words` is
 * the document's vocabulary (see joinLines), used to undo hyphenation only where it is safe.
 */
export function paragraphs(lines: readonly PageLine[], words: ReadonlySet<string>): string[] {
  const spacings = lines
    .slice(1)
    .map((line, i) => lines[i]!.y - line.y)
    .filter((s) => s > 0);
  const usual = median(spacings);
  const widest = Math.max(0, ...lines.map((l) => l.right - l.left));
  const result: string[] = [];
  let current = "";
  lines.forEach((line, i) => {
    const previous = lines[i - 1];
    if (previous && !startsParagraph(previous, line, usual, widest)) {
      current = joinLines(current, line.text, words);
      return;
    }
    if (current) result.push(current);
    current = line.text;
  });
  if (current) result.push(current);
  return result;
}

function startsParagraph(previous: PageLine, line: PageLine, usual: number, widest: number): boolean {
  const spacing = previous.y - line.y;
  // Upwards: a new column or a new block drawn out of order.
  if (spacing <= 0) return true;
  if (usual > 0 && spacing > PARAGRAPH_GAP * usual) return true;
  const ratio = Math.max(previous.size, line.size) / Math.min(previous.size, line.size);
  if (ratio > SIZE_CHANGE) return true;
  return SENTENCE_END.test(previous.text) && previous.right - previous.left < SHORT_LINE * widest;
}

/**
 * Joins the next line of a paragraph. A hyphen at a line end is removed only when the document
 * writes the joined word elsewhere ("negotia-" + "tions" where "negotiations" also appears);
 * otherwise it is kept without a space ("Timor-" + "Leste", "well-" + "known"), which loses no
 * letter where a guess could glue a real compound. Chinese and Japanese lines join without a space.
 */
export function joinLines(text: string, next: string, words: ReadonlySet<string>): string {
  if (text === "") return next;
  if (text.endsWith("\u00ad")) return text.slice(0, -1) + next;
  const hyphenated = /(\p{L}+)-$/u.exec(text);
  if (hyphenated && !/\s-$/.test(text)) {
    const rest = /^\p{L}+/u.exec(next)?.[0];
    if (rest && /^\p{Ll}/u.test(rest) && words.has(`${hyphenated[1]}${rest}`.toLowerCase()))
      return text.slice(0, -1) + next;
    return text + next;
  }
  if (CJK.test(text.at(-1) ?? "") || CJK.test(next[0] ?? "")) return text + next;
  return `${text} ${next}`;
}

/** Every word of a text, lower-cased: the evidence joinLines looks for. */
export function vocabulary(texts: Iterable<string>): Set<string> {
  const words = new Set<string>();
  for (const text of texts) for (const word of text.toLowerCase().match(/\p{L}+/gu) ?? []) words.add(word);
  return words;
}

/** The lower median: with as many paragraph gaps as line gaps, the line gap is the usual one. */
function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}
