import { describe, expect, it } from "vitest";
import { extractArticle } from "../extract/article";
import { parseFeed } from "../extract/feeds";
import { extractListing } from "../extract/listing";
import { parseRobotsTxt, robotsPolicyFor } from "../fetch/robots-txt";
import { REPUBLISHED_VISIT } from "./content/en";
import { get, useFixtureSite } from "./fixture-client";
import { type FixtureSiteOptions, startFixtureSite } from "./fixture-site";
import { LAYOUTS } from "./markup/layouts";
import { FEATURED_ALIAS } from "./ministry-pages";
import { FEED_TRACKING } from "./ministry-routes";

/** Every statement here is FICTIONAL (see content/). */

const NOW = new Date("2025-01-15T12:00:00Z");

async function withSite<T>(options: FixtureSiteOptions, use: (origin: string) => Promise<T>): Promise<T> {
  const site = await startFixtureSite(options);
  try {
    return await use(site.origin);
  } finally {
    await site.close();
  }
}

async function robotsOf(origin: string) {
  const answer = await get(`${origin}/robots.txt`);
  return { status: answer.status, robots: parseRobotsTxt(answer.text) };
}

describe("robots.txt", () => {
  it("by default allows everything but /private/, which the broken listing links to, and names the sitemap", () =>
    withSite({}, async (origin) => {
      const { status, robots } = await robotsOf(origin);
      const policy = robotsPolicyFor(robots, "communique");
      expect(status).toBe(200);
      expect([policy.isAllowed("/en/news"), policy.isAllowed("/private/internal-note")]).toEqual([
        true,
        false,
      ]);
      expect(policy.crawlDelaySeconds).toBeUndefined();
      expect(robots.sitemaps).toEqual([`${origin}/sitemap.xml`]);
      expect((await get(`${origin}/broken/news`)).text).toContain('href="/private/internal-note"');
      // Served all the same, so a crawler that ignored robots.txt would be seen fetching it.
      expect((await get(`${origin}/private/internal-note`)).status).toBe(200);
    }));

  it("sets a Crawl-delay on request", () =>
    withSite({ crawlDelaySeconds: 2 }, async (origin) => {
      expect(robotsPolicyFor((await robotsOf(origin)).robots, "communique").crawlDelaySeconds).toBe(2);
    }));

  it("can shut out the product token Communique only", () =>
    withSite({ robots: "disallow-communique" }, async (origin) => {
      const { robots } = await robotsOf(origin);
      expect(robotsPolicyFor(robots, "communique").isAllowed("/en/news")).toBe(false);
      expect(robotsPolicyFor(robots, "otherbot").isAllowed("/en/news")).toBe(true);
    }));

  it("can answer 500 or 404", async () => {
    expect(
      await withSite({ robots: "server-error" }, async (o) => (await get(`${o}/robots.txt`)).status),
    ).toBe(500);
    expect(await withSite({ robots: "missing" }, async (o) => (await get(`${o}/robots.txt`)).status)).toBe(
      404,
    );
  });
});

describe("conditional requests", () => {
  const site = useFixtureSite();

  it.each([
    "/en/feed.rss",
    "/zh/feed.atom",
    "/es/feed.json",
    "/ru/news",
    "/ar/sitemap.xml",
    "/fr/statements/accord-peche-bellerive",
  ])("%s sends validators and answers 304 to either, recorded as such", async (path) => {
    const url = `${site().origin}${path}`;
    const first = await get(url);
    const etag = first.headers.get("etag") ?? "";
    const lastModified = first.headers.get("last-modified") ?? "";
    expect([first.status, etag, lastModified].map(Boolean)).toEqual([true, true, true]);
    const earlier = new Date(Date.parse(lastModified) - 60_000).toUTCString();
    const answers = [
      await get(url, { "if-none-match": etag }),
      await get(url, { "if-modified-since": lastModified }),
      await get(url, { "if-modified-since": earlier }),
      // If-None-Match decides when both are sent (RFC 9110 §13.2.2).
      await get(url, { "if-none-match": '"other"', "if-modified-since": lastModified }),
    ];
    expect(answers.map((a) => a.status)).toEqual([304, 304, 200, 200]);
    expect(answers[0]?.bytes.length).toBe(0);
    expect(
      site()
        .requestsTo(path)
        .map((r) => r.status),
    ).toEqual([200, 304, 304, 200, 200]);
  });
});

