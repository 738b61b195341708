import { readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { testEnv } from "@communique/core/testing";
import type { SourceRecord } from "@communique/store";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkSavedPages } from "./check-saved-pages";
import { importDpConfig } from "./import-dp-config";
import { ownAddress, sameAddress } from "./saved-pages";

const CORPUS_DIR = testEnv.CORPUS_DIR;

/** FICTIONAL pages of a fictional ministry (example.org), saved the way a browser saves them. */
describe("checkSavedPages on fictional pages", () => {
  let dir: string;
  const source = (id: string, url: string, selectors: SourceRecord["selectors"]): SourceRecord => ({
    id,
    countryCode: "SN",
    kind: "html",
    url,
    language: "en",
    scheduleMinutes: 60,
    selectors,
    numericDateOrder: null,
    enabled: true,
    disabledReason: null,
    origin: "diplomatic-pulse",
  });
  const listing = `<html><head><link rel="canonical" href="https://www.fictional-ministry.example.org/press/"></head>
    <body><ul><li class="news"><a href="/press/one">One</a></li><li class="news"><a href="/press/two">Two</a></li></ul></body></html>`;
  const article = `<html><head><meta property="og:url" content="https://fictional-ministry.example.org/press/one"></head>
    <body><h1>One</h1><div class="text"><p>${"A fictional statement of a fictional ministry. ".repeat(8)}</p></div></body></html>`;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "communique-saved-"));
    await writeFile(path.join(dir, "listing.html"), listing);
    await writeFile(path.join(dir, "article.html"), article);
    await writeFile(path.join(dir, "nowhere.html"), "<p>A page that says nothing of its address</p>");
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("matches pages by the address in their markup and runs each source's selectors", async () => {
    const good = source("fx-good", "https://fictional-ministry.example.org/press", {
      item: "li.news",
      link: "a",
      body: "div.text",
    });
    const redesigned = source("fx-redesigned", "https://fictional-ministry.example.org/press", {
      item: "div.teaser",
      link: "a",
      body: "div.content",
    });
    const report = await checkSavedPages(dir, [good, redesigned]);
    expect(report.unmatched).toEqual(["nowhere.html"]);
    const pages = Object.fromEntries(report.sources.map((s) => [s.source.id, s.pages]));
    expect(pages["fx-good"]).toEqual([
      {
        file: "article.html",
        role: "article",
        byHostOnly: true,
        outcome: "matched",
        body: { chars: expect.any(Number), from: "selector" },
      },
      { file: "listing.html", role: "listing", byHostOnly: false, outcome: "matched", items: 2, links: 2 },
    ]);
    expect(pages["fx-redesigned"]!.map((p) => [p.file, p.outcome, p.detail])).toEqual([
      ["article.html", "no-match", "the body selector matched nothing"],
      ["listing.html", "no-match", "the item selector matched nothing"],
    ]);
  });

  it("reads only absolute addresses, and compares them without www. or a trailing slash", () => {
    expect(ownAddress('<base href="/relative/">')).toBeUndefined();
    expect(ownAddress(listing)).toBe("https://www.fictional-ministry.example.org/press/");
    expect(sameAddress("https://www.a.example.org/x/", "http://a.example.org/x")).toBe(true);
    expect(sameAddress("https://a.example.org/x?cat=1", "https://a.example.org/x?cat=2")).toBe(false);
  });
});

describe.skipIf(!CORPUS_DIR)(
  CORPUS_DIR
    ? "checkSavedPages on the real saved pages and Diplomatic Pulse's configuration"
    : "checkSavedPages on the real saved pages (skipped: CORPUS_DIR is not set)",
  () => {
    it("finds the five sources whose pages are saved, and what their selectors give", async () => {
      const { sources } = importDpConfig(
        readFileSync(path.join(CORPUS_DIR!, "sources", "urlconfig.json"), "utf8"),
      );
      const report = await checkSavedPages(path.join(CORPUS_DIR!, "pages"), sources);
      expect(report.unmatched).toEqual([]);
      const summary = Object.fromEntries(
        report.sources.map((s) => [s.source.url, s.pages.map((p) => `${p.file} ${p.role} ${p.outcome}`)]),
      );
      expect(summary).toEqual({
        "https://mfa.gov.by/en/press/statements": [
          "b7b71aff55bfca76.html article matched",
          "belarus.html listing matched",
          "bf7e69d3fec2c5f0.html article matched",
          "cf70e7349e4f19db.html article matched",
          "f179725988c80350.html article matched",
        ],
        "https://www.spm.gov.cm/site/?q=en/documentation/speeches": [
          "2021.html article matched",
          "cameron.html listing matched",
        ],
        // 2021.html is on the same site, its listing unknown: this source's body selector misses it.
        "https://www.spm.gov.cm/site/?q=en/news-categories/news": ["2021.html article no-match"],
        "https://www.kln.gov.my/web/guest/press-releases": [
          "press-release.html listing matched",
          "uae-500.html article matched",
        ],
        "http://timor-leste.gov.tl/?cat=27&lang=en": ["timor.html listing matched"],
      });
      const malaysia = report.sources.find((s) => s.source.url.includes("kln.gov.my"))!;
      // The press releases' table: every row an item with a link.
      expect(malaysia.pages[0]).toMatchObject({ items: 293, links: 293 });
    });
  },
);
