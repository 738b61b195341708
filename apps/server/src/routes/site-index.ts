/**
 * What search engines read first (issue 18): robots.txt, and the sitemap index with the
 * statements' sitemaps, 50,000 addresses a file (the protocol's limit). The site's own pages
 * are listed by the web app (/sitemaps/pages.xml), which knows its pages and articles.
 */
import { escapeHtml } from "@communique/core/escape-html";
import { countSitemapEntries, sitemapEntries } from "@communique/store";
import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "../app-context";
import { publicOrigin } from "../public-origin";

/** Addresses a sitemap file may hold (sitemaps.org). */
export const SITEMAP_SIZE = 50_000;
const XML = "application/xml; charset=utf-8";
/** Sitemaps change as statements arrive; crawlers read them a few times a day at most. */
const CACHE = "public, max-age=3600";

export function robotsTxt(origin: string): string {
  return [
    "# Communiqué: statements and the site's pages may be indexed. Searches and reports are",
    "# answers to one visitor's question: their pages say noindex, follow, so they stay crawlable.",
    "User-agent: *",
    "Allow: /api/search/feed.atom",
    "Allow: /api/openapi.json",
    "Disallow: /api/",
    "",
    `Sitemap: ${new URL("/sitemap.xml", origin).href}`,
    "",
  ].join("\n");
}

export function sitemapIndex(origin: string, statementFiles: number): string {
  const files = ["/sitemaps/pages.xml"];
  for (let n = 1; n <= statementFiles; n++) files.push(`/sitemaps/statements-${n}.xml`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...files.map((f) => `  <sitemap><loc>${escapeHtml(new URL(f, origin).href)}</loc></sitemap>`),
    "</sitemapindex>",
    "",
  ].join("\n");
}

export function registerSiteIndex(
  app: OpenAPIHono<AppEnv>,
  options: { publicOrigin?: string | undefined; size?: number | undefined },
) {
  const size = options.size ?? SITEMAP_SIZE;
  const origin = (c: Context) => publicOrigin(c, options.publicOrigin);
  const starting = (c: Context) =>
    c.text("The service is starting; try again in a moment.\n", 503, { "Retry-After": "5" });

  app.get("/robots.txt", (c) =>
    c.body(robotsTxt(origin(c)), 200, {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": CACHE,
    }),
  );

  app.get("/sitemap.xml", async (c) => {
    const services = c.get("services");
    if (!services) return starting(c);
    const files = Math.ceil((await countSitemapEntries(services.db)) / size);
    return c.body(sitemapIndex(origin(c), files), 200, { "Content-Type": XML, "Cache-Control": CACHE });
  });

  app.get("/sitemaps/:file{statements-[0-9]+\\.xml}", async (c) => {
    const services = c.get("services");
    if (!services) return starting(c);
    const page = Number(/^statements-(\d+)\.xml$/.exec(c.req.param("file"))?.[1]);
    const entries = page >= 1 && page <= 100_000 ? await sitemapEntries(services.db, page, size) : [];
    if (entries.length === 0)
      return c.text(`No such sitemap: /sitemap.xml lists the statements' sitemaps.\n`, 404);
    const base = origin(c);
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...entries.map(
        (e) =>
          `  <url><loc>${escapeHtml(new URL(`/${e.language}/statements/${encodeURIComponent(e.id)}`, base).href)}</loc><lastmod>${e.indexedAt}</lastmod></url>`,
      ),
      "</urlset>",
      "",
    ].join("\n");
    return c.body(xml, 200, { "Content-Type": XML, "Cache-Control": CACHE });
  });
}
