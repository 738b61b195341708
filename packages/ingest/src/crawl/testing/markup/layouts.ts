import { escapeHtml as esc, type LanguageCode } from "@communique/core";
import { writeDate } from "../written-dates";
import { paragraphsHtml } from "./page-frame";

/**
 * Each fictional ministry's own CMS look: how its lists and articles are marked up, and where it
 * prints the date. The variety is the point: class-based lists for CSS selectors, a table-less
 * Chinese list for XPath, a date after the title, before it, in a meta tag, a sidebar of other
 * statements' dates on either side of the text.
 */

export interface ListingLink {
  href: string;
  title: string;
  /** ISO date, printed the way the ministry prints it. */
  iso: string;
}

export interface ArticleView {
  title: string;
  iso: string;
  paragraphs: readonly string[];
  /** The ministry's town, for datelines. */
  capital: string;
}

/** As `selectors` in a source file (sources/README.md). */
export interface LayoutSelectors {
  item: string;
  link: string;
  title: string;
  date: string;
  next?: string;
  body?: string;
}

export interface MinistryLayout {
  /** `<html lang>`, or undefined for none. */
  htmlLang: string | undefined;
  dir?: "rtl";
  selectors: LayoutSelectors;
  /** A broken listing renames the items' class, as a redesign does: the item selector finds nothing. */
  listing(items: readonly ListingLink[], nextHref: string | undefined, broken: boolean): string;
  article(view: ArticleView): { main: string; head?: string };
  sidebar(items: readonly ListingLink[]): string;
  sidebarFirst?: boolean;
}

const listed = (iso: string, language: LanguageCode) => esc(writeDate(iso, language, "listing"));
const printed = (iso: string, language: LanguageCode) => esc(writeDate(iso, language, "article"));

function plainSidebar(heading: string, language: LanguageCode) {
  return (items: readonly ListingLink[]) =>
    `<h2>${esc(heading)}</h2>\n<ul class="latest">\n${items
      .map(
        (i) =>
          `<li><a href="${esc(i.href)}">${esc(i.title)}</a> <span>${listed(i.iso, language)}</span></li>`,
      )
      .join("\n")}\n</ul>`;
}

const en: MinistryLayout = {
  htmlLang: "en-GB",
  selectors: {
    item: "article.statement-teaser",
    link: "h3 a",
    title: "h3 a",
    date: ".statement-teaser__date",
    next: ".pager__item--next a",
    body: ".field--body",
  },
  listing: (items, next, broken) =>
    `<h1>Statements</h1>\n<div class="view-content">\n${items
      .map(
        (i) => `<article class="${broken ? "statement-card" : "statement-teaser"}">
<h3 class="statement-teaser__title"><a href="${esc(i.href)}">${esc(i.title)}</a></h3>
<p class="statement-teaser__date">${listed(i.iso, "en")}</p>
</article>`,
      )
      .join("\n")}\n</div>\n<nav class="pager"><ul>${
      next ? `<li class="pager__item--next"><a href="${esc(next)}" rel="next">Next ›</a></li>` : ""
    }</ul></nav>`,
  article: (v) => ({
    main: `<article class="node node--statement">
<h1 class="page-title">${esc(v.title)}</h1>
<div class="node__meta"><time datetime="${v.iso}">${printed(v.iso, "en")}</time></div>
<div class="field--body">
${paragraphsHtml(v.paragraphs)}
</div>
</article>`,
  }),
  // A left column listing other statements with machine-readable dates, before the headline.
  sidebar: (items) =>
    `<h2>Latest statements</h2>\n<ul class="latest">\n${items
      .map(
        (i) =>
          `<li><a href="${esc(i.href)}">${esc(i.title)}</a> <time datetime="${i.iso}">${printed(i.iso, "en")}</time></li>`,
      )
      .join("\n")}\n</ul>`,
  sidebarFirst: true,
};

const fr: MinistryLayout = {
  // No lang attribute: the language must be detected (or taken from the source).
  htmlLang: undefined,
  selectors: {
    item: "li.communique",
    link: "a.titre",
    title: "a.titre",
    date: "span.date",
    next: "a.suivant",
  },
  listing: (items, next, broken) =>
    `<h1>Communiqués de presse</h1>\n<ul class="liste-communiques">\n${items
      .map(
        (i) =>
          `<li class="${broken ? "communique-v2" : "communique"}"><span class="date">${listed(i.iso, "fr")}</span> <a class="titre" href="${esc(i.href)}">${esc(i.title)}</a></li>`,
      )
      .join(
        "\n",
      )}\n</ul>\n${next ? `<p class="pagination"><a class="suivant" href="${esc(next)}">Page suivante</a></p>` : ""}`,
  article: (v) => ({
    main: `<h1>${esc(v.title)}</h1>
<p class="date">Publié le ${printed(v.iso, "fr")}</p>
<div class="texte">
${paragraphsHtml(v.paragraphs)}
</div>`,
  }),
  sidebar: plainSidebar("Derniers communiqués", "fr"),
};

