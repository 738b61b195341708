import { escapeHtml, isLanguageCode, LANGUAGE_CODES, type LanguageCode } from "@communique/core";
import type { FixtureStatement } from "./content/ministry-content";
import { ATOM, type Handler, HTML, JSON_FEED, PDF, RSS, sendDocument, XML } from "./http/responses";
import {
  atomFeed,
  type FeedChannel,
  type FeedItem,
  jsonFeed,
  rssFeed,
  sitemapIndex,
  sitemapUrlset,
} from "./markup/feeds";
import { articlePage, documentsPage, homePage, listingPage } from "./ministry-pages";
import { documentPath, type MinistryState, statementPath } from "./ministry-state";
import { SCANNED_DOCUMENT, scannedPdf, statementPdf } from "./statement-pdfs";
import { publishedAt } from "./written-dates";

/** What the routes need from the running site. */
export interface SiteContext {
  origin: string;
  listingPageSize: number;
  ministries: Record<LanguageCode, MinistryState>;
  /** PDFs are drawn on first request and kept: pdfkit takes tens of milliseconds each. */
  pdfs: Map<string, Promise<Buffer>>;
}

/** The English feed tags its links for analytics: the same pages under a second URL. */
export const FEED_TRACKING = "?utm_source=rss&utm_medium=feed";

export function ministryRoute(site: SiteContext, url: URL): Handler | undefined {
  if (url.pathname === "/") return html(portal());
  if (url.pathname === "/sitemap.xml") return siteSitemapIndex(site);
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(url.pathname);
  const language = match?.[1];
  if (!isLanguageCode(language)) return undefined;
  const state = site.ministries[language];
  const rest = match?.[2] ?? "/";
  const lastModified = state.changedAt;
  if (rest === "/") return html(homePage(state), lastModified);
  if (rest === "/news") {
    const body = listingPage(state, Number(url.searchParams.get("page") ?? "1"), site.listingPageSize);
    return body === undefined ? undefined : html(body, lastModified);
  }
  const article = /^\/(?:statements|archive)\/([\w-]+)$/.exec(rest)?.[1];
  if (article) {
    const statement = state.statements.find((s) => s.slug === article);
    return (
      statement && html(articlePage(state, statement), publishedAt(statement.date, state.content.utcOffset))
    );
  }
  if (rest === "/feed.rss") return feed(site, state, url.pathname, rssFeed, RSS);
  if (rest === "/feed.atom") return feed(site, state, url.pathname, atomFeed, ATOM);
  if (rest === "/feed.json") return feed(site, state, url.pathname, jsonFeed, JSON_FEED);
  if (rest === "/sitemap.xml") return ministrySitemap(site, state);
  if (rest === "/documents") return html(documentsPage(state, scannedListed(language)), lastModified);
  const pdf = /^\/documents\/([\w-]+)\.pdf$/.exec(rest)?.[1];
  if (pdf) return pdfRoute(site, state, pdf);
  if (rest === "/contact")
    return html(`<!DOCTYPE html><title>Contact</title><p>${escapeHtml(state.content.ministry)}</p>`);
  return undefined;
}

function html(body: string, lastModified?: Date): Handler {
  return (req, res) =>
    sendDocument(req, res, { body, contentType: HTML, ...(lastModified ? { lastModified } : {}) });
}

function portal(): string {
  const links = LANGUAGE_CODES.map((l) => `<li><a href="/${l}/">/${l}/</a></li>`).join("\n");
  return `<!DOCTYPE html><html lang="en"><title>Fictional ministries (test fixture)</title>\n<ul>\n${links}\n</ul></html>`;
}

function scannedListed(language: LanguageCode) {
  if (language !== SCANNED_DOCUMENT.language) return [];
  const { slug, title, date } = SCANNED_DOCUMENT;
  return [{ href: documentPath(language, slug), title, iso: date }];
}

type FeedWriter = (channel: FeedChannel, items: readonly FeedItem[]) => string;

function feed(
  site: SiteContext,
  state: MinistryState,
  path: string,
  write: FeedWriter,
  contentType: string,
): Handler {
  const { language, ministry, utcOffset } = state.content;
  const tracking = language === "en" ? FEED_TRACKING : "";
  const channel: FeedChannel = {
    title: ministry,
    link: `${site.origin}/${language}/news`,
    self: `${site.origin}${path}`,
    language: state.layout.htmlLang?.toLowerCase() ?? language,
    utcOffset,
  };
  const items = state.statements.map((s) => ({
    url: `${site.origin}${statementPath(language, s.slug)}${tracking}`,
    title: s.title,
    iso: s.date,
    summary: s.paragraphs[0] ?? "",
  }));
  return (req, res) =>
    sendDocument(req, res, { body: write(channel, items), contentType, lastModified: state.changedAt });
}

function ministrySitemap(site: SiteContext, state: MinistryState): Handler {
  const language = state.content.language;
  const urls = [
    ...state.statements.map((s) => ({
      loc: `${site.origin}${statementPath(language, s.slug)}`,
      lastmod: s.date,
    })),
    ...state.content.documents.map((d) => ({
      loc: `${site.origin}${documentPath(language, d.slug)}`,
      lastmod: d.date,
    })),
  ];
  return (req, res) =>
    sendDocument(req, res, { body: sitemapUrlset(urls), contentType: XML, lastModified: state.changedAt });
}

function siteSitemapIndex(site: SiteContext): Handler {
  const states = LANGUAGE_CODES.map((l) => site.ministries[l]);
  const sitemaps = states.map((s) => ({
    loc: `${site.origin}/${s.content.language}/sitemap.xml`,
    lastmod: s.statements[0]?.date ?? "2019-01-01",
  }));
  const lastModified = new Date(Math.max(...states.map((s) => s.changedAt.getTime())));
  return (req, res) =>
    sendDocument(req, res, { body: sitemapIndex(sitemaps), contentType: XML, lastModified });
}

function pdfRoute(site: SiteContext, state: MinistryState, slug: string): Handler | undefined {
  const language = state.content.language;
  const scanned = language === SCANNED_DOCUMENT.language && slug === SCANNED_DOCUMENT.slug;
  const statement: Pick<FixtureStatement, "date"> | undefined = scanned
    ? SCANNED_DOCUMENT
    : state.content.documents.find((d) => d.slug === slug);
  if (!statement) return undefined;
  const key = documentPath(language, slug);
  return async (req, res) => {
    let drawing = site.pdfs.get(key);
    if (!drawing) {
      const document = state.content.documents.find((d) => d.slug === slug);
      drawing = document ? statementPdf(state.content, document) : scannedPdf();
      site.pdfs.set(key, drawing);
    }
    const body = await drawing;
    sendDocument(req, res, {
      body,
      contentType: PDF,
      lastModified: publishedAt(statement.date, state.content.utcOffset),
    });
  };
}
