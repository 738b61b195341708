import type { ListingValidators, SourceRecord } from "@communique/store";
import { canonicalUrl } from "../extract/canonical-url";
import { parseFeed } from "../extract/feeds";
import { parseJsonFeed } from "../extract/json-feed";
import { extractListing, type ListingSelectors } from "../extract/listing";
import { parseSitemap } from "../extract/sitemaps";
import type { FetchOutcome } from "../fetch/fetch-result";
import type { PoliteFetcher } from "../fetch/polite-fetcher";
import type { CrawlSettings } from "./crawl-settings";

/** An entry of a feed, listing or sitemap: a page or document that may be a statement. */
export interface DiscoveredEntry {
  /** Absolute, as linked: the URL to fetch. */
  url: string;
  /** The dedupe key. */
  canonicalUrl: string;
  /** The listing's or feed's title for it; may be empty. */
  title: string;
  /** Its date as the listing or feed wrote it. */
  dateText?: string;
}

export type Discovery =
  | {
      ok: true;
      /** In listing order (newest first on most sites), one per canonical URL. */
      entries: DiscoveredEntry[];
      /** Items the listings held: zero where there were some means the selectors broke. */
      itemCount: number;
      /** Listing pages or sitemaps read. */
      pagesRead: number;
      /** A later listing page that could not be read (the run goes on with what it has). */
      warning?: string;
      /** The feed or first listing page answered 304 to the last run's validators: nothing new. */
      notModified?: boolean;
      /** The feed's or first listing page's validators, to keep once the run has crawled it all. */
      validators?: ListingValidators;
    }
  | { ok: false; reason: string; message: string };

export interface DiscoverContext {
  fetcher: PoliteFetcher;
  settings: CrawlSettings;
  /** The canonical URLs among these that were fetched before: paging stops at a page of known ones. */
  known: (canonicalUrls: string[]) => Promise<Set<string>>;
  /**
   * What the feed or first listing page answered last time it was crawled whole: sent as
   * If-None-Match / If-Modified-Since, so that an unchanged one answers 304.
   */
  lastValidators?: ListingValidators | undefined;
  signal?: AbortSignal;
}

/** PDF links when a `pdf` source gives no selectors: every link whose path ends in .pdf. */
const PDF_LINKS: ListingSelectors = { item: "a[href]", link: "./@href" };

/** Reads a source's feed, listing pages or sitemaps into the entries to consider. */
export async function discoverEntries(source: SourceRecord, context: DiscoverContext): Promise<Discovery> {
  try {
    switch (source.kind) {
      case "rss":
      case "json":
        return await readFeed(source, context);
      case "sitemap":
        return await readSitemaps(source, context);
      case "html":
      case "pdf":
        return await readListing(source, context);
    }
  } catch (error) {
    return { ok: false, reason: "unreadable-listing", message: (error as Error).message };
  }
}

async function fetchText(url: string, context: DiscoverContext, conditional = false) {
  const last = conditional ? context.lastValidators : undefined;
  const previous = last && {
    url: last.fetchedUrl,
    ...(last.etag ? { etag: last.etag } : {}),
    ...(last.lastModified ? { lastModified: last.lastModified } : {}),
  };
  const page = await context.fetcher.fetchPage(url, {
    ...(context.signal ? { signal: context.signal } : {}),
    ...(previous ? { previous } : {}),
  });
  if (page.outcome === "not-modified" && last) return { notModified: last };
  if (page.outcome !== "fetched") return { failure: failureOf(page) };
  if (page.body.type !== "text") {
    return {
      failure: {
        ok: false as const,
        reason: "unsupported-content-type",
        message: `${url}: not a text document (${page.mediaType ?? "unknown type"})`,
      },
    };
  }
  return {
    url: page.url,
    text: page.body.text,
    validators: (items: number): ListingValidators => ({
      fetchedUrl: page.url,
      etag: page.etag ?? null,
      lastModified: page.lastModified ?? null,
      items,
    }),
  };
}

/** The answer of a run whose feed or first listing page had not changed since it was last read. */
function unchanged(last: ListingValidators): Discovery {
  return { ok: true, entries: [], itemCount: last.items, pagesRead: 0, notModified: true, validators: last };
}

function failureOf(outcome: Exclude<FetchOutcome, { outcome: "fetched" }>) {
  if (outcome.outcome === "not-modified") {
    return {
      ok: false as const,
      reason: "not-modified",
      message: `${outcome.url}: 304 without a conditional request`,
    };
  }
  return { ok: false as const, reason: outcome.reason, message: outcome.message };
}

async function readFeed(source: SourceRecord, context: DiscoverContext): Promise<Discovery> {
  const page = await fetchText(source.url, context, true);
  if (page.notModified) return unchanged(page.notModified);
  if (page.failure) return page.failure;
  const feed = page.text.trimStart().startsWith("{")
    ? parseJsonFeed(page.text, page.url)
    : parseFeed(page.text, page.url);
  const entries = unique(
    feed.entries.map((e) => ({
      url: e.url,
      canonicalUrl: canonicalUrl(e.url),
      title: e.title,
      ...(e.dateText ? { dateText: e.dateText } : {}),
    })),
  );
  const itemCount = feed.entries.length;
  return { ok: true, entries, itemCount, pagesRead: 1, validators: page.validators(itemCount) };
}

