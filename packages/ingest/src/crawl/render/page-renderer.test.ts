import { testEnv } from "@communique/core/testing";
import { afterEach, describe, expect, it } from "vitest";
import type { FetcherSettingsInput } from "../fetch/fetch-settings";
import { resolveTo, useFetcherHarness } from "../fetch/testing/fetcher-harness";
import { html } from "../fetch/testing/test-server";
import { findChromium } from "./find-chromium";
import { createPageRenderer, type PageRenderer, type RenderResult } from "./page-renderer";
import type { RenderSettingsInput } from "./render-settings";

const chromiumPath = findChromium(testEnv.CHROMIUM_PATH);
if (!chromiumPath)
  console.warn("Rendering tests skipped: no Chromium (apt-get install chromium, or set CHROMIUM_PATH)");

const harness = useFetcherHarness();
const renderers: PageRenderer[] = [];
afterEach(async () => {
  await Promise.all(renderers.splice(0).map((r) => r.close()));
});

const js = (source: string) => html(source, "application/javascript; charset=utf-8");
const json = (value: unknown) => html(JSON.stringify(value), "application/json");
const shell = (script: string) =>
  html(`<!doctype html><html lang="en"><head><title>Examplia (fictional)</title></head>
<body><main id="app">Loading…</main><script src="${script}"></script></body></html>`);

/** A fictional ministry whose listing is built by a script from JSON, as JavaScript front ends do. */
const LISTING_APP = `
fetch("/api/news.json").then((r) => r.json()).then((items) => {
  document.getElementById("app").innerHTML = '<ul class="news">' + items.map((i) =>
    '<li class="item"><a href="' + i.href + '">' + i.title + '</a> <span class="date">' + i.date + '</span></li>').join("") + "</ul>";
});`;
const NEWS = [
  { href: "/statements/one", title: "Examplia (fictional) welcomes a fictional accord", date: "2026-11-20" },
  { href: "/statements/two", title: "Examplia (fictional) condemns a fictional flood", date: "2026-11-18" },
];

function renderer(
  fetcherSettings: Partial<FetcherSettingsInput> = {},
  settings: RenderSettingsInput = {},
  resolve?: ReturnType<typeof resolveTo>,
) {
  const fetcher = harness.fetcher(fetcherSettings, resolve ? { resolve } : {});
  const made = createPageRenderer({
    executablePath: chromiumPath!,
    fetcher,
    settings: { quietMs: 200, ...settings },
  });
  renderers.push(made);
  return made;
}

