import { LANGUAGE_CODES } from "@communique/core";
import { listSources, upsertSources } from "@communique/store";
import { createTestDatabase, type TestDatabase } from "@communique/store/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseSourceEntries } from "../../sources/source-file";
import type { PoliteFetcher } from "../fetch/polite-fetcher";
import { REPUBLISHED_VISIT } from "../testing/content/en";
import { fixtureFetcher } from "../testing/fixture-fetcher";
import { type FixtureSite, startFixtureSite } from "../testing/fixture-site";
import { FIXTURE_COUNTRIES, fixtureSources } from "../testing/fixture-sources";
import { SCANNED_DOCUMENT } from "../testing/statement-pdfs";
import { CrawlSettingsSchema } from "./crawl-settings";
import { crawlSource, type SourceRunSummary } from "./crawl-source";

/**
 * The crawler against the FICTIONAL ministries of crawl/testing, served on 127.0.0.1, into a real
 * PostgreSQL: what it indexes is compared with what the site published.
 */

const NOW = new Date();
let db: TestDatabase;
let site: FixtureSite;
let fetcher: PoliteFetcher;

beforeAll(async () => {
  db = await createTestDatabase();
  site = await startFixtureSite({ now: NOW });
  fetcher = fixtureFetcher();
  const { sources, rejected } = parseSourceEntries(fixtureSources(site.origin), "cli");
  expect(rejected).toEqual([]);
  await upsertSources(db.pool, sources);
});
afterAll(async () => {
  await fetcher?.close();
  await site?.close();
  await db?.drop();
});

const settings = CrawlSettingsSchema.parse({});

async function crawl(id: string, overrides: Partial<typeof settings> = {}): Promise<SourceRunSummary> {
  const [source] = await listSources(db.pool, [id]);
  return crawlSource(source!, { db: db.pool, fetcher, settings: { ...settings, ...overrides } });
}

interface Row {
  id: string;
  title: string;
  body: string;
  date_start: string;
  date_precision: string;
  language: string;
  url: string;
}

async function statementsOf(country: string): Promise<Row[]> {
  const { rows } = await db.pool.query<Row>(
    `SELECT id, title, body, to_char(date_start, 'YYYY-MM-DD') AS date_start, date_precision, language, url
       FROM statements WHERE country_code = $1 ORDER BY date_start, id`,
    [country],
  );
  return rows;
}

describe("crawling the six fictional ministries", () => {
  it.each(LANGUAGE_CODES)(
    "%s: listing, feed and PDF listing give each statement once, as published",
    async (language) => {
      const country = FIXTURE_COUNTRIES[language];
      const html = await crawl(`fixture-${language}-html`);
      expect(html).toMatchObject({ status: "ok", failed: 0 });
      const feed = await crawl(`fixture-${language}-rss`);
      expect(feed).toMatchObject({ status: "ok", failed: 0, added: 0 });
      const pdf = await crawl(`fixture-${language}-pdf`);
      expect(pdf.status).toBe("ok");

      const published = [
        ...site.statements(language).filter((s) => s.slug !== REPUBLISHED_VISIT.slug),
        ...site.documents(language),
      ];
      const indexed = await statementsOf(country);
      expect(indexed).toHaveLength(published.length);
      for (const truth of published) {
        const found = indexed.find((row) => row.title === truth.title);
        expect(found, `${language}: ${truth.title}`).toBeDefined();
        expect(found!.date_start).toBe(truth.date);
        expect(found!.date_precision).toBe("day");
        expect(found!.language).toBe(language);
        for (const paragraph of truth.paragraphs)
          expect(normalize(found!.body)).toContain(normalize(paragraph));
      }
    },
  );

  it("keeps one statement for the archive alias, the tracked feed link and the re-publication, and remembers their URLs", async () => {
    const visit = (await statementsOf(FIXTURE_COUNTRIES.en)).find((r) =>
      r.url.endsWith("/minister-visit-sundara"),
    );
    expect(visit).toBeDefined();
    const { rows } = await db.pool.query<{ url: string }>(
      "SELECT url FROM statement_urls WHERE statement_id = $1 ORDER BY url",
      [visit!.id],
    );
    expect(rows.map((r) => r.url.replace(site.origin, ""))).toContain(
      `/en/statements/${REPUBLISHED_VISIT.slug}`,
    );
    const pages = await db.pool.query<{ status: string }>(
      "SELECT status FROM crawl_pages WHERE url LIKE $1",
      [`%/${REPUBLISHED_VISIT.slug}`],
    );
    expect(pages.rows).toEqual([{ status: "duplicate" }]);
  });

  it("records a scanned PDF as needing OCR rather than dropping it, and never fetches what robots.txt forbids", async () => {
    const { rows } = await db.pool.query<{ status: string; detail: string }>(
      "SELECT status, detail FROM crawl_pages WHERE url LIKE $1",
      [`%/${SCANNED_DOCUMENT.slug}.pdf`],
    );
    expect(rows).toEqual([{ status: "needs-ocr", detail: expect.stringContaining("without a text layer") }]);
    expect(site.pathsRequested().some((p) => p.startsWith("/private/"))).toBe(false);
  });

  it("stores sanitized HTML for crawled pages and records each run for the source's health", async () => {
    const { rows } = await db.pool.query<{ body_html: string }>(
      "SELECT body_html FROM statements WHERE country_code = $1 AND body_html IS NOT NULL",
      [FIXTURE_COUNTRIES.fr],
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.body_html).not.toMatch(/<script|<style|<iframe|\son\w+=|javascript:/i);
    const [source] = await listSources(db.pool, ["fixture-fr-html"]);
    expect(source!.health).toMatchObject({ lastErrorAt: null, selectorsStale: false });
    expect(source!.health.lastSuccessAt).not.toBeNull();
    expect(source!.health.itemsPerRun).toBeGreaterThan(0);
  });
});

