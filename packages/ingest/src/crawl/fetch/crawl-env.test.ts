import { describe, expect, it } from "vitest";
import { readCrawlEnv } from "./crawl-env";

describe("readCrawlEnv", () => {
  it("refuses private addresses unless the operator says otherwise", () => {
    expect(readCrawlEnv({})).toEqual({ allowPrivate: false });
    expect(readCrawlEnv({ CRAWL_ALLOW_PRIVATE: "" })).toEqual({ allowPrivate: false });
    expect(readCrawlEnv({ CRAWL_ALLOW_PRIVATE: "0" })).toEqual({ allowPrivate: false });
    expect(readCrawlEnv({ CRAWL_ALLOW_PRIVATE: "1" })).toEqual({ allowPrivate: true });
    expect(readCrawlEnv({ CRAWL_ALLOW_PRIVATE: "true" })).toEqual({ allowPrivate: true });
  });

  it("fails fast on a value it does not understand", () => {
    expect(() => readCrawlEnv({ CRAWL_ALLOW_PRIVATE: "yes" })).toThrow(/CRAWL_ALLOW_PRIVATE must be 1 or 0/);
  });
});
