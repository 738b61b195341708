import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { listSources } from "./list-sources";
import { recordCrawlRun } from "./record-crawl-run";
import type { SourceRecord } from "./source-record";
import { upsertSources } from "./upsert-sources";

/** All sources here are FICTIONAL (example.org). */

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db?.drop());

function source(id: string, overrides: Partial<SourceRecord> = {}): SourceRecord {
  return {
    id,
    countryCode: "SN",
    kind: "html",
    url: `https://${id}.example.org/communiques`,
    language: "fr",
    scheduleMinutes: 60,
    selectors: { item: '//div[has-class("news")]', link: "a/@href", title: "h2", date: ".date" },
    numericDateOrder: "day-first",
    enabled: true,
    disabledReason: null,
    origin: "cli",
    ...overrides,
  };
}

const at = (iso: string) => new Date(iso);

describe("upsertSources", () => {
  it("adds, then reports unchanged on the same input, then updated on a change", async () => {
    const first = await upsertSources(db.pool, [source("fx-a"), source("fx-b")]);
    expect(first).toEqual({ added: ["fx-a", "fx-b"], updated: [], unchanged: [] });
    const again = await upsertSources(db.pool, [source("fx-a"), source("fx-b")]);
    expect(again).toEqual({ added: [], updated: [], unchanged: ["fx-a", "fx-b"] });
    const changed = await upsertSources(db.pool, [
      source("fx-a", { scheduleMinutes: 15 }),
      source("fx-b"),
      source("fx-c", { enabled: false, disabledReason: "fictional: needs a browser" }),
    ]);
    expect(changed).toEqual({ added: ["fx-c"], updated: ["fx-a"], unchanged: ["fx-b"] });
    const [a] = await listSources(db.pool, ["fx-a"]);
    expect(a).toMatchObject({ scheduleMinutes: 15, selectors: source("fx-a").selectors, origin: "cli" });
    expect(a!.updatedAt.getTime()).toBeGreaterThanOrEqual(a!.createdAt.getTime());
  });

  it("refuses an id twice in one write, and an unknown country (foreign key)", async () => {
    await expect(upsertSources(db.pool, [source("fx-d"), source("fx-d")])).rejects.toThrow(/twice/);
    await expect(upsertSources(db.pool, [source("fx-e", { countryCode: "XX" })])).rejects.toThrow(
      /foreign key/,
    );
  });

  it("stores no reason for an enabled source, and requires one for a disabled source", async () => {
    await upsertSources(db.pool, [source("fx-f", { disabledReason: "stale" })]);
    expect((await listSources(db.pool, ["fx-f"]))[0]!.disabledReason).toBeNull();
    await expect(upsertSources(db.pool, [source("fx-g", { enabled: false })])).rejects.toThrow(/check/);
  });
});

describe("listSources health", () => {
  it("has empty health before any run", async () => {
    await upsertSources(db.pool, [source("fx-new")]);
    const [s] = await listSources(db.pool, ["fx-new"]);
    expect(s!.health).toEqual({
      lastRunAt: null,
      lastSuccessAt: null,
      lastErrorAt: null,
      lastErrorReason: null,
      lastErrorMessage: null,
      itemsPerRun: null,
      lagSeconds: null,
      selectorsStale: false,
    });
  });

  it("computes last success, last error, items per run and the median lag", async () => {
    await upsertSources(db.pool, [source("fx-h")]);
    const runs: [string, number, string | null][] = [
      ["2026-01-01T10:00:00Z", 10, "2026-01-01T09:00:00Z"], // lag 1 h
      ["2026-01-01T11:00:00Z", 20, "2026-01-01T10:30:00Z"], // lag 30 min
      ["2026-01-01T12:00:00Z", 30, "2026-01-01T09:00:00Z"], // lag 3 h
    ];
    for (const [start, seen, newest] of runs) {
      await recordCrawlRun(
        db.pool,
        "fx-h",
        { status: "ok", itemsSeen: seen, itemsNew: 1, newestPublished: newest ? at(newest) : null },
        { startedAt: at(start), finishedAt: new Date(at(start).getTime() + 60_000) },
      );
    }
    await recordCrawlRun(
      db.pool,
      "fx-h",
      { status: "error", errorReason: "http-503", errorMessage: "Service Unavailable (fictional)" },
      { startedAt: at("2026-01-01T13:00:00Z"), finishedAt: at("2026-01-01T13:00:05Z") },
    );
    const [s] = await listSources(db.pool, ["fx-h"]);
    expect(s!.health).toEqual({
      lastRunAt: at("2026-01-01T13:00:05Z"),
      lastSuccessAt: at("2026-01-01T12:01:00Z"),
      lastErrorAt: at("2026-01-01T13:00:05Z"),
      lastErrorReason: "http-503",
      lastErrorMessage: "Service Unavailable (fictional)",
      itemsPerRun: 20,
      lagSeconds: 3660,
      selectorsStale: false,
    });
  });

  it("flags selectors that stop matching: a run with nothing after runs with items", async () => {
    await upsertSources(db.pool, [source("fx-stale"), source("fx-always-empty")]);
    const times = (hour: number) => ({
      startedAt: at(`2026-02-01T${String(hour).padStart(2, "0")}:00:00Z`),
      finishedAt: at(`2026-02-01T${String(hour).padStart(2, "0")}:01:00Z`),
    });
    await recordCrawlRun(db.pool, "fx-stale", { status: "ok", itemsSeen: 12, itemsNew: 2 }, times(1));
    await recordCrawlRun(db.pool, "fx-stale", { status: "ok", itemsSeen: 0, itemsNew: 0 }, times(2));
    await recordCrawlRun(db.pool, "fx-always-empty", { status: "ok", itemsSeen: 0, itemsNew: 0 }, times(1));
    await recordCrawlRun(db.pool, "fx-always-empty", { status: "ok", itemsSeen: 0, itemsNew: 0 }, times(2));
    const health = Object.fromEntries(
      (await listSources(db.pool, ["fx-stale", "fx-always-empty"])).map((s) => [s.id, s.health]),
    );
    expect(health["fx-stale"]!.selectorsStale).toBe(true);
    // Never found anything: a new or quiet source, not one whose selectors broke.
    expect(health["fx-always-empty"]!.selectorsStale).toBe(false);
    // Matching again clears the flag.
    await recordCrawlRun(db.pool, "fx-stale", { status: "ok", itemsSeen: 11, itemsNew: 0 }, times(3));
    expect((await listSources(db.pool, ["fx-stale"]))[0]!.health.selectorsStale).toBe(false);
  });

  it("lists every source by country then id, and deletes runs with their source", async () => {
    await upsertSources(db.pool, [source("fx-eu", { countryCode: "eu", language: "en" })]);
    const all = await listSources(db.pool);
    expect(all.map((s) => s.countryCode)).toEqual([...all.map((s) => s.countryCode)].sort());
    await db.pool.query("DELETE FROM sources WHERE id = 'fx-h'");
    const { rows } = await db.pool.query("SELECT 1 FROM crawl_runs WHERE source_id = 'fx-h'");
    expect(rows).toHaveLength(0);
  });
});