describe("crawling again", () => {
  it("adds nothing, fetches no known article and stops paging at a page of known entries", async () => {
    const before = site.requests.length;
    const again = await crawl("fixture-en-html");
    expect(again).toMatchObject({ added: 0, updated: 0, duplicates: 0, failed: 0 });
    const paths = site.requests.slice(before).map((r) => r.path);
    expect(paths.filter((p) => p.includes("/statements/"))).toEqual([]);
    expect(paths.filter((p) => p.startsWith("/en/news"))).toEqual(["/en/news"]);
  });

  it("adds exactly the statement published since", async () => {
    site.addStatement({
      slug: "fictional-new-statement",
      language: "en",
      title: "Examplia (fictional) welcomes the reopening of the Lantern Bridge",
      date: "2026-11-19",
      paragraphs: [
        "The Ministry of Foreign Affairs of the Republic of Examplia (fictional) welcomes the reopening of the Lantern Bridge between the two fictional provinces.",
        "The Ministry thanks the engineers of both provinces for their work, which will shorten journeys for thousands of fictional travellers.",
      ],
    });
    const run = await crawl("fixture-en-rss");
    expect(run).toMatchObject({ added: 1, failed: 0 });
    expect(run.newestPublished?.toISOString()).toBe("2026-11-19T00:00:00.000Z");
  });

  it("re-checks recent statements with conditional requests and counts the 304s", async () => {
    const before = site.requests.length;
    const run = await crawl("fixture-en-rss", { recheckAfterMs: 0, recheckWithinMs: 365 * 24 * 3600_000 });
    expect(run.notModified).toBeGreaterThan(0);
    expect(run).toMatchObject({ added: 0, updated: 0, failed: 0 });
    const articleRequests = site.requests.slice(before).filter((r) => r.path.includes("/statements/"));
    expect(articleRequests.length).toBeGreaterThan(0);
    expect(articleRequests.every((r) => r.headers["if-none-match"] || r.headers["if-modified-since"])).toBe(
      true,
    );
    expect(articleRequests.some((r) => r.status === 304)).toBe(true);
  });

  it("asks an unchanged feed and listing whether they changed, and reads nothing more on their 304", async () => {
    // Whole runs first, so that each has the validators of its last answer.
    for (const id of ["fixture-fr-rss", "fixture-fr-html"])
      expect(await crawl(id)).toMatchObject({ failed: 0 });
    const before = site.requests.length;
    const rss = await crawl("fixture-fr-rss");
    const html = await crawl("fixture-fr-html");
    for (const run of [rss, html]) {
      expect(run).toMatchObject({ status: "ok", listingNotModified: true, added: 0, failed: 0 });
      // The entries the unchanged answer held, not zero: health must not read "found nothing".
      expect(run.itemsSeen).toBeGreaterThan(0);
    }
    const requests = site.requests.slice(before);
    expect(requests.map((r) => [r.path, r.status])).toEqual([
      ["/fr/feed.atom", 304],
      ["/fr/news", 304],
    ]);
    for (const r of requests)
      expect(r.headers["if-none-match"] ?? r.headers["if-modified-since"]).toBeTruthy();
    const sources = await listSources(db.pool, ["fixture-fr-rss", "fixture-fr-html"]);
    for (const s of sources) expect(s.health.selectorsStale).toBe(false);
  });

  it("reads a feed again once it changed, and a source whose settings changed without asking", async () => {
    site.addStatement({
      slug: "fictional-fr-new-statement",
      language: "fr",
      title: "La Valmorie (fictive) salue la réouverture du pont des Lanternes",
      date: "2026-11-20",
      paragraphs: [
        "Le ministère des Affaires étrangères de la République de Valmorie (fictive) salue la réouverture du pont des Lanternes entre deux provinces fictives.",
      ],
    });
    const before = site.requests.length;
    const run = await crawl("fixture-fr-rss");
    expect(run).toMatchObject({ listingNotModified: false, added: 1 });
    const feedRequest = site.requests.slice(before).find((r) => r.path === "/fr/feed.atom");
    expect(feedRequest?.status).toBe(200);
    // New selectors must be tried on the page, not answered "unchanged".
    const [source] = await listSources(db.pool, ["fixture-fr-html"]);
    await upsertSources(db.pool, [{ ...source!, listingPages: 2 }]);
    const afterChange = site.requests.length;
    await crawl("fixture-fr-html");
    const listing = site.requests.slice(afterChange).find((r) => r.path === "/fr/news");
    expect(listing?.headers["if-none-match"]).toBeUndefined();
    expect(listing?.status).toBe(200);
  });

  it("flags a source whose selectors stopped matching", async () => {
    site.breakListing("es");
    try {
      const run = await crawl("fixture-es-html");
      expect(run).toMatchObject({ status: "ok", itemsSeen: 0 });
      const [source] = await listSources(db.pool, ["fixture-es-html"]);
      expect(source!.health.selectorsStale).toBe(true);
    } finally {
      site.breakListing("es", false);
    }
  });
});

