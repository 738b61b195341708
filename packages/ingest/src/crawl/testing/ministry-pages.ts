import { escapeHtml } from "@communique/core";
import type { FixtureStatement } from "./content/ministry-content";
import type { ListingLink } from "./markup/layouts";
import { htmlPage } from "./markup/page-frame";
import { documentPath, type MinistryState, statementPath } from "./ministry-state";

/** The HTML pages of one fictional ministry, built on request from its current state. */

/** On the English site, page 1 features one statement under its archive address (a duplicate URL). */
export const FEATURED_ALIAS = { language: "en", slug: "ceasefire-eastern-valleys" } as const;

export function archivePath(statement: FixtureStatement): string {
  return `/${statement.language}/archive/${statement.slug}`;
}

export function listingPage(state: MinistryState, page: number, pageSize: number): string | undefined {
  const all = state.statements;
  const pages = Math.max(1, Math.ceil(all.length / pageSize));
  if (!Number.isInteger(page) || page < 1 || page > pages) return undefined;
  const items: ListingLink[] = all.slice((page - 1) * pageSize, page * pageSize).map(linkOf);
  const featured = all.find((s) => s.slug === FEATURED_ALIAS.slug && s.language === FEATURED_ALIAS.language);
  if (page === 1 && featured) items.unshift({ ...linkOf(featured), href: archivePath(featured) });
  const language = state.content.language;
  const next = page < pages ? `/${language}/news?page=${page + 1}` : undefined;
  return plainPage(
    state,
    state.content.labels.statements,
    state.layout.listing(items, next, state.listingBroken),
  );
}

/** The PDF-only statements, listed with the same markup (and so the same selectors) as the news. */
export function documentsPage(state: MinistryState, extra: readonly ListingLink[]): string {
  const language = state.content.language;
  const items = [
    ...state.content.documents.map((d) => ({
      href: documentPath(language, d.slug),
      title: d.title,
      iso: d.date,
    })),
    ...extra,
  ];
  return plainPage(state, state.content.labels.documents, state.layout.listing(items, undefined, false));
}

/** Where an article page sits, for the sites (broken, scale) that are not at `/<language>/`. */
export interface ArticlePlace {
  /** The page's canonical path. */
  path?: string;
  /** Where the menu's links point. */
  root?: string;
  /** Where the sidebar's links to other statements point. */
  hrefOf?: (statement: FixtureStatement) => string;
}

export function articlePage(
  state: MinistryState,
  statement: FixtureStatement,
  place: ArticlePlace = {},
): string {
  const { content, layout } = state;
  const { path = statementPath(statement.language, statement.slug), root, hrefOf } = place;
  const view = layout.article({ ...statement, iso: statement.date, capital: content.capital });
  const others = state.statements.filter((s) => s.slug !== statement.slug).slice(0, 3);
  const canonical = [
    `<link rel="canonical" href="${path}">`,
    ...(statement.alternates ?? []).map(
      (a) => `<link rel="alternate" hreflang="${a.language}" href="${statementPath(a.language, a.slug)}">`,
    ),
  ].join("\n");
  return htmlPage({
    ministry: content,
    htmlLang: layout.htmlLang,
    ...(layout.dir ? { dir: layout.dir } : {}),
    title: statement.title,
    head: [canonical, view.head ?? ""].join("\n"),
    main: view.main,
    sidebar: layout.sidebar(others.map((s) => ({ ...linkOf(s), ...(hrefOf ? { href: hrefOf(s) } : {}) }))),
    sidebarFirst: layout.sidebarFirst ?? false,
    ...(root ? { root } : {}),
  });
}

export function homePage(state: MinistryState): string {
  const { language, labels } = state.content;
  const main = `<h1>${escapeHtml(state.content.ministry)}</h1>
<ul class="home-links">
<li><a href="/${language}/news">${escapeHtml(labels.statements)}</a></li>
<li><a href="/${language}/documents">${escapeHtml(labels.documents)}</a></li>
</ul>`;
  return plainPage(state, labels.home, main);
}

function plainPage(state: MinistryState, title: string, main: string): string {
  return htmlPage({
    ministry: state.content,
    htmlLang: state.layout.htmlLang,
    ...(state.layout.dir ? { dir: state.layout.dir } : {}),
    title,
    main,
  });
}

function linkOf(statement: FixtureStatement): ListingLink {
  return {
    href: statementPath(statement.language, statement.slug),
    title: statement.title,
    iso: statement.date,
  };
}
