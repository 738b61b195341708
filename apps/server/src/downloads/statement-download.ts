import { bodyBlocks, escapeHtml, getLanguage, type LanguageCode } from "@communique/core";
import type { Statement } from "@communique/core/contract";
import {
  type CitationPart,
  citationParts,
  downloadTexts,
  formatDateAtPrecision,
  formatRetrieved,
  joinCitation,
  languageName,
} from "./download-texts";

export const DOWNLOAD_FORMATS = ["txt", "html", "docx"] as const;
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];

export const DOWNLOAD_CONTENT_TYPES: Record<DownloadFormat, string> = {
  txt: "text/plain; charset=utf-8",
  html: "text/html; charset=utf-8",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

export interface DownloadInput {
  /** With its country named in the interface language. */
  statement: Statement;
  /** The interface language: metadata labels, dates and the citation. */
  lang: LanguageCode;
  product: string;
  /** The statement's page on this site. */
  statementUrl: string;
  now: Date;
}

export interface DownloadMetadata {
  label: string;
  value: string;
  isUrl?: boolean;
}

/** What every format shows, worked out once: the formats differ only in how they lay it out. */
export interface StatementDownload {
  title: string;
  /** The statement's language: its title and body. */
  language: LanguageCode;
  /** The interface language: everything around them. */
  lang: LanguageCode;
  metadata: DownloadMetadata[];
  /** Split on blank lines; a paragraph may keep single line breaks (the text file, as written). */
  paragraphs: string[];
  /** The body's paragraphs, headings and lists, markers left out (HTML, Word and PDF show them). */
  blocks: DownloadBlock[];
  citeAs: string;
  citation: CitationPart[];
  product: string;
}

export function statementDownload(input: DownloadInput): StatementDownload {
  const { statement, lang } = input;
  const texts = downloadTexts(lang);
  const date = formatDateAtPrecision(statement.date, statement.datePrecision, lang);
  const metadata: DownloadMetadata[] = [
    { label: texts.issuer, value: statement.country.name },
    { label: texts.date, value: date },
    { label: texts.language, value: languageName(statement.language, lang) },
  ];
  if (statement.url) metadata.push({ label: texts.original, value: statement.url, isUrl: true });
  return {
    title: statement.title,
    language: statement.language,
    lang,
    metadata,
    paragraphs: splitParagraphs(statement.body),
    blocks: downloadBlocks(statement.body),
    citeAs: texts.citeAs,
    citation: citationParts(lang, {
      title: statement.title,
      issuer: statement.country.name,
      date,
      url: statement.url,
      product: input.product,
      retrieved: formatRetrieved(input.now, lang),
      statementUrl: input.statementUrl,
    }),
    product: input.product,
  };
}

/** A block of a statement's body as a download shows it (docs/decisions/029-statement-structure.md). */
export type DownloadBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "heading"; level: 2 | 3; text: string }
  | { kind: "list"; ordered: boolean; items: { text: string; number?: number }[] };

/** The body's blocks with their texts, the markers ("## ", "- ", "3. ") left out. */
export function downloadBlocks(body: string): DownloadBlock[] {
  const text = body.replace(/\r\n?/g, "\n");
  const slice = (span: { start: number; end: number }) => text.slice(span.start, span.end);
  return bodyBlocks(text).map((block): DownloadBlock => {
    if (block.kind === "list")
      return {
        kind: "list",
        ordered: block.ordered,
        items: block.items.map((item) => ({
          text: slice(item.span),
          ...(item.number ? { number: item.number } : {}),
        })),
      };
    if (block.kind === "heading") return { kind: "heading", level: block.level, text: slice(block.span) };
    return { kind: "paragraph", text: slice(block.span) };
  });
}

/** The store keeps bodies as plain text: paragraphs are separated by blank lines. */
export function splitParagraphs(body: string): string[] {
  return body
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

export function renderText(download: StatementDownload): string {
  const labelled = downloadTexts(download.lang).labelled;
  return [
    download.title,
    ...download.metadata.map((m) => labelled(m.label, m.value)),
    "",
    download.paragraphs.join("\n\n"),
    "",
    download.citeAs,
    joinCitation(download.citation),
    "",
  ].join("\n");
}

const HTML_STYLE = `
body { font: 1.0625rem/1.6 system-ui, sans-serif; color: #1b1b1b; background: #fff; max-width: 42rem; margin: 2rem auto; padding: 0 1rem; }
h1 { font-size: 1.625rem; line-height: 1.3; margin: 0 0 1rem; }
h2 { font-size: 1rem; margin: 0 0 0.5rem; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; margin: 0 0 2rem; color: #444; }
dt { font-weight: 600; }
dd { margin: 0; overflow-wrap: anywhere; }
a { color: #0b57d0; overflow-wrap: anywhere; }
footer { margin-top: 2.5rem; padding-top: 1rem; border-top: 1px solid #ccc; font-size: 0.9375rem; }
@media print { body { margin: 0; max-width: none; } a { color: inherit; } }
`.trim();

/** Only web addresses become links: a stored URL is data, never a script. */
function link(url: string): string {
  const safe = /^https?:\/\//i.test(url);
  return safe
    ? `<a href="${escapeHtml(url)}" dir="ltr">${escapeHtml(url)}</a>`
    : `<bdi>${escapeHtml(url)}</bdi>`;
}

function htmlCitationPart(part: CitationPart, language: LanguageCode): string {
  if ("text" in part) return escapeHtml(part.text);
  if (part.field === "url" || part.field === "statementUrl") return link(part.value);
  if (part.field === "title")
    return `<cite lang="${language}" dir="${getLanguage(language).dir}">${escapeHtml(part.value)}</cite>`;
  return `<bdi>${escapeHtml(part.value)}</bdi>`;
}

/**
 * A standalone HTML5 file. The document is in the statement's language; the metadata and the
 * citation are marked up in the interface language. Every stored string is escaped.
 */
export function renderHtml(download: StatementDownload): string {
  const statementDir = getLanguage(download.language).dir;
  const ui = getLanguage(download.lang);
  const uiAttributes = `lang="${ui.iso}" dir="${ui.dir}"`;
  const lines = (text: string) => text.split("\n").map(escapeHtml).join("<br>\n");
  const block = (b: DownloadBlock) => {
    if (b.kind === "heading") return `<h${b.level}>${lines(b.text)}</h${b.level}>`;
    if (b.kind === "paragraph") return `<p>${lines(b.text)}</p>`;
    const tag = b.ordered ? "ol" : "ul";
    const items = b.items.map((i) => `<li${i.number ? ` value="${i.number}"` : ""}>${lines(i.text)}</li>`);
    return `<${tag}>\n${items.join("\n")}\n</${tag}>`;
  };
  const metadata = download.metadata
    .map((m) => `<dt>${escapeHtml(m.label)}</dt><dd>${m.isUrl ? link(m.value) : escapeHtml(m.value)}</dd>`)
    .join("\n");
  const citation = download.citation.map((part) => htmlCitationPart(part, download.language)).join("");
  return `<!DOCTYPE html>
<html lang="${download.language}" dir="${statementDir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="${escapeHtml(download.product)}">
<title>${escapeHtml(download.title)}</title>
<style>
${HTML_STYLE}
</style>
</head>
<body>
<article>
<h1>${escapeHtml(download.title)}</h1>
<dl ${uiAttributes}>
${metadata}
</dl>
${download.blocks.map(block).join("\n")}
</article>
<footer ${uiAttributes}>
<h2>${escapeHtml(download.citeAs)}</h2>
<p>${citation}</p>
</footer>
</body>
</html>
`;
}
