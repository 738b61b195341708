import type { LanguageCode } from "@communique/core";
import type { Queryable } from "../src/db/queryable";
import { recordCrawlRun } from "../src/sources/record-crawl-run";
import type { SourceRecord } from "../src/sources/source-record";
import { upsertSources } from "../src/sources/upsert-sources";
import { parseStatementDate } from "../src/statements/statement-date";
import { type StatementInput, writeStatements } from "../src/statements/write-statements";

/**
 * FICTIONAL sources (example.org), crawl runs and statements for the coverage page and its API.
 * No ministry publishes at these addresses and no state issued these texts. Each entry exists to
 * prove a behaviour, noted beside it.
 */
export interface CoverageSourceFixture {
  id: string;
  country: string;
  enabled: boolean;
  runs: { status: "ok" | "error"; startedAt: string; finishedAt: string }[];
}

export const COVERAGE_SOURCES: readonly CoverageSourceFixture[] = [
  // Two sources, one off: 2 sources, 1 enabled; the latest run failed after an earlier success.
  {
    id: "fx-cov-sn-ministry",
    country: "SN",
    enabled: true,
    runs: [
      { status: "ok", startedAt: "2026-03-01T10:00:00Z", finishedAt: "2026-03-01T10:01:00Z" },
      { status: "error", startedAt: "2026-03-02T10:00:00Z", finishedAt: "2026-03-02T10:00:30Z" },
    ],
  },
  {
    id: "fx-cov-sn-mission",
    country: "SN",
    enabled: false,
    runs: [{ status: "ok", startedAt: "2026-02-20T09:00:00Z", finishedAt: "2026-02-20T09:05:00Z" }],
  },
  {
    id: "fx-cov-fr-ministry",
    country: "FR",
    enabled: true,
    runs: [{ status: "ok", startedAt: "2026-02-10T08:00:00Z", finishedAt: "2026-02-10T08:02:00Z" }],
  },
  // Crawled but never successfully; no statement either.
  {
    id: "fx-cov-br-ministry",
    country: "BR",
    enabled: true,
    runs: [{ status: "error", startedAt: "2026-03-03T12:00:00Z", finishedAt: "2026-03-03T12:00:10Z" }],
  },
  // An organisation with a source that was never crawled.
  { id: "fx-cov-eu", country: "eu", enabled: true, runs: [] },
  // An observer state with a disabled source only: not among the member states with a source.
  { id: "fx-cov-ps", country: "PS", enabled: false, runs: [] },
  // An organisation with a source only (listed for its source, having no statement).
  { id: "fx-cov-african-union", country: "african-union", enabled: true, runs: [] },
];

export interface CoverageStatementFixture {
  id: string;
  country: string;
  language: LanguageCode;
  date: string;
}

export const COVERAGE_STATEMENTS: readonly CoverageStatementFixture[] = [
  // Newest at day precision among a month and a year.
  { id: "fx-cov-sn-1", country: "SN", language: "fr", date: "2026-02-27" },
  { id: "fx-cov-sn-2", country: "SN", language: "fr", date: "2026-02" },
  { id: "fx-cov-sn-3", country: "SN", language: "en", date: "2019" },
  // "2025" and 1 January 2025 start on the same day: the precise one is the newest.
  { id: "fx-cov-fr-1", country: "FR", language: "fr", date: "2025" },
  { id: "fx-cov-fr-2", country: "FR", language: "fr", date: "2025-01-01" },
  { id: "fx-cov-fr-3", country: "FR", language: "en", date: "2024-12-31" },
  // Known only by its year: shown as a year, never as 1 January.
  { id: "fx-cov-jp-1", country: "JP", language: "en", date: "2022" },
  { id: "fx-cov-jp-2", country: "JP", language: "en", date: "2021" },
  { id: "fx-cov-ke-1", country: "KE", language: "en", date: "2023-11" },
  // Statements in three languages, one day.
  { id: "fx-cov-eg-1", country: "EG", language: "ar", date: "2024-03-13" },
  { id: "fx-cov-eg-2", country: "EG", language: "en", date: "2024-03-13" },
  { id: "fx-cov-eg-3", country: "EG", language: "fr", date: "2024-03-13" },
  // A former state and an organisation: listed because they have statements.
  { id: "fx-cov-yu-1", country: "YU", language: "en", date: "1990" },
  { id: "fx-cov-eu-1", country: "eu", language: "en", date: "2024-03-14" },
  // An observer state with a statement.
  { id: "fx-cov-va-1", country: "VA", language: "en", date: "2024-09" },
];

export function coverageStatements(): StatementInput[] {
  return COVERAGE_STATEMENTS.map((f) => ({
    id: f.id,
    countryCode: f.country,
    source: "test-fixture",
    url: `https://ministry.example.org/${f.id}`,
    title: `Fictional statement ${f.id}`,
    body: "A fictional text written for the coverage tests.",
    language: f.language,
    date: parseStatementDate(f.date)!,
    meta: { fictional: true },
    fetchedAt: null,
  }));
}

export function coverageSource(f: CoverageSourceFixture): SourceRecord {
  return {
    id: f.id,
    countryCode: f.country,
    kind: "html",
    url: `https://${f.id}.example.org/press`,
    language: null,
    scheduleMinutes: 60,
    selectors: { item: "article", link: "a/@href", title: "h2", date: ".date" },
    numericDateOrder: null,
    enabled: f.enabled,
    disabledReason: f.enabled ? null : "fictional: switched off for the test",
    origin: "cli",
  };
}

/** Writes the fixtures' sources and their runs, and (unless told not to) their statements. */
export async function insertCoverageFixtures(db: Queryable, options: { statements?: boolean } = {}) {
  await upsertSources(db, COVERAGE_SOURCES.map(coverageSource));
  for (const source of COVERAGE_SOURCES) {
    for (const run of source.runs) {
      await recordCrawlRun(
        db,
        source.id,
        run.status === "ok"
          ? { status: "ok", itemsSeen: 3, itemsNew: 1 }
          : { status: "error", errorReason: "http-503", errorMessage: "Fictional outage" },
        { startedAt: new Date(run.startedAt), finishedAt: new Date(run.finishedAt) },
      );
    }
  }
  if (options.statements !== false) await writeStatements(db, coverageStatements());
}
