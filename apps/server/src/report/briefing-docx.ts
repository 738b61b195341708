import { getLanguage, type LanguageCode } from "@communique/core";
import {
  BorderStyle,
  Document,
  ExternalHyperlink,
  HeadingLevel,
  type IParagraphOptions,
  Packer,
  Paragraph,
  type ParagraphChild,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from "docx";
import { downloadTexts } from "../downloads/download-texts";
import { documentRunLanguage, runStyle } from "../downloads/render-docx";
import type { Briefing } from "./briefing-model";

const QUOTE_BAR = { style: BorderStyle.SINGLE, size: 18, color: "0B57D0", space: 8 };

/** Text in the interface language. */
function run(text: string, lang: LanguageCode, bold = false): TextRun {
  return new TextRun({ text, bold, ...runStyle(lang) });
}

/** A web address as a link, its text the address itself (left to right in any paragraph). */
function link(url: string): ParagraphChild {
  if (!/^https?:\/\//i.test(url)) return new TextRun({ text: url });
  return new ExternalHyperlink({ link: url, children: [new TextRun({ text: url, style: "Hyperlink" })] });
}

function para(
  children: ParagraphChild[],
  lang: LanguageCode,
  options: Pick<
    IParagraphOptions,
    "heading" | "spacing" | "pageBreakBefore" | "keepNext" | "border" | "shading" | "indent"
  > = {},
): Paragraph {
  return new Paragraph({ ...options, bidirectional: lang === "ar", children });
}

/** "Label: value", the label bold. */
function labelled(lang: LanguageCode, label: string, value: ParagraphChild[]): ParagraphChild[] {
  const [before = "", after = ""] = downloadTexts(lang).labelled(label, "\u0000").split("\u0000");
  return [run(before, lang, true), ...value, ...(after ? [run(after, lang)] : [])];
}

function cell(text: string, lang: LanguageCode, header = false): TableCell {
  return new TableCell({
    ...(header ? { shading: { type: ShadingType.CLEAR, color: "auto", fill: "E8EEF8" } } : {}),
    children: [para([run(text, lang, header)], lang)],
  });
}

/**
 * A briefing note as a Word document: what the PDF shows, the bloc over time given as the
 * chart's figures in a table (member, first, last, statements) rather than a picture.
 */
export async function renderBriefingDocx(briefing: Briefing, signal?: AbortSignal): Promise<Buffer> {
  const { lang } = briefing;
  const children: (Paragraph | Table)[] = [
    para([run(briefing.title, lang)], lang, { heading: HeadingLevel.TITLE }),
    para([run(briefing.generated, lang)], lang, { spacing: { after: 240 } }),
    para([run(briefing.questionHeading, lang)], lang, { heading: HeadingLevel.HEADING_1 }),
    ...briefing.question.map((field) => para(labelled(lang, field.label, [run(field.value, lang)]), lang)),
    ...briefing.notes.map((note) => para([run(note, lang)], lang)),
    para([run(briefing.whoSpoke, lang)], lang, { heading: HeadingLevel.HEADING_1 }),
    para([run(briefing.summary, lang)], lang),
  ];
  for (const list of briefing.lists) {
    children.push(para([run(list.heading, lang)], lang, { heading: HeadingLevel.HEADING_2 }));
    if (list.means) children.push(para([run(list.means, lang)], lang));
    if (!list.members.length) children.push(para([run(briefing.nobody, lang)], lang));
    for (const member of list.members)
      children.push(
        para([run("•\u00a0", lang), run(member.name, lang, true), run(` — ${member.detail}`, lang)], lang, {
          spacing: { after: 40 },
        }),
      );
  }

  children.push(
    para([run(briefing.excerptsHeading, lang)], lang, {
      heading: HeadingLevel.HEADING_1,
      pageBreakBefore: true,
    }),
    para([run(briefing.excerptsLead, lang)], lang),
  );
  for (const excerpt of briefing.excerpts) {
    children.push(
      para([run(`${excerpt.number}. ${excerpt.issuer} — ${excerpt.date}`, lang)], lang, {
        heading: HeadingLevel.HEADING_2,
        keepNext: true,
      }),
      new Paragraph({
        bidirectional: excerpt.titleLanguage === "ar",
        keepNext: true,
        children: [new TextRun({ text: excerpt.title, bold: true, ...runStyle(excerpt.titleLanguage) })],
      }),
    );
    if (excerpt.quote)
      children.push(
        new Paragraph({
          bidirectional: excerpt.language === "ar",
          border: excerpt.language === "ar" ? { right: QUOTE_BAR } : { left: QUOTE_BAR },
          indent: excerpt.language === "ar" ? { right: 240 } : { left: 240 },
          spacing: { before: 80, after: 80 },
          children: [new TextRun({ text: excerpt.quote, ...runStyle(excerpt.language) })],
        }),
      );
    else if (excerpt.note) children.push(para([run(excerpt.note, lang)], lang));
    children.push(
      para(labelled(lang, briefing.statementPage, [link(excerpt.url)]), lang, { spacing: { after: 200 } }),
    );
  }
  if (briefing.leftOut) children.push(para([run(briefing.leftOut, lang)], lang));

  const { chart } = briefing;
  children.push(
    para([run(chart.heading, lang)], lang, { heading: HeadingLevel.HEADING_1, pageBreakBefore: true }),
    para([run(chart.lead, lang)], lang),
  );
  if (!chart.rows.length) children.push(para([run(chart.nothing, lang)], lang));
  else
    children.push(
      para([run(chart.tableLead, lang)], lang),
      new Table({
        width: { size: 100, type: WidthType.PERCENTAGE },
        visuallyRightToLeft: lang === "ar",
        rows: [
          new TableRow({ tableHeader: true, children: chart.columns.map((c) => cell(c, lang, true)) }),
          ...chart.rows.map(
            (row) =>
              new TableRow({
                children: [
                  cell(row.name, lang),
                  cell(row.firstLabel, lang),
                  cell(row.lastLabel, lang),
                  cell(new Intl.NumberFormat(getLanguage(lang).iso).format(row.statements), lang),
                ],
              }),
          ),
        ],
      }),
    );

  children.push(
    para([run(briefing.sourcesHeading, lang)], lang, { heading: HeadingLevel.HEADING_1 }),
    para(
      briefing.membershipUrl && briefing.membership.includes(briefing.membershipUrl)
        ? [
            run(briefing.membership.slice(0, briefing.membership.indexOf(briefing.membershipUrl)), lang),
            link(briefing.membershipUrl),
            run(
              briefing.membership.slice(
                briefing.membership.indexOf(briefing.membershipUrl) + briefing.membershipUrl.length,
              ),
              lang,
            ),
          ]
        : [run(briefing.membership, lang)],
      lang,
    ),
    ...briefing.sources.map((source) =>
      para(
        [
          run(`[${source.number}] `, lang),
          new TextRun({ text: source.title, ...runStyle(source.titleLanguage) }),
          run(" — ", lang),
          ...labelled(lang, briefing.sourceLabel, [
            source.sourceIsUrl ? link(source.source) : run(source.source, lang),
          ]),
          run(` — ${source.dates}`, lang),
        ],
        lang,
        { spacing: { after: 60 } },
      ),
    ),
  );

  const document = new Document({
    title: briefing.title,
    creator: briefing.product,
    description: briefing.generated,
    styles: { default: { document: { run: { language: documentRunLanguage(lang) } } } },
    sections: [{ children }],
  });
  signal?.throwIfAborted();
  return Packer.toBuffer(document);
}
