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
import type { StatementDownload } from "./statement-download";

/** Word wants a culture name where HTML takes a bare language. */
const WORD_LANGUAGE: Record<LanguageCode, string> = {
  ar: "ar-SA",
  zh: "zh-CN",
  en: "en-US",
  fr: "fr-FR",
  ru: "ru-RU",
  es: "es-ES",
};

type RunStyle = Pick<IRunOptions, "rightToLeft" | "language" | "font">;

/**
 * Arabic runs are right-to-left complex script; Chinese runs get an East Asian font hint, so
 * that Word neither sets them in a Latin font nor guesses Japanese glyphs.
 */
function runStyle(language: LanguageCode): RunStyle {
  if (language === "ar") return { rightToLeft: true, language: { bidirectional: WORD_LANGUAGE.ar } };
  if (language === "zh")
    return { font: { eastAsia: "SimSun", hint: "eastAsia" }, language: { eastAsia: WORD_LANGUAGE.zh } };
  return { language: { value: WORD_LANGUAGE[language] } };
}

function paragraph(
  lines: readonly string[],
  language: LanguageCode,
  options: Pick<IParagraphOptions, "heading" | "spacing"> = {},
): Paragraph {
  const style = runStyle(language);
  return new Paragraph({
    ...options,
    bidirectional: language === "ar",
    children: lines.map((text, i) => new TextRun({ text, break: i > 0 ? 1 : undefined, ...style })),
  });
}

/**
 * A Word document: title, metadata, the body's paragraphs (a single line break kept as one), then
 * how to cite it.
 */
export async function renderDocx(download: StatementDownload): Promise<Buffer> {
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
  const document = new Document({
    title: download.title,
    creator: download.product,
    description: joinCitation(download.citation),
    styles: {
      default: {
        document: {
          run: {
            language: {
              value: WORD_LANGUAGE[language],
              eastAsia: WORD_LANGUAGE.zh,
              bidirectional: WORD_LANGUAGE.ar,
            },
          },
        },
      },
    },
    sections: [
      {
        children: [
          paragraph([download.title], language, { heading: HeadingLevel.TITLE }),
          // One line each, close together: a block that reads as one, and as lines once extracted.
          ...download.metadata.map((m, i) =>
            paragraph([labelled(m.label, m.value)], lang, {
              spacing: { after: i === download.metadata.length - 1 ? 240 : 0 },
            }),
          ),
          ...download.paragraphs.map((text) => paragraph(text.split("\n"), language)),
          paragraph([download.citeAs], lang, { heading: HeadingLevel.HEADING_2 }),
          citation,
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}
