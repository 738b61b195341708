import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { recordCrawlRun } from "../sources/record-crawl-run";
import type { SourceRecord } from "../sources/source-record";
import { upsertSources } from "../sources/upsert-sources";
import {
  claimCrawlJob,
  countCrawlJobs,
  enqueueDueSources,
  enqueueSourcesNow,
  finishCrawlJob,
  releaseCrawlJob,
  renewCrawlLease,
} from "./job-queue";

/** All sources here are FICTIONAL (example.org). */

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db?.drop());
beforeEach(async () => {
  await db.pool.query("DELETE FROM crawl_jobs; DELETE FROM crawl_runs; DELETE FROM sources");
});

function source(id: string, url: string, overrides: Partial<SourceRecord> = {}): SourceRecord {
  return {
    id,
    countryCode: "SN",
    kind: "rss",
    url,
    language: "fr",
    scheduleMinutes: 60,
    selectors: {},
    numericDateOrder: null,
    enabled: true,
    disabledReason: null,
    origin: "cli",
    ...overrides,
  };
}

const LEASE = 60_000;

describe("the crawl queue", () => {
  it("queues sources never crawled or whose schedule elapsed, once, and never disabled ones", async () => {
    await upsertSources(db.pool, [
      source("fx-new", "https://a.example.org/feed"),
      source("fx-recent", "https://b.example.org/feed"),
      source("fx-old", "https://c.example.org/feed", { scheduleMinutes: 30 }),
      source("fx-off", "https://d.example.org/feed", { enabled: false, disabledReason: "fictional" }),
    ]);
    const now = Date.now();
    const run = { status: "ok" as const, itemsSeen: 1, itemsNew: 0 };
    await recordCrawlRun(db.pool, "fx-recent", run, {
      startedAt: new Date(now - 10 * 60_000),
      finishedAt: new Date(now),
    });
    await recordCrawlRun(db.pool, "fx-old", run, {
      startedAt: new Date(now - 31 * 60_000),
      finishedAt: new Date(now),
    });
    expect(await enqueueDueSources(db.pool)).toBe(2);
    expect(await enqueueDueSources(db.pool)).toBe(0);
    const { rows } = await db.pool.query("SELECT source_id, host FROM crawl_jobs ORDER BY source_id");
    expect(rows).toEqual([
      { source_id: "fx-new", host: "a.example.org" },
      { source_id: "fx-old", host: "c.example.org" },
    ]);
  });

  it("queues named sources now, and says which are unknown or disabled", async () => {
    await upsertSources(db.pool, [
      source("fx-a", "https://A.Example.org:8443/feed"),
      source("fx-off", "https://d.example.org/feed", { enabled: false, disabledReason: "fictional reason" }),
    ]);
    const result = await enqueueSourcesNow(db.pool, ["fx-a", "fx-off", "fx-missing"]);
    expect(result.queued).toEqual(["fx-a"]);
    expect(result.refused).toEqual([
      { id: "fx-missing", reason: "no source has this id" },
      { id: "fx-off", reason: "disabled: fictional reason" },
    ]);
    expect((await db.pool.query("SELECT host FROM crawl_jobs")).rows).toEqual([{ host: "a.example.org" }]);
  });

  it("leases a job to one worker, never two jobs of one host at once, and frees them when finished", async () => {
    await upsertSources(db.pool, [
      source("fx-1", "https://same.example.org/feed1"),
      source("fx-2", "https://same.example.org/feed2"),
      source("fx-3", "https://other.example.org/feed"),
    ]);
    await enqueueSourcesNow(db.pool, "all");
    const claims = await Promise.all(["w1", "w2", "w3"].map((w) => claimCrawlJob(db.pool, w, LEASE)));
    const taken = claims.filter((c) => c !== null);
    expect(taken).toHaveLength(2);
    expect(new Set(taken.map((j) => j!.host))).toEqual(new Set(["same.example.org", "other.example.org"]));
    const sameHost = taken.find((j) => j!.host === "same.example.org")!;
    const holder = ["w1", "w2", "w3"][claims.indexOf(sameHost)]!;
    expect(await renewCrawlLease(db.pool, sameHost, holder, LEASE)).toBe(true);
    expect(await renewCrawlLease(db.pool, sameHost, "someone-else", LEASE)).toBe(false);
    await finishCrawlJob(db.pool, sameHost, holder);
    const next = await claimCrawlJob(db.pool, "w4", LEASE);
    expect(next).toMatchObject({ host: "same.example.org", attempts: 1 });
    expect(next!.sourceId).not.toBe(sameHost.sourceId);
    expect(await countCrawlJobs(db.pool)).toBe(2);
  });

  it("gives a dead worker's job to another when its lease runs out, and a released one at once", async () => {
    await upsertSources(db.pool, [source("fx-a", "https://a.example.org/feed")]);
    await enqueueSourcesNow(db.pool, ["fx-a"]);
    const first = await claimCrawlJob(db.pool, "dead", 50);
    expect(first).not.toBeNull();
    expect(await claimCrawlJob(db.pool, "alive", LEASE)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 80));
    const retaken = await claimCrawlJob(db.pool, "alive", LEASE);
    expect(retaken).toMatchObject({ sourceId: "fx-a", attempts: 2 });
    expect(await renewCrawlLease(db.pool, first!, "dead", LEASE)).toBe(false);
    await releaseCrawlJob(db.pool, retaken!, "alive");
    expect(await claimCrawlJob(db.pool, "third", LEASE, ["fx-a"])).toMatchObject({ attempts: 3 });
    expect(await claimCrawlJob(db.pool, "fourth", LEASE, ["fx-other"])).toBeNull();
  });
});
