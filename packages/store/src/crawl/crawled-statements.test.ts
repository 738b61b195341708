import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { upsertSources } from "../sources/upsert-sources";
import { parseStatementDate } from "../statements/statement-date";
import { getCrawlPages, saveCrawlPage, touchCrawlPage } from "./crawl-pages";
import { type CrawledStatement, saveCrawledStatement } from "./crawled-statements";

/** FICTIONAL statements and sources (example.org). */

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
  await upsertSources(db.pool, [
    {
      id: "fx-mfa",
      countryCode: "SN",
      kind: "rss",
      url: "https://mfa.example.org/feed",
      language: "en",
      scheduleMinutes: 60,
      selectors: {},
      numericDateOrder: null,
      enabled: true,
      disabledReason: null,
      origin: "cli",
    },
  ]);
});
afterAll(() => db?.drop());

const BODY = "The fictional Ministry welcomes the fictional agreement on the Lantern River basin.";

function crawled(
  url: string,
  overrides: Partial<CrawledStatement["statement"]> = {},
  hash = "h1",
): CrawledStatement {
  return {
    statement: {
      id: `SN-${url.slice(-8)}`,
      countryCode: "SN",
      source: "fx-mfa",
      url,
      title: "Statement on the Lantern River",
      body: BODY,
      bodyHtml: `<p>${BODY}</p>`,
      language: "en",
      date: parseStatementDate("2031-03-04")!,
      meta: {},
      fetchedAt: new Date(),
      ...overrides,
    },
    fingerprint: { textHash: hash, titleHash: "t1", simhash: null, bands: null },
    urls: [url],
    page: { url, sourceId: "fx-mfa", fetchedUrl: url, etag: '"v1"', lastModified: null, detail: null },
  };
}

const statementCount = async () =>
  (await db.pool.query("SELECT count(*)::int AS n FROM statements")).rows[0].n;

describe("saveCrawledStatement", () => {
  it("adds a statement with its URL, fingerprint and page, then finds it unchanged under that URL", async () => {
    const first = await saveCrawledStatement(
      db.pool,
      crawled("https://mfa.example.org/s/00000001"),
      () => true,
    );
    expect(first).toEqual({ outcome: "added", statementId: "SN-00000001" });
    const again = await saveCrawledStatement(
      db.pool,
      crawled("https://mfa.example.org/s/00000001"),
      () => true,
    );
    expect(again).toEqual({ outcome: "unchanged", statementId: "SN-00000001" });
    const { rows } = await db.pool.query("SELECT body_html FROM statements WHERE id = 'SN-00000001'");
    expect(rows[0].body_html).toBe(`<p>${BODY}</p>`);
    const page = (await getCrawlPages(db.pool, ["https://mfa.example.org/s/00000001"])).get(
      "https://mfa.example.org/s/00000001",
    );
    expect(page).toMatchObject({ status: "indexed", statementId: "SN-00000001", etag: '"v1"', failures: 0 });
  });

  it("updates the statement in place when the page under its URL changed", async () => {
    const changed = crawled("https://mfa.example.org/s/00000001", { title: "Corrected title" });
    const result = await saveCrawledStatement(db.pool, changed, () => true);
    expect(result).toEqual({ outcome: "updated", statementId: "SN-00000001" });
  });

  it("keeps one statement for the same text under another URL and remembers the URL", async () => {
    const before = await statementCount();
    const copy = crawled("https://mfa.example.org/s/00000002", { date: parseStatementDate("2031-05-06")! });
    const judged: string[] = [];
    const result = await saveCrawledStatement(db.pool, copy, (candidate) => {
      judged.push(`${candidate.via}:${candidate.statementId}`);
      return candidate.body === BODY;
    });
    expect(result).toEqual({ outcome: "duplicate", statementId: "SN-00000001" });
    expect(judged).toEqual(["text:SN-00000001"]);
    expect(await statementCount()).toBe(before);
    const urls = await db.pool.query(
      "SELECT url FROM statement_urls WHERE statement_id = 'SN-00000001' ORDER BY url",
    );
    expect(urls.rows.map((r) => r.url)).toEqual([
      "https://mfa.example.org/s/00000001",
      "https://mfa.example.org/s/00000002",
    ]);
    const page = (await getCrawlPages(db.pool, ["https://mfa.example.org/s/00000002"])).get(
      "https://mfa.example.org/s/00000002",
    );
    expect(page).toMatchObject({ status: "duplicate", statementId: "SN-00000001" });
  });

  it("adds a candidate's text as a new statement when the judge says it differs", async () => {
    const other = crawled("https://mfa.example.org/s/00000003");
    const result = await saveCrawledStatement(db.pool, other, () => false);
    expect(result).toEqual({ outcome: "added", statementId: "SN-00000003" });
  });

  it("never compares statements of two issuers", async () => {
    const elsewhere = crawled("https://mfa.example.org/s/00000004", { countryCode: "GH" });
    let asked = 0;
    const result = await saveCrawledStatement(db.pool, elsewhere, () => {
      asked++;
      return true;
    });
    expect(result.outcome).toBe("added");
    expect(asked).toBe(0);
  });

  it("keeps one statement when two workers save the same new text at once", async () => {
    const body = "A second fictional text, met by two workers at the same moment.";
    const a = crawled("https://mfa.example.org/s/0000000a", { body }, "h-race");
    const b = crawled("https://mfa.example.org/s/0000000b", { body }, "h-race");
    const sameBody = (candidate: { body: string }) => candidate.body === body;
    const results = await Promise.all([
      saveCrawledStatement(db.pool, a, sameBody),
      saveCrawledStatement(db.pool, b, sameBody),
    ]);
    expect(results.map((r) => r.outcome).sort()).toEqual(["added", "duplicate"]);
    expect(new Set(results.map((r) => r.statementId)).size).toBe(1);
  });
});

