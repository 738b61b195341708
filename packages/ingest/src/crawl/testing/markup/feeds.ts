import { escapeHtml as esc } from "@communique/core";
import { rfc2822, rfc3339 } from "../written-dates";

/** RSS 2.0, Atom 1.0, JSON Feed 1.1 and sitemaps.org 0.9, written as small CMSs write them. */

export interface FeedItem {
  url: string;
  title: string;
  /** ISO date. */
  iso: string;
  summary: string;
}

export interface FeedChannel {
  title: string;
  /** The site's page the feed stands for. */
  link: string;
  /** The feed's own address. */
  self: string;
  language: string;
  utcOffset: string;
}

export function rssFeed(channel: FeedChannel, items: readonly FeedItem[]): string {
  const entries = items.map(
    (item) => `<item>
<title>${esc(item.title)}</title>
<link>${esc(item.url)}</link>
<guid isPermaLink="true">${esc(item.url)}</guid>
<pubDate>${rfc2822(item.iso, channel.utcOffset)}</pubDate>
<description>${esc(item.summary)}</description>
</item>`,
  );
  const built = items[0]
    ? `\n<lastBuildDate>${rfc2822(items[0].iso, channel.utcOffset)}</lastBuildDate>`
    : "";
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
<channel>
<title>${esc(channel.title)}</title>
<link>${esc(channel.link)}</link>
<atom:link href="${esc(channel.self)}" rel="self" type="application/rss+xml"/>
<description>${esc(channel.title)}</description>
<language>${channel.language}</language>${built}
${entries.join("\n")}
</channel>
</rss>
`;
}

export function atomFeed(channel: FeedChannel, items: readonly FeedItem[]): string {
  const entries = items.map(
    (item) => `<entry>
<title>${esc(item.title)}</title>
<link rel="alternate" type="text/html" href="${esc(item.url)}"/>
<id>${esc(item.url)}</id>
<published>${rfc3339(item.iso, channel.utcOffset)}</published>
<updated>${rfc3339(item.iso, channel.utcOffset)}</updated>
<summary>${esc(item.summary)}</summary>
</entry>`,
  );
  const updated = items[0] ? rfc3339(items[0].iso, channel.utcOffset) : "2019-01-01T00:00:00Z";
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${channel.language}">
<title>${esc(channel.title)}</title>
<link rel="alternate" href="${esc(channel.link)}"/>
<link rel="self" href="${esc(channel.self)}"/>
<id>${esc(channel.self)}</id>
<updated>${updated}</updated>
${entries.join("\n")}
</feed>
`;
}

export function jsonFeed(channel: FeedChannel, items: readonly FeedItem[]): string {
  const feed = {
    version: "https://jsonfeed.org/version/1.1",
    title: channel.title,
    home_page_url: channel.link,
    feed_url: channel.self,
    language: channel.language,
    items: items.map((item) => ({
      id: item.url,
      url: item.url,
      title: item.title,
      summary: item.summary,
      date_published: rfc3339(item.iso, channel.utcOffset),
    })),
  };
  return `${JSON.stringify(feed, null, 2)}\n`;
}

export interface SitemapEntry {
  loc: string;
  lastmod?: string;
}

export function sitemapUrlset(urls: readonly SitemapEntry[]): string {
  return sitemapXml("urlset", "url", urls);
}

export function sitemapIndex(sitemaps: readonly SitemapEntry[]): string {
  return sitemapXml("sitemapindex", "sitemap", sitemaps);
}

function sitemapXml(root: string, element: string, entries: readonly SitemapEntry[]): string {
  const body = entries
    .map(
      (e) =>
        `<${element}><loc>${esc(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ""}</${element}>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${body}
</${root}>
`;
}
