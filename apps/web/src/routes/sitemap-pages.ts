import { escapeHtml } from "@communique/core/escape-html";
import { getLanguage, LANGUAGES } from "@communique/core/vocabulary";
import type { LoaderFunctionArgs } from "react-router";
import { listArticles } from "../content/content.server";
import { CONTENT_PAGES } from "../content/content-pages";
import { siteOrigin, webContext } from "../server/load-context.server";

/** The site's own pages that are documents (searches and reports are not: they say noindex). */
const PAGES = ["", "analytics", "analytics-tool", "coverage", "articles", ...CONTENT_PAGES];

/**
 * GET /sitemaps/pages.xml: every page of the site in its six languages, each with its
 * alternates (hreflang, x-default), and the articles with their date as lastmod. The sitemap
 * index (/sitemap.xml, served by the API process) lists this file and the statements' files.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { settings } = webContext(context);
  const origin = siteOrigin(context, request);
  const url = (path: string) => escapeHtml(new URL(path, origin).href);
  const dated = new Map<string, string | undefined>(PAGES.map((p) => [p, undefined]));
  for (const article of listArticles("en", settings.product))
    dated.set(`articles/${article.slug}`, article.meta.date);
  const entries: string[] = [];
  for (const [page, date] of dated) {
    const suffix = page ? `/${page}` : "";
    const alternates = [
      ...LANGUAGES.map(
        (l) =>
          `    <xhtml:link rel="alternate" hreflang="${getLanguage(l.code).iso}" href="${url(`/${l.code}${suffix}`)}"/>`,
      ),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(suffix || "/")}"/>`,
    ].join("\n");
    for (const l of LANGUAGES) {
      entries.push(
        `  <url>\n    <loc>${url(`/${l.code}${suffix}`)}</loc>\n${date ? `    <lastmod>${date}</lastmod>\n` : ""}${alternates}\n  </url>`,
      );
    }
  }
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    "</urlset>",
    "",
  ].join("\n");
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
