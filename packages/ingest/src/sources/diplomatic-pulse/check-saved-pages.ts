import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { SourceRecord } from "@communique/store";
import { checkArticleHtml } from "../../crawl/check/check-article";
import { checkListingText } from "../../crawl/check/check-listing";
import { decodeText } from "../../crawl/fetch/decode-text";
import { type SavedPageOrigin, savedPageOrigin, sourcesOfPage } from "./saved-pages";

/** What a source's selectors gave on one saved page. */
export interface SavedPageResult {
  file: string;
  role: SavedPageOrigin["role"];
  /** An article matched by its host only: which listing links it is not known. */
  byHostOnly: boolean;
  outcome: "matched" | "no-match";
  /** listing: items the item selector matched, and those with a link; article: body characters. */
  items?: number;
  links?: number;
  body?: { chars: number; from: string };
  /** The follow selector, where the source has one: the link it found, or null. */
  follow?: string | null;
  /** Why it is "no-match". */
  detail?: string;
}

export interface SavedPagesReport {
  /** Per source with at least one saved page, by source id. */
  sources: { source: SourceRecord; pages: SavedPageResult[] }[];
  /** Saved HTML pages that no source's address matches (or that say nothing of where they are from). */
  unmatched: string[];
}

/**
 * Runs each source's selectors on its saved pages in `dir` (read as the crawler reads a fetched
 * page: charset from the bytes and declarations). Nothing is fetched, nothing is written.
 */
export async function checkSavedPages(
  dir: string,
  sources: readonly SourceRecord[],
  now: Date = new Date(),
): Promise<SavedPagesReport> {
  const files = (await readdir(dir)).filter((f) => /\.html?$/i.test(f)).sort();
  const bySource = new Map<string, { source: SourceRecord; pages: SavedPageResult[] }>();
  const unmatched: string[] = [];
  for (const file of files) {
    const html = decodeText(new Uint8Array(await readFile(path.join(dir, file))), "html").text;
    const origin = savedPageOrigin(file, html, sources);
    const matched = origin ? sourcesOfPage(origin, sources) : [];
    if (!origin || matched.length === 0) {
      unmatched.push(file);
      continue;
    }
    for (const source of matched) {
      const entry = bySource.get(source.id) ?? { source, pages: [] };
      entry.pages.push(checkPage(file, html, origin, source, now));
      bySource.set(source.id, entry);
    }
  }
  const ordered = [...bySource.values()].sort((a, b) => (a.source.id < b.source.id ? -1 : 1));
  return { sources: ordered, unmatched };
}

function checkPage(
  file: string,
  html: string,
  origin: SavedPageOrigin,
  source: SourceRecord,
  now: Date,
): SavedPageResult {
  // An article's own address is not always in its markup: its listing's (or the source's) stands
  // in as the base for relative links; only the host matters to what the selectors find.
  const base = origin.url ?? origin.listing ?? source.url;
  const common = { file, role: origin.role, byHostOnly: origin.role === "article" && !origin.listing };
  if (origin.role === "listing") {
    const listing = checkListingText(source, html, base, now);
    const detail =
      listing.itemCount === 0
        ? "the item selector matched nothing"
        : listing.entries === 0
          ? "the link selector found no address in the items"
          : undefined;
    return {
      ...common,
      outcome: detail ? "no-match" : "matched",
      items: listing.itemCount,
      links: listing.entries,
      ...(detail ? { detail } : {}),
    };
  }
  const article = checkArticleHtml(source, html, base, now);
  // A follow link is optional (a page with the text itself has none), so its absence is said
  // but is no mismatch.
  const missed = article.bodySelector && !article.bodySelector.matched;
  return {
    ...common,
    outcome: missed ? "no-match" : "matched",
    body: { chars: article.body.chars, from: article.body.from },
    ...(article.follow ? { follow: article.follow.link } : {}),
    ...(missed ? { detail: "the body selector matched nothing" } : {}),
  };
}