const es: MinistryLayout = {
  htmlLang: "es-ES",
  // No `next`: the listing is followed through its rel=next link.
  selectors: {
    item: "div.noticia",
    link: "a.noticia__enlace",
    title: ".noticia__titulo",
    date: ".noticia__fecha",
  },
  listing: (items, next, broken) =>
    `<h1>Comunicados</h1>\n<div class="noticias">\n${items
      .map(
        (i) => `<div class="${broken ? "noticia-tarjeta" : "noticia"}">
<a class="noticia__enlace" href="${esc(i.href)}"><h2 class="noticia__titulo">${esc(i.title)}</h2></a>
<span class="noticia__fecha">${listed(i.iso, "es")}</span>
</div>`,
      )
      .join("\n")}\n</div>\n${next ? `<a rel="next" href="${esc(next)}">Siguiente »</a>` : ""}`,
  article: (v) => ({
    head: `<meta property="og:title" content="${esc(v.title)}">
<meta property="article:published_time" content="${v.iso}T10:30:00-03:00">`,
    main: `<h1>${esc(v.title)}</h1>
<span class="fecha">${esc(v.capital)}, ${printed(v.iso, "es")}</span>
<div class="cuerpo">
${paragraphsHtml(v.paragraphs)}
</div>`,
  }),
  // After the text, with <time> elements: only the meta tag keeps them from being taken.
  sidebar: (items) =>
    `<h2>Últimos comunicados</h2>\n<ul class="latest">\n${items
      .map(
        (i) =>
          `<li><a href="${esc(i.href)}">${esc(i.title)}</a> <time datetime="${i.iso}">${printed(i.iso, "es")}</time></li>`,
      )
      .join("\n")}\n</ul>`,
};

const ru: MinistryLayout = {
  htmlLang: "ru",
  selectors: {
    item: ".news-list__item",
    link: "a.news-list__link",
    title: "a.news-list__link",
    date: ".news-list__date",
    next: ".pagination__next",
  },
  listing: (items, next, broken) =>
    `<h1>Заявления</h1>\n<div class="news-list">\n${items
      .map(
        (i) => `<div class="${broken ? "news-list__row" : "news-list__item"}">
<div class="news-list__date">${listed(i.iso, "ru")}</div>
<a class="news-list__link" href="${esc(i.href)}">${esc(i.title)}</a>
</div>`,
      )
      .join("\n")}\n</div>\n<div class="pagination">${
      next ? `<a class="pagination__next" href="${esc(next)}">Следующая страница</a>` : ""
    }</div>`,
  // The date above the headline.
  article: (v) => ({
    main: `<div class="article-date">${printed(v.iso, "ru")}</div>
<h1>${esc(v.title)}</h1>
<div class="article-text">
${paragraphsHtml(v.paragraphs)}
</div>`,
  }),
  sidebar: plainSidebar("Последние заявления", "ru"),
};

const ar: MinistryLayout = {
  htmlLang: "ar",
  dir: "rtl",
  selectors: {
    item: "li.news-entry",
    link: "a",
    title: "a",
    date: ".news-entry__date",
    next: "a.pagination-next",
  },
  listing: (items, next, broken) =>
    `<h1>البيانات الصحفية</h1>\n<ul class="news">\n${items
      .map(
        (i) =>
          `<li class="${broken ? "news-item-card" : "news-entry"}"><a href="${esc(i.href)}">${esc(i.title)}</a> <span class="news-entry__date">${listed(i.iso, "ar")}</span></li>`,
      )
      .join(
        "\n",
      )}\n</ul>\n${next ? `<a class="pagination-next" href="${esc(next)}">الصفحة التالية</a>` : ""}`,
  article: (v) => ({
    main: `<h1>${esc(v.title)}</h1>
<div class="post-meta"><span>تاريخ النشر:</span> <span class="post-date">${printed(v.iso, "ar")}</span></div>
<div class="post-body">
${paragraphsHtml(v.paragraphs)}
</div>`,
  }),
  sidebar: plainSidebar("أحدث البيانات", "ar"),
};

const zh: MinistryLayout = {
  htmlLang: "zh-CN",
  // XPath, as configurations written for Scrapy are.
  selectors: {
    item: '//div[has-class("list_con")]/ul/li',
    link: "//a/@href",
    title: "//a/text()",
    date: "//span/text()",
    next: '//div[has-class("page")]/a[text()="下一页"]/@href',
  },
  listing: (items, next, broken) =>
    `<h1>新闻发布</h1>\n<div class="${broken ? "list_box" : "list_con"}"><ul>\n${items
      .map(
        (i) =>
          `<li><a href="${esc(i.href)}" title="${esc(i.title)}">${esc(i.title)}</a><span>${listed(i.iso, "zh")}</span></li>`,
      )
      .join("\n")}\n</ul></div>\n<div class="page">${next ? `<a href="${esc(next)}">下一页</a>` : ""}</div>`,
  article: (v) => ({
    main: `<h1>${esc(v.title)}</h1>
<div class="info"><span>发布时间：${printed(v.iso, "zh")}</span> <span>来源：外交部</span></div>
<div class="TRS_Editor">
${paragraphsHtml(v.paragraphs)}
</div>`,
  }),
  sidebar: plainSidebar("最新发布", "zh"),
};

export const LAYOUTS: Readonly<Record<LanguageCode, MinistryLayout>> = { ar, zh, en, fr, ru, es };
