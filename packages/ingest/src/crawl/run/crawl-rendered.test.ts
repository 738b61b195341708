import { testEnv } from "@communique/core/testing";
import { listSources, sourcesHealth, upsertSources } from "@communique/store";
import { createTestDatabase, type TestDatabase } from "@communique/store/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseSourceEntries } from "../../sources/source-file";
import { createPoliteFetcher, type PoliteFetcher } from "../fetch/polite-fetcher";
import { findChromium } from "../render/find-chromium";
import { createPageRenderer, type PageRenderer } from "../render/page-renderer";
import { type FixtureSite, startFixtureSite } from "../testing/fixture-site";
import { FIXTURE_COUNTRIES, renderedFixtureSources } from "../testing/fixture-sources";
import { CrawlSettingsSchema } from "./crawl-settings";
import { crawlSource, NO_BROWSER_MESSAGE } from "./crawl-source";
import { describeRun } from "./crawl-worker";

/**
 * JavaScript sources: the FICTIONAL ministries behind a front end whose listings and articles
 * exist only once their scripts have run (crawl/testing/rendered-routes.ts), crawled into a real
 * PostgreSQL through a real Chromium.
 */

const chromiumPath = findChromium(testEnv.CHROMIUM_PATH);
if (!chromiumPath)
  console.warn("Rendered-crawl tests skipped: no Chromium (apt-get install chromium, or set CHROMIUM_PATH)");

let db: TestDatabase;
let site: FixtureSite;
let fetcher: PoliteFetcher;
let renderer: PageRenderer;
const settings = CrawlSettingsSchema.parse({});

beforeAll(async () => {
  db = await createTestDatabase();
  site = await startFixtureSite();
  fetcher = createPoliteFetcher({
    contactUrl: "https://communique.example/about",
    minDelayMs: 0,
    exemptAddresses: ["127.0.0.1"],
    retryBaseDelayMs: 10,
    timeoutMs: 5_000,
  });
  // The default minute per page: a busy two-core machine must not turn a slow page into a failure.
  renderer = createPageRenderer({ executablePath: chromiumPath ?? "/nonexistent", fetcher });
  const { sources, rejected } = parseSourceEntries(renderedFixtureSources(site.origin), "cli");
  expect(rejected).toEqual([]);
  await upsertSources(db.pool, sources);
});
afterAll(async () => {
  await renderer?.close();
  await fetcher?.close();
  await site?.close();
  await db?.drop();
});

/** `using` null: a process without a Chromium. */
async function crawl(id: string, using: PageRenderer | null = renderer) {
  const [source] = await listSources(db.pool, [id]);
  return crawlSource(source!, { db: db.pool, fetcher, settings, renderer: using ?? undefined });
}

describe("JavaScript sources without a browser", () => {
  it("are skipped, and their health says why and what to install", async () => {
    const summary = await crawl("fixture-fr-js", null);
    expect(summary).toMatchObject({
      status: "error",
      error: { reason: "no-browser", message: NO_BROWSER_MESSAGE },
    });
    const [source] = await listSources(db.pool, ["fixture-fr-js"]);
    expect(source!.health).toMatchObject({ lastErrorReason: "no-browser" });
    expect(source!.health.lastErrorMessage).toContain("install Debian's chromium, or set CHROMIUM_PATH");
    // Not a single request: the shell alone would have read as a listing of nothing.
    expect(site.requestsTo("/js/fr/news")).toHaveLength(0);
  });
});

