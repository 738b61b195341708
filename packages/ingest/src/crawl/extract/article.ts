import { type LanguageCode, withoutHeadingMarker } from "@communique/core";
import type { PublishedDate, PublishedDateFailure } from "../dates/parse-published-date";
import { type BodySource, findBody } from "./article-body";
import { type DateSettings, type DateSource, findPublishedDate } from "./article-date";
import { findTitle, type TitleSource } from "./article-title";
import { withHtmlDocument } from "./html-document";
import { type PageAlternate, pageAlternates } from "./page-alternates";
import { pageCanonicalUrl } from "./page-canonical";
import { findLanguage, type LanguageSource } from "./page-language";
import { normalizeSpace } from "./plain-text";
import { sanitizeBodyHtml } from "./sanitize-body";

/** A source's selectors for its article pages; all optional (see `extractArticle`). */
export interface ArticleSelectors {
  title?: string;
  date?: string;
  body?: string;
}

export interface ArticleOptions extends Omit<DateSettings, "language"> {
  selectors?: ArticleSelectors;
  /** The source's language: used when the page declares none (see `findLanguage`). */
  language?: LanguageCode;
}

export interface Article {
  title: string;
  titleFrom: TitleSource;
  published?: PublishedDate;
  publishedFrom?: DateSource;
  /** When there is no date: the first reason a date was refused, if one was seen. */
  dateFailure?: PublishedDateFailure;
  /**
   * Plain text: paragraphs separated by a blank line, spaces collapsed; headings and lists as
   * the body's markers ("## …", "- …", docs/decisions/029-statement-structure.md).
   */
  bodyText: string;
  /** Sanitized HTML of the body, links absolute. */
  bodyHtml: string;
  bodyFrom: BodySource;
  language: LanguageCode | null;
  languageFrom: LanguageSource | null;
  /** The dedupe key of the page (see `pageCanonicalUrl`). */
  canonicalUrl: string;
  /** Its versions in other languages, as the page names them (see `pageAlternates`). */
  alternates: PageAlternate[];
}

/**
 * Everything the index needs from one article page. Without selectors the title, date and
 * body are found by the rules of `findTitle`, `findPublishedDate` and `findBody`. Numeric
 * dates are read with the page's language, else the source's.
 */
export function extractArticle(html: string, url: string, options: ArticleOptions): Article {
  return withHtmlDocument(html, url, (document) => {
    const { selectors = {}, language: sourceLanguage, ...dateSettings } = options;
    const title = findTitle(document, selectors.title);
    const body = findBody(document, selectors.body);
    const language = findLanguage(document, sourceLanguage, body.text);
    const dateLanguage = language.language ?? sourceLanguage;
    const date = findPublishedDate(
      document,
      {
        ...(selectors.date ? { selector: selectors.date } : {}),
        ...(title.element ? { titleElement: title.element } : {}),
        bodyText: body.text,
      },
      { ...dateSettings, ...(dateLanguage ? { language: dateLanguage } : {}) },
    );
    const bodyText = withoutHeadline(body.text, title.title, date.published?.matched);
    return {
      title: title.title,
      titleFrom: title.from,
      ...(date.published ? { published: date.published, publishedFrom: date.from } : {}),
      ...(date.failure ? { dateFailure: date.failure } : {}),
      bodyText,
      bodyHtml: sanitizeBodyHtml(body.html, document.baseURI),
      bodyFrom: body.from,
      language: language.language,
      languageFrom: language.from,
      canonicalUrl: pageCanonicalUrl(document, url),
      alternates: pageAlternates(document, url),
    };
  });
}

/** A dateline this short is the page's printed date ("12 janvier 2021", "Published: 2021-01-12"). */
const DATE_LINE_EXTRA_CHARS = 16;

/**
 * The body without what the main-content finder often keeps above the text: the headline again,
 * and the printed date on a line of its own. A dateline that starts a sentence stays.
 */
function withoutHeadline(text: string, title: string, dateAsWritten: string | undefined): string {
  const paragraphs = text.split("\n\n");
  // The headline is often the page's <h1>, a heading line of the body ("# …").
  const folded = (s: string) => normalizeSpace(withoutHeadingMarker(s)).toLowerCase();
  let start = 0;
  for (; start < Math.min(paragraphs.length - 1, 2); start++) {
    const paragraph = folded(paragraphs[start]!);
    const isTitle = title !== "" && paragraph === folded(title);
    const isDate =
      dateAsWritten !== undefined &&
      paragraph.includes(folded(dateAsWritten)) &&
      paragraph.length - dateAsWritten.length <= DATE_LINE_EXTRA_CHARS;
    if (!isTitle && !isDate) break;
  }
  return paragraphs.slice(start).join("\n\n");
}
