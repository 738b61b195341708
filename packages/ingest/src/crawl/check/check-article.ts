import type { LanguageCode } from "@communique/core";
import type { SourceRecord } from "@communique/store";
import type { PublishedDateFailure } from "../dates/parse-published-date";
import { extractArticle } from "../extract/article";
import type { BodySource } from "../extract/article-body";
import type { DateSource } from "../extract/article-date";
import type { TitleSource } from "../extract/article-title";
import { extractFollowLink } from "../extract/follow-link";
import { pdfText } from "../pdf/pdf-text";

/** Characters of the body shown: enough to tell a statement from a menu or a cookie banner. */
export const BODY_PREVIEW_CHARS = 200;

export interface ArticleCheck {
  document: "html" | "pdf";
  /** The source's body selector, when it has one, and whether it matched. */
  bodySelector: { selector: string; matched: boolean } | null;
  body: { from: BodySource | "pdf"; chars: number; preview: string };
  title: { text: string; from: TitleSource | "pdf" };
  date: { value: string; from: DateSource | "pdf" } | { value: null; failure: PublishedDateFailure | null };
  language: LanguageCode | null;
  /** The source's follow selector and the link it found on the page (not fetched). */
  follow: { selector: string; link: string | null } | null;
  /** A PDF without a text layer, or one that cannot be read. */
  pdfProblem?: string;
}

/**
 * An article page read as the crawler reads it (read-document.ts): its body selector, else the
 * main content found automatically, and the page's own title and date.
 */
export function checkArticleHtml(source: SourceRecord, html: string, url: string, now: Date): ArticleCheck {
  const { body: bodySelector, follow } = source.selectors;
  const article = extractArticle(html, url, {
    now,
    ...(bodySelector ? { selectors: { body: bodySelector } } : {}),
    ...(source.language ? { language: source.language } : {}),
    ...(source.numericDateOrder ? { numericOrder: source.numericDateOrder } : {}),
  });
  return {
    document: "html",
    bodySelector: bodySelector ? { selector: bodySelector, matched: article.bodyFrom === "selector" } : null,
    body: bodyOf(article.bodyFrom, article.bodyText),
    title: { text: article.title, from: article.titleFrom },
    date: article.published
      ? { value: article.published.value, from: article.publishedFrom ?? "selector" }
      : { value: null, failure: article.dateFailure ?? null },
    language: article.language,
    follow: follow ? { selector: follow, link: extractFollowLink(html, url, follow) ?? null } : null,
  };
}

/** A statement published as a PDF: its text layer, title and date from its metadata. */
export async function checkArticlePdf(bytes: Uint8Array): Promise<ArticleCheck> {
  const pdf = await pdfText(bytes);
  const text = pdf.status === "text" ? pdf.text : "";
  const problem =
    pdf.status === "needs-ocr"
      ? `${pdf.pageCount} page(s) without a text layer (needs OCR)`
      : pdf.status === "unreadable"
        ? pdf.message
        : undefined;
  const created = pdf.status !== "unreadable" && pdf.date ? pdf.date.toISOString().slice(0, 10) : null;
  return {
    document: "pdf",
    bodySelector: null,
    body: bodyOf("pdf", text),
    title: { text: pdf.status !== "unreadable" ? (pdf.title ?? "") : "", from: "pdf" },
    date: created ? { value: created, from: "pdf" } : { value: null, failure: null },
    language: null,
    follow: null,
    ...(problem ? { pdfProblem: problem } : {}),
  };
}

function bodyOf(from: ArticleCheck["body"]["from"], text: string): ArticleCheck["body"] {
  const trimmed = text.trim();
  return { from, chars: trimmed.length, preview: trimmed.slice(0, BODY_PREVIEW_CHARS) };
}
