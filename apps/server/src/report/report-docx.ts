import type { LanguageCode } from "@communique/core";
import { BorderStyle, Document, HeadingLevel, Packer, Paragraph, ShadingType, TextRun } from "docx";
import {
  documentRunLanguage,
  paragraph,
  type RunStyle,
  runStyle,
  statementParagraphs,
} from "../downloads/render-docx";
import { issuerAndDate, type Report, type ReportEntry } from "./report-model";
import { hasHan, textDirection } from "./text-direction";

const NOTE_BORDER = { style: BorderStyle.SINGLE, size: 6, color: "C9A227", space: 4 };
const NOTE_BOX = {
  border: { top: NOTE_BORDER, bottom: NOTE_BORDER, left: NOTE_BORDER, right: NOTE_BORDER },
  shading: { type: ShadingType.CLEAR, color: "auto", fill: "FFF6D6" },
};

/**
 * The reader wrote the note in whatever language: its direction is that of its first strong
 * letter, and Chinese gets its East Asian font hint.
 */
function noteStyle(note: string, lang: LanguageCode): RunStyle {
  if (textDirection(note) === "rtl") return runStyle("ar");
  if (hasHan(note)) return runStyle("zh");
  return lang === "ar" || lang === "zh" ? {} : runStyle(lang);
}

/** The reader's note in a box under its label, apart from the statement's own words. */
function noteParagraphs(note: string, label: string, lang: LanguageCode): Paragraph[] {
  const style = noteStyle(note, lang);
  return [
    new Paragraph({
      ...NOTE_BOX,
      bidirectional: lang === "ar",
      keepNext: true,
      spacing: { before: 120, after: 0 },
      children: [new TextRun({ text: label, bold: true, ...runStyle(lang) })],
    }),
    new Paragraph({
      ...NOTE_BOX,
      bidirectional: textDirection(note) === "rtl",
      spacing: { after: 240 },
      children: note
        .split("\n")
        .map((text, i) => new TextRun({ text, break: i > 0 ? 1 : undefined, ...style })),
    }),
  ];
}

/** A line of the contents: "3. Title — Issuer, date", the title in its own language and direction. */
function contentsLine(entry: ReportEntry, lang: LanguageCode): Paragraph {
  const ui = runStyle(lang);
  return new Paragraph({
    bidirectional: lang === "ar",
    spacing: { after: 60 },
    children: [
      new TextRun({ text: `${entry.number}. `, ...ui }),
      new TextRun({ text: entry.statement.title, ...runStyle(entry.statement.language) }),
      new TextRun({ text: ` — ${issuerAndDate(entry)}`, ...ui }),
    ],
  });
}

/**
 * A Word document of the reader's report: a first page with the title, who made it and when, the
 * statements not found and the contents; then each statement on its own page, with the reader's
 * note, and how to cite it.
 */
export async function renderReportDocx(report: Report, signal?: AbortSignal): Promise<Buffer> {
  const { lang } = report;
  const firstPage = [
    // The reader's title is in whatever language they wrote it, like a note.
    new Paragraph({
      heading: HeadingLevel.TITLE,
      bidirectional: textDirection(report.title) === "rtl",
      children: [new TextRun({ text: report.title, ...noteStyle(report.title, lang) })],
    }),
    paragraph([report.generated], lang, { spacing: { after: 240 } }),
    ...(report.notFound ? [paragraph([report.notFound], lang, { spacing: { after: 240 } })] : []),
    paragraph([report.contents], lang, { heading: HeadingLevel.HEADING_2 }),
    ...report.entries.map((entry) => contentsLine(entry, lang)),
  ];
  const statements = report.entries.flatMap((entry) =>
    statementParagraphs(entry.statement, {
      titlePrefix: `${entry.number}. `,
      titleHeading: HeadingLevel.HEADING_1,
      pageBreakBefore: true,
      afterMetadata: entry.note ? noteParagraphs(entry.note, report.noteLabel, lang) : [],
    }),
  );
  const document = new Document({
    title: report.title,
    creator: report.product,
    description: report.generated,
    styles: { default: { document: { run: { language: documentRunLanguage(lang) } } } },
    sections: [{ children: [...firstPage, ...statements] }],
  });
  // Packing is one step; a client that left while the document was built is not packed for.
  signal?.throwIfAborted();
  return Packer.toBuffer(document);
}
