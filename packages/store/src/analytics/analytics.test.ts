import { countriesInGroup, getCountry, parseQuery } from "@communique/core";
import { NO_FILTERS, type SearchFilters, splitFilters } from "@communique/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AnalyticsFixture,
  analyticsFixtures,
  analyticsStatements,
} from "../../test/fictional-analytics";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { StopWordsOnlyError } from "../search/compile-query";
import { writeStatements } from "../statements/write-statements";
import { analyticsSummary, groupBreakdown, topCountries } from "./issuers";
import { TooManyPeriodsError, timeline } from "./timeline";

let db: TestDatabase;
const fixtures = analyticsFixtures();

beforeAll(async () => {
  db = await createTestDatabase();
  await writeStatements(db.pool, analyticsStatements(fixtures));
});
afterAll(() => db.drop());

/** A request written flat, its filters gathered as the store takes them. */
function nested<const T extends Partial<SearchFilters>>(flat: T) {
  const { filters, rest } = splitFilters(flat);
  return { ...rest, filters };
}
const series = (...labels: string[]) => labels.map((label) => ({ label, query: parseQuery({ q: label }) }));

// The expectations below are computed here from the fixtures, without the module's own period code.
const precisionOf = (f: AnalyticsFixture) =>
  f.date.length === 10 ? "day" : f.date.length === 7 ? "month" : "year";
function mondayOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const back = date.getUTCDay() === 0 ? 6 : date.getUTCDay() - 1;
  return new Date(date.getTime() - back * 86_400_000).toISOString().slice(0, 10);
}
function expectedCounts(
  selected: AnalyticsFixture[],
  keyOf: (f: AnalyticsFixture) => string | null,
): { byKey: Map<string, number>; unplaced: number } {
  const byKey = new Map<string, number>();
  let unplaced = 0;
  for (const f of selected) {
    const key = keyOf(f);
    if (key === null) unplaced++;
    else byKey.set(key, (byKey.get(key) ?? 0) + 1);
  }
  return { byKey, unplaced };
}
const monthKey = (f: AnalyticsFixture) => (precisionOf(f) === "year" ? null : `${f.date.slice(0, 7)}-01`);
const weekKey = (f: AnalyticsFixture) => (precisionOf(f) === "day" ? mondayOf(f.date) : null);
const yearKey = (f: AnalyticsFixture) => `${f.date.slice(0, 4)}-01-01`;
const about = (theme: string) => (f: AnalyticsFixture) => f.themes.includes(theme);

describe("timeline", () => {
  it("counts per month and shares of each month's statements, as computed independently", async () => {
    const answer = await timeline(
      db.pool,
      nested({ ...NO_FILTERS, series: series("fisheries"), interval: "month" }),
    );
    expect(answer.from).toBe("2022-01-01");
    expect(answer.to).toBe("2024-12-31");
    expect(answer.periods).toHaveLength(36);
    const all = expectedCounts(fixtures, monthKey);
    const matching = expectedCounts(fixtures.filter(about("fisheries")), monthKey);
    answer.periods.forEach((period, i) => {
      const total = all.byKey.get(period.start) ?? 0;
      const count = matching.byKey.get(period.start) ?? 0;
      expect(period.total, period.start).toBe(total);
      expect(answer.series[0]!.counts[i], period.start).toBe(count);
      expect(answer.series[0]!.shares[i]).toBe(total ? count / total : null);
    });
    expect(answer.series[0]!.unplaced).toBe(matching.unplaced);
    expect(answer.series[0]!.total).toBe(fixtures.filter(about("fisheries")).length);
    expect(answer.unplaced).toBe(all.unplaced);
    expect(answer.unplaced).toBeGreaterThan(12); // the year-dated ones, Nauru's included
  });

  it("compares five series by ISO week under a group and a range", async () => {
    const from = "2023-02-01";
    const to = "2024-07-31";
    const african = new Set(countriesInGroup("african").map((c) => c.code));
    const inScope = fixtures.filter(
      (f) =>
        african.has(f.country) &&
        precisionOf(f) !== "year" &&
        // A month-dated statement's period is its whole month: in range when the month is.
        (f.date.length === 7
          ? `${f.date}-01` >= from && f.date <= to.slice(0, 7)
          : f.date >= from && f.date <= to),
    );
    // Month-dated statements are in range when their whole month is; every month of the range qualifies.
    const answer = await timeline(
      db.pool,
      nested({
        ...NO_FILTERS,
        groups: ["african"],
        from,
        to,
        series: series(...["fisheries", "forestry", "oceans", "drought", "glaciers"]),
        interval: "week",
      }),
    );
    expect(answer.periods[0]!.start).toBe(from);
    expect(answer.periods.at(-1)!.end).toBe(to);
    const all = expectedCounts(inScope, weekKey);
    const keyOfPeriod = (start: string) => mondayOf(start);
    answer.periods.forEach((period) => {
      expect(period.total, period.start).toBe(all.byKey.get(keyOfPeriod(period.start)) ?? 0);
    });
    for (const [k, theme] of ["fisheries", "forestry", "oceans", "drought", "glaciers"].entries()) {
      const matching = expectedCounts(inScope.filter(about(theme)), weekKey);
      expect(answer.series[k]!.label).toBe(theme);
      expect(answer.series[k]!.counts).toEqual(
        answer.periods.map((p) => matching.byKey.get(keyOfPeriod(p.start)) ?? 0),
      );
      expect(answer.series[k]!.unplaced).toBe(matching.unplaced);
    }
    expect(answer.series.every((s) => s.total > 0)).toBe(true);
  });

  it("counts by year with a country filter, year-dated statements included", async () => {
    const answer = await timeline(
      db.pool,
      nested({
        ...NO_FILTERS,
        countries: ["FR", "NR"],
        series: series("fisheries"),
        interval: "year",
      }),
    );
    const selected = fixtures.filter((f) => f.country === "FR" || f.country === "NR");
    const matching = expectedCounts(selected.filter(about("fisheries")), yearKey);
    expect(answer.periods.map((p) => p.start)).toEqual(["2022-01-01", "2023-01-01", "2024-01-01"]);
    expect(answer.series[0]!.counts).toEqual(answer.periods.map((p) => matching.byKey.get(p.start) ?? 0));
    expect(answer.series[0]!.unplaced).toBe(0);
    expect(answer.periods.map((p) => p.total)).toEqual(
      answer.periods.map((p) => expectedCounts(selected, yearKey).byKey.get(p.start) ?? 0),
    );
  });

  it("chooses the interval from the range, and by year for statements dated only by year", async () => {
    const wide = await timeline(db.pool, nested({ ...NO_FILTERS, series: series("fisheries") }));
    expect(wide.interval).toBe("month");
    expect(wide.intervalChosen).toBe(true);
    const month = await timeline(
      db.pool,
      nested({
        ...NO_FILTERS,
        from: "2023-03-01",
        to: "2023-03-31",
        series: series("oceans"),
      }),
    );
    expect(month.interval).toBe("day");
    expect(month.periods).toHaveLength(31);
    const nauru = await timeline(
      db.pool,
      nested({ ...NO_FILTERS, countries: ["NR"], series: series("fisheries") }),
    );
    expect(nauru.interval).toBe("year");
    expect(nauru.series[0]!.counts).toEqual([4, 4, 4]);
  });

  it("answers an empty timeline when no statement is under the filters", async () => {
    const answer = await timeline(
      db.pool,
      nested({ ...NO_FILTERS, countries: ["TV"], series: series("fisheries") }),
    );
    expect(answer).toMatchObject({ from: null, to: null, periods: [], unplaced: 0 });
    expect(answer.series[0]).toEqual({ label: "fisheries", counts: [], shares: [], total: 0, unplaced: 0 });
  });

  it("refuses an interval that would give too many periods", async () => {
    await expect(
      timeline(
        db.pool,
        nested({
          ...NO_FILTERS,
          from: "1950-01-01",
          to: "2024-12-31",
          series: series("fisheries"),
          interval: "day",
        }),
      ),
    ).rejects.toBeInstanceOf(TooManyPeriodsError);
  });

  it("names the compared term that has only stop words", async () => {
    const error = await timeline(
      db.pool,
      nested({ ...NO_FILTERS, series: series("fisheries", "the and") }),
    ).catch((e) => e);
    expect(error).toBeInstanceOf(StopWordsOnlyError);
    expect(error.message).toContain("“the and”");
  });
});

