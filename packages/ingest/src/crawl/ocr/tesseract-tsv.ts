/** A line as tesseract recognised it: its words in reading order, and its box in pixels. */
export interface OcrLine {
  /** Tesseract's block and paragraph numbers on the page (one block in page segmentation mode 6). */
  block: number;
  paragraph: number;
  top: number;
  bottom: number;
  words: OcrWord[];
}

export interface OcrWord {
  text: string;
  /** Tesseract's confidence, 0 to 100. */
  confidence: number;
}

/**
 * Tesseract writes right-to-left and left-to-right marks (U+200F, U+200E) into Arabic words: they
 * are invisible, would stop a search matching the word, and say nothing the text's order does not.
 */
const BIDI_MARKS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * A "word" of no letter read with little confidence is a speck of the scan (dust, a staple, the
 * sheet's edge) that tesseract took for "0", "1" or a lone diacritic: on the fictional Arabic page
 * of ocr-accuracy.test.ts such words came at confidence 0 to 63, while the real digits and
 * punctuation of the pages read came above 75.
 */
const SPECK_CONFIDENCE = 70;
function isSpeck(text: string, confidence: number): boolean {
  return confidence < SPECK_CONFIDENCE && !/\p{L}/u.test(text);
}

/** TSV levels: 4 is a line (with its box), 5 a word. */
const LINE = 4;
const WORD = 5;

/**
 * The lines of one page from tesseract's TSV output (`tesseract page.png stdout tsv`): columns
 * level, page_num, block_num, par_num, line_num, word_num, left, top, width, height, conf, text.
 * Its rows come in reading order: words of a right-to-left line from the right (logical order,
 * checked on Arabic), blocks and lines top to bottom. Lines without a word are left out.
 */
export function parseTesseractTsv(tsv: string): OcrLine[] {
  const lines = new Map<string, OcrLine>();
  for (const row of tsv.split("\n")) {
    const cells = row.split("\t");
    if (cells.length < 12) continue;
    const level = Number(cells[0]);
    const [block, paragraph, line] = [Number(cells[2]), Number(cells[3]), Number(cells[4])];
    const key = `${block}/${paragraph}/${line}`;
    if (level === LINE) {
      const top = Number(cells[7]);
      lines.set(key, { block, paragraph, top, bottom: top + Number(cells[9]), words: [] });
    } else if (level === WORD) {
      // A word's text is the rest of the row; tesseract writes no tab inside one.
      const text = cells.slice(11).join(" ").replace(BIDI_MARKS, "").trim();
      const confidence = Number(cells[10]);
      if (text === "" || !(confidence >= 0) || isSpeck(text, confidence)) continue;
      lines.get(key)?.words.push({ text, confidence: Math.min(100, confidence) });
    }
  }
  return [...lines.values()].filter((l) => l.words.length > 0);
}
