import { absoluteHttpUrl } from "./links";
import { asNode, asNodes, parseXml, textOf } from "./xml-document";

export interface SitemapUrl {
  url: string;
  /** W3C datetime as written, when the sitemap gives one. */
  lastmod?: string;
}

/** A `urlset` lists pages; a `sitemapindex` lists further sitemaps to read. */
export type Sitemap = { kind: "urlset"; urls: SitemapUrl[] } | { kind: "index"; sitemaps: SitemapUrl[] };

/** Reads an XML sitemap (sitemaps.org 0.9); throws when the XML is neither kind. */
export function parseSitemap(xml: string, sitemapUrl: string): Sitemap {
  const root = parseXml(xml);
  const urlset = asNode(root.urlset);
  if (urlset) return { kind: "urlset", urls: locations(asNodes(urlset.url), sitemapUrl) };
  const index = asNode(root.sitemapindex);
  if (index) return { kind: "index", sitemaps: locations(asNodes(index.sitemap), sitemapUrl) };
  throw new Error("not an XML sitemap (urlset or sitemapindex)");
}

function locations(nodes: Record<string, unknown>[], base: string): SitemapUrl[] {
  return nodes.flatMap((node) => {
    const url = absoluteHttpUrl(textOf(node.loc), base);
    const lastmod = textOf(node.lastmod)?.trim();
    return url ? [{ url, ...(lastmod ? { lastmod } : {}) }] : [];
  });
}
