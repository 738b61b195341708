import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertHealthFixtures } from "../../test/fictional-health";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { type AssessedSource, sourcesHealth } from "./sources-health";

/** The health assessment on a real database, over FICTIONAL sources (test/fictional-health.ts). */

let db: TestDatabase;
const NOW = new Date("2026-11-27T12:00:00Z");
let byId: Map<string, AssessedSource>;

beforeAll(async () => {
  db = await createTestDatabase();
  await insertHealthFixtures(db.pool, NOW);
  byId = new Map((await sourcesHealth(db.pool, { now: NOW })).map((s) => [s.id, s]));
});
afterAll(() => db?.drop());

const day = (daysAgo: number) => new Date(NOW.getTime() - daysAgo * 86_400_000);
const ended = (daysAgo: number) => new Date(day(daysAgo).getTime() + 60_000);

describe("sourcesHealth", () => {
  it("a source with entries and a recent statement is ok, with its rhythm", () => {
    const { assessment } = byId.get("fx-health-ok")!;
    expect(assessment).toMatchObject({ flag: "ok", change: null, lastBad: null });
    expect(assessment.lastGood).toEqual({ at: ended(1), items: 20 });
    expect(assessment.rhythm).toMatchObject({ usualGapDays: 3, basedOnDays: 20 });
  });

  it("an HTTP 404 since two runs: failing, with its status, since when, and its first line only", () => {
    const { assessment } = byId.get("fx-health-failing")!;
    expect(assessment.flag).toBe("failing");
    expect(assessment.change).toEqual({
      kind: "failing",
      reason: "http-error",
      httpStatus: 404,
      since: ended(2),
      runs: 2,
    });
    expect(assessment.lastGood).toEqual({ at: ended(5), items: 12 });
    expect(assessment.lastBad).toEqual({
      at: ended(1),
      reason: "http-error",
      httpStatus: 404,
      message: "https://fx-health-failing.example.org/press: HTTP 404",
    });
  });

  it("entries falling from 20 to 0: selectors broken, since the first empty run", () => {
    const { assessment } = byId.get("fx-health-broken")!;
    expect(assessment.flag).toBe("selectors-broken");
    expect(assessment.change).toEqual({ kind: "items-fell", from: 20, on: ended(2), runs: 2 });
    expect(assessment.lastBad).toMatchObject({ at: ended(1), reason: "no-items" });
  });

  it("a source that never found an entry is flagged too", () => {
    expect(byId.get("fx-health-empty")!.assessment).toMatchObject({
      flag: "selectors-broken",
      change: { kind: "never-found", since: ended(2), runs: 2 },
      lastGood: null,
    });
  });

  it("no statement for 41 days where one came every 3: stale", () => {
    expect(byId.get("fx-health-stale")!.assessment).toMatchObject({
      flag: "stale",
      change: { kind: "silent", days: 41, usualGapDays: 3, staleAfterDays: 10 },
    });
  });

  it("never crawled, and disabled, are states, not flags", () => {
    expect(byId.get("fx-health-new")!.assessment.flag).toBe("not-crawled");
    expect(byId.get("fx-health-off")!.assessment.flag).toBe("disabled");
  });

  it("a source that recovered is ok again, its last bad fetch kept", async () => {
    await db.pool.query(
      `INSERT INTO crawl_runs (source_id, started_at, finished_at, status, items_seen)
       VALUES ('fx-health-failing', $1, $1, 'ok', 12)`,
      [new Date(NOW.getTime() - 3_600_000)],
    );
    const [again] = await sourcesHealth(db.pool, { ids: ["fx-health-failing"], now: NOW });
    expect(again!.assessment.flag).toBe("ok");
    expect(again!.assessment.lastBad).toMatchObject({ reason: "http-error", at: ended(1) });
  });
});
