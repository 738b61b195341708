import { LANGUAGE_CODES, type LanguageCode } from "@communique/core";
import { canonicalUrl } from "./canonical-url";
import { absoluteHttpUrl } from "./links";
import { bareHost } from "./page-canonical";

/** A version of the page in another language, as the page names it. */
export interface PageAlternate {
  language: LanguageCode;
  /** Canonical (the dedupe key: canonical-url.ts). */
  url: string;
}

/**
 * The page's versions in the six languages (issue 37, point 5): `<link rel="alternate"
 * hreflang>` in its head and a language switcher's `<a hreflang>`, on the same site (a
 * translation published by someone else is not the issuer's version), each language once, the
 * page itself left out. "fr-CA" is French, "zh-Hans" Chinese; "x-default" and other languages
 * are not versions we index.
 */
export function pageAlternates(document: Document, pageUrl: string): PageAlternate[] {
  const page = new URL(pageUrl);
  const own = canonicalUrl(pageUrl);
  const found = new Map<LanguageCode, string>();
  for (const element of document.querySelectorAll(
    "link[rel~='alternate' i][hreflang][href], a[hreflang][href]",
  )) {
    const language = languageOf(element.getAttribute("hreflang") ?? "");
    const href = absoluteHttpUrl(element.getAttribute("href") ?? undefined, document.baseURI);
    if (!language || !href || found.has(language)) continue;
    if (bareHost(new URL(href).hostname) !== bareHost(page.hostname)) continue;
    const url = canonicalUrl(href);
    if (url !== own) found.set(language, url);
  }
  return [...found].map(([language, url]) => ({ language, url }));
}

function languageOf(tag: string): LanguageCode | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? "";
  return (LANGUAGE_CODES as readonly string[]).includes(primary) ? (primary as LanguageCode) : undefined;
}
