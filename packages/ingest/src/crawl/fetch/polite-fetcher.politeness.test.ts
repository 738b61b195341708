import { describe, expect, it } from "vitest";
import { resolveTo, useFetcherHarness } from "./testing/fetcher-harness";
import { html, type Route, redirect } from "./testing/test-server";

const harness = useFetcherHarness();

const robotsTxt =
  (text: string): Route =>
  (_req, res) => {
    res.writeHead(200, { "content-type": "text/plain" }).end(text);
  };
const gaps = (times: number[]) => times.slice(1).map((t, i) => t - times[i]!);

describe("fetchPage: robots.txt", () => {
  it("does not request a disallowed page, and reads robots.txt once per origin", async () => {
    const server = await harness.server({
      "/robots.txt": robotsTxt(
        "User-agent: *\nDisallow: /private/\n\nUser-agent: Communique\nDisallow: /drafts/\n",
      ),
      "/drafts/1": html("<p>draft</p>"),
      "/private/1": html("<p>private</p>"),
      "/public": html("<p>public</p>"),
    });
    const fetcher = harness.fetcher();
    expect(await fetcher.fetchPage(`${server.origin}/drafts/1`)).toMatchObject({
      outcome: "failed",
      reason: "robots-disallowed",
      attempts: 0,
    });
    // Our own group replaces the * group, so /private/ is open to us.
    expect(await fetcher.fetchPage(`${server.origin}/private/1`)).toMatchObject({ outcome: "fetched" });
    expect(await fetcher.fetchPage(`${server.origin}/public`)).toMatchObject({ outcome: "fetched" });
    expect(server.pathsRequested()).toEqual(["/robots.txt", "/private/1", "/public"]);
  });

  it("treats an unreachable robots.txt (5xx) as a complete disallow", async () => {
    const server = await harness.server({
      "/robots.txt": (_req, res) => res.writeHead(503).end(),
      "/page": html("<p>page</p>"),
    });
    const result = await harness.fetcher().fetchPage(`${server.origin}/page`);
    expect(result).toMatchObject({ outcome: "failed", reason: "robots-unreachable" });
    expect(server.pathsRequested()).toEqual(["/robots.txt"]);
  });

  it("treats a missing robots.txt (4xx) as allowing everything", async () => {
    const server = await harness.server({
      "/robots.txt": (_req, res) => res.writeHead(403).end(),
      "/page": html("<p>page</p>"),
    });
    expect(await harness.fetcher().fetchPage(`${server.origin}/page`)).toMatchObject({ outcome: "fetched" });
  });

  it("follows robots.txt redirects and applies the rules to the first origin", async () => {
    const server = await harness.server({
      "/robots.txt": redirect("/real-robots.txt", 301),
      "/real-robots.txt": robotsTxt(
        "User-agent: *\nDisallow: /closed\nSitemap: https://mfa.example/sitemap.xml\n",
      ),
      "/closed": html("<p>closed</p>"),
    });
    const fetcher = harness.fetcher();
    expect(await fetcher.fetchPage(`${server.origin}/closed`)).toMatchObject({ reason: "robots-disallowed" });
    const decision = await fetcher.robotsFor(`${server.origin}/anything`);
    expect(decision.policy.sitemaps).toEqual(["https://mfa.example/sitemap.xml"]);
  });

  it("checks robots.txt again for a redirect's target", async () => {
    const server = await harness.server({
      "/robots.txt": robotsTxt("User-agent: *\nDisallow: /archive/\n"),
      "/latest": redirect("/archive/2024"),
      "/archive/2024": html("<p>archived</p>"),
    });
    const result = await harness.fetcher().fetchPage(`${server.origin}/latest`);
    expect(result).toMatchObject({ reason: "robots-disallowed", url: `${server.origin}/archive/2024` });
    expect(server.pathsRequested()).not.toContain("/archive/2024");
  });

  it("reads only the first robotsMaxBytes of a huge robots.txt, up to its last whole line", async () => {
    const filler = "# filler line to make the file big\n".repeat(20_000); // about 700 KB
    const server = await harness.server({
      "/robots.txt": robotsTxt(`User-agent: *\nDisallow: /early\n${filler}Disallow: /late\n`),
      "/late": html("<p>late</p>"),
      "/early": html("<p>early</p>"),
    });
    const fetcher = harness.fetcher();
    expect(await fetcher.fetchPage(`${server.origin}/early`)).toMatchObject({ reason: "robots-disallowed" });
    expect(await fetcher.fetchPage(`${server.origin}/late`)).toMatchObject({ outcome: "fetched" });
  });
});

