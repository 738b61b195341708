import type { SourceRecord } from "@communique/store";
import type { FetchOutcome } from "../fetch/fetch-result";
import { type ArticleCheck, checkArticleHtml, checkArticlePdf } from "./check-article";
import { checkListingText, type ListingCheck } from "./check-listing";
import { type FetchReport, fetchReport } from "./fetch-report";

/**
 * Fetches one page. The crawl's polite fetcher (robots.txt, delay, limits) in the CLI; a source
 * whose pages need a browser will plug a rendering fetch in here, the check itself unchanged.
 */
export type FetchPage = (url: string) => Promise<FetchOutcome>;

export interface SourceCheck {
  sourceId: string;
  listing: { url: string; fetch: FetchReport; check: ListingCheck | null; problem: string | null };
  /** The first entry's page, when the listing gave one. */
  article: { url: string; fetch: FetchReport; check: ArticleCheck | null } | null;
  /** What a person should repair, in order; empty when every selector found something. */
  problems: string[];
}

/**
 * Fetches a source's feed or listing once, reports what each selector found in it, then fetches
 * the first entry's page and reports its body, title and date as a crawl would read them.
 * Nothing is saved.
 */
export async function checkSource(
  source: SourceRecord,
  fetchPage: FetchPage,
  now: Date = new Date(),
): Promise<SourceCheck> {
  const problems: string[] = [];
  const listingFetch = await fetchPage(source.url);
  const listingReport = fetchReport(source.url, listingFetch);
  let check: ListingCheck | null = null;
  let problem: string | null = null;
  if (listingFetch.outcome !== "fetched") {
    problems.push(`the ${WHAT[source.kind]} could not be fetched`);
  } else if (listingFetch.body.type !== "text") {
    problem = `not a text document (${listingFetch.mediaType ?? "unknown type"})`;
    problems.push(`the ${WHAT[source.kind]} is ${problem}`);
  } else {
    try {
      check = checkListingText(source, listingFetch.body.text, listingFetch.url, now);
    } catch (error) {
      problem = (error as Error).message;
      problems.push(`the ${WHAT[source.kind]} could not be read: ${problem}`);
    }
  }
  const listing = { url: source.url, fetch: listingReport, check, problem };
  if (check) problems.push(...listingProblems(source, check));
  const first = check?.items[0]?.link;
  // A sitemap index lists sitemaps, not pages: its first entry is no article.
  if (!first || check?.format === "sitemap-index")
    return { sourceId: source.id, listing, article: null, problems };
  const articleFetch = await fetchPage(first);
  let article: ArticleCheck | null = null;
  if (articleFetch.outcome === "fetched") {
    article =
      articleFetch.body.type === "text"
        ? checkArticleHtml(source, articleFetch.body.text, articleFetch.url, now)
        : await checkArticlePdf(articleFetch.body.bytes);
    problems.push(...articleProblems(article));
  } else {
    problems.push("the first entry's page could not be fetched");
  }
  return {
    sourceId: source.id,
    listing,
    article: { url: first, fetch: fetchReport(first, articleFetch), check: article },
    problems,
  };
}

/** What a source's first page is, in the problems' words. */
const WHAT: Record<SourceRecord["kind"], string> = {
  html: "listing",
  pdf: "listing",
  rss: "feed",
  json: "feed",
  sitemap: "sitemap",
};

function listingProblems(source: SourceRecord, check: ListingCheck): string[] {
  const listing = check.format === "listing";
  if (check.itemCount === 0)
    return [listing ? "the item selector matched nothing" : `the ${check.format} lists no entry`];
  const problems: string[] = [];
  if (check.entries === 0) problems.push("the link selector found no address in any item");
  const items = check.items;
  if (listing && source.selectors.title && items.length > 0 && items.every((i) => i.titleFrom !== "selector"))
    problems.push("the title selector found nothing in the items shown");
  if (listing && source.selectors.date && items.length > 0 && items.every((i) => i.dateText === null))
    problems.push("the date selector found nothing in the items shown");
  const unread = items.filter((i) => i.date && !i.date.parsed).length;
  if (unread > 0) problems.push(`${unread} of the dates shown cannot be read`);
  return problems;
}

function articleProblems(article: ArticleCheck): string[] {
  const problems: string[] = [];
  if (article.bodySelector && !article.bodySelector.matched)
    problems.push("the body selector matched nothing on the first entry's page");
  if (article.pdfProblem) problems.push(`the first entry's PDF: ${article.pdfProblem}`);
  if (article.body.chars === 0) problems.push("no text found on the first entry's page");
  if (article.follow && !article.follow.link) problems.push("the follow selector found no link");
  return problems;
}
