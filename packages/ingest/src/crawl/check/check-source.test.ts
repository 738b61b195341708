import type { SourceRecord } from "@communique/store";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseSourceEntries } from "../../sources/source-file";
import { createPoliteFetcher, type PoliteFetcher } from "../fetch/polite-fetcher";
import { type FixtureSite, startFixtureSite } from "../testing/fixture-site";
import { fixtureSources } from "../testing/fixture-sources";
import { checkSource, type FetchPage } from "./check-source";

/** `sources check` against the FICTIONAL ministries on 127.0.0.1, through the polite fetcher. */

const NOW = new Date("2026-11-27T12:00:00Z");
let site: FixtureSite;
let fetcher: PoliteFetcher;
let fetchPage: FetchPage;
const fetched: string[] = [];

beforeAll(async () => {
  site = await startFixtureSite({ now: NOW });
  fetcher = createPoliteFetcher({
    contactUrl: "https://communique.example/about",
    minDelayMs: 0,
    exemptAddresses: ["127.0.0.1"],
    retryBaseDelayMs: 10,
  });
  fetchPage = (url) => {
    fetched.push(url);
    return fetcher.fetchPage(url);
  };
});
afterAll(async () => {
  await fetcher?.close();
  await site?.close();
});

function source(id: string, change: (s: SourceRecord) => SourceRecord = (s) => s): SourceRecord {
  const { sources, rejected } = parseSourceEntries(
    fixtureSources(site.origin).filter((s) => s.id === id),
    "cli",
  );
  expect(rejected).toEqual([]);
  return change(sources[0]!);
}

describe("checkSource", () => {
  it("an html listing: each item's link, title and readable date, then the first article's body", async () => {
    fetched.length = 0;
    const check = await checkSource(source("fixture-en-html"), fetchPage, NOW);
    expect(check.problems).toEqual([]);
    expect(check.listing.fetch).toMatchObject({ ok: true, status: 200, mediaType: "text/html" });
    // The fixture's listing pages hold four statements each.
    expect(check.listing.check).toMatchObject({ format: "listing", itemCount: 4, entries: 4 });
    expect(check.listing.check!.items).toHaveLength(4);
    const first = check.listing.check!.items[0]!;
    const newest = site.statements("en").find((st) => first.link.endsWith(`/${st.slug}`))!;
    expect(first).toMatchObject({
      title: newest.title,
      titleFrom: "selector",
      date: { parsed: true, value: newest.date },
    });
    expect(check.listing.check!.nextPageUrl).toBe(`${site.origin}/en/news?page=2`);
    expect(check.article).toMatchObject({ url: first.link });
    const article = check.article!.check!;
    expect(article.title.text).toBe(newest.title);
    expect(article.date).toMatchObject({ value: newest.date });
    expect(article.body.chars).toBeGreaterThan(200);
    expect(article.body.preview).toHaveLength(200);
    expect(newest.paragraphs.join(" ")).toContain(article.body.preview.slice(0, 40));
    // Two pages, the listing's first and the first entry: nothing more (robots.txt by the fetcher).
    expect(fetched).toEqual([`${site.origin}/en/news`, first.link]);
  });

  it("a feed: its entries and dates", async () => {
    const check = await checkSource(source("fixture-fr-rss"), fetchPage, NOW);
    expect(check.problems).toEqual([]);
    expect(check.listing.check).toMatchObject({ format: "atom" });
    expect(check.listing.check!.items[0]!.date).toMatchObject({ parsed: true });
  });

  it("a redesigned listing: the item selector matches nothing, and no article is fetched", async () => {
    site.breakListing("es");
    try {
      const check = await checkSource(source("fixture-es-html"), fetchPage, NOW);
      expect(check.listing.check).toMatchObject({ itemCount: 0, entries: 0, items: [] });
      expect(check.article).toBeNull();
      expect(check.problems).toEqual(["the item selector matched nothing"]);
    } finally {
      site.breakListing("es", false);
    }
  });

  it("selectors that find nothing are each named: title, date, body", async () => {
    const check = await checkSource(
      source("fixture-en-html", (s) => ({
        ...s,
        selectors: { ...s.selectors, title: ".no-such-title", date: ".no-such-date", body: "#no-such-body" },
      })),
      fetchPage,
      NOW,
    );
    expect(check.listing.check!.items[0]).toMatchObject({ titleFrom: "link", dateText: null, date: null });
    expect(check.article!.check!.bodySelector).toEqual({ selector: "#no-such-body", matched: false });
    // The crawler would still find the text automatically: said, and shown.
    expect(check.article!.check!.body.from).not.toBe("selector");
    expect(check.problems).toEqual([
      "the title selector found nothing in the items shown",
      "the date selector found nothing in the items shown",
      "the body selector matched nothing on the first entry's page",
    ]);
  });

  it("obeys robots.txt: a listing the site disallows is not requested, and says why", async () => {
    const check = await checkSource(
      source("fixture-en-html", (s) => ({ ...s, url: `${site.origin}/private/internal-note` })),
      fetchPage,
      NOW,
    );
    expect(check.listing.fetch).toMatchObject({ ok: false, reason: "robots-disallowed" });
    expect(site.requestsTo("/private/internal-note")).toEqual([]);
    expect(site.requestsTo("/robots.txt").length).toBeGreaterThan(0);
  });

  it("a listing that answers 404 is reported with its HTTP outcome", async () => {
    const check = await checkSource(
      source("fixture-en-html", (s) => ({ ...s, url: `${site.origin}/en/news?page=4` })),
      fetchPage,
      NOW,
    );
    expect(check.listing.fetch).toMatchObject({ ok: false, reason: "http-error", status: 404 });
    expect(check.article).toBeNull();
    expect(check.problems).toEqual(["the listing could not be fetched"]);
  });
});
