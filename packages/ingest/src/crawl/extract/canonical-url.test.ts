import { describe, expect, it } from "vitest";
import { canonicalUrl, tryCanonicalUrl } from "./canonical-url";

describe("canonicalUrl", () => {
  it("lower-cases scheme and host and drops the default port and the fragment", () => {
    expect(canonicalUrl("HTTPS://MFA.Fictional.EXAMPLE:443/En/News#top")).toBe(
      "https://mfa.fictional.example/En/News",
    );
    expect(canonicalUrl("http://mfa.fictional.example:80/")).toBe("http://mfa.fictional.example/");
    expect(canonicalUrl("http://mfa.fictional.example:8080/a")).toBe("http://mfa.fictional.example:8080/a");
  });

  it("drops tracking parameters and keeps the others in their order", () => {
    expect(
      canonicalUrl(
        "https://mfa.example/news?utm_source=x&id=7&UTM_Medium=y&lang=fr&fbclid=1&gclid=2&mc_cid=3&mc_eid=4",
      ),
    ).toBe("https://mfa.example/news?id=7&lang=fr");
    expect(canonicalUrl("https://mfa.example/news?z=1&a=2")).toBe("https://mfa.example/news?z=1&a=2");
    expect(canonicalUrl("https://mfa.example/news?utm_campaign=spring")).toBe("https://mfa.example/news");
  });

  it("gives /news, /news/ and /news/index.html one key, and keeps the root and index.php", () => {
    const key = "https://mfa.example/news";
    expect(canonicalUrl("https://mfa.example/news/")).toBe(key);
    expect(canonicalUrl("https://mfa.example/news/index.html")).toBe(key);
    expect(canonicalUrl("https://mfa.example/news/INDEX.HTM")).toBe(key);
    expect(canonicalUrl("https://mfa.example/index.html")).toBe("https://mfa.example/");
    expect(canonicalUrl("https://mfa.example")).toBe("https://mfa.example/");
    expect(canonicalUrl("https://mfa.example/index.php?option=com_content&id=3")).toBe(
      "https://mfa.example/index.php?option=com_content&id=3",
    );
  });

  it("normalises percent-encoding and punycodes the host", () => {
    expect(canonicalUrl("https://mfa.example/%7euser/%c3%a9t%C3%A9")).toBe(
      "https://mfa.example/~user/%C3%A9t%C3%A9",
    );
    expect(canonicalUrl("https://МИД.пример/новости")).toMatch(
      /^https:\/\/xn--[a-z0-9-]+\.xn--[a-z0-9-]+\/%D0%BD%D0%BE%D0%B2%D0%BE%D1%81%D1%82%D0%B8$/,
    );
  });

  it("does not merge http with https or www with the bare host", () => {
    expect(canonicalUrl("http://mfa.example/a")).not.toBe(canonicalUrl("https://mfa.example/a"));
    expect(canonicalUrl("https://www.mfa.example/a")).not.toBe(canonicalUrl("https://mfa.example/a"));
  });

  it("resolves against a base and reports non-URLs", () => {
    expect(canonicalUrl("../b/?utm_source=x", "https://mfa.example/a/c/")).toBe("https://mfa.example/a/b");
    expect(tryCanonicalUrl("not a url")).toBeUndefined();
    expect(() => canonicalUrl("not a url")).toThrow();
  });
});