describe("issuers", () => {
  const request = (q: string, extra: Partial<SearchFilters> = {}) =>
    nested({ ...NO_FILTERS, query: parseQuery({ q }), lang: "en" as const, ...extra });

  it("ranks states by matching statements, organisations apart, as computed independently", async () => {
    const matching = fixtures.filter(about("oceans"));
    const expected = new Map<string, number>();
    for (const f of matching) expected.set(f.country, (expected.get(f.country) ?? 0) + 1);
    const answer = await topCountries(db.pool, request("oceans"), 20);
    expect(answer.statements).toBe(matching.length);
    expect(answer.countries.map((c) => c.code)).not.toContain("eu");
    for (const country of answer.countries)
      expect(country.count, country.code).toBe(expected.get(country.code));
    expect(answer.countries).toHaveLength([...expected.keys()].filter((c) => c !== "eu").length);
    const counts = answer.countries.map((c) => c.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(answer.countries.find((c) => c.code === "PS")).toMatchObject({
      memberState: false,
      group: "non-member",
    });
    expect((await topCountries(db.pool, request("oceans"), 2)).countries).toHaveLength(2);
  });

  it("sums member states, statements and groups under the filters", async () => {
    const from = "2023-01-01";
    const to = "2023-12-31";
    const inRange = (f: AnalyticsFixture) => f.date.startsWith("2023");
    const matching = fixtures.filter((f) => about("forestry")(f) && inRange(f));
    const summary = await analyticsSummary(db.pool, request("forestry", { from, to }));
    const members = new Set(
      matching.filter((f) => getCountry(f.country)!.kind === "member").map((f) => f.country),
    );
    expect(summary).toEqual({
      statements: matching.length,
      memberStates: members.size,
      memberStatesTotal: 193,
      issuers: new Set(matching.map((f) => f.country)).size,
    });
    const { groups, formerStates } = await groupBreakdown(db.pool, request("forestry", { from, to }));
    expect(formerStates).toEqual({ statements: 0, states: [] });
    expect(groups.map((g) => g.slug)).toEqual([
      "african",
      "asia-pacific",
      "latin-american-caribbean",
      "western-european-other",
      "eastern-european",
      "non-member",
      "igo",
    ]);
    for (const group of groups) {
      const ofGroup = matching.filter((f) => getCountry(f.country)!.group === group.slug);
      expect(group.statements, group.slug).toBe(ofGroup.length);
      expect(group.issuers, group.slug).toBe(new Set(ofGroup.map((f) => f.country)).size);
    }
    expect(groups.find((g) => g.slug === "non-member")!.members).toBe(2);
    expect(
      groups.filter((g) => g.slug !== "non-member" && g.slug !== "igo").reduce((n, g) => n + g.members, 0),
    ).toBe(193);
  });
});
