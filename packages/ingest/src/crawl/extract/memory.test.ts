import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { extractArticle } from "./article";
import { readFixture } from "./fixtures/read-fixture";
import { extractListing } from "./listing";

const PAGES = [
  "article-en.html",
  "article-fr.html",
  "article-es.html",
  "article-ru.html",
  "article-ar.html",
  "article-zh.html",
].map(readFixture);
const LISTING = readFixture("listing-en.html");
const TOTAL = 800;
const WARM_UP = 100;
/**
 * Generous on purpose: a page kept alive costs 0.4 to 2 MB (a document, or a jsdom window), so
 * 700 kept pages would exceed this eighteen times over at least, while GC noise stays below it (-4.7 to
 * +1.7 MB in the suite's runs). It allows 22 KB a page, as 40 MB over 1,800 pages did: the same
 * sensitivity in 40% of the time (issue 32).
 */
const MAX_GROWTH_BYTES = 15 * 1024 * 1024;

/** A real collection, so that heap figures measure what is retained, not what awaits GC. */
function collectGarbage(): () => void {
  setFlagsFromString("--expose-gc");
  return runInNewContext("gc") as () => void;
}

function parse(index: number): void {
  const now = new Date("2026-11-21T12:00:00Z");
  if (index % 10 === 9) {
    extractListing(LISTING, `https://mfa.fictional.example/en/news?page=${index}`, {
      item: "//div[has-class('node-feed-item')]",
      link: "//h3/a/@href",
    });
  } else {
    extractArticle(PAGES[index % PAGES.length] as string, `https://mfa.fictional.example/p/${index}`, {
      now,
    });
  }
}

describe("memory", () => {
  // Synchronous on purpose: a closed jsdom window is only freed after a turn of the event loop,
  // so this loop would catch a return to one window per page (see `withHtmlDocument`).
  it(`stays flat over ${TOTAL} pages parsed back to back`, () => {
    const gc = collectGarbage();
    for (let i = 0; i < WARM_UP; i++) parse(i);
    gc();
    const before = process.memoryUsage().heapUsed;
    for (let i = WARM_UP; i < TOTAL; i++) parse(i);
    gc();
    const growth = process.memoryUsage().heapUsed - before;
    console.info(`heap growth over ${TOTAL - WARM_UP} pages: ${(growth / 1024 / 1024).toFixed(1)} MB`);
    expect(growth).toBeLessThan(MAX_GROWTH_BYTES);
  }, 300_000);
});
