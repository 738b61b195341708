/**
 * The web's conventions (issue 18): canonical and hreflang addresses on PUBLIC_URL, Open Graph
 * with a generated image per page kind and language, JSON-LD, robots rules, robots.txt, the
 * sitemaps, the favicon and the manifest. Read by Chromium (the head as a browser parses it)
 * and over HTTP (what a crawler fetches).
 */
import { LANGUAGE_CODES } from "@communique/core/vocabulary";
import { fictionalStatement, fictionalStatements } from "@communique/store/testing";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROMIUM_MISSING, startWebFixture, type WebFixture } from "./web-fixture";

const ORIGIN = "https://communique.example";
const HOSTILE_TITLE = "Fictional </script><script>window.__pwned = 1</script> statement";
const STATEMENTS = [
  ...fictionalStatements(),
  fictionalStatement({
    id: "fict-hostile-title",
    language: "en",
    title: HOSTILE_TITLE,
    body: "Fictional text.",
  }),
];

interface Head {
  canonical: string | null;
  alternates: Record<string, string>;
  meta: Record<string, string>;
  jsonLd: unknown[];
  pwned: boolean;
}

async function head(page: Page, path: string): Promise<Head> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  return page.evaluate(() => ({
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
    alternates: Object.fromEntries(
      [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [
        l.getAttribute("hreflang")!,
        l.getAttribute("href")!,
      ]),
    ),
    meta: Object.fromEntries(
      [...document.querySelectorAll("meta[property], meta[name]")].map((m) => [
        m.getAttribute("property") ?? m.getAttribute("name")!,
        m.getAttribute("content") ?? "",
      ]),
    ),
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
      JSON.parse(s.textContent ?? "null"),
    ),
    pwned: "__pwned" in window,
  }));
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Uint8Array): [number, number] {
  expect([...bytes.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  return [view.getUint32(16), view.getUint32(20)];
}

describe.skipIf(CHROMIUM_MISSING)("the web's conventions", () => {
  let web: WebFixture;
  let context: BrowserContext;
  let page: Page;
  const local = (url: string) => url.replace(ORIGIN, web.server.base);
  beforeAll(async () => {
    web = await startWebFixture({ publicOrigin: ORIGIN, sitemapSize: 4 }, STATEMENTS);
    context = await web.newContext();
    page = await context.newPage();
  });
  afterAll(() => web?.close());

  it("gives a statement's page its canonical address, the six languages and x-default, all on PUBLIC_URL", async () => {
    for (const lang of LANGUAGE_CODES) {
      const h = await head(page, `/${lang}/statements/${STATEMENTS[0]!.id}?q=fictional`);
      // The query only marks words: the canonical address is the statement's.
      expect(h.canonical).toBe(`${ORIGIN}/${lang}/statements/${STATEMENTS[0]!.id}`);
      expect(Object.keys(h.alternates).sort()).toEqual([
        "ar",
        "en-US",
        "es",
        "fr",
        "ru",
        "x-default",
        "zh-Hans",
      ]);
      expect(h.alternates["x-default"]).toBe(`${ORIGIN}/statements/${STATEMENTS[0]!.id}`);
      for (const href of Object.values(h.alternates)) expect(href.startsWith(`${ORIGIN}/`)).toBe(true);
      expect(h.meta["og:url"]).toBe(h.canonical);
      expect(h.meta["og:type"]).toBe("article");
      expect(h.meta["og:image"]).toBe(`${ORIGIN}/og/statement-${lang}.png`);
      expect(h.meta["og:description"]?.length).toBeGreaterThan(10);
      expect(h.meta.robots).toBeUndefined();
    }
  });

  it("revalidates a statement's page: an ETag without the nonce, then 304, and the stored page still runs", async () => {
    const path = `${web.server.base}/en/statements/${STATEMENTS[0]!.id}`;
    const first = await fetch(path);
    const tag = first.headers.get("etag");
    expect(first.status).toBe(200);
    expect(tag).toMatch(/^W\/"/);
    await first.arrayBuffer();
    const again = await fetch(path, { headers: { "If-None-Match": tag! } });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(tag);
    // The browser keeps the stored policy, whose nonce is the stored page's.
    expect(again.headers.get("content-security-policy")).toBeNull();
    expect(await again.text()).toBe("");
    // Another language is another page.
    const arabic = await fetch(path.replace("/en/", "/ar/"), { headers: { "If-None-Match": tag! } });
    expect(arabic.status).toBe(200);
    await arabic.arrayBuffer();

    // Chromium revalidates on reload and gets the 304 (only headers cross the network: it reports
    // the stored 200 as the status), and the stored page's scripts still run.
    // Without the service worker, whose own fetch would be what the page's timing reports.
    const readerContext = await web.newContext({ serviceWorkers: "block" });
    const reader = await readerContext.newPage();
    const navigation = () =>
      reader.evaluate(() => {
        const entry = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
        return { transferred: entry.transferSize, body: entry.encodedBodySize };
      });
    await reader.goto(path);
    const loaded = await navigation();
    expect(loaded.transferred).toBeGreaterThan(loaded.body);
    await reader.reload();
    const reloaded = await navigation();
    expect(reloaded.body).toBe(loaded.body);
    expect(reloaded.transferred).toBeLessThan(1_000);
    expect(await reader.evaluate(() => "__reactRouterContext" in window)).toBe(true);
    await readerContext.close();
  });

  it("describes a statement as a NewsArticle whose author is the issuing state, dated as its source dates it", async () => {
    const statement = STATEMENTS[0]!;
    const h = await head(page, `/en/statements/${statement.id}`);
    const shown = await page.evaluate(() => document.querySelector("h1")?.textContent);
    const [article] = h.jsonLd as {
      "@type": string;
      headline: string;
      url: string;
      datePublished: string;
      author: { "@type": string; areaServed: { identifier: string } };
    }[];
    expect(article?.["@type"]).toBe("NewsArticle");
    expect(article?.headline).toBe(shown);
    expect(article?.author["@type"]).toBe("GovernmentOrganization");
    expect(article?.author.areaServed.identifier).toBe(statement.countryCode);
    expect(article?.datePublished).toMatch(/^\d{4}(-\d{2}){0,2}$/);
    expect(article?.url).toBe(h.canonical);
  });

  it("keeps a hostile title inside the JSON-LD: it parses and runs nothing", async () => {
    const h = await head(page, "/en/statements/fict-hostile-title");
    expect((h.jsonLd[0] as { headline: string }).headline).toBe(HOSTILE_TITLE);
    expect(h.pwned).toBe(false);
  });

  it("marks searches and reports noindex, follow, and describes the site with a SearchAction", async () => {
    const search = await head(page, "/fr/search?q=paix");
    expect(search.meta.robots).toBe("noindex, follow");
    expect(search.canonical).toBe(`${ORIGIN}/fr/search?q=paix`);
    expect((await head(page, "/ar/report")).meta.robots).toBe("noindex, follow");
    const home = await head(page, "/ar");
    expect(home.meta.robots).toBeUndefined();
    expect(home.canonical).toBe(`${ORIGIN}/ar`);
    expect(home.alternates["x-default"]).toBe(`${ORIGIN}/`);
    const site = home.jsonLd[0] as {
      "@type": string;
      potentialAction: { target: { urlTemplate: string } };
    };
    expect(site["@type"]).toBe("WebSite");
    const template: string = site.potentialAction.target.urlTemplate;
    expect(template).toBe(`${ORIGIN}/ar/search?q={search_term_string}`);
    const answer = await fetch(local(template.replace("{search_term_string}", "fictional")));
    expect(answer.status).toBe(200);
  });

  it("serves each page kind's preview image in each language: a 1200×630 PNG", async () => {
    for (const lang of LANGUAGE_CODES) {
      for (const kind of ["home", "statement", "search", "analytics"]) {
        const response = await fetch(`${web.server.base}/og/${kind}-${lang}.png`);
        expect(response.status, `${kind}-${lang}`).toBe(200);
        expect(response.headers.get("content-type")).toBe("image/png");
        expect(pngSize(new Uint8Array(await response.arrayBuffer()))).toEqual([1200, 630]);
      }
    }
    expect((await fetch(`${web.server.base}/og/nothing-en.png`)).status).toBe(404);
    expect((await fetch(`${web.server.base}/og/home-xx.png`)).status).toBe(404);
  });

  it("has robots.txt with its sitemap, feeds allowed and search pages crawlable", async () => {
    const robots = await (await fetch(`${web.server.base}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(robots).toContain("Allow: /api/search/feed.atom");
    expect(robots).toContain("Disallow: /api/");
    expect(robots).not.toMatch(/Disallow: \/(search|[a-z]{2}\/search)/);
  });

  it("lists every statement once in sitemaps split at the file size, and every page in six languages", async () => {
    const index = await (await fetch(`${web.server.base}/sitemap.xml`)).text();
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    const statementFiles = Math.ceil(STATEMENTS.length / 4);
    expect(files).toEqual([
      `${ORIGIN}/sitemaps/pages.xml`,
      ...Array.from({ length: statementFiles }, (_, i) => `${ORIGIN}/sitemaps/statements-${i + 1}.xml`),
    ]);
    const listed: string[] = [];
    for (const file of files.slice(1)) {
      const xml = await (await fetch(local(file))).text();
      const urls = [...xml.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/url>/g)];
      expect(urls.length).toBeLessThanOrEqual(4);
      for (const [, loc, lastmod] of urls) {
        listed.push(loc!);
        expect(Number.isNaN(Date.parse(lastmod!))).toBe(false);
      }
    }
    expect(listed.map((u) => decodeURIComponent(u.split("/statements/")[1]!)).sort()).toEqual(
      STATEMENTS.map((s) => s.id).sort(),
    );
    // A listed address opens the statement.
    expect((await fetch(local(listed[0]!))).status).toBe(200);
    expect((await fetch(`${web.server.base}/sitemaps/statements-${statementFiles + 1}.xml`)).status).toBe(
      404,
    );

    const pages = await (await fetch(`${web.server.base}/sitemaps/pages.xml`)).text();
    for (const lang of LANGUAGE_CODES) {
      expect(pages).toContain(`<loc>${ORIGIN}/${lang}/about</loc>`);
      expect(pages).toContain(`<loc>${ORIGIN}/${lang}/coverage</loc>`);
    }
    expect(pages).toContain(`hreflang="x-default" href="${ORIGIN}/methodology"`);
    expect(pages).not.toContain("/search");
    expect(pages).toMatch(/<loc>[^<]+\/articles\/[a-z-]+<\/loc>\s*<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });

  it("serves the favicon (svg and ico), the touch icon and a manifest whose icons exist", async () => {
    for (const [path, type] of [
      ["/favicon.svg", "image/svg+xml"],
      ["/favicon.ico", "image/x-icon"],
      ["/apple-touch-icon.png", "image/png"],
    ]) {
      const response = await fetch(`${web.server.base}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-type"), path).toContain(type);
    }
    const manifest = await (await fetch(`${web.server.base}/manifest.webmanifest`)).json();
    expect(manifest.name).toBe("Communiqué");
    for (const icon of manifest.icons as { src: string; sizes: string; type: string }[]) {
      const response = await fetch(`${web.server.base}${icon.src}`);
      expect(response.status, icon.src).toBe(200);
      if (icon.type === "image/png") {
        const [w, h] = pngSize(new Uint8Array(await response.arrayBuffer()));
        expect(`${w}x${h}`).toBe(icon.sizes);
      }
    }
  });
});
