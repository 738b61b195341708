import { describe, expect, it } from "vitest";
import { readCrawlEnv } from "./crawl-env";

describe("readCrawlEnv", () => {
  it("refuses private addresses unless the operator says otherwise", () => {
    const allow = (value: string | undefined) =>
      readCrawlEnv(value === undefined ? {} : { CRAWL_ALLOW_PRIVATE: value }).allowPrivate;
    expect([undefined, "", "0", "false", "no"].map(allow)).toEqual([false, false, false, false, false]);
    expect(["1", "true", "yes", "TRUE"].map(allow)).toEqual([true, true, true, true]);
  });

  it("crawls inside the server, four sources at once, unless told otherwise", () => {
    expect(readCrawlEnv({})).toEqual({
      allowPrivate: false,
      inServer: true,
      contactUrl: undefined,
      delayMs: 1000,
      concurrency: 4,
    });
    expect(
      readCrawlEnv({
        CRAWL_IN_SERVER: "0",
        CRAWL_CONTACT_URL: "https://news.example/crawler",
        CRAWL_DELAY_MS: "0",
        CRAWL_CONCURRENCY: "8",
        TESSERACT_PATH: "/opt/ocr/bin/tesseract",
      }),
    ).toEqual({
      allowPrivate: false,
      inServer: false,
      contactUrl: "https://news.example/crawler",
      delayMs: 0,
      concurrency: 8,
      tesseractPath: "/opt/ocr/bin/tesseract",
    });
  });

  it("fails fast on a value it does not understand", () => {
    expect(() => readCrawlEnv({ CRAWL_ALLOW_PRIVATE: "ye" })).toThrow(
      /CRAWL_ALLOW_PRIVATE: must be 1 or 0 \(true\/false and yes\/no are accepted too\)/,
    );
    expect(() => readCrawlEnv({ CRAWL_IN_SERVER: "off" })).toThrow(/CRAWL_IN_SERVER: must be 1 or 0/);
    expect(() => readCrawlEnv({ CRAWL_CONTACT_URL: "mailto:x@y" })).toThrow(/CRAWL_CONTACT_URL/);
    expect(() => readCrawlEnv({ CRAWL_CONCURRENCY: "0" })).toThrow(/CRAWL_CONCURRENCY/);
    expect(() => readCrawlEnv({ CRAWL_DELAY_MS: "-1" })).toThrow(/CRAWL_DELAY_MS/);
  });
});
