import { describe, expect, it } from "vitest";
import { readFixture } from "./fixtures/read-fixture";
import { extractListing } from "./listing";

const PAGE_URL = "https://mfa.fictional-republic.example/en/news?page=1";
/** The Diplomatic Pulse style: XPath with has-class(), item-relative paths starting with //. */
const SELECTORS = {
  item: '//div[has-class("node-feed-item")]',
  link: "//h3/a/@href",
  title: "//h3/a/text()",
  date: '//div[has-class("meta submitted")]//text()',
};

describe("extractListing", () => {
  const page = extractListing(readFixture("listing-en.html"), PAGE_URL, SELECTORS);

  it("reads ten entries: the item without a link and the duplicate are skipped", () => {
    expect(page.itemCount).toBe(12);
    expect(page.entries).toHaveLength(10);
    expect(page.entries.every((entry) => entry.titleFrom === "selector")).toBe(true);
    expect(page.entries.map((entry) => entry.title)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Statement number ${i + 1} on regional cooperation`),
    );
  });

  it("resolves links against the page URL, root-relative and relative alike", () => {
    expect(page.entries[0]?.url).toBe("https://mfa.fictional-republic.example/en/statements/statement-1");
    expect(page.entries[1]?.url).toBe(
      "https://mfa.fictional-republic.example/en/statements/statement-2.html",
    );
  });

  it("keeps each item's own date text", () => {
    expect(page.entries[0]?.dateText).toBe("Posted on 1 January 2024");
    expect(page.entries[9]?.dateText).toBe("Posted on 10 October 2024");
  });

  it("finds the next page through rel=next", () => {
    expect(page.nextPageUrl).toBe("https://mfa.fictional-republic.example/en/news?page=2");
  });

  it("uses a configured next selector, and never returns the page itself as next", () => {
    const html = `<ul class="pager"><li><a class="here" href="?page=1">1</a><li><a class="more" href="?page=2">2</a></ul>`;
    expect(extractListing(html, PAGE_URL, { ...SELECTORS, next: "a.more" }).nextPageUrl).toBe(
      "https://mfa.fictional-republic.example/en/news?page=2",
    );
    expect(extractListing(html, PAGE_URL, { ...SELECTORS, next: "a.here" }).nextPageUrl).toBeUndefined();
  });

  it("honours <base href>, CSS selectors, and the link's text when there is no title selector", () => {
    const html = `<head><base href="https://cdn.fictional.example/archive/"></head>
      <ul class="list"><li><a href="one.html">  First
        statement </a><li><a href="javascript:void(0)">Script</a><li><a href="#top">Top</a></ul>`;
    const listing = extractListing(html, PAGE_URL, { item: "ul.list li", link: "a" });
    expect(listing.entries).toEqual([
      {
        url: "https://cdn.fictional.example/archive/one.html",
        canonicalUrl: "https://cdn.fictional.example/archive/one.html",
        title: "First statement",
        titleFrom: "link",
      },
    ]);
  });

  it("reports no items when the selectors stop matching", () => {
    const listing = extractListing("<p>Site redesigned</p>", PAGE_URL, SELECTORS);
    expect(listing).toEqual({ entries: [], itemCount: 0 });
  });
});
