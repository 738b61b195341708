import { joinLines, vocabulary } from "../crawl/pdf/paragraphs";

/** A line ending a sentence (or a quotation, a bracket) may end a paragraph. */
const SENTENCE_END = /[.!?:;"”’»)\]]$/u;
const STARTS_LOWER = /^\p{Ll}/u;
/** A title before a name ends no sentence: "I congratulate Mr." + "Amara Essy". */
const ABBREVIATION = /\b(?:Mr|Mrs|Ms|Messrs|Dr|Prof|St|Mt|No|Nos|Art|H\.E|Jr|Sr)\.$/;
/** UN verbatim records number their paragraphs: "12. ", "12.\t". */
const NUMBERED = /^\d{1,3}\.\s/;
const HEADING = /^#{1,6}\s/;
/** A text is hard-wrapped when its lines are at most this wide... */
const MAX_WRAP_WIDTH = 130;
/** ...and at least this share of its lines reach most of that width (the others end paragraphs). */
const FULL_LINES_SHARE = 0.5;
const FULL_LINE = 0.7;
/** A line ending a sentence and shorter than this share of the width ends its paragraph. */
const SHORT_LINE = 0.8;
/** A line this much wider than the wrap width was never wrapped: a paragraph of its own. */
const UNWRAPPED_LINE = 1.3;

/**
 * The paragraphs of a General Debate speech, separated by a blank line (docs/decisions/
 * 029-statement-structure.md). Most speeches end each paragraph with one line break. About 4,500
 * (most of 1992–2014) are hard-wrapped at 50–80 characters: there a paragraph ends at a blank line,
 * at a short line that ends a sentence, or before a numbered paragraph, and its lines are joined
 * (a hyphen at a line's end undone only where the text writes the whole word, as for PDFs). In
 * every speech, a line break inside a sentence (no sentence mark, the next line in lower case: a
 * page break of the scan), blank lines or not, joins. The corpus's "### " headings stay lines of their own. No letter
 * is added, lost or moved.
 */
export function corpusParagraphs(text: string): string {
  const lines: { text: string; afterBlank: boolean }[] = [];
  let blank = false;
  for (const raw of text.split(/\r\n?|\n/)) {
    const line = raw.trim();
    if (line) lines.push({ text: line, afterBlank: blank });
    blank = !line;
  }
  const width = wrapWidth(lines.map((line) => line.text));
  const words = vocabulary(lines.map((line) => line.text));
  const paragraphs: string[] = [];
  let current = "";
  lines.forEach((line, i) => {
    const previous = lines[i - 1];
    if (previous === undefined || endsParagraph(previous.text, line.text, line.afterBlank, width)) {
      if (current) paragraphs.push(current);
      current = line.text;
    } else current = joinLines(current, line.text, words);
  });
  if (current) paragraphs.push(current);
  return paragraphs.join("\n\n");
}

function endsParagraph(line: string, next: string, afterBlank: boolean, width: number | undefined): boolean {
  if (HEADING.test(line) || HEADING.test(next)) return true;
  const sentenceEnds = SENTENCE_END.test(line) && !ABBREVIATION.test(line);
  if (!sentenceEnds && STARTS_LOWER.test(next)) return false;
  if (afterBlank || width === undefined) return true;
  if (line.length > UNWRAPPED_LINE * width || next.length > UNWRAPPED_LINE * width) return true;
  return sentenceEnds && (line.length < SHORT_LINE * width || NUMBERED.test(next));
}

/** The width a text is hard-wrapped at, or undefined when its lines are its paragraphs. */
function wrapWidth(lines: readonly string[]): number | undefined {
  if (lines.length < 8) return undefined;
  const lengths = lines.map((line) => line.length).sort((a, b) => a - b);
  const width = lengths[Math.floor(0.9 * (lengths.length - 1))]!;
  if (width > MAX_WRAP_WIDTH) return undefined;
  const full = lengths.filter((length) => length >= FULL_LINE * width).length;
  return full >= FULL_LINES_SHARE * lengths.length ? width : undefined;
}
