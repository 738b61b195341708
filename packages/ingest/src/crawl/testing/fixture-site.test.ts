import { createServer } from "node:net";
import { LANGUAGE_CODES } from "@communique/core";
import { describe, expect, it } from "vitest";
import { parseSourceEntries } from "../../sources/source-file";
import { parsePublishedDate } from "../dates/parse-published-date";
import { extractArticle } from "../extract/article";
import { canonicalUrl } from "../extract/canonical-url";
import { parseFeed } from "../extract/feeds";
import { parseJsonFeed } from "../extract/json-feed";
import { extractListing } from "../extract/listing";
import { parseSitemap } from "../extract/sitemaps";
import { followListing, get, useFixtureSite } from "./fixture-client";
import { startFixtureSite } from "./fixture-site";
import { type FixtureSourceEntry, fixtureSources } from "./fixture-sources";

/** Every ministry, text and date here is FICTIONAL (see content/). */

const NOW = new Date("2025-01-15T12:00:00Z");
const site = useFixtureSite({ now: NOW });

function sourceOf(id: string): FixtureSourceEntry {
  const source = fixtureSources(site().origin).find((s) => s.id === id);
  if (!source) throw new Error(`no source ${id}`);
  return source;
}

function dayOf(text: string | undefined, source: FixtureSourceEntry): string | undefined {
  const parsed = parsePublishedDate(text ?? "", {
    now: NOW,
    ...(source.language ? { language: source.language } : {}),
    ...(source.numericDateOrder ? { numericOrder: source.numericDateOrder } : {}),
  });
  return parsed.ok ? parsed.date.value : undefined;
}

