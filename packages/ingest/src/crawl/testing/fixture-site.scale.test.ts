import { escapeHtml } from "@communique/core";
import { describe, expect, it } from "vitest";
import { extractArticle } from "../extract/article";
import { parseFeed } from "../extract/feeds";
import { extractListing } from "../extract/listing";
import { parseSitemap } from "../extract/sitemaps";
import { followListing, get, useFixtureSite } from "./fixture-client";
import { startFixtureSite } from "./fixture-site";
import { scaleSources } from "./fixture-sources";
import { scaleStatement } from "./scale-content";
import { scalePath } from "./scale-routes";

/** Generated from the FICTIONAL ministries' texts (see content/). */

const NOW = new Date("2025-01-15T12:00:00Z");
const SETTINGS = { statements: 120, seed: 7 };
const site = useFixtureSite({ scale: { ...SETTINGS, pageSize: 7, feedSize: 10 } });

describe("scale mode", () => {
  it("lists every generated statement once through the six paginated listings", async () => {
    const found: string[] = [];
    for (const source of scaleSources(site().origin).filter((s) => s.kind === "html")) {
      const selectors = { item: "", link: "", ...source.selectors };
      const { pages } = await followListing(source.url, (html, url) => extractListing(html, url, selectors));
      expect(pages).toHaveLength(3);
      found.push(...pages.flatMap((p) => p.entries.map((e) => e.canonicalUrl)));
    }
    const expected = Array.from({ length: SETTINGS.statements }, (_, n) => `${site().origin}${scalePath(n)}`);
    expect(found.sort()).toEqual(expected.sort());
  });

  it("serves each statement with the title, date and text that scaleStatement gives", async () => {
    for (const n of [0, 1, 2, 3, 4, 5, 59, 119]) {
      const truth = scaleStatement(n, SETTINGS);
      const url = `${site().origin}${scalePath(n)}`;
      const html = (await get(url)).text;
      const article = extractArticle(html, url, { now: NOW, language: truth.language });
      expect([article.title, article.published?.value, article.language]).toEqual([
        truth.title,
        truth.date,
        truth.language,
      ]);
      for (const paragraph of truth.paragraphs) expect(article.bodyText).toContain(paragraph);
      // The sidebar links stay inside scale mode.
      expect(html).toContain(`href="/scale/${truth.language}/statements/`);
    }
  });

  it("gives each statement its own text, newest first in each language", () => {
    const statements = Array.from({ length: SETTINGS.statements }, (_, n) => scaleStatement(n, SETTINGS));
    expect(new Set(statements.map((s) => s.paragraphs.join(" "))).size).toBe(statements.length);
    const english = statements.filter((s) => s.language === "en").map((s) => s.date);
    expect(english).toEqual([...english].sort().reverse());
  });

  it("lists the newest statements of each language in its RSS feed, and all of them in the sitemaps", async () => {
    const feedUrl = `${site().origin}/scale/fr/feed.rss`;
    const feed = parseFeed((await get(feedUrl)).text, feedUrl);
    expect(feed.entries.map((e) => e.url)).toEqual(
      Array.from({ length: 10 }, (_, j) => `${site().origin}${scalePath(j * 6 + 3)}`),
    );
    const indexUrl = `${site().origin}/scale/sitemap.xml`;
    const index = parseSitemap((await get(indexUrl)).text, indexUrl);
    if (index.kind !== "index") throw new Error("expected a sitemap index");
    const part = parseSitemap((await get(index.sitemaps[0]?.url ?? "")).text, indexUrl);
    expect(part.kind === "urlset" && part.urls.length).toBe(SETTINGS.statements);
  });

  it("answers 404 beyond the last statement, and for a number in another language's path", async () => {
    expect((await get(`${site().origin}/scale/en/statements/120`)).status).toBe(404);
    expect((await get(`${site().origin}/scale/en/statements/3`)).status).toBe(404);
    expect((await get(`${site().origin}/scale/en/news?page=4`)).status).toBe(404);
  });

  it("serves the same site for the same seed, and another for another seed", async () => {
    const path = scalePath(4);
    const bodies = [];
    for (const seed of [7, 7, 8]) {
      const other = await startFixtureSite({ scale: { statements: 120, seed } });
      bodies.push((await get(`${other.origin}${path}`)).text.replaceAll(other.origin, ""));
      await other.close();
    }
    bodies.push((await get(`${site().origin}${path}`)).text);
    expect(bodies[0]).toBe(bodies[1]);
    expect(bodies[0]).toBe(bodies[3]);
    expect(bodies[2]).not.toBe(bodies[0]);
  });

  it("starts with a million statements at once, building pages only when asked", async () => {
    const start = performance.now();
    const big = await startFixtureSite({ scale: { statements: 1_000_000 } });
    try {
      expect(performance.now() - start).toBeLessThan(1000);
      const last = scaleStatement(999_999, { statements: 1_000_000, seed: 1 });
      const answer = await get(`${big.origin}${scalePath(999_999)}`);
      expect(answer.text).toContain(escapeHtml(last.paragraphs[0] ?? ""));
      expect(last.date >= "1984-01-01").toBe(true);
      const pages = Math.ceil(1_000_000 / 6 / 20);
      expect((await get(`${big.origin}/scale/ar/news?page=${pages}`)).status).toBe(200);
      expect((await get(`${big.origin}/scale/ar/news?page=${pages + 1}`)).status).toBe(404);
      expect((await get(`${big.origin}/scale/sitemap-1000.xml`)).status).toBe(200);
    } finally {
      await big.close();
    }
  });

  it("is absent unless asked for", async () => {
    const plain = await startFixtureSite();
    try {
      expect((await get(`${plain.origin}/scale/en/news`)).status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