describe("fetchPage: spacing and concurrency", () => {
  it("waits one second between requests to one host by default", async () => {
    const server = await harness.server({ "/page": html("<p>page</p>") });
    const fetcher = harness.fetcher({ minDelayMs: undefined }); // the harness's 0 removed: the default applies
    expect(fetcher.settings.minDelayMs).toBe(1000);
    await fetcher.fetchPage(`${server.origin}/page`);
    const [robots, page] = server.requests.map((r) => r.at);
    expect(page! - robots!).toBeGreaterThanOrEqual(950);
  });

  it("waits minDelayMs between requests to one host", async () => {
    const server = await harness.server({ "/a": html("a"), "/b": html("b"), "/c": html("c") });
    const fetcher = harness.fetcher({ minDelayMs: 150 });
    await Promise.all(["/a", "/b", "/c"].map((path) => fetcher.fetchPage(`${server.origin}${path}`)));
    const times = server.requests.map((r) => r.at); // robots.txt, then the three pages
    expect(times).toHaveLength(4);
    for (const gap of gaps(times)) expect(gap).toBeGreaterThanOrEqual(140);
  });

  it("respects a robots.txt crawl-delay larger than minDelayMs", async () => {
    const server = await harness.server({
      "/robots.txt": robotsTxt("User-agent: *\nCrawl-delay: 0.4\n"),
      "/a": html("a"),
      "/b": html("b"),
      "/c": html("c"),
    });
    const fetcher = harness.fetcher({ minDelayMs: 10 });
    await Promise.all(["/a", "/b", "/c"].map((path) => fetcher.fetchPage(`${server.origin}${path}`)));
    const pages = server.requests.filter((r) => r.path !== "/robots.txt").map((r) => r.at);
    expect(pages).toHaveLength(3);
    for (const gap of gaps(pages)) expect(gap).toBeGreaterThanOrEqual(380);
  });

  it("caps a crawl-delay at maxCrawlDelayMs", async () => {
    const server = await harness.server({
      "/robots.txt": robotsTxt("User-agent: *\nCrawl-delay: 86400\n"),
      "/a": html("a"),
      "/b": html("b"),
    });
    const fetcher = harness.fetcher({ maxCrawlDelayMs: 100 });
    const started = performance.now();
    await Promise.all(["/a", "/b"].map((path) => fetcher.fetchPage(`${server.origin}${path}`)));
    expect(server.pathsRequested()).toHaveLength(3);
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it("keeps to the global concurrency limit across hosts, and runs hosts side by side", async () => {
    let inFlight = 0;
    let most = 0;
    const slow: Route = (_req, res) => {
      inFlight++;
      most = Math.max(most, inFlight);
      setTimeout(() => {
        inFlight--;
        res.writeHead(200, { "content-type": "text/html" }).end("<p>slow</p>");
      }, 80);
    };
    const server = await harness.server({ "/robots.txt": slow, "/page": slow });
    const hosts = ["a", "b", "c", "d", "e", "f"].map((h) => `${h}.mfa.example`);
    const resolve = resolveTo(Object.fromEntries(hosts.map((h) => [h, "127.0.0.1"])));
    const fetcher = harness.fetcher({ maxConcurrency: 2 }, { resolve });
    const results = await Promise.all(hosts.map((h) => fetcher.fetchPage(`http://${h}:${server.port}/page`)));
    expect(results.every((r) => r.outcome === "fetched")).toBe(true);
    expect(server.requests).toHaveLength(12);
    expect(most).toBe(2);
    expect(new Set(server.requests.map((r) => r.headers.host)).size).toBe(6);
  });
});
