import { describe, expect, it } from "vitest";
import { parseFetcherSettings, userAgentOf } from "./fetch-settings";

describe("fetcher settings", () => {
  it("defaults to the limits of issue 6", () => {
    const settings = parseFetcherSettings({ contactUrl: "https://communique.example/about/crawler" });
    expect(settings).toMatchObject({
      minDelayMs: 1000,
      maxConcurrency: 8,
      maxBodyBytes: 10 * 1024 * 1024,
      timeoutMs: 30_000,
      maxRedirects: 5,
      allowPrivate: false,
      maxAttempts: 3,
      robotsMaxBytes: 500 * 1024,
      robotsTtlMs: 24 * 60 * 60 * 1000,
    });
    expect(settings.acceptedKinds).toEqual(["html", "xhtml", "xml", "json", "text", "pdf", "image"]);
  });

  it("builds an honest User-Agent with the contact URL", () => {
    const settings = parseFetcherSettings({ contactUrl: "https://communique.example/crawler" });
    expect(userAgentOf(settings)).toBe("Communique/1.0 (+https://communique.example/crawler)");
  });

  it("refuses a missing or non-web contact URL, a robots cache beyond 24 h and a zero concurrency", () => {
    expect(() => parseFetcherSettings({ contactUrl: "mailto:crawler@example.org" })).toThrow();
    expect(() => parseFetcherSettings({ contactUrl: "" })).toThrow();
    const contactUrl = "https://communique.example/crawler";
    expect(() => parseFetcherSettings({ contactUrl, robotsTtlMs: 48 * 3600_000 })).toThrow();
    expect(() => parseFetcherSettings({ contactUrl, maxConcurrency: 0 })).toThrow();
    expect(() => parseFetcherSettings({ contactUrl, exemptAddresses: ["localhost"] })).toThrow();
  });
});
