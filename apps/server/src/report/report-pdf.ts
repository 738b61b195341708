import { getLanguage, type LanguageCode } from "@communique/core";
import { type CitationPart, downloadTexts } from "../downloads/download-texts";
import { breathe, INK, inLanguage, LINK, MUTED, openPdf } from "./pdf-document";
import { isolate, type PdfComposer, type Span } from "./pdf-text";
import { issuerAndDate, numberedTitle, type Report, type ReportEntry } from "./report-model";

/** "Label: value" in the interface language's punctuation, the value set apart as HTML's <bdi> would. */
function labelledSpans(lang: LanguageCode, label: string, value: Span): Span[] {
  const [before = "", after = ""] = downloadTexts(lang).labelled(label, "\u0000").split("\u0000");
  return [
    { text: before },
    { ...value, text: isolate(value.text, value.link ? "ltr" : undefined) },
    { text: after },
  ];
}

function citationSpans(parts: readonly CitationPart[], language: LanguageCode): Span[] {
  return parts.map((part): Span => {
    if ("text" in part) return { text: part.text };
    if (part.field === "url" || part.field === "statementUrl")
      return { text: isolate(part.value, "ltr"), link: part.value, color: LINK };
    if (part.field === "title") return { text: isolate(part.value, getLanguage(language).dir) };
    return { text: isolate(part.value) };
  });
}

async function renderStatement(
  composer: PdfComposer,
  entry: ReportEntry,
  noteLabel: string,
  signal?: AbortSignal,
) {
  const { statement } = entry;
  const { language, lang } = statement;
  const ui = getLanguage(lang);
  const written = getLanguage(language).iso;
  composer.newPage();
  composer.begin("Sect");
  composer.paragraph(
    numberedTitle(entry),
    inLanguage(language, { size: 16, bold: true, leading: 1.3, spaceAfter: 8 }),
    { role: "H2", lang: written },
  );
  statement.metadata.forEach((m, i) => {
    const value: Span = m.isUrl ? { text: m.value, link: m.value, color: LINK } : { text: m.value };
    composer.paragraph(
      labelledSpans(lang, m.label, value),
      inLanguage(lang, {
        size: 9.5,
        color: MUTED,
        leading: 1.4,
        spaceAfter: i === statement.metadata.length - 1 ? 12 : 0,
      }),
    );
  });
  if (entry.note) {
    const box = { fill: "#fff6d6", bar: "#c9a227", barSide: ui.dir === "rtl" ? "right" : "left" } as const;
    composer.paragraph(
      [{ text: noteLabel, bold: true, color: "#6b5000" }],
      inLanguage(lang, { size: 9.5, leading: 1.5, keepWithNext: 30, box: { ...box, open: "bottom" } }),
    );
    composer.paragraph(entry.note, {
      dir: "auto",
      size: 10.5,
      leading: 1.5,
      spaceAfter: 14,
      box: { ...box, open: "top" },
    });
  }
  const body = inLanguage(language, { size: 11, leading: 1.5, spaceAfter: 7, color: INK });
  // The body's headings (tagged H3: the statement's title is H2) and lists (L of LI), as its page shows them.
  const heading = inLanguage(language, {
    size: 11.5,
    bold: true,
    leading: 1.4,
    spaceAfter: 5,
    keepWithNext: 30,
    color: INK,
  });
  const item = inLanguage(language, { size: 11, leading: 1.5, spaceAfter: 3, color: INK });
  for (const [i, block] of statement.blocks.entries()) {
    if (block.kind === "heading") composer.paragraph(block.text, heading, { role: "H3", lang: written });
    else if (block.kind === "paragraph") composer.paragraph(block.text, body, { role: "P", lang: written });
    else {
      composer.begin("L", written);
      for (const [n, entry] of block.items.entries())
        composer.paragraph(`${block.ordered ? `${entry.number ?? n + 1}.` : "•"}\u00a0${entry.text}`, item, {
          role: "LI",
          lang: written,
        });
      composer.end();
      composer.gap(4);
    }
    if (i % 40 === 39) await breathe(signal);
  }
  composer.gap(10);
  composer.paragraph(
    statement.citeAs,
    inLanguage(lang, { size: 10, bold: true, color: "#333333", keepWithNext: 30, spaceAfter: 3 }),
    { role: "H3" },
  );
  composer.paragraph(
    citationSpans(statement.citation, language),
    inLanguage(lang, { size: 9.5, color: "#333333", leading: 1.45 }),
  );
  composer.end();
}

/**
 * A PDF of the reader's report: a first page with the title, who made it and when, the statements
 * not found and the contents; then each statement from a new page, with the reader's note, and how
 * to cite it. Fonts are embedded as subsets of the glyphs used.
 */
export async function renderReportPdf(report: Report, now: Date, signal?: AbortSignal): Promise<Buffer> {
  const { lang } = report;
  const { composer, finish } = openPdf({ lang, title: report.title, product: report.product, now });

  composer.newPage();
  // The reader's title is in whatever language they wrote it: its own letters decide direction and font.
  composer.paragraph(
    report.title,
    { dir: "auto", size: 26, bold: true, leading: 1.25, spaceAfter: 4 },
    { role: "H1" },
  );
  composer.paragraph(report.generated, inLanguage(lang, { size: 10.5, color: MUTED, spaceAfter: 18 }));
  if (report.notFound)
    composer.paragraph(report.notFound, inLanguage(lang, { size: 10, color: "#8a1c1c", spaceAfter: 18 }));
  composer.paragraph(
    report.contents,
    inLanguage(lang, { size: 13, bold: true, keepWithNext: 40, spaceAfter: 6 }),
    { role: "H2" },
  );
  composer.begin("L");
  for (const entry of report.entries) {
    composer.paragraph(
      [
        { text: `${entry.number}. ` },
        { text: isolate(entry.statement.title, getLanguage(entry.statement.language).dir) },
        { text: ` — ${issuerAndDate(entry, isolate)}`, color: MUTED },
      ],
      inLanguage(lang, { size: 10.5, leading: 1.4, spaceAfter: 4 }),
      { role: "LI" },
    );
  }
  composer.end();

  for (const entry of report.entries) {
    await breathe(signal);
    await renderStatement(composer, entry, report.noteLabel, signal);
  }
  return finish();
}
