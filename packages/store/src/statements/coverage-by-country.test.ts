import { COUNTRIES } from "@communique/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  COVERAGE_SOURCES,
  COVERAGE_STATEMENTS,
  type CoverageStatementFixture,
  coverageStatements,
  insertCoverageFixtures,
} from "../../test/fictional-coverage";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { coverageByCountry, type IssuerCoverage } from "./coverage-by-country";
import { parseStatementDate } from "./statement-date";
import { writeStatements } from "./write-statements";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db?.drop());

const STATES = COUNTRIES.filter((c) => c.kind === "member" || c.kind === "observer");
const PRECISION_RANK = { day: 0, month: 1, year: 2 } as const;

/** What each issuer should show, worked out from the fixtures alone. */
function expected(
  statements: readonly CoverageStatementFixture[],
): Map<string, Omit<IssuerCoverage, "kind" | "group">> {
  const codes = new Set([
    ...STATES.map((c) => c.code),
    ...COVERAGE_SOURCES.map((s) => s.country),
    ...statements.map((s) => s.country),
  ]);
  const result = new Map<string, Omit<IssuerCoverage, "kind" | "group">>();
  for (const code of codes) {
    const sources = COVERAGE_SOURCES.filter((s) => s.country === code);
    const latestRuns = sources.flatMap((s) =>
      s.runs.toSorted((a, b) => b.startedAt.localeCompare(a.startedAt)).slice(0, 1),
    );
    const okRuns = sources.flatMap((s) => s.runs.filter((r) => r.status === "ok"));
    const latest = (times: string[]) => (times.length ? new Date(times.sort().at(-1)!) : null);
    const own = statements
      .filter((s) => s.country === code)
      .map((s) => ({ written: s.date, parsed: parseStatementDate(s.date)! }))
      .sort(
        (a, b) =>
          b.parsed.start.localeCompare(a.parsed.start) ||
          PRECISION_RANK[a.parsed.precision] - PRECISION_RANK[b.parsed.precision],
      );
    result.set(code, {
      code,
      sources: sources.length,
      enabledSources: sources.filter((s) => s.enabled).length,
      lastCrawlAt: latest(latestRuns.map((r) => r.finishedAt)),
      lastSuccessAt: latest(okRuns.map((r) => r.finishedAt)),
      newestStatement: own[0] ? { date: own[0].written, datePrecision: own[0].parsed.precision } : null,
      statements: own.length,
    });
  }
  return result;
}

function expectCoverage(
  actual: Awaited<ReturnType<typeof coverageByCountry>>,
  statements: readonly CoverageStatementFixture[],
) {
  const want = expected(statements);
  expect(actual.issuers.map((i) => i.code).sort()).toEqual([...want.keys()].sort());
  for (const issuer of actual.issuers) {
    const { kind: _kind, group: _group, ...figures } = issuer;
    expect(figures, issuer.code).toEqual(want.get(issuer.code));
  }
  const members = [...want.values()].filter(
    (i) => COUNTRIES.find((c) => c.code === i.code)?.kind === "member",
  );
  expect(actual.totals).toEqual({
    memberStatesWithSources: members.filter((m) => m.enabledSources > 0).length,
    memberStatesWithStatements: members.filter((m) => m.statements > 0).length,
    memberStatesTotal: 193,
    statements: statements.length,
    sources: COVERAGE_SOURCES.length,
    enabledSources: COVERAGE_SOURCES.filter((s) => s.enabled).length,
  });
}

describe("coverageByCountry", () => {
  it("lists every member and observer state with nothing on an empty database", async () => {
    const coverage = await coverageByCountry(db.pool);
    expect(coverage.issuers).toHaveLength(195);
    expect(coverage.issuers.every((i) => i.sources === 0 && i.statements === 0 && !i.newestStatement)).toBe(
      true,
    );
    expect(coverage.totals).toEqual({
      memberStatesWithSources: 0,
      memberStatesWithStatements: 0,
      memberStatesTotal: 193,
      statements: 0,
      sources: 0,
      enabledSources: 0,
    });
  });

  it("matches figures worked out from the fictional fixtures", async () => {
    await insertCoverageFixtures(db.pool);
    const coverage = await coverageByCountry(db.pool);
    expectCoverage(coverage, COVERAGE_STATEMENTS);
    const byCode = new Map(coverage.issuers.map((i) => [i.code, i]));
    // Spelt out once, so that the helper above cannot be wrong in the same way as the query.
    expect(byCode.get("SN")).toEqual({
      code: "SN",
      kind: "member",
      group: "african",
      sources: 2,
      enabledSources: 1,
      lastCrawlAt: new Date("2026-03-02T10:00:30Z"),
      lastSuccessAt: new Date("2026-03-01T10:01:00Z"),
      newestStatement: { date: "2026-02-27", datePrecision: "day" },
      statements: 3,
    });
    expect(byCode.get("FR")?.newestStatement).toEqual({ date: "2025-01-01", datePrecision: "day" });
    expect(byCode.get("JP")?.newestStatement).toEqual({ date: "2022", datePrecision: "year" });
    expect(byCode.get("KE")?.newestStatement).toEqual({ date: "2023-11", datePrecision: "month" });
    expect(byCode.get("BR")).toMatchObject({
      lastCrawlAt: new Date("2026-03-03T12:00:10Z"),
      lastSuccessAt: null,
    });
    expect(byCode.get("YU")).toMatchObject({ kind: "former", group: "eastern-european", statements: 1 });
    expect(byCode.get("african-union")).toMatchObject({ kind: "organization", sources: 1, statements: 0 });
    expect(byCode.has("un")).toBe(false);
    expect(coverage.totals).toMatchObject({ memberStatesWithSources: 3, memberStatesWithStatements: 5 });
  });

  it("follows statements that are moved and removed", async () => {
    const moved = coverageStatements().find((s) => s.id === "fx-cov-jp-2")!;
    await writeStatements(db.pool, [{ ...moved, date: parseStatementDate("2023-05-06")! }]);
    await db.pool.query("DELETE FROM statements WHERE id = ANY($1)", [["fx-cov-yu-1", "fx-cov-sn-1"]]);
    const now = COVERAGE_STATEMENTS.filter((s) => s.id !== "fx-cov-yu-1" && s.id !== "fx-cov-sn-1").map(
      (s) => (s.id === "fx-cov-jp-2" ? { ...s, date: "2023-05-06" } : s),
    );
    expectCoverage(await coverageByCountry(db.pool), now);
  });

  it("never reads the statements table", async () => {
    const client = await db.pool.connect();
    try {
      await client.query("BEGIN");
      await client.query("ALTER TABLE statements RENAME TO statements_hidden");
      const coverage = await coverageByCountry(client);
      expect(coverage.totals.statements).toBeGreaterThan(0);
    } finally {
      await client.query("ROLLBACK");
      client.release();
    }
  });
});
