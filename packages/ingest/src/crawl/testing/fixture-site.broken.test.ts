import { describe, expect, it } from "vitest";
import { extractArticle } from "../extract/article";
import { extractListing } from "../extract/listing";
import { createPoliteFetcher } from "../fetch/polite-fetcher";
import { encodeLegacy } from "../fetch/testing/legacy-encoding";
import { PRIVATE_TARGETS, REDIRECT_CHAIN_LENGTH } from "./broken-routes";
import { BROKEN_STATEMENTS, CHARSET_STATEMENTS } from "./content/broken";
import { get, useFixtureSite } from "./fixture-client";
import { fixtureSources } from "./fixture-sources";

/** The FICTIONAL Republic of Tesseria, whose site fails in every way a crawler meets. */

const NOW = new Date("2025-01-15T12:00:00Z");
const SLOW = { headersDelayMs: 300, trickleChunks: 4, trickleIntervalMs: 100 };
const site = useFixtureSite({ now: NOW, slow: SLOW, flakyFailures: 2 });
const url = (path: string) => `${site().origin}${path}`;

describe("the broken ministry", () => {
  it("links every fault from one listing that the broken source's selectors read", async () => {
    const source = fixtureSources(site().origin).find((s) => s.id === "fixture-broken-html");
    const selectors = { item: "", link: "", ...source?.selectors };
    const listing = extractListing((await get(url("/broken/news"))).text, url("/broken/news"), selectors);
    expect(listing.entries.map((e) => e.url.replace(site().origin, ""))).toEqual([
      "/broken/statements/future-date",
      "/broken/statements/unclosed-markup",
      "/broken/statements/latin1-declared-utf8",
      "/broken/statements/utf8-declared-latin1",
      "/broken/statements/cyrillic-no-charset",
      "/broken/slow",
      "/broken/trickle",
      "/broken/loop-a",
      "/broken/chain/1",
      "/broken/huge",
      "/broken/huge-declared",
      "/broken/to-private",
      "/broken/to-metadata",
      "/broken/gone",
      "/broken/flaky",
      "/broken/statements/undated",
      "/private/internal-note",
    ]);
  });

  it("serves unclosed tags and stray end tags that still give the title, date and text", async () => {
    const s = BROKEN_STATEMENTS.unclosedMarkup;
    const html = (await get(url(`/broken/statements/${s.slug}`))).text;
    expect(html).not.toContain("</body>");
    const article = extractArticle(html, url(`/broken/statements/${s.slug}`), { now: NOW, language: "en" });
    expect([article.title, article.published?.value]).toEqual([s.title, s.date]);
    for (const paragraph of s.paragraphs) expect(article.bodyText).toContain(paragraph);
  });

  it("serves windows-1252 bytes declared as UTF-8", async () => {
    const s = CHARSET_STATEMENTS.windows1252AsUtf8;
    const answer = await get(url(`/broken/statements/${s.slug}`));
    expect(answer.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(answer.text).toContain('<meta charset="utf-8">');
    expect(Buffer.from(answer.bytes).includes(Buffer.from(encodeLegacy("Déclaration", "windows-1252")))).toBe(
      true,
    );
    expect(new TextDecoder("windows-1252").decode(answer.bytes)).toContain("réduire la dépendance");
  });

  it("serves UTF-8 bytes declared as windows-1252", async () => {
    const s = CHARSET_STATEMENTS.utf8AsWindows1252;
    const answer = await get(url(`/broken/statements/${s.slug}`));
    expect(answer.headers.get("content-type")).toBe("text/html; charset=windows-1252");
    expect(new TextDecoder("utf-8", { fatal: true }).decode(answer.bytes)).toContain(s.title);
  });

  it("serves windows-1251 Cyrillic with no charset anywhere", async () => {
    const s = CHARSET_STATEMENTS.windows1251Undeclared;
    const answer = await get(url(`/broken/statements/${s.slug}`));
    expect(answer.headers.get("content-type")).toBe("text/html");
    expect(answer.text).not.toMatch(/charset/i);
    expect(new TextDecoder("windows-1251").decode(answer.bytes)).toContain(s.paragraphs[0]);
  });

  it("sends /broken/slow's headers late, and /broken/trickle's body in pieces", async () => {
    let start = performance.now();
    const slow = await get(url("/broken/slow"));
    expect(performance.now() - start).toBeGreaterThanOrEqual(SLOW.headersDelayMs - 20);
    expect(slow.text).toContain(BROKEN_STATEMENTS.slow.title);
    start = performance.now();
    const response = await fetch(url("/broken/trickle"));
    const headersAt = performance.now() - start;
    const text = await response.text();
    expect(performance.now() - start - headersAt).toBeGreaterThanOrEqual(
      (SLOW.trickleChunks - 1) * SLOW.trickleIntervalMs - 20,
    );
    expect(text).toContain(BROKEN_STATEMENTS.trickle.title);
  });

  it("redirects in a loop, and in a chain longer than 5 that ends on a statement", async () => {
    expect((await get(url("/broken/loop-a"))).headers.get("location")).toBe("/broken/loop-b");
    expect((await get(url("/broken/loop-b"))).headers.get("location")).toBe("/broken/loop-a");
    let path = "/broken/chain/1";
    let hops = 0;
    for (let answer = await get(url(path)); answer.status === 302; answer = await get(url(path))) {
      path = answer.headers.get("location") ?? "";
      hops++;
    }
    expect([hops, path]).toEqual([
      REDIRECT_CHAIN_LENGTH,
      `/broken/statements/${BROKEN_STATEMENTS.endOfChain.slug}`,
    ]);
    expect(REDIRECT_CHAIN_LENGTH).toBeGreaterThan(5);
  });

  it("streams more than 10 MiB, with and without Content-Length", async () => {
    for (const [path, declared] of [
      ["/broken/huge", null],
      ["/broken/huge-declared", String(11 * 1024 * 1024)],
    ]) {
      const response = await fetch(url(path ?? ""));
      expect(response.headers.get("content-length")).toBe(declared);
      let size = 0;
      for await (const chunk of response.body ?? []) size += (chunk as Uint8Array).length;
      expect(size).toBe(11 * 1024 * 1024);
    }
  });

  it("redirects to private addresses, which a fetcher exempting only 127.0.0.1 refuses to reach", async () => {
    expect((await get(url("/broken/to-private"))).headers.get("location")).toBe(
      PRIVATE_TARGETS["to-private"],
    );
    expect((await get(url("/broken/to-metadata"))).headers.get("location")).toBe(
      PRIVATE_TARGETS["to-metadata"],
    );
    const fetcher = createPoliteFetcher({
      contactUrl: "https://communique.example/about/crawler",
      exemptAddresses: ["127.0.0.1"],
      minDelayMs: 0,
    });
    try {
      for (const path of ["/broken/to-private", "/broken/to-metadata"]) {
        expect(await fetcher.fetchPage(url(path))).toMatchObject({
          outcome: "failed",
          reason: "private-address",
        });
      }
    } finally {
      await fetcher.close();
    }
  });

  it("answers 404 for a withdrawn statement, and 500 twice before /broken/flaky recovers", async () => {
    expect((await get(url("/broken/gone"))).status).toBe(404);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await get(url("/broken/flaky"))).status);
    expect(statuses).toEqual([500, 500, 200, 200]);
  });

  it("dates one statement after now, and leaves another with no date at all", async () => {
    expect(site().futureDate > NOW.toISOString().slice(0, 10)).toBe(true);
    const future = url("/broken/statements/future-date");
    const dated = extractArticle((await get(future)).text, future, { now: NOW, language: "en" });
    expect([dated.published, dated.dateFailure]).toEqual([undefined, "future"]);
    const undated = url("/broken/statements/undated");
    const answer = await get(undated);
    expect(answer.headers.get("last-modified")).toBeNull();
    expect(answer.text).not.toMatch(/\b(?:19|20)\d\d\b|<time/);
    const article = extractArticle(answer.text, undated, { now: NOW, language: "en" });
    expect([article.title, article.published, article.dateFailure]).toEqual([
      BROKEN_STATEMENTS.undated.title,
      undefined,
      undefined,
    ]);
  });
});
