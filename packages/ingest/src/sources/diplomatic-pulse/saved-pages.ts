import type { SourceRecord } from "@communique/store";
import { withHtmlDocument } from "../../crawl/extract/html-document";
import { absoluteHttpUrl } from "../../crawl/extract/links";

/**
 * Which source a saved ministry page (../shared/data/pages) belongs to, and whether it is the
 * source's listing or one of its articles.
 *
 * A page that names its own address in its markup (a canonical link, og:url, or a base element
 * with an absolute address) is matched by it. The others were read by eye, and what each says of
 * itself is written beside it: nothing here is guessed from a file's name.
 */
export interface SavedPageOrigin {
  role: "listing" | "article";
  /** The page's own address, when known (a listing's always is). */
  url?: string;
  /** An article's listing, when the page shows which (its breadcrumb, its menu). */
  listing?: string;
  /** An article whose listing it does not show: matched to every source of its host. */
  host?: string;
  /** What in the page says so. */
  evidence: string;
}

const BELARUS_STATEMENTS = "https://mfa.gov.by/en/press/statements/";
const BELARUS_ARTICLE =
  "breadcrumb ends with a link to https://mfa.gov.by/en/press/statements/, and belarus.html links to this file";

export const SAVED_PAGE_ORIGINS: Readonly<Record<string, SavedPageOrigin>> = {
  "belarus.html": {
    role: "listing",
    url: BELARUS_STATEMENTS,
    evidence:
      'title "Statements & Speeches", breadcrumb ending at https://mfa.gov.by/en/press/statements/, items linking to /en/press/statements/…',
  },
  "b7b71aff55bfca76.html": { role: "article", listing: BELARUS_STATEMENTS, evidence: BELARUS_ARTICLE },
  "bf7e69d3fec2c5f0.html": { role: "article", listing: BELARUS_STATEMENTS, evidence: BELARUS_ARTICLE },
  "cf70e7349e4f19db.html": { role: "article", listing: BELARUS_STATEMENTS, evidence: BELARUS_ARTICLE },
  "f179725988c80350.html": { role: "article", listing: BELARUS_STATEMENTS, evidence: BELARUS_ARTICLE },
  "cameron.html": {
    role: "listing",
    url: "https://www.spm.gov.cm/site/?q=en/documentation/speeches",
    evidence: "title \"Speeches | Prime Minister's Office\"; the menu's active item is its Speeches link",
  },
  "timor.html": {
    role: "listing",
    url: "http://timor-leste.gov.tl/?cat=27&lang=en",
    evidence: 'title "Speeches « Government of Timor-Leste"; its language links and pager point at ?cat=27',
  },
  "2021.html": {
    role: "article",
    host: "www.spm.gov.cm",
    evidence:
      "its search form posts to https://www.spm.gov.cm/site/?q=en/content/government’s-…-programme-2021-financial-year; no breadcrumb names its listing",
  },
};

/** The address a page gives itself: canonical link, og:url, or an absolute base element. */
export function ownAddress(html: string): string | undefined {
  return withHtmlDocument(html, "http://saved.invalid/", (document) => {
    const candidates = [
      document.querySelector("link[rel~='canonical' i][href]")?.getAttribute("href"),
      document.querySelector("meta[property='og:url' i][content]")?.getAttribute("content"),
      // Read from the markup itself: the parsed document's base is already set to our stand-in.
      /<base\s[^>]*href\s*=\s*["']?([^"'\s>]+)/i.exec(html)?.[1],
    ];
    for (const candidate of candidates) {
      // Only an absolute address says where the page lives; a relative one says nothing.
      const url =
        candidate && /^https?:\/\//i.test(candidate.trim())
          ? absoluteHttpUrl(candidate, "http://saved.invalid/")
          : undefined;
      if (url) return url;
    }
    return undefined;
  });
}

/** Where a saved page came from: the table, else its own address; undefined when neither says. */
export function savedPageOrigin(
  file: string,
  html: string,
  sources: readonly SourceRecord[],
): SavedPageOrigin | undefined {
  const known = SAVED_PAGE_ORIGINS[file];
  if (known) return known;
  const address = ownAddress(html);
  if (!address) return undefined;
  const evidence = `its markup names ${address}`;
  if (sources.some((s) => sameAddress(s.url, address))) return { role: "listing", url: address, evidence };
  return { role: "article", url: address, host: new URL(address).hostname, evidence };
}

/** The sources a saved page belongs to, by its origin. */
export function sourcesOfPage(origin: SavedPageOrigin, sources: readonly SourceRecord[]): SourceRecord[] {
  const listing = origin.role === "listing" ? origin.url : origin.listing;
  if (listing) return sources.filter((s) => sameAddress(s.url, listing));
  const host = origin.host && bareHost(origin.host);
  return host ? sources.filter((s) => bareHost(new URL(s.url).hostname) === host) : [];
}

/** Two addresses of one page: scheme, a leading www. and a trailing slash aside. */
export function sameAddress(a: string, b: string): boolean {
  const key = (url: string) => {
    const u = new URL(url);
    return `${bareHost(u.hostname)}${u.pathname.replace(/\/+$/, "")}${u.search}`;
  };
  try {
    return key(a) === key(b);
  } catch {
    return false;
  }
}

function bareHost(host: string): string {
  return host.toLowerCase().replace(/^www\./, "");
}
