import type { Queryable } from "../src/db/queryable";
import { type CrawlRun, recordCrawlRun } from "../src/sources/record-crawl-run";
import type { SourceRecord } from "../src/sources/source-record";
import { upsertSources } from "../src/sources/upsert-sources";
import { parseStatementDate } from "../src/statements/statement-date";
import { writeStatements } from "../src/statements/write-statements";

/**
 * FICTIONAL sources (example.org) in every state of health, for the health assessment, `sources
 * list`, the API and the operators' page. Times are counted back from `now`, so that a silence of
 * 41 days is 41 days whenever the test runs. No ministry publishes at these addresses.
 */
export interface HealthFixture {
  id: string;
  country: string;
  enabled: boolean;
  /** [days before now, run] oldest first. */
  runs: [number, CrawlRun][];
  /** Days before now of its statements' publication days. */
  published: number[];
}

const ok = (items: number): CrawlRun => ({ status: "ok", itemsSeen: items, itemsNew: 0 });
const http404: CrawlRun = {
  status: "error",
  errorReason: "http-error",
  errorMessage:
    "https://fx-health-failing.example.org/press: HTTP 404\n    at a stack line that must never be shown",
};
const every = (step: number, count: number, from = 0) =>
  Array.from({ length: count }, (_, i) => from + i * step);

export const HEALTH_FIXTURES: readonly HealthFixture[] = [
  // Healthy: entries every run, a statement every 3 days up to yesterday.
  {
    id: "fx-health-ok",
    country: "SN",
    enabled: true,
    runs: [
      [3, ok(20)],
      [1, ok(20)],
    ],
    published: every(3, 20, 1),
  },
  // The listing answers 404 for its last two runs, after a good one.
  {
    id: "fx-health-failing",
    country: "FR",
    enabled: true,
    runs: [
      [5, ok(12)],
      [2, http404],
      [1, http404],
    ],
    published: [],
  },
  // Twenty entries a run, then none for the last two runs: the selectors stopped matching.
  {
    id: "fx-health-broken",
    country: "BR",
    enabled: true,
    runs: [
      [6, ok(20)],
      [4, ok(20)],
      [2, ok(0)],
      [1, ok(0)],
    ],
    published: every(2, 10, 6),
  },
  // Entries still listed, but the newest statement is 41 days old where one came every 3 days.
  { id: "fx-health-stale", country: "JP", enabled: true, runs: [[1, ok(20)]], published: every(3, 20, 41) },
  // Never found anything.
  {
    id: "fx-health-empty",
    country: "KE",
    enabled: true,
    runs: [
      [2, ok(0)],
      [1, ok(0)],
    ],
    published: [],
  },
  // Enabled, never crawled yet.
  { id: "fx-health-new", country: "EG", enabled: true, runs: [], published: [] },
  // Switched off by an operator.
  { id: "fx-health-off", country: "EG", enabled: false, runs: [[9, ok(5)]], published: [] },
];

const DAY_MS = 86_400_000;

export function healthSource(f: HealthFixture): SourceRecord {
  return {
    id: f.id,
    countryCode: f.country,
    kind: "html",
    url: `https://${f.id}.example.org/press`,
    language: "en",
    scheduleMinutes: 60,
    selectors: { item: "li.news", link: "a", title: "h2", date: "time" },
    numericDateOrder: null,
    enabled: f.enabled,
    disabledReason: f.enabled ? null : "fictional: switched off for the test",
    origin: "cli",
  };
}

/** Writes the fixtures: sources, runs, and statements with the crawl pages that indexed them. */
export async function insertHealthFixtures(db: Queryable, now = new Date()) {
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  await upsertSources(db, HEALTH_FIXTURES.map(healthSource));
  for (const f of HEALTH_FIXTURES) {
    for (const [days, run] of f.runs) {
      await recordCrawlRun(db, f.id, run, {
        startedAt: ago(days),
        finishedAt: new Date(ago(days).getTime() + 60_000),
      });
    }
    const statements = f.published.map((days, i) => ({
      id: `${f.id}-${i}`,
      countryCode: f.country,
      source: f.id,
      url: `https://${f.id}.example.org/press/${i}`,
      title: `Fictional statement ${i} of ${f.id}`,
      body: "A fictional text written for the health tests.",
      language: "en" as const,
      date: parseStatementDate(ago(days).toISOString().slice(0, 10))!,
      meta: { fictional: true },
      fetchedAt: ago(days),
    }));
    if (statements.length === 0) continue;
    await writeStatements(db, statements);
    await db.query(
      `INSERT INTO crawl_pages (url, source_id, status, statement_id, first_seen, fetched_at)
       SELECT url, $1, 'indexed', id, fetched_at, fetched_at FROM unnest($2::text[], $3::text[], $4::timestamptz[])
              AS t(url, id, fetched_at)`,
      [f.id, statements.map((s) => s.url), statements.map((s) => s.id), statements.map((s) => s.fetchedAt)],
    );
  }
}
