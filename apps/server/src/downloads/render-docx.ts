import type { LanguageCode } from "@communique/core";
import {
  Document,
  HeadingLevel,
  type IParagraphOptions,
  type IRunOptions,
  Packer,
  Paragraph,
  TextRun,
} from "docx";
import { downloadTexts, joinCitation } from "./download-texts";
import type { DownloadBlock, StatementDownload } from "./statement-download";

/** Word wants a culture name where HTML takes a bare language. */
export const WORD_LANGUAGE: Record<LanguageCode, string> = {
  ar: "ar-SA",
  zh: "zh-CN",
  en: "en-US",
  fr: "fr-FR",
  ru: "ru-RU",
  es: "es-ES",
};

export type RunStyle = Pick<IRunOptions, "rightToLeft" | "language" | "font">;

/**
 * Arabic runs are right-to-left complex script; Chinese runs get an East Asian font hint, so
 * that Word neither sets them in a Latin font nor guesses Japanese glyphs.
 */
export function runStyle(language: LanguageCode): RunStyle {
  if (language === "ar") return { rightToLeft: true, language: { bidirectional: WORD_LANGUAGE.ar } };
  if (language === "zh")
    return { font: { eastAsia: "SimSun", hint: "eastAsia" }, language: { eastAsia: WORD_LANGUAGE.zh } };
  return { language: { value: WORD_LANGUAGE[language] } };
}

export function paragraph(
  lines: readonly string[],
  language: LanguageCode,
  options: Pick<IParagraphOptions, "heading" | "spacing" | "pageBreakBefore"> = {},
): Paragraph {
  const style = runStyle(language);
  return new Paragraph({
    ...options,
    bidirectional: language === "ar",
    children: lines.map((text, i) => new TextRun({ text, break: i > 0 ? 1 : undefined, ...style })),
  });
}

export interface StatementParagraphsOptions {
  /** Before the title, such as its number in a report ("3. "). */
  titlePrefix?: string;
  /** The title's style: the document's title for a single statement, a heading in a report. */
  titleHeading?: IParagraphOptions["heading"];
  /** Start the statement on a new page. */
  pageBreakBefore?: boolean;
  /** Between the metadata and the body, such as a reader's note. */
  afterMetadata?: readonly Paragraph[];
}

/**
 * A block of the body as Word paragraphs: a heading in Word's heading style (level 3 and 4: the
 * statement's title and "Cite as" take the levels above), a list as one paragraph an item with its
 * bullet or number written, a paragraph with its single line breaks.
 */
function blockParagraphs(block: DownloadBlock, language: LanguageCode): Paragraph[] {
  if (block.kind === "heading")
    return [
      paragraph(block.text.split("\n"), language, {
        heading: block.level === 2 ? HeadingLevel.HEADING_3 : HeadingLevel.HEADING_4,
      }),
    ];
  if (block.kind === "paragraph") return [paragraph(block.text.split("\n"), language)];
  return block.items.map((item, i) =>
    paragraph([`${block.ordered ? `${item.number ?? i + 1}.` : "•"}\u00a0${item.text}`], language, {
      spacing: { after: i === block.items.length - 1 ? 160 : 40 },
    }),
  );
}

/** A statement: its title, metadata, the body's paragraphs (a single line break kept as one), then how to cite it. */
export function statementParagraphs(
  download: StatementDownload,
  options: StatementParagraphsOptions = {},
): Paragraph[] {
  const { language, lang } = download;
  const labelled = downloadTexts(lang).labelled;
  const citation = new Paragraph({
    bidirectional: lang === "ar",
    children: download.citation.map(
      (part) =>
        new TextRun({
          text: "text" in part ? part.text : part.value,
          ...runStyle("field" in part && part.field === "title" ? language : lang),
        }),
    ),
  });
  return [
    paragraph([`${options.titlePrefix ?? ""}${download.title}`], language, {
      heading: options.titleHeading ?? HeadingLevel.TITLE,
      pageBreakBefore: options.pageBreakBefore,
    }),
    // One line each, close together: a block that reads as one, and as lines once extracted.
    ...download.metadata.map((m, i) =>
      paragraph([labelled(m.label, m.value)], lang, {
        spacing: { after: i === download.metadata.length - 1 ? 240 : 0 },
      }),
    ),
    ...(options.afterMetadata ?? []),
    ...download.blocks.flatMap((block) => blockParagraphs(block, language)),
    paragraph([download.citeAs], lang, { heading: HeadingLevel.HEADING_2 }),
    citation,
  ];
}

/** The document-wide run language: the main one, with Chinese and Arabic for East Asian and complex-script runs. */
export function documentRunLanguage(language: LanguageCode) {
  return { value: WORD_LANGUAGE[language], eastAsia: WORD_LANGUAGE.zh, bidirectional: WORD_LANGUAGE.ar };
}

/** A Word document of one statement. */
export async function renderDocx(download: StatementDownload): Promise<Buffer> {
  const document = new Document({
    title: download.title,
    creator: download.product,
    description: joinCitation(download.citation),
    styles: { default: { document: { run: { language: documentRunLanguage(download.language) } } } },
    sections: [{ children: statementParagraphs(download) }],
  });
  return Packer.toBuffer(document);
}
