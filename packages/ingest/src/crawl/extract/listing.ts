import { canonicalUrl } from "./canonical-url";
import { withHtmlDocument } from "./html-document";
import { linkOf } from "./links";
import { normalizeSpace } from "./plain-text";
import { elementOf, selectAll, selectText } from "./selectors";

/** A source's selectors for its listing page; `link`, `title` and `date` are relative to `item`. */
export interface ListingSelectors {
  item: string;
  link: string;
  title?: string;
  date?: string;
  /** The link to the next listing page; without it `<link rel=next>` / `<a rel=next>`. */
  next?: string;
}

export interface ListingEntry {
  /** Absolute, as the page links it (minus nothing): the URL to fetch. */
  url: string;
  /** The dedupe key (see `canonicalUrl`). */
  canonicalUrl: string;
  /** The title selector's text, else the link's text; may be empty. */
  title: string;
  /** Which gave the title: what `sources check` shows when a title selector stops matching. */
  titleFrom: "selector" | "link" | "none";
  /** The date as written, for `parsePublishedDate` with the source's settings. */
  dateText?: string;
}

export interface ListingPage {
  /** One per distinct canonical URL, in page order; items without a link are skipped. */
  entries: ListingEntry[];
  /** How many items the item selector matched: 0 on a page that had some means it broke. */
  itemCount: number;
  /** The next page of the listing, absolute, never this page itself. */
  nextPageUrl?: string;
}

export function extractListing(html: string, pageUrl: string, selectors: ListingSelectors): ListingPage {
  return withHtmlDocument(html, pageUrl, (document) => {
    const items = selectAll(document, selectors.item).filter(
      (item): item is Element => typeof item !== "string" && item.nodeType === 1,
    );
    const seen = new Set<string>();
    const entries: ListingEntry[] = [];
    for (const item of items) {
      const entry = readItem(item, document, selectors);
      if (!entry || seen.has(entry.canonicalUrl)) continue;
      seen.add(entry.canonicalUrl);
      entries.push(entry);
    }
    const nextPageUrl = findNextPage(document, pageUrl, selectors.next);
    return { entries, itemCount: items.length, ...(nextPageUrl ? { nextPageUrl } : {}) };
  });
}

function readItem(item: Element, document: Document, selectors: ListingSelectors): ListingEntry | undefined {
  for (const selected of selectAll(item, selectors.link)) {
    const url = linkOf(selected, document);
    if (!url) continue;
    const selectedTitle = selectors.title ? selectText(item, selectors.title) : "";
    const linkText = normalizeSpace(elementOf(selected)?.textContent ?? "");
    const title = selectedTitle || linkText;
    const titleFrom = selectedTitle ? "selector" : linkText ? "link" : "none";
    const dateText = selectors.date ? selectText(item, selectors.date) : undefined;
    return { url, canonicalUrl: canonicalUrl(url), title, titleFrom, ...(dateText ? { dateText } : {}) };
  }
  return undefined;
}

function findNextPage(document: Document, pageUrl: string, selector: string | undefined): string | undefined {
  const candidates = selector
    ? selectAll(document, selector)
    : [...document.querySelectorAll("link[rel~='next' i][href], a[rel~='next' i][href]")];
  const here = canonicalUrl(pageUrl);
  for (const candidate of candidates) {
    const url = linkOf(candidate, document);
    if (url && canonicalUrl(url) !== here) return url;
  }
  return undefined;
}