describe("crawl pages", () => {
  it("counts failures, keeps the last good validators, and resets on success or a 304", async () => {
    const url = "https://mfa.example.org/s/00000001";
    const failure = {
      url,
      sourceId: "fx-mfa",
      fetchedUrl: null,
      etag: null,
      lastModified: null,
      statementId: null,
    };
    await saveCrawlPage(db.pool, { ...failure, status: "failed", detail: "timeout: no answer" });
    await saveCrawlPage(db.pool, { ...failure, status: "failed", detail: "timeout: no answer" });
    let page = (await getCrawlPages(db.pool, [url])).get(url)!;
    expect(page).toMatchObject({ status: "indexed", failures: 2, etag: '"v1"', statementId: "SN-00000001" });
    await touchCrawlPage(db.pool, url);
    page = (await getCrawlPages(db.pool, [url])).get(url)!;
    expect(page.failures).toBe(0);
  });
});

describe("saveCrawledStatement, a copy met before its first publication", () => {
  it("keeps the first publication as the statement, its date, text and address, whichever page came first", async () => {
    // FICTIONAL: a re-publication two days later (one sentence added) is fetched first, as pages
    // fetched side by side may finish in any order; then the original.
    const copyUrl = "https://mfa.example.org/s/repub0001";
    const originalUrl = "https://mfa.example.org/s/orig00001";
    const title = "Statement on the Quillmarsh Bridge";
    const copy = crawled(
      copyUrl,
      { title, date: parseStatementDate("2031-05-07")!, body: `${BODY} Added later.` },
      "h-repub",
    );
    copy.fingerprint.titleHash = "t-quillmarsh";
    const first = await saveCrawledStatement(db.pool, copy, () => true);
    expect(first.outcome).toBe("added");
    const original = crawled(originalUrl, { title, date: parseStatementDate("2031-05-05")! }, "h-orig");
    // Its text hash differs: the copy is found as the same statement by its title, as the
    // crawler's near-duplicate judgement would.
    original.fingerprint.titleHash = copy.fingerprint.titleHash;
    const second = await saveCrawledStatement(db.pool, original, (c) => c.statementId === first.statementId);
    // Two pages, one statement: a duplicate, whichever came first.
    expect(second).toEqual({ outcome: "duplicate", statementId: first.statementId });
    const { rows } = await db.pool.query(
      "SELECT to_char(date_start, 'YYYY-MM-DD') AS date, url, body FROM statements WHERE id = $1",
      [first.statementId],
    );
    expect(rows[0]).toEqual({ date: "2031-05-05", url: originalUrl, body: BODY });
    const pages = await getCrawlPages(db.pool, [copyUrl, originalUrl]);
    expect(pages.get(copyUrl)?.status).toBe("duplicate");
    expect(pages.get(originalUrl)?.status).toBe("indexed");
    // Both addresses lead to it.
    const urls = await db.pool.query("SELECT url FROM statement_urls WHERE statement_id = $1 ORDER BY url", [
      first.statementId,
    ]);
    expect(urls.rows.map((r) => r.url)).toEqual([originalUrl, copyUrl].sort());
  });
});