describe("the six fictional ministries", () => {
  it("answer each documented path with its status and content type", async () => {
    const expected: [string, number, string?][] = [
      ["/", 200, "text/html; charset=utf-8"],
      ["/sitemap.xml", 200, "application/xml; charset=utf-8"],
      ["/robots.txt", 200, "text/plain; charset=utf-8"],
      ["/nowhere", 404],
      ...LANGUAGE_CODES.flatMap((l): [string, number, string?][] => [
        [`/${l}/`, 200, "text/html; charset=utf-8"],
        [`/${l}/news`, 200, "text/html; charset=utf-8"],
        [`/${l}/news?page=3`, 200, "text/html; charset=utf-8"],
        [`/${l}/news?page=4`, 404],
        [`/${l}/statements/${site().statements(l)[0]?.slug}`, 200, "text/html; charset=utf-8"],
        [`/${l}/statements/no-such-statement`, 404],
        [`/${l}/feed.rss`, 200, "application/rss+xml; charset=utf-8"],
        [`/${l}/feed.atom`, 200, "application/atom+xml; charset=utf-8"],
        [`/${l}/feed.json`, 200, "application/feed+json; charset=utf-8"],
        [`/${l}/sitemap.xml`, 200, "application/xml; charset=utf-8"],
        [`/${l}/documents`, 200, "text/html; charset=utf-8"],
        [`/${l}/documents/${site().documents(l)[0]?.slug}.pdf`, 200, "application/pdf"],
      ]),
    ];
    for (const [path, status, type] of expected) {
      const answer = await get(`${site().origin}${path}`);
      const contentType = answer.headers.get("content-type");
      expect({ path, status: answer.status, type: type && contentType }).toEqual({ path, status, type });
    }
  });

  it.each(LANGUAGE_CODES)(
    "%s: RSS, Atom and JSON Feed list every statement, newest first, with its date",
    async (l) => {
      const source = sourceOf(`fixture-${l}-html`);
      const statements = site().statements(l);
      const feeds = await Promise.all(
        ["feed.rss", "feed.atom"].map(async (name) => {
          const url = `${site().origin}/${l}/${name}`;
          return parseFeed((await get(url)).text, url);
        }),
      );
      const jsonUrl = `${site().origin}/${l}/feed.json`;
      const json = parseJsonFeed((await get(jsonUrl)).text, jsonUrl);
      expect(feeds.map((f) => f.format)).toEqual(["rss", "atom"]);
      for (const feed of [...feeds, json]) {
        expect(feed.entries.map((e) => canonicalUrl(e.url))).toEqual(
          statements.map((s) => `${site().origin}/${l}/statements/${s.slug}`),
        );
        expect(feed.entries.map((e) => e.title)).toEqual(statements.map((s) => s.title));
        expect(feed.entries.map((e) => dayOf(e.dateText, source))).toEqual(statements.map((s) => s.date));
      }
    },
  );

  it.each(LANGUAGE_CODES)(
    "%s: the listing, followed with the source's selectors, gives every statement once",
    async (l) => {
      const source = sourceOf(`fixture-${l}-html`);
      const selectors = { item: "", link: "", ...source.selectors };
      const { pages, urls } = await followListing(source.url, (html, url) =>
        extractListing(html, url, selectors),
      );
      expect(urls.map((u) => u.replace(site().origin, ""))).toEqual([
        `/${l}/news`,
        `/${l}/news?page=2`,
        `/${l}/news?page=3`,
      ]);
      const entries = pages.flatMap((p) => p.entries);
      const statements = site().statements(l);
      const byUrl = new Map(entries.map((e) => [e.canonicalUrl, e]));
      for (const s of statements) {
        const entry = byUrl.get(`${site().origin}/${l}/statements/${s.slug}`);
        expect(entry?.title).toBe(s.title);
        expect(dayOf(entry?.dateText, source)).toBe(s.date);
      }
      // The English site also features one statement under its archive address.
      expect(entries.length).toBe(statements.length + (l === "en" ? 1 : 0));
    },
  );

  it.each(LANGUAGE_CODES)("%s: each article gives its title, date, language and paragraphs", async (l) => {
    const body = sourceOf(`fixture-${l}-html`).selectors?.body;
    for (const s of site().statements(l)) {
      const url = `${site().origin}/${l}/statements/${s.slug}`;
      const article = extractArticle((await get(url)).text, url, {
        now: NOW,
        language: l,
        ...(body ? { selectors: { body } } : {}),
      });
      expect([article.title, article.published?.value, article.language]).toEqual([s.title, s.date, l]);
      expect(article.canonicalUrl).toBe(url);
      expectParagraphsInOrder(article.bodyText, s.paragraphs);
      if (body) expect(article.bodyText).toBe(s.paragraphs.join("\n\n"));
    }
  });

  it("leaves out <html lang> on the French site only, so its language must be detected", async () => {
    for (const l of LANGUAGE_CODES) {
      const html = (await get(`${site().origin}/${l}/statements/${site().statements(l)[0]?.slug}`)).text;
      expect([l, /<html[^>]* lang=/.test(html)]).toEqual([l, l !== "fr"]);
    }
    const url = `${site().origin}/fr/statements/${site().statements("fr")[0]?.slug}`;
    const article = extractArticle((await get(url)).text, url, { now: NOW });
    expect([article.language, article.languageFrom]).toEqual(["fr", "detected"]);
  });

  it("lists every ministry's sitemap in the sitemap index, and every page in those with its lastmod", async () => {
    const indexUrl = `${site().origin}/sitemap.xml`;
    const index = parseSitemap((await get(indexUrl)).text, indexUrl);
    if (index.kind !== "index") throw new Error("expected a sitemap index");
    expect(index.sitemaps.map((s) => s.url)).toEqual(
      LANGUAGE_CODES.map((l) => `${site().origin}/${l}/sitemap.xml`),
    );
    for (const l of LANGUAGE_CODES) {
      const url = `${site().origin}/${l}/sitemap.xml`;
      const sitemap = parseSitemap((await get(url)).text, url);
      if (sitemap.kind !== "urlset") throw new Error("expected a urlset");
      const expected = [
        ...site()
          .statements(l)
          .map((s) => ({ url: `${site().origin}/${l}/statements/${s.slug}`, lastmod: s.date })),
        ...site()
          .documents(l)
          .map((d) => ({ url: `${site().origin}/${l}/documents/${d.slug}.pdf`, lastmod: d.date })),
      ];
      expect(sitemap.urls).toEqual(expected);
    }
  });

  it("exports source definitions that the source file schema accepts", () => {
    const sources = fixtureSources(site().origin);
    const parsed = parseSourceEntries(sources, "cli");
    expect(parsed.rejected).toEqual([]);
    expect(parsed.sources.map((s) => s.kind).sort()).toEqual(
      ["json", "sitemap", "html", ...LANGUAGE_CODES.flatMap(() => ["html", "rss", "pdf"])].sort(),
    );
    expect(new Set(sources.map((s) => s.id)).size).toBe(sources.length);
  });
});

describe("close()", () => {
  it("frees the port", async () => {
    const fixture = await startFixtureSite();
    await fixture.close();
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(fixture.port, "127.0.0.1", resolve);
    });
    await new Promise((resolve) => server.close(resolve));
    await expect(fetch(`${fixture.origin}/robots.txt`)).rejects.toThrow();
  });
});

function expectParagraphsInOrder(text: string, paragraphs: readonly string[]): void {
  let from = 0;
  for (const paragraph of paragraphs) {
    const at = text.indexOf(paragraph, from);
    expect(at, paragraph).toBeGreaterThanOrEqual(0);
    from = at + paragraph.length;
  }
}