describe.skipIf(!chromiumPath)("JavaScript sources rendered in Chromium", () => {
  // Right to left, Han characters, and the English ministry's re-published statement; the other
  // three are the same code path (a second each per page, so the suite stays short).
  it.each(["ar", "zh", "en"] as const)(
    "%s: every statement of the listing the scripts build, whole, as published",
    async (language) => {
      const summary = await crawl(`fixture-${language}-js`);
      const published = site.statements(language);
      expect(summary).toMatchObject({ status: "ok", failed: 0 });
      expect(summary.added + summary.duplicates).toBe(published.length);
      const { rows } = await db.pool.query<{ title: string; body: string; date: string; language: string }>(
        `SELECT title, body, to_char(date_start, 'YYYY-MM-DD') AS date, language FROM statements
        WHERE country_code = $1 AND source = $2 ORDER BY date_start DESC, id`,
        [FIXTURE_COUNTRIES[language], `fixture-${language}-js`],
      );
      expect(rows).toHaveLength(summary.added);
      expect(new Set(rows.map((r) => r.title))).toEqual(new Set(published.map((s) => s.title)));
      // Each indexed statement is one the site published, whole, with its date and language (the
      // English ministry's near-duplicate re-publication is recognised, not indexed twice).
      for (const row of rows) {
        expect(row.language).toBe(language);
        const source = published.filter(
          (s) =>
            s.title === row.title && s.date === row.date && s.paragraphs.every((p) => row.body.includes(p)),
        );
        expect(source, row.title).toHaveLength(1);
      }
    },
  );

  it("reads nothing from the same pages unrendered: the shells hold no statement", async () => {
    const [source] = await listSources(db.pool, ["fixture-ru-js"]);
    const summary = await crawlSource(
      { ...source!, id: "fixture-ru-js", render: false },
      { db: db.pool, fetcher, settings },
    );
    expect(summary).toMatchObject({ itemsSeen: 0, added: 0 });
  });

  it("keeps crawling a site whose script reaches for private addresses and another host; none is asked", async () => {
    const before = site.requests.length;
    const summary = await crawl("fixture-en-js-probe");
    expect(summary).toMatchObject({ status: "ok", failed: 0 });
    // Its statements were indexed by fixture-en-js already: recognised, not added twice.
    expect(summary.added + summary.duplicates + summary.known).toBeGreaterThan(0);
    // The probe script was run, and its three targets never reached (only this site's paths were asked).
    const paths = site.requests.slice(before).map((r) => r.path);
    expect(paths).toContain("/js/probe.js");
    expect(paths.every((p) => p.startsWith("/js/") || p === "/robots.txt")).toBe(true);
    // The run says what was refused, for an operator to judge (and add a host to staticHosts).
    expect(summary.refused).toEqual(
      expect.arrayContaining([
        "other-host 169.254.169.254",
        "other-host 10.0.0.1",
        "other-host tracker.example",
      ]),
    );
    expect(describeRun(summary)).toContain("requests refused in the browser: other-host");
  });

  it("says when a source's scripts throw, in the run and in its health, though its listing still reads", async () => {
    const summary = await crawl("fixture-en-js-broken");
    expect(summary).toMatchObject({ status: "ok", failed: 0 });
    expect(summary.scriptErrors).toEqual([
      expect.stringMatching(
        /^TypeError: the fictional Examplia widget is undefined \(http:\/\/127\.0\.0\.1:\d+\/js\/en\/news\?broken=1\)$/,
      ),
    ]);
    expect(describeRun(summary)).toContain(
      "its pages' scripts threw: TypeError: the fictional Examplia widget",
    );
    const [health] = await sourcesHealth(db.pool, { ids: ["fixture-en-js-broken"] });
    expect(health!.assessment.flag).toBe("script-errors");
    expect(health!.assessment.change).toMatchObject({ kind: "script-errors", errors: summary.scriptErrors });
    // A source whose scripts run cleanly is not flagged.
    const [clean] = await sourcesHealth(db.pool, { ids: ["fixture-en-js"] });
    expect(clean!.assessment.flag).not.toBe("script-errors");
  });

  it("records a listing that never stops loading as a time-out, and the next source is still crawled", async () => {
    // Two seconds for this one, so that the test does not wait the default minute.
    const impatient = createPageRenderer({
      executablePath: chromiumPath!,
      fetcher,
      settings: { pageTimeoutMs: 2000 },
    });
    try {
      const summary = await crawl("fixture-js-never", impatient);
      expect(summary).toMatchObject({ status: "error", error: { reason: "timeout" } });
      expect(summary.error!.message).toMatch(/still loading after 2000 ms/);
    } finally {
      await impatient.close();
    }
    const [source] = await listSources(db.pool, ["fixture-js-never"]);
    expect(source!.health.lastErrorReason).toBe("timeout");
    expect((await crawl("fixture-es-js")).status).toBe("ok");
  });
});