describe("the depth of pagination", () => {
  it("follows a source's listing through as many pages as its `pages` says, and no further", async () => {
    const shallow = await createTestDatabase();
    try {
      const entry = fixtureSources(site.origin).find((s) => s.id === "fixture-en-html")!;
      const { sources, rejected } = parseSourceEntries(
        [{ ...entry, id: "fixture-en-shallow", pages: 2 }],
        "cli",
      );
      expect(rejected).toEqual([]);
      await upsertSources(shallow.pool, sources);
      const [source] = await listSources(shallow.pool, ["fixture-en-shallow"]);
      expect(source!.listingPages).toBe(2);

      const before = site.requests.length;
      const run = await crawlSource(source!, { db: shallow.pool, fetcher, settings });
      const listings = site.requests.slice(before).filter((r) => r.path.startsWith("/en/news"));
      expect(listings.map((r) => r.path)).toEqual(["/en/news", "/en/news?page=2"]);
      expect(run).toMatchObject({ status: "ok", failed: 0 });
      // The older statements, on the pages not read, wait for a deeper run (or were never due).
      const { rows } = await shallow.pool.query<{ n: number }>("SELECT count(*)::int AS n FROM statements");
      expect(rows[0]!.n).toBeGreaterThan(0);
      expect(rows[0]!.n).toBeLessThan(site.statements("en").length);
    } finally {
      await shallow.drop();
    }
  });

  it("refuses a depth outside 1 to 100 with the field named", () => {
    const entry = fixtureSources(site.origin).find((s) => s.id === "fixture-en-html")!;
    const { sources, rejected } = parseSourceEntries(
      [
        { ...entry, pages: 0 },
        { ...entry, id: "b", pages: 2.5 },
      ],
      "cli",
    );
    expect(sources).toEqual([]);
    expect(rejected.map((r) => r.reasons.join("; "))).toEqual([
      expect.stringContaining("pages"),
      expect.stringContaining("pages"),
    ]);
  });
});

function normalize(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}
