import type { LanguageCode } from "@communique/core";

export const SOURCE_KINDS = ["rss", "html", "sitemap", "json", "pdf"] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

export const NUMERIC_DATE_ORDERS = ["day-first", "month-first", "year-first"] as const;
export type NumericDateOrder = (typeof NUMERIC_DATE_ORDERS)[number];

export const SOURCE_ORIGINS = ["repository", "cli", "diplomatic-pulse"] as const;
export type SourceOrigin = (typeof SOURCE_ORIGINS)[number];

/** CSS or XPath (starting with "/", "(", "./" or "../"), read by ingest's crawl/extract/selectors.ts. */
export interface SourceSelectors {
  /** Each entry of the listing page. */
  item?: string;
  /** Relative to the item: the article's address, title and date. */
  link?: string;
  title?: string;
  date?: string;
  /** On the article page; without it the main content is found automatically. */
  body?: string;
  /** On the listing page: the link to its next page. */
  next?: string;
  /** On the article page: the link to the statement itself (often its PDF). */
  follow?: string;
}

/** A source as the registry stores it. */
export interface SourceRecord {
  id: string;
  /** A code of the countries table (ISO2 upper case, organisation slug lower case). */
  countryCode: string;
  kind: SourceKind;
  url: string;
  language: LanguageCode | null;
  scheduleMinutes: number;
  selectors: SourceSelectors;
  numericDateOrder: NumericDateOrder | null;
  /** Listing pages one run follows through "next" links (1 to 100); null or absent: the crawler's default. */
  listingPages?: number | null;
  /** Its pages are built by scripts: read through headless Chromium. Absent: false. */
  render?: boolean;
  /** Hosts besides its own that its rendered pages may load scripts and data from. Absent: none. */
  staticHosts?: readonly string[];
  enabled: boolean;
  /** Required when the source is disabled: why. */
  disabledReason: string | null;
  origin: SourceOrigin;
}

export const DEFAULT_SCHEDULE_MINUTES = 60;
