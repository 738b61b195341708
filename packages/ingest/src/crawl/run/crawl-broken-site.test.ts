import { listSources, upsertSources } from "@communique/store";
import { createTestDatabase, type TestDatabase } from "@communique/store/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseSourceEntries } from "../../sources/source-file";
import { createPoliteFetcher, type PoliteFetcher } from "../fetch/polite-fetcher";
import { BROKEN_STATEMENTS, CHARSET_STATEMENTS } from "../testing/content/broken";
import { type FixtureSite, startFixtureSite } from "../testing/fixture-site";
import { fixtureSources } from "../testing/fixture-sources";
import { CrawlSettingsSchema } from "./crawl-settings";
import { crawlSource, type SourceRunSummary } from "./crawl-source";

/**
 * The crawler against the FICTIONAL broken ministry (Tesseria): every fault it meets is recorded
 * with its reason, and every page that can be read is indexed correctly.
 */

let db: TestDatabase;
let site: FixtureSite;
let fetcher: PoliteFetcher;
let run: SourceRunSummary;

beforeAll(async () => {
  db = await createTestDatabase();
  site = await startFixtureSite({
    slow: { headersDelayMs: 1500, trickleChunks: 6, trickleIntervalMs: 400 },
    hugeBytes: 11 * 1024 * 1024,
    flakyFailures: 2,
  });
  // Loopback is exempt, private ranges are not: the site's redirects to 10.0.0.1 and to the cloud
  // metadata address must be refused, never followed.
  fetcher = createPoliteFetcher({
    contactUrl: "https://communique.example/about",
    minDelayMs: 0,
    exemptAddresses: ["127.0.0.1"],
    retryBaseDelayMs: 10,
    timeoutMs: 1200,
    idleTimeoutMs: 800,
  });
  const { sources } = parseSourceEntries(
    fixtureSources(site.origin).filter((s) => s.id === "fixture-broken-html"),
    "cli",
  );
  await upsertSources(db.pool, sources);
  const [source] = await listSources(db.pool, ["fixture-broken-html"]);
  run = await crawlSource(source!, { db: db.pool, fetcher, settings: CrawlSettingsSchema.parse({}) });
}, 120_000);
afterAll(async () => {
  await fetcher?.close();
  await site?.close();
  await db?.drop();
});

async function page(path: string) {
  const { rows } = await db.pool.query<{
    status: string;
    detail: string | null;
    statement_id: string | null;
  }>("SELECT status, detail, statement_id FROM crawl_pages WHERE url = $1", [`${site.origin}${path}`]);
  return rows[0];
}

async function statement(title: string) {
  const { rows } = await db.pool.query<{ body: string; language: string; date: string }>(
    "SELECT body, language, to_char(date_start, 'YYYY-MM-DD') AS date FROM statements WHERE title = $1",
    [title],
  );
  return rows[0];
}

describe("crawling a broken ministry", () => {
  it("finishes the run and records it, whatever its pages do", () => {
    expect(run.status).toBe("ok");
    expect(run.failed).toBeGreaterThanOrEqual(9);
  });

  it.each([
    ["/broken/slow", "timeout"],
    ["/broken/trickle", "timeout"],
    ["/broken/loop-a", "redirect-loop"],
    ["/broken/chain/1", "too-many-redirects"],
    ["/broken/huge", "too-large"],
    ["/broken/huge-declared", "too-large"],
    ["/broken/to-private", "private-address"],
    ["/broken/to-metadata", "private-address"],
    ["/broken/gone", "http-error"],
    ["/private/internal-note", "robots-disallowed"],
  ])("%s: recorded as failed (%s)", async (path, reason) => {
    expect(await page(path)).toMatchObject({
      status: "failed",
      detail: expect.stringMatching(new RegExp(`^${reason}:`)),
    });
  });

  it("never connects to a private address", () => {
    expect(site.pathsRequested()).not.toContain("/private/internal-note");
  });

  it("reads broken markup and a page that failed twice before answering", async () => {
    for (const truth of [BROKEN_STATEMENTS.unclosedMarkup, BROKEN_STATEMENTS.flaky]) {
      const found = await statement(truth.title);
      expect(found, truth.title).toMatchObject({ date: truth.date, language: "en" });
      for (const paragraph of truth.paragraphs) expect(found!.body).toContain(paragraph);
    }
  });

  it.each(Object.values(CHARSET_STATEMENTS))("decodes $slug and reads its language", async (truth) => {
    const found = await statement(truth.title);
    expect(found, truth.title).toMatchObject({ date: truth.date, language: truth.language });
    for (const paragraph of truth.paragraphs) expect(found!.body).toContain(paragraph);
  });

  it("takes the listing's date for a page without one, and refuses a date in the future", async () => {
    expect(await statement(BROKEN_STATEMENTS.undated.title)).toMatchObject({ date: "2021-11-02" });
    expect(await page("/broken/statements/future-date")).toMatchObject({
      status: "not-dated",
      detail: expect.stringContaining("future"),
    });
  });
});