describe.skipIf(!chromiumPath)("createPageRenderer", () => {
  it("reads a listing that exists only once its scripts have run, every request through the polite fetcher", async () => {
    const server = await harness.server({
      "/news": shell("/app.js"),
      "/app.js": js(LISTING_APP),
      "/api/news.json": json(NEWS),
    });
    const r = renderer();
    const result = await render(r, server.origin, "/news");
    expect(result).toMatchObject({ ok: true, requests: 3 });
    expect(result.ok && result.html).toContain('<li class="item"><a href="/statements/one">');
    expect(result.ok && result.html).not.toContain("Loading…");
    // robots.txt first, then the script and its data; the document came from the caller.
    // (The test's own fetch of the document came first.)
    expect(server.pathsRequested().slice(1)).toEqual(["/robots.txt", "/app.js", "/api/news.json"]);
    for (const request of server.requests.slice(1))
      expect(request.headers["user-agent"]).toMatch(/^Communique\//);
  });

  it("keeps the host's turn and pause: the page's requests come one at a time, the delay apart", async () => {
    const server = await harness.server({
      "/news": shell("/app.js"),
      // Three requests at once from the page: the fetcher must still send them one by one.
      "/app.js": js(`${LISTING_APP}; fetch("/api/a.json"); fetch("/api/b.json");`),
      "/api/news.json": json(NEWS),
      "/api/a.json": json({}),
      "/api/b.json": json({}),
    });
    const result = await render(renderer({ minDelayMs: 250 }), server.origin, "/news");
    expect(result.ok).toBe(true);
    const own = server.requests.slice(1);
    expect(own).toHaveLength(5);
    // Each request arrives at least the pause after the one before it (which had ended by then).
    for (let i = 1; i < own.length; i++) expect(own[i]!.at - own[i - 1]!.at).toBeGreaterThanOrEqual(240);
  });

  it("keeps the size limit on each request, and a budget of requests per page", async () => {
    const server = await harness.server({
      "/news": shell("/app.js"),
      "/app.js": js(`${LISTING_APP}; for (let i = 0; i < 10; i++) fetch("/api/more.json?" + i);`),
      "/api/news.json": json(NEWS),
      "/api/more.json": json({ padding: "x".repeat(5000) }),
    });
    const r = renderer({ maxBodyBytes: 4000 }, { maxRequestsPerPage: 6 });
    const result = await render(r, server.origin, "/news");
    expect(result.ok && result.html).toContain("statements/one");
    const reasons = result.blocked.map((b) => b.reason);
    expect(reasons).toContain("too-large");
    expect(reasons).toContain("too-many-requests");
    // The document, the script, the listing's data and three more: six, then refused.
    expect(server.pathsRequested().filter((p) => p.startsWith("/api/more.json"))).toHaveLength(3);
  });

  it("keeps robots.txt: a script or data path it disallows is not requested", async () => {
    const server = await harness.server({
      "/robots.txt": html("User-agent: *\nDisallow: /api/\n", "text/plain"),
      "/news": shell("/app.js"),
      "/app.js": js(LISTING_APP),
      "/api/news.json": json(NEWS),
    });
    const result = await render(renderer(), server.origin, "/news");
    expect(result.ok && result.html).not.toContain("statements/one");
    expect(result.blocked).toContainEqual(expect.objectContaining({ reason: "robots-disallowed" }));
    expect(server.pathsRequested()).not.toContain("/api/news.json");
  });

  it("refuses, inside the browser, other hosts, private addresses and sockets; nothing reaches them", async () => {
    const secret = await harness.server({ "/leak": html("secret"), "/x.js": js("document.title='leaked'") });
    const server = await harness.server({
      "/news": shell("/app.js"),
      "/app.js": js(`${LISTING_APP}
        fetch("http://127.0.0.1:${secret.port}/leak").catch(() => {});
        fetch("http://intranet.ministry.example:${secret.port}/leak").catch(() => {});
        const s = document.createElement("script"); s.src = "http://cdn.ministry.example:${secret.port}/x.js"; document.head.append(s);
        try { new WebSocket("ws://127.0.0.1:${secret.port}/leak"); } catch {}
        const img = new Image(); img.src = "http://127.0.0.1:${secret.port}/leak";`),
      "/api/news.json": json(NEWS),
    });
    // The ministry's own name resolves to the one address the operator allows; its CDN, which
    // the source names as a static host, resolves to a private one.
    const resolve = resolveTo({ "www.ministry.example": "127.0.0.1", "cdn.ministry.example": "10.0.0.7" });
    const r = renderer({ allowPrivate: false, exemptAddresses: ["127.0.0.1"] }, {}, resolve);
    const url = `http://www.ministry.example:${server.port}/news`;
    const result = await r.render({
      document: { url, html: await shellOf(server.origin) },
      sourceUrl: url,
      staticHosts: ["cdn.ministry.example"],
    });
    expect(result.ok && result.html).toContain("statements/two");
    const reasons = result.blocked.map((b) => `${b.reason} ${new URL(b.url).hostname}`);
    expect(reasons).toEqual(
      expect.arrayContaining([
        "other-host 127.0.0.1",
        "other-host intranet.ministry.example",
        "private-address cdn.ministry.example",
        "websocket 127.0.0.1",
      ]),
    );
    expect(secret.requests).toHaveLength(0);
  });

  it("gives up a page that never stops loading, and one stuck in a script, then renders the next", async () => {
    const server = await harness.server({
      "/polling": shell("/poll.js"),
      "/poll.js": js(`setInterval(() => fetch("/api/poll?" + Math.random()), 20);`),
      "/api/poll": json({}),
      "/stuck": html("<!doctype html><p>Examplia (fictional)</p><script>for (;;) {}</script>"),
      "/news": shell("/app.js"),
      "/app.js": js(LISTING_APP),
      "/api/news.json": json(NEWS),
    });
    // The two bad pages get 2 s; the good one the default minute, whatever the machine's load.
    const r = renderer();
    const polling = await render(r, server.origin, "/polling", 2000);
    expect(polling).toMatchObject({ ok: false, reason: "timeout" });
    expect(!polling.ok && polling.message).toMatch(/still loading after 2000 ms/);
    const stuck = await render(r, server.origin, "/stuck", 2000);
    expect(stuck).toMatchObject({ ok: false, reason: "timeout" });
    const next = await render(r, server.origin, "/news");
    expect(next.ok && next.html).toContain("statements/one");
  });

  it("gives every page a fresh context: no cookie, storage or service worker carries over", async () => {
    const server = await harness.server({
      "/first": html(`<!doctype html><body><script>
        document.cookie = "seen=1"; localStorage.setItem("seen", "1");
        const say = (word) => document.body.append("worker:" + word);
        navigator.serviceWorker.register("/sw.js").catch(() => {})
          .then(() => navigator.serviceWorker.getRegistrations()).then((all) => say(all.length));
      </script></body>`),
      "/sw.js": js("self.addEventListener('fetch', () => {});"),
      "/second": html(`<!doctype html><body><script>
        document.body.append("cookie:[" + document.cookie + "] storage:[" + localStorage.getItem("seen") + "]");
      </script></body>`),
    });
    const r = renderer();
    const first = await render(r, server.origin, "/first");
    // Registration "succeeds" and registers nothing: the worker's script is never even fetched.
    expect(first.ok && first.html).toContain("worker:0</body>");
    expect(server.pathsRequested()).not.toContain("/sw.js");
    const second = await render(r, server.origin, "/second");
    expect(second.ok && second.html).toContain("cookie:[] storage:[null]");
  });

  it("fetches once a script two pages rendering at the same time ask for", async () => {
    // The script slow to come: both pages ask for it while it is in flight.
    const slowScript = js(LISTING_APP);
    const server = await harness.server({
      "/news": shell("/app.js"),
      "/app.js": (req, res) => void setTimeout(() => slowScript(req, res), 400),
      "/api/news.json": json(NEWS),
    });
    const r = renderer({ minDelayMs: 0 }, { maxConcurrentPages: 2 });
    const [one, two] = await Promise.all([
      render(r, server.origin, "/news"),
      render(r, server.origin, "/news"),
    ]);
    expect(one.ok && one.html).toContain("statements/one");
    expect(two.ok && two.html).toContain("statements/one");
    expect(server.pathsRequested().filter((p) => p === "/app.js")).toHaveLength(1);
  });

  it("reports the errors a page's scripts throw, and still reads what they built", async () => {
    const server = await harness.server({
      "/news": html(`<!doctype html><html lang="en"><head><title>Examplia (fictional)</title></head>
<body><main id="app">Loading…</main><script src="/app.js"></script><script src="/widget.js"></script></body></html>`),
      "/app.js": js(LISTING_APP),
      "/widget.js": js(`throw new TypeError("the fictional widget is undefined");`),
      "/api/news.json": json(NEWS),
    });
    const result = await render(renderer(), server.origin, "/news");
    expect(result.ok && result.html).toContain("statements/one");
    expect(result.scriptErrors).toEqual(["TypeError: the fictional widget is undefined"]);
  });

  it("starts the browser afresh after its page budget, so a long crawl stays the same size", async () => {
    const server = await harness.server({
      "/news": shell("/app.js"),
      "/app.js": js(LISTING_APP),
      "/api/news.json": json(NEWS),
    });
    const r = renderer({}, { restartAfterPages: 3, memoryCheckEvery: 2 });
    for (let i = 0; i < 7; i++) expect((await render(r, server.origin, "/news")).ok).toBe(true);
    expect(r.stats()).toMatchObject({ pagesRendered: 7, browserStarts: 3 });
    expect(r.stats().lastResidentBytes).toBeGreaterThan(10 * 1024 * 1024);
    // The script is fetched once, then served from the renderer's cache to every page.
    expect(server.pathsRequested().filter((p) => p === "/app.js")).toHaveLength(1);
  });
});

async function shellOf(origin: string): Promise<string> {
  return (await fetch(`${origin}/news`)).text();
}

async function render(
  r: PageRenderer,
  origin: string,
  path: string,
  timeoutMs?: number,
): Promise<RenderResult> {
  const url = `${origin}${path}`;
  return r.render({
    document: { url, html: await (await fetch(url)).text() },
    sourceUrl: url,
    staticHosts: [],
    ...(timeoutMs ? { timeoutMs } : {}),
  });
}