/**
 * The listing selectors of an `html` or `pdf` source, and whether only links to PDFs count (a
 * `pdf` source without item and link selectors). Shared by the crawl and `sources check`.
 */
export function listingSelectorsOf(source: SourceRecord): { selectors: ListingSelectors; onlyPdf: boolean } {
  const { item, link, title, date, next } = source.selectors;
  const selectors: ListingSelectors =
    item && link
      ? { item, link, ...(title ? { title } : {}), ...(date ? { date } : {}), ...(next ? { next } : {}) }
      : { ...PDF_LINKS, ...(next ? { next } : {}) };
  return { selectors, onlyPdf: source.kind === "pdf" && !(item && link) };
}

async function readListing(source: SourceRecord, context: DiscoverContext): Promise<Discovery> {
  const { selectors, onlyPdf } = listingSelectorsOf(source);
  const entries: DiscoveredEntry[] = [];
  let itemCount = 0;
  let pagesRead = 0;
  const visited = new Set<string>();
  let url: string | undefined = source.url;
  const depth = source.listingPages ?? context.settings.maxListingPages;
  let validators: ListingValidators | undefined;
  while (url && pagesRead < depth && !visited.has(canonicalUrl(url))) {
    visited.add(canonicalUrl(url));
    // Only the first page is asked "changed?": the later ones are read only when it has news.
    const page = await fetchText(url, context, pagesRead === 0);
    if (page.notModified) return unchanged(page.notModified);
    if (page.failure) {
      if (pagesRead === 0) return page.failure;
      return { ok: true, entries: unique(entries), itemCount, pagesRead, warning: page.failure.message };
    }
    pagesRead++;
    const listing = extractListing(page.text, page.url, selectors);
    const found = onlyPdf ? listing.entries.filter((e) => isPdfUrl(e.url)) : listing.entries;
    itemCount += onlyPdf ? found.length : listing.itemCount;
    if (pagesRead === 1) validators = page.validators(onlyPdf ? found.length : listing.itemCount);
    entries.push(...found);
    // An incremental crawl: once a whole page is made of pages fetched before, older pages are too.
    const known = await context.known(found.map((e) => e.canonicalUrl));
    if (found.length === 0 || found.every((e) => known.has(e.canonicalUrl))) break;
    url = listing.nextPageUrl;
  }
  return { ok: true, entries: unique(entries), itemCount, pagesRead, ...(validators ? { validators } : {}) };
}

async function readSitemaps(source: SourceRecord, context: DiscoverContext): Promise<Discovery> {
  const first = await fetchText(source.url, context);
  if (first.failure) return first.failure;
  if (first.notModified) return unchanged(first.notModified);
  const sitemap = parseSitemap(first.text, first.url);
  let pagesRead = 1;
  let urls = sitemap.kind === "urlset" ? sitemap.urls : [];
  if (sitemap.kind === "index") {
    for (const child of newestFirst(sitemap.sitemaps).slice(0, context.settings.maxChildSitemaps)) {
      const page = await fetchText(child.url, context);
      if (page.failure || page.notModified) continue;
      pagesRead++;
      const inner = parseSitemap(page.text, page.url);
      if (inner.kind === "urlset") urls = urls.concat(inner.urls);
    }
  }
  const entries = unique(
    newestFirst(urls).map((u) => ({
      url: u.url,
      canonicalUrl: canonicalUrl(u.url),
      title: "",
      ...(u.lastmod ? { dateText: u.lastmod } : {}),
    })),
  );
  return { ok: true, entries, itemCount: urls.length, pagesRead };
}

/** By lastmod, newest first; entries without one keep their order after the dated ones. */
function newestFirst<T extends { lastmod?: string }>(items: readonly T[]): T[] {
  return items
    .map((item, index) => ({ item, index, time: item.lastmod ? Date.parse(item.lastmod) : Number.NaN }))
    .sort((a, b) => {
      const aKnown = !Number.isNaN(a.time);
      const bKnown = !Number.isNaN(b.time);
      if (aKnown && bKnown && a.time !== b.time) return b.time - a.time;
      if (aKnown !== bKnown) return aKnown ? -1 : 1;
      return a.index - b.index;
    })
    .map((x) => x.item);
}

function unique(entries: readonly DiscoveredEntry[]): DiscoveredEntry[] {
  const seen = new Set<string>();
  return entries.filter((e) => !seen.has(e.canonicalUrl) && seen.add(e.canonicalUrl));
}

export function isPdfUrl(url: string): boolean {
  try {
    return new URL(url).pathname.toLowerCase().endsWith(".pdf");
  } catch {
    return false;
  }
}
