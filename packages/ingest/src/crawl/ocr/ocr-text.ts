import { normalizeLineText } from "../pdf/page-lines";
import { joinLines, vocabulary } from "../pdf/paragraphs";
import type { OcrLine } from "./tesseract-tsv";

/**
 * A gap between two lines' boxes taller than this share of the page's usual line height is a
 * paragraph break (the blank line between paragraphs of a typed statement); the gap between the
 * lines of one paragraph is a fraction of it.
 */
const PARAGRAPH_GAP = 0.8;

/** Characters written without spaces between them: Han, Chinese punctuation, full-width forms. */
const CJK = "\\p{Script=Han}\\u3000-\\u303f\\uff00-\\uffef";
const SPACE_IN_CJK = new RegExp(`(?<=[${CJK}])\\s+(?=[${CJK}])`, "gu");
/**
 * Chinese writes numbers against the characters around them: 2021年3月15日, 第75届. A number that
 * ends a Latin word ("COVID-19") keeps its space.
 */
const SPACE_CJK_DIGIT = new RegExp(
  `(?<=[${CJK}])\\s+(?=\\d)|(?<=(?:^|[^\\p{Script=Latin}\\d-])\\d+)\\s+(?=[${CJK}])`,
  "gu",
);

/**
 * Removes the spaces tesseract puts between the characters of Chinese text (it reports each
 * character, or a few, as a word) and between them and digits. Spaces between Chinese and Latin
 * words are kept: writers differ there, and a space lost would glue two Latin words.
 */
export function removeCjkSpaces(text: string): string {
  return text.replace(SPACE_IN_CJK, "").replace(SPACE_CJK_DIGIT, "");
}

/** A recognised line as text: its words in reading order, spaces and hyphens normalised. */
export function lineText(line: OcrLine): string {
  return removeCjkSpaces(normalizeLineText(line.words.map((w) => w.text).join(" ")));
}

/**
 * The paragraphs of the pages of one document, each page's unwrapped as a PDF's text layer is
 * (joinLines: hyphens at line ends undone only for words the document writes whole, Chinese lines
 * joined without a space). A new paragraph starts where tesseract starts one, after a gap, or when
 * the next line is higher on the page (a new column). Lines of no letter or digit (specks, rules,
 * the edge of the scanned sheet) are dropped.
 */
export function ocrPages(pages: readonly OcrLine[][]): string[][] {
  const texts = pages.map((lines) =>
    lines.map((line) => ({ line, text: lineText(line) })).filter(({ text }) => /[\p{L}\p{N}]/u.test(text)),
  );
  const words = vocabulary(texts.flat().map((t) => t.text));
  return texts.map((lines) => {
    const usual = median(lines.map(({ line }) => line.bottom - line.top));
    const result: string[] = [];
    let current = "";
    lines.forEach(({ line, text }, i) => {
      const previous = lines[i - 1]?.line;
      const breaks =
        !previous ||
        previous.block !== line.block ||
        previous.paragraph !== line.paragraph ||
        line.top < previous.top ||
        line.top - previous.bottom > PARAGRAPH_GAP * usual;
      if (breaks) {
        if (current) result.push(current);
        current = text;
      } else current = joinLines(current, text, words);
    });
    if (current) result.push(current);
    return result;
  });
}

/** The mean confidence of the words of a document, 0 to 100 with one decimal; undefined without words. */
export function meanConfidence(pages: readonly OcrLine[][]): number | undefined {
  const values = pages.flatMap((lines) => lines.flatMap((line) => line.words.map((w) => w.confidence)));
  if (values.length === 0) return undefined;
  return Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10;
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}
