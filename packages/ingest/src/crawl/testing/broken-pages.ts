import { escapeHtml as esc } from "@communique/core";
import { encodeLegacy } from "../fetch/testing/legacy-encoding";
import { BROKEN_MINISTRY, BROKEN_STATEMENTS, CHARSET_STATEMENTS } from "./content/broken";
import type { FixtureStatement } from "./content/ministry-content";
import { LAYOUTS, type ListingLink } from "./markup/layouts";
import { htmlPage, paragraphsHtml } from "./markup/page-frame";
import { articlePage } from "./ministry-pages";
import type { MinistryState } from "./ministry-state";
import { writeDate } from "./written-dates";

/** The pages of the broken ministry (Tesseria): what they say, and the bytes they say it in. */

export const BROKEN_ROOT = "/broken";

export const brokenState: MinistryState = {
  content: BROKEN_MINISTRY,
  layout: LAYOUTS.en,
  statements: [],
  listingBroken: false,
  changedAt: new Date("2023-09-04T08:30:00Z"),
};

export function brokenArticle(statement: FixtureStatement, path: string): string {
  return articlePage(brokenState, statement, { path, root: BROKEN_ROOT });
}

export function brokenListing(items: readonly ListingLink[]): string {
  return htmlPage({
    ministry: BROKEN_MINISTRY,
    htmlLang: "en",
    title: BROKEN_MINISTRY.labels.statements,
    main: LAYOUTS.en.listing(items, undefined, false),
    root: BROKEN_ROOT,
  });
}

/** Unclosed paragraphs and containers, stray end tags, no </body> or </html>: parsers must cope. */
export function unclosedMarkupPage(): string {
  const s = BROKEN_STATEMENTS.unclosedMarkup;
  return `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8">
<title>${esc(s.title)} | ${esc(BROKEN_MINISTRY.ministry)}</title>
<body>
<div class="header"><a href="${BROKEN_ROOT}/news">Statements</a>
<div class="content">
<h1>${esc(s.title)}</h1></div></div>
<p class="date">${writeDate(s.date, "en", "article")}
<div class="field--body">
${s.paragraphs.map((p) => `<p>${esc(p)}`).join("\n</b></i>\n")}
</div></div></div></span>
<div class="footer"><span>${esc(BROKEN_MINISTRY.labels.fictional)}
`;
}

/** No date anywhere: not in the text, not in the chrome (no copyright years), not in the headers. */
export function undatedPage(): string {
  const s = BROKEN_STATEMENTS.undated;
  return `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>${esc(s.title)}</title></head>
<body>
<nav><a href="${BROKEN_ROOT}/news">Statements</a></nav>
<main><article>
<h1>${esc(s.title)}</h1>
<div class="field--body">
${paragraphsHtml(s.paragraphs)}
</div>
</article></main>
<footer><p>${esc(BROKEN_MINISTRY.labels.fictional)}</p></footer>
</body>
</html>
`;
}

/** A plain page in another encoding; `declared` goes into `<meta charset>` when given. */
function simplePage(s: FixtureStatement, declared: string | undefined): string {
  return `<!DOCTYPE html>
<html>
<head>${declared ? `<meta charset="${declared}">` : ""}<title>${esc(s.title)}</title></head>
<body>
<h1>${esc(s.title)}</h1>
<p class="date">${writeDate(s.date, s.language, "article")}</p>
<div class="text">
${paragraphsHtml(s.paragraphs)}
</div>
</body>
</html>
`;
}

export interface EncodedPage {
  bytes: Uint8Array;
  /** The Content-Type header, with or without the charset it (wrongly) declares. */
  contentType: string;
}

export const CHARSET_PAGES: Readonly<Record<string, () => EncodedPage>> = {
  [CHARSET_STATEMENTS.windows1252AsUtf8.slug]: () => ({
    bytes: encodeLegacy(simplePage(CHARSET_STATEMENTS.windows1252AsUtf8, "utf-8"), "windows-1252"),
    contentType: "text/html; charset=utf-8",
  }),
  [CHARSET_STATEMENTS.utf8AsWindows1252.slug]: () => ({
    bytes: new TextEncoder().encode(simplePage(CHARSET_STATEMENTS.utf8AsWindows1252, "windows-1252")),
    contentType: "text/html; charset=windows-1252",
  }),
  [CHARSET_STATEMENTS.windows1251Undeclared.slug]: () => ({
    bytes: encodeLegacy(simplePage(CHARSET_STATEMENTS.windows1251Undeclared, undefined), "windows-1251"),
    contentType: "text/html",
  }),
};
