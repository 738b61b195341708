import type { FixtureStatement, MinistryContent } from "./content/ministry-content";
import { type FictionalLine, fictionalPdf } from "./fictional-pdf";
import { scannedPagePng, scanToPdf } from "./scanned-page";
import { publishedAt, writeDate } from "./written-dates";

/**
 * The PDF statements: drawn with a text layer in the ministry's script, and one scan (an image
 * only) that the crawler must record as needing OCR rather than drop, or read by OCR.
 */

export const SCANNED_DOCUMENT = {
  language: "en",
  slug: "note-verbale-border-commission",
  title: "Note verbale on the border commission (scanned)",
  date: "2021-03-15",
  /** What the scan shows, paragraph by paragraph: what OCR should read back. */
  paragraphs: [
    "Ministry of Foreign Affairs of the Republic of Examplia (fictional)",
    "Note verbale on the border commission",
    "The Ministry of Foreign Affairs of the Republic of Examplia presents its compliments to the Embassy of Sundara and proposes that the joint border commission meet in Port Merrow on 20 April 2021 to review the marking of the river boundary.",
  ],
} as const;

type Script = "latin" | "arabic" | "chinese";

/** Characters per drawn line at 12 pt (body) and 16 pt (title) on A4, in each script's font. */
const LINE_CHARS: Record<Script, { body: number; title: number }> = {
  latin: { body: 72, title: 50 },
  arabic: { body: 60, title: 44 },
  chinese: { body: 30, title: 24 },
};

const COMMA = { latin: ", ", arabic: "، ", chinese: "，" } as const;

export function statementPdf(ministry: MinistryContent, statement: FixtureStatement): Promise<Buffer> {
  const script: Script =
    statement.language === "ar" ? "arabic" : statement.language === "zh" ? "chinese" : "latin";
  const wrapped = (text: string, width: number) =>
    script === "chinese" ? chunks(text, width) : wrap(text, width);
  const draw = script === "arabic" ? digitsForRightToLeft : (text: string) => text;
  const dateLine = `${ministry.capital}${COMMA[script]}${writeDate(statement.date, statement.language, "article")}`;
  const lines: FictionalLine[] = [
    ...wrapped(statement.title, LINE_CHARS[script].title).map((text) => ({ text, size: 16 })),
    { text: dateLine, gapBefore: 6 },
    ...statement.paragraphs.flatMap((paragraph) =>
      wrapped(paragraph, LINE_CHARS[script].body).map((text, i) => ({
        text,
        ...(i === 0 ? { gapBefore: 12 } : {}),
      })),
    ),
  ];
  return fictionalPdf([lines.map((line) => ({ ...line, text: draw(line.text) }))], {
    font: script,
    rtl: script === "arabic",
    title: statement.title,
    creationDate: publishedAt(statement.date, ministry.utcOffset),
  });
}

/** The scan: its text drawn as a picture, without a text layer (OCR can read it, pdfText cannot). */
export function scannedPdf(): Promise<Buffer> {
  return scanToPdf([scannedPagePng(SCANNED_DOCUMENT.paragraphs, { language: "en" })]);
}

/**
 * pdfkit has no bidirectional layout: it shapes a word of an Arabic line as right-to-left, digits
 * included, so "٢٠٢٤" would be drawn (and read back) as "٤٢٠٢". Numbers read left to right inside
 * right-to-left text, so their digits are handed over reversed, which draws them as a real
 * producer places them.
 */
function digitsForRightToLeft(text: string): string {
  return text.replace(/[0-9٠-٩]+/g, (digits) => [...digits].reverse().join(""));
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function chunks(text: string, width: number): string[] {
  const chars = [...text];
  return Array.from({ length: Math.ceil(chars.length / width) }, (_, i) =>
    chars.slice(i * width, (i + 1) * width).join(""),
  );
}
