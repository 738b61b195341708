import type { SourceRecord } from "@communique/store";
import { type PublishedDateFailure, parsePublishedDate } from "../dates/parse-published-date";
import { parseFeed } from "../extract/feeds";
import { parseJsonFeed } from "../extract/json-feed";
import { extractListing } from "../extract/listing";
import { parseSitemap } from "../extract/sitemaps";
import { isPdfUrl, listingSelectorsOf } from "../run/discover-entries";

/** How many items a check shows one by one: enough to see a pattern, short enough to read. */
export const ITEMS_SHOWN = 5;

export type DateCheck = { parsed: true; value: string } | { parsed: false; reason: PublishedDateFailure };

/** What the selectors (or the feed) gave for one item of the listing. */
export interface ItemCheck {
  link: string;
  title: string;
  /** selector: the title selector's text; link: the link's own text; none: nothing. Feeds: "feed". */
  titleFrom: "selector" | "link" | "none" | "feed";
  /** The date as written, or null when the date selector (or the feed) gave none. */
  dateText: string | null;
  /** Whether the crawler can read that date, with the source's language and numeric order. */
  date: DateCheck | null;
}

export interface ListingCheck {
  /** listing (html, pdf), a feed's format, or a sitemap. */
  format: "listing" | "rss" | "rdf" | "atom" | "json" | "sitemap" | "sitemap-index";
  /** Items the item selector matched (entries of a feed, URLs or child sitemaps of a sitemap). */
  itemCount: number;
  /** Of these, the distinct entries with a link: what a crawl would fetch. */
  entries: number;
  items: ItemCheck[];
  /** The next listing page (html, pdf), or null. */
  nextPageUrl: string | null;
}

/**
 * A source's feed, listing or sitemap read with its own settings and the crawler's own extractors
 * (the same as discover-entries), reporting what each selector found. Throws on XML or JSON that
 * is none of the formats the source's kind reads, as the crawl does.
 */
export function checkListingText(source: SourceRecord, text: string, url: string, now: Date): ListingCheck {
  const date = (dateText: string | undefined) => (dateText ? dateCheck(source, dateText, now) : null);
  switch (source.kind) {
    case "rss":
    case "json": {
      const feed = text.trimStart().startsWith("{") ? parseJsonFeed(text, url) : parseFeed(text, url);
      return {
        format: feed.format,
        itemCount: feed.entries.length,
        entries: feed.entries.length,
        items: feed.entries.slice(0, ITEMS_SHOWN).map((e) => ({
          link: e.url,
          title: e.title,
          titleFrom: "feed",
          dateText: e.dateText ?? null,
          date: date(e.dateText),
        })),
        nextPageUrl: null,
      };
    }
    case "sitemap": {
      const sitemap = parseSitemap(text, url);
      const urls = sitemap.kind === "urlset" ? sitemap.urls : sitemap.sitemaps;
      return {
        format: sitemap.kind === "urlset" ? "sitemap" : "sitemap-index",
        itemCount: urls.length,
        entries: urls.length,
        items: urls.slice(0, ITEMS_SHOWN).map((u) => ({
          link: u.url,
          title: "",
          titleFrom: "none",
          dateText: u.lastmod ?? null,
          date: date(u.lastmod),
        })),
        nextPageUrl: null,
      };
    }
    case "html":
    case "pdf": {
      const { selectors, onlyPdf } = listingSelectorsOf(source);
      const listing = extractListing(text, url, selectors);
      const entries = onlyPdf ? listing.entries.filter((e) => isPdfUrl(e.url)) : listing.entries;
      return {
        format: "listing",
        itemCount: onlyPdf ? entries.length : listing.itemCount,
        entries: entries.length,
        items: entries.slice(0, ITEMS_SHOWN).map((e) => ({
          link: e.url,
          title: e.title,
          titleFrom: e.titleFrom,
          dateText: e.dateText ?? null,
          date: date(e.dateText),
        })),
        nextPageUrl: listing.nextPageUrl ?? null,
      };
    }
  }
}

function dateCheck(source: SourceRecord, text: string, now: Date): DateCheck {
  const result = parsePublishedDate(text, {
    now,
    ...(source.language ? { language: source.language } : {}),
    ...(source.numericDateOrder ? { numericOrder: source.numericDateOrder } : {}),
  });
  return result.ok ? { parsed: true, value: result.date.value } : { parsed: false, reason: result.reason };
}