describe("duplicates", () => {
  const site = useFixtureSite();

  it("links the English feed's items with tracking parameters: the same page under a second URL", async () => {
    const url = `${site().origin}/en/feed.rss`;
    const feed = parseFeed((await get(url)).text, url);
    const first = site().statements("en")[0];
    expect(feed.entries[0]?.url).toBe(`${site().origin}/en/statements/${first?.slug}${FEED_TRACKING}`);
    const tracked = await get(feed.entries[0]?.url ?? "");
    const plain = await get(`${site().origin}/en/statements/${first?.slug}`);
    expect(tracked.text).toBe(plain.text);
  });

  it("features one English statement under an archive address whose page names the original as canonical", async () => {
    const listingUrl = `${site().origin}/en/news`;
    const listing = extractListing((await get(listingUrl)).text, listingUrl, LAYOUTS.en.selectors);
    const alias = `${site().origin}/en/archive/${FEATURED_ALIAS.slug}`;
    expect(listing.entries[0]?.url).toBe(alias);
    const article = extractArticle((await get(alias)).text, alias, { now: NOW, language: "en" });
    expect(article.canonicalUrl).toBe(`${site().origin}/en/statements/${FEATURED_ALIAS.slug}`);
  });

  it("republishes one English statement under a new URL and date, with one sentence added", async () => {
    const original = site()
      .statements("en")
      .find((s) => `${s.slug}-updated` === REPUBLISHED_VISIT.slug);
    const read = async (slug: string) => {
      const url = `${site().origin}/en/statements/${slug}`;
      return extractArticle((await get(url)).text, url, {
        now: NOW,
        language: "en",
        selectors: { body: ".field--body" },
      });
    };
    const [before, after] = [await read(original?.slug ?? ""), await read(REPUBLISHED_VISIT.slug)];
    expect([before.published?.value, after.published?.value]).toEqual([
      original?.date,
      REPUBLISHED_VISIT.date,
    ]);
    expect(after.title).toBe(before.title);
    expect(after.bodyText.startsWith(before.bodyText)).toBe(true);
    expect(after.bodyText.slice(before.bodyText.length)).toMatch(/^ [^.]+\.$/);
  });
});

describe("changes while the site runs", () => {
  const site = useFixtureSite();
  const added = {
    slug: "new-statement-on-the-grey-sound",
    language: "en" as const,
    title: "Examplia welcomes the first report of the Grey Sound commission",
    date: "2024-12-20",
    paragraphs: [
      "The Ministry of Foreign Affairs welcomes the first scientific report of the joint commission.",
    ],
  };

  it("publishes a new statement at the top of the feed and the listing, and changes their validators", async () => {
    const feedUrl = `${site().origin}/en/feed.rss`;
    const before = await get(feedUrl);
    site().addStatement(added);
    const after = await get(feedUrl, { "if-none-match": before.headers.get("etag") ?? "" });
    expect(after.status).toBe(200);
    expect(parseFeed(after.text, feedUrl).entries[0]?.title).toBe(added.title);
    const listingUrl = `${site().origin}/en/news`;
    const listing = extractListing((await get(listingUrl)).text, listingUrl, LAYOUTS.en.selectors);
    // After the featured archive item.
    expect(listing.entries[1]?.title).toBe(added.title);
    const since = await get(listingUrl, { "if-modified-since": before.headers.get("last-modified") ?? "" });
    expect(since.status).toBe(200);
    expect(() => site().addStatement(added)).toThrow(/already published/);
  });

  it("breaks a listing's markup so that the item selector matches nothing, and restores it", async () => {
    const url = `${site().origin}/zh/news?page=2`;
    const read = async () => extractListing((await get(url)).text, url, LAYOUTS.zh.selectors);
    expect((await read()).itemCount).toBe(3);
    site().breakListing("zh");
    expect(await read()).toMatchObject({ itemCount: 0, entries: [] });
    site().breakListing("zh", false);
    expect((await read()).itemCount).toBe(3);
  });
});
