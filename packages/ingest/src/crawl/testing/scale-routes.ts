import { isLanguageCode, type LanguageCode } from "@communique/core";
import { MINISTRIES } from "./content/ministries";
import { type Handler, HTML, RSS, sendDocument, XML } from "./http/responses";
import { rssFeed, sitemapIndex, sitemapUrlset } from "./markup/feeds";
import { LAYOUTS, type ListingLink } from "./markup/layouts";
import { htmlPage } from "./markup/page-frame";
import { articlePage } from "./ministry-pages";
import { type MinistryState, statementPath } from "./ministry-state";
import { type ScaleSettings, scaleCount, scaleLanguage, scaleNumber, scaleStatement } from "./scale-content";
import { publishedAt } from "./written-dates";

/** Scale mode, under /scale/: every page made when asked, nothing held but the settings. */

export interface ScaleRouteSettings extends ScaleSettings {
  pageSize: number;
  feedSize: number;
}

export const SCALE_ROOT = "/scale";
const SITEMAP_SIZE = 1000;

export function scalePath(n: number): string {
  return `${SCALE_ROOT}/${scaleLanguage(n)}/statements/${n}`;
}

export function scaleRoute(settings: ScaleRouteSettings, origin: string, url: URL): Handler | undefined {
  const { pathname } = url;
  if (!pathname.startsWith(`${SCALE_ROOT}/`)) return undefined;
  if (pathname === `${SCALE_ROOT}/sitemap.xml`) return sitemapIndexRoute(settings, origin);
  const part = /^\/scale\/sitemap-(\d+)\.xml$/.exec(pathname)?.[1];
  if (part) return sitemapPartRoute(settings, origin, Number(part));
  const match = /^\/scale\/([a-z]{2})\/(news|feed\.rss|statements\/(\d+))$/.exec(pathname);
  const language = match?.[1];
  if (!match || !isLanguageCode(language)) return undefined;
  if (match[2] === "news")
    return listingRoute(settings, language, Number(url.searchParams.get("page") ?? "1"));
  if (match[2] === "feed.rss") return feedRoute(settings, origin, language);
  const n = Number(match[3]);
  if (n >= settings.statements || scaleLanguage(n) !== language) return undefined;
  return articleRoute(settings, n);
}

function stateOf(settings: ScaleRouteSettings, language: LanguageCode): MinistryState {
  const latest = Array.from({ length: Math.min(4, scaleCount(settings.statements, language)) }, (_, j) =>
    scaleStatement(scaleNumber(language, j), settings),
  );
  const content = MINISTRIES[language];
  return {
    content,
    layout: LAYOUTS[language],
    statements: latest,
    listingBroken: false,
    changedAt: publishedAt(latest[0]?.date ?? "2019-01-01", content.utcOffset),
  };
}

function linkOf(n: number, settings: ScaleRouteSettings): ListingLink {
  const statement = scaleStatement(n, settings);
  return { href: scalePath(n), title: statement.title, iso: statement.date };
}

function listingRoute(
  settings: ScaleRouteSettings,
  language: LanguageCode,
  page: number,
): Handler | undefined {
  const count = scaleCount(settings.statements, language);
  const pages = Math.max(1, Math.ceil(count / settings.pageSize));
  if (!Number.isInteger(page) || page < 1 || page > pages) return undefined;
  const first = (page - 1) * settings.pageSize;
  const items = Array.from({ length: Math.min(settings.pageSize, count - first) }, (_, i) =>
    linkOf(scaleNumber(language, first + i), settings),
  );
  const state = stateOf(settings, language);
  const next = page < pages ? `${SCALE_ROOT}/${language}/news?page=${page + 1}` : undefined;
  const body = htmlPage({
    ministry: state.content,
    htmlLang: state.layout.htmlLang,
    ...(state.layout.dir ? { dir: state.layout.dir } : {}),
    title: state.content.labels.statements,
    main: state.layout.listing(items, next, false),
    root: `${SCALE_ROOT}/${language}`,
  });
  return (req, res) => sendDocument(req, res, { body, contentType: HTML, lastModified: state.changedAt });
}

function articleRoute(settings: ScaleRouteSettings, n: number): Handler {
  const statement = scaleStatement(n, settings);
  const language = statement.language;
  const state = stateOf(settings, language);
  const body = articlePage(state, statement, {
    path: scalePath(n),
    root: `${SCALE_ROOT}/${language}`,
    hrefOf: (other) => `${SCALE_ROOT}${statementPath(other.language, other.slug)}`,
  });
  const lastModified = publishedAt(statement.date, state.content.utcOffset);
  return (req, res) => sendDocument(req, res, { body, contentType: HTML, lastModified });
}

function feedRoute(settings: ScaleRouteSettings, origin: string, language: LanguageCode): Handler {
  const state = stateOf(settings, language);
  const count = Math.min(settings.feedSize, scaleCount(settings.statements, language));
  const items = Array.from({ length: count }, (_, j) => {
    const n = scaleNumber(language, j);
    const statement = scaleStatement(n, settings);
    return {
      url: `${origin}${scalePath(n)}`,
      title: statement.title,
      iso: statement.date,
      summary: statement.paragraphs[0] ?? "",
    };
  });
  const channel = {
    title: state.content.ministry,
    link: `${origin}${SCALE_ROOT}/${language}/news`,
    self: `${origin}${SCALE_ROOT}/${language}/feed.rss`,
    language,
    utcOffset: state.content.utcOffset,
  };
  return (req, res) =>
    sendDocument(req, res, {
      body: rssFeed(channel, items),
      contentType: RSS,
      lastModified: state.changedAt,
    });
}

function sitemapIndexRoute(settings: ScaleRouteSettings, origin: string): Handler {
  const parts = Math.ceil(settings.statements / SITEMAP_SIZE);
  const body = sitemapIndex(
    Array.from({ length: parts }, (_, k) => ({ loc: `${origin}${SCALE_ROOT}/sitemap-${k + 1}.xml` })),
  );
  return (req, res) => sendDocument(req, res, { body, contentType: XML });
}

function sitemapPartRoute(settings: ScaleRouteSettings, origin: string, part: number): Handler | undefined {
  const first = (part - 1) * SITEMAP_SIZE;
  if (!Number.isInteger(part) || part < 1 || first >= settings.statements) return undefined;
  const urls = Array.from({ length: Math.min(SITEMAP_SIZE, settings.statements - first) }, (_, i) => {
    const n = first + i;
    return { loc: `${origin}${scalePath(n)}`, lastmod: scaleStatement(n, settings).date };
  });
  return (req, res) => sendDocument(req, res, { body: sitemapUrlset(urls), contentType: XML });
}
