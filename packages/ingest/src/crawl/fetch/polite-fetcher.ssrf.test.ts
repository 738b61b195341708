import { describe, expect, it } from "vitest";
import { readCrawlEnv } from "./crawl-env";
import { resolveTo, useFetcherHarness } from "./testing/fetcher-harness";
import { html, redirect } from "./testing/test-server";

const harness = useFetcherHarness();

describe("fetchPage: private addresses refused by default", () => {
  it("refuses loopback by address, without a single request", async () => {
    const server = await harness.server({ "/": html("<p>internal</p>") });
    const result = await harness.fetcher({ allowPrivate: false }).fetchPage(`${server.origin}/`);
    expect(result).toMatchObject({ outcome: "failed", reason: "private-address" });
    expect(server.requests).toHaveLength(0);
  });

  it("refuses a public-looking name that resolves to 127.0.0.1", async () => {
    const server = await harness.server({ "/": html("<p>internal</p>") });
    const resolve = resolveTo({ "news.mfa.example": "127.0.0.1" });
    const fetcher = harness.fetcher({ allowPrivate: false }, { resolve });
    const result = await fetcher.fetchPage(`http://news.mfa.example:${server.port}/`);
    expect(result).toMatchObject({ outcome: "failed", reason: "private-address" });
    expect(result.outcome === "failed" && result.message).toContain("news.mfa.example resolves to 127.0.0.1");
    expect(resolve.asked).toContain("news.mfa.example");
    expect(server.requests).toHaveLength(0);
  });

  it("refuses a name whose answers mix public and private addresses", async () => {
    const server = await harness.server({ "/": html("<p>internal</p>") });
    const resolve = resolveTo({ "mixed.example": ["93.184.216.34", "127.0.0.1"] });
    const fetcher = harness.fetcher({ allowPrivate: false }, { resolve });
    expect(await fetcher.fetchPage(`http://mixed.example:${server.port}/`)).toMatchObject({
      reason: "private-address",
    });
    expect(server.requests).toHaveLength(0);
  });

  it.each([
    ["0.0.0.0, which reaches the local host", (port: number) => `http://0.0.0.0:${port}/secret`],
    ["an IPv4-mapped IPv6 loopback", (port: number) => `http://[::ffff:127.0.0.2]:${port}/secret`],
    ["a decimal spelling of 127.0.0.2", (port: number) => `http://2130706434:${port}/secret`],
    ["cloud metadata on a link-local address", () => "http://169.254.169.254/latest/meta-data/"],
    ["a public-looking name that resolves to 10.0.0.1", () => "http://intranet.mfa.example/secret"],
  ])("refuses a redirect from an allowed host to %s", async (_name, target) => {
    // The operator allows exactly 127.0.0.1 (a mirror, say); every other private address stays shut.
    const server = await harness.server({ "/start": (req, res) => redirect(target(server.port))(req, res) });
    const resolve = resolveTo({ "www.mfa.example": "127.0.0.1", "intranet.mfa.example": "10.0.0.1" });
    const fetcher = harness.fetcher({ allowPrivate: false, exemptAddresses: ["127.0.0.1"] }, { resolve });
    const result = await fetcher.fetchPage(`http://www.mfa.example:${server.port}/start`);
    expect(result).toMatchObject({
      outcome: "failed",
      reason: "private-address",
      redirects: [`http://www.mfa.example:${server.port}/start`],
    });
    expect(server.pathsRequested()).toEqual(["/robots.txt", "/start"]);
  });

  it("lets everything through when CRAWL_ALLOW_PRIVATE=1", async () => {
    const server = await harness.server({ "/": html("<p>local mirror</p>") });
    const { allowPrivate } = readCrawlEnv({ CRAWL_ALLOW_PRIVATE: "1" });
    const resolve = resolveTo({ "news.mfa.example": "127.0.0.1" });
    const fetcher = harness.fetcher({ allowPrivate }, { resolve });
    expect(await fetcher.fetchPage(`http://news.mfa.example:${server.port}/`)).toMatchObject({
      outcome: "fetched",
    });
  });

  it("reports a name that does not resolve as a network error", async () => {
    const fetcher = harness.fetcher({ allowPrivate: false }, { resolve: resolveTo({}) });
    const result = await fetcher.fetchPage("http://no-such-host.example/");
    expect(result).toMatchObject({ outcome: "failed", reason: "network-error" });
    expect(result.outcome === "failed" && result.message).toContain("ENOTFOUND");
  });
});
