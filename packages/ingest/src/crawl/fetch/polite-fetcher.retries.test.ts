import { describe, expect, it } from "vitest";
import { useFetcherHarness } from "./testing/fetcher-harness";
import { html, type Route, redirect } from "./testing/test-server";

const harness = useFetcherHarness();

/** Answers each request with the next route of the list, the last one for ever. */
function inTurn(...routes: Route[]): Route {
  let calls = 0;
  return (req, res) => routes[Math.min(calls++, routes.length - 1)]?.(req, res);
}
const status =
  (code: number, headers: Record<string, string> = {}): Route =>
  (_req, res) => {
    res.writeHead(code, { "content-type": "text/plain", ...headers }).end(`status ${code}`);
  };

describe("fetchPage: retries", () => {
  it("retries server errors with backoff, then returns the page", async () => {
    const server = await harness.server({ "/flaky": inTurn(status(503), status(502), html("<p>ok</p>")) });
    const result = await harness.fetcher({ maxAttempts: 3 }).fetchPage(`${server.origin}/flaky`);
    expect(result).toMatchObject({ outcome: "fetched", status: 200 });
    const attempts = server.requests.filter((r) => r.path === "/flaky");
    expect(attempts).toHaveLength(3);
    // retryBaseDelayMs is 10 in tests: 5-10 ms, then 10-20 ms; checked loosely.
    expect(attempts[1]!.at - attempts[0]!.at).toBeGreaterThanOrEqual(4);
  });

  it("gives up when the attempts are spent, and says how many there were", async () => {
    const server = await harness.server({ "/down": status(500) });
    const result = await harness.fetcher({ maxAttempts: 3 }).fetchPage(`${server.origin}/down`);
    expect(result).toMatchObject({ outcome: "failed", reason: "http-error", status: 500, attempts: 3 });
    expect(server.pathsRequested().filter((p) => p === "/down")).toHaveLength(3);
  });

  it("retries a 429 after the Retry-After the server asked for", async () => {
    const server = await harness.server({
      "/busy": inTurn(status(429, { "retry-after": "1" }), html("<p>ok</p>")),
    });
    const result = await harness.fetcher({ maxAttempts: 2 }).fetchPage(`${server.origin}/busy`);
    expect(result).toMatchObject({ outcome: "fetched", status: 200 });
    const [first, second] = server.requests.filter((r) => r.path === "/busy");
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(900);
  });

  it("does not wait for a Retry-After beyond its cap, and passes it on to the caller", async () => {
    const server = await harness.server({ "/later": status(503, { "retry-after": "3600" }) });
    const started = performance.now();
    const result = await harness
      .fetcher({ maxAttempts: 3, maxRetryDelayMs: 5000 })
      .fetchPage(`${server.origin}/later`);
    expect(result).toMatchObject({
      outcome: "failed",
      reason: "http-error",
      status: 503,
      retryAfterMs: 3_600_000,
      attempts: 1,
    });
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it("retries after a time-out", async () => {
    const server = await harness.server({
      "/sometimes-slow": inTurn((_req, res) => {
        const timer = setTimeout(() => res.end("late"), 5000);
        res.on("close", () => clearTimeout(timer));
      }, html("<p>quick this time</p>")),
    });
    const result = await harness
      .fetcher({ timeoutMs: 250, maxAttempts: 2 })
      .fetchPage(`${server.origin}/sometimes-slow`);
    expect(result).toMatchObject({ outcome: "fetched", body: { text: "<p>quick this time</p>" } });
    expect(
      result.outcome === "fetched" && server.pathsRequested().filter((p) => p === "/sometimes-slow"),
    ).toHaveLength(2);
  });

  it("does not retry client errors", async () => {
    const server = await harness.server({ "/gone": status(410), "/forbidden": status(403) });
    const fetcher = harness.fetcher({ maxAttempts: 3 });
    expect(await fetcher.fetchPage(`${server.origin}/gone`)).toMatchObject({ status: 410, attempts: 1 });
    expect(await fetcher.fetchPage(`${server.origin}/forbidden`)).toMatchObject({ status: 403, attempts: 1 });
  });

  it("stops waiting when the caller aborts", async () => {
    const server = await harness.server({ "/down": status(503, { "retry-after": "2" }) });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const result = await harness
      .fetcher({ maxAttempts: 3 })
      .fetchPage(`${server.origin}/down`, { signal: controller.signal });
    expect(result).toMatchObject({ outcome: "failed", reason: "aborted" });
  });
});

describe("fetchPage: conditional requests", () => {
  const conditional: Route = (req, res) => {
    if (
      req.headers["if-none-match"] === '"v2"' ||
      req.headers["if-modified-since"] === "Wed, 05 Mar 2025 08:00:00 GMT"
    ) {
      res.writeHead(304, { etag: '"v2"' }).end();
      return;
    }
    res
      .writeHead(200, {
        "content-type": "text/html; charset=utf-8",
        etag: '"v2"',
        "last-modified": "Wed, 05 Mar 2025 08:00:00 GMT",
      })
      .end("<p>v2</p>");
  };

  it("sends If-None-Match and reports not-modified on 304", async () => {
    const server = await harness.server({ "/news": conditional });
    const result = await harness.fetcher().fetchPage(`${server.origin}/news`, { previous: { etag: '"v2"' } });
    expect(result).toMatchObject({
      outcome: "not-modified",
      status: 304,
      etag: '"v2"',
      url: `${server.origin}/news`,
    });
    expect(server.requests.at(-1)?.headers["if-none-match"]).toBe('"v2"');
  });

  it("sends If-Modified-Since and keeps the validator it was given", async () => {
    const server = await harness.server({ "/news": conditional });
    const lastModified = "Wed, 05 Mar 2025 08:00:00 GMT";
    const result = await harness.fetcher().fetchPage(`${server.origin}/news`, { previous: { lastModified } });
    expect(result).toMatchObject({ outcome: "not-modified", lastModified });
    expect(server.requests.at(-1)?.headers["if-modified-since"]).toBe(lastModified);
  });

  it("returns the new page and its validators when it changed", async () => {
    const server = await harness.server({ "/news": conditional });
    const result = await harness.fetcher().fetchPage(`${server.origin}/news`, { previous: { etag: '"v1"' } });
    expect(result).toMatchObject({
      outcome: "fetched",
      etag: '"v2"',
      lastModified: "Wed, 05 Mar 2025 08:00:00 GMT",
    });
  });

  it("sends the validators only to the URL they came from, after redirects", async () => {
    const server = await harness.server({ "/old": redirect("/news"), "/news": conditional });
    const fetcher = harness.fetcher();
    const result = await fetcher.fetchPage(`${server.origin}/old`, {
      previous: { url: `${server.origin}/news`, etag: '"v2"' },
    });
    expect(result).toMatchObject({
      outcome: "not-modified",
      url: `${server.origin}/news`,
      redirects: [`${server.origin}/old`],
    });
    const old = server.requests.find((r) => r.path === "/old");
    expect(old?.headers["if-none-match"]).toBeUndefined();
  });

  it("sends no validators when there are none", async () => {
    const server = await harness.server({ "/news": conditional });
    await harness.fetcher().fetchPage(`${server.origin}/news`);
    expect(server.requests.at(-1)?.headers["if-none-match"]).toBeUndefined();
    expect(server.requests.at(-1)?.headers["if-modified-since"]).toBeUndefined();
  });
});
