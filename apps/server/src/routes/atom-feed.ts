import type { LanguageCode } from "@communique/core";
import type { ListedStatement } from "@communique/store";

/** Atom 1.0 (RFC 4287) for a search: what a feed reader needs to follow it. */

export interface AtomFeed {
  /** An IRI that stays the same for the same search. */
  id: string;
  title: string;
  /** Language of the feed's own texts (its title, country names). */
  lang: LanguageCode;
  /** Where this feed is fetched. */
  selfUrl: string;
  /** The same search on the site. */
  searchPageUrl: string;
  /** The product's name: the feed's author and generator. */
  productName: string;
  entries: AtomEntry[];
}

export interface AtomEntry {
  id: string;
  title: string;
  /** The statement's language: of its summary. */
  language: LanguageCode;
  /** The title's: the statement's, or the feed's for a title built from metadata. */
  titleLanguage: LanguageCode;
  /** The statement's page on the site. */
  pageUrl: string;
  /** The original on the issuer's website. */
  originalUrl: string | null;
  /** RFC 3339. */
  updated: string;
  published: string | undefined;
  author: string;
  summary: string;
}

/** Written when there is no entry: RFC 4287 requires an `updated`, and it must not change by itself. */
const NO_ENTRY_UPDATED = "1970-01-01T00:00:00Z";
const SUMMARY_LENGTH = 300;

/**
 * A statement as a feed entry.
 *
 * Dates: `published` is the statement's own date, given only when the source gives the day: a
 * statement known only by its month or year has none (Atom makes it optional), since any day would
 * be invented (decision 001). RFC 3339 needs a time of day too, which no source gives; we write
 * 12:00 UTC, which every time zone from UTC−12 to UTC+11 shows on the same calendar day (midnight
 * UTC would show the day before everywhere in the Americas). The summary begins with the date as
 * precise as it is known ("2021", "2022-07", "2023-11-14"), so a reader sees the period of a
 * statement that has no `published`.
 *
 * `updated` (required, a full date-time) is the statement's last change in our store: when its
 * content (what a reader sees) last differed from what we held. An unchanged re-import or re-crawl
 * writes nothing and keeps it (write-statements.ts). It is never before `published`: a statement
 * indexed on its own day before noon UTC would otherwise be updated before it was published.
 */
export function atomEntry(statement: ListedStatement, origin: string, lang: LanguageCode): AtomEntry {
  const path = `statements/${encodeURIComponent(statement.id)}`;
  const published = statement.datePrecision === "day" ? `${statement.date}T12:00:00Z` : undefined;
  return {
    // The language-neutral address of the statement's page: `/statements/{id}` is stable, and
    // the same entry under another interface language is the same entry.
    id: `${origin}/${path}`,
    title: statement.title,
    language: statement.language,
    titleLanguage: statement.titleLanguage,
    pageUrl: `${origin}/${lang}/${path}`,
    originalUrl: statement.url,
    updated:
      published && Date.parse(published) > Date.parse(statement.indexedAt) ? published : statement.indexedAt,
    published,
    author: statement.country.name,
    // ISO 8601 at the date's own precision: the same in every language, and no day made up.
    summary: `${statement.date} — ${excerpt(statement.body, SUMMARY_LENGTH)}`,
  };
}

export function renderAtomFeed(feed: AtomFeed): string {
  // The feed changed when its most recently changed entry did.
  const updated = feed.entries.reduce<string | undefined>(
    (newest, entry) =>
      newest === undefined || Date.parse(entry.updated) > Date.parse(newest) ? entry.updated : newest,
    undefined,
  );
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${attr(feed.lang)}">`,
    `  <id>${text(feed.id)}</id>`,
    `  <title type="text">${text(feed.title)}</title>`,
    `  <updated>${text(updated ?? NO_ENTRY_UPDATED)}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${attr(feed.selfUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${attr(feed.searchPageUrl)}"/>`,
    `  <author><name>${text(feed.productName)}</name></author>`,
    `  <generator>${text(feed.productName)}</generator>`,
  ];
  for (const entry of feed.entries) {
    lines.push(
      "  <entry>",
      `    <id>${text(entry.id)}</id>`,
      `    <title type="text" xml:lang="${attr(entry.titleLanguage)}">${text(entry.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${attr(entry.pageUrl)}"/>`,
    );
    if (entry.originalUrl) lines.push(`    <link rel="related" href="${attr(entry.originalUrl)}"/>`);
    if (entry.published) lines.push(`    <published>${text(entry.published)}</published>`);
    lines.push(
      `    <updated>${text(entry.updated)}</updated>`,
      `    <author><name>${text(entry.author)}</name></author>`,
      `    <summary type="text" xml:lang="${attr(entry.language)}">${text(entry.summary)}</summary>`,
      "  </entry>",
    );
  }
  lines.push("</feed>", "");
  return lines.join("\n");
}

/**
 * Characters XML 1.0 forbids anywhere, even escaped: controls other than tab, LF and CR, lone
 * surrogates, U+FFFE and U+FFFF. A statement's text may hold them; the feed must stay parseable.
 */
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

export function stripNonXmlChars(value: string): string {
  return value.replace(NOT_XML_CHAR, "");
}

/** Element content. */
export function text(value: string): string {
  return stripNonXmlChars(value).replace(/[&<>]/g, (c) =>
    c === "&" ? "&amp;" : c === "<" ? "&lt;" : "&gt;",
  );
}

/** An attribute value in double quotes; tab, LF and CR as references, or a parser turns them into spaces. */
export function attr(value: string): string {
  return text(value).replace(/["\t\n\r]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The beginning of a text as one line of about `length` characters (code points, so no
 * surrogate pair is cut), ended at a space when there is one in its last fifth, with "…".
 */
export function excerpt(body: string, length: number): string {
  const flat = body.replace(/\s+/g, " ").trim();
  const chars = Array.from(flat);
  if (chars.length <= length) return flat;
  let cut = chars.slice(0, length).join("");
  const space = cut.lastIndexOf(" ");
  if (space >= cut.length * 0.8) cut = cut.slice(0, space);
  return `${cut.trimEnd()}…`;
}
