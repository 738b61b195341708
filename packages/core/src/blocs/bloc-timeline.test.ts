import { describe, expect, it } from "vitest";
import { firstDay, lastDay, shareSteps, sortSpeakers, timeRange } from "./bloc-timeline";

const member = (name: string, first: string | null, last: string | null, statements = 1) => ({
  name,
  statements,
  first: first ? { id: `${name}-1`, date: first, datePrecision: "day" as const } : null,
  last: last ? { id: `${name}-2`, date: last, datePrecision: "day" as const } : null,
});

describe("bloc timeline", () => {
  it("reads a coarse date as the whole month or year it covers", () => {
    expect([firstDay("2024"), lastDay("2024")]).toEqual(["2024-01-01", "2024-12-31"]);
    expect([firstDay("2024-02"), lastDay("2024-02")]).toEqual(["2024-02-01", "2024-02-29"]);
    expect(lastDay("2024-02-10")).toBe("2024-02-10");
  });

  it("spans the period asked, else the statements drawn", () => {
    const members = [
      member("A", "2023-03-01", "2023-05-01"),
      member("B", "2023", "2023"),
      member("C", null, null),
    ];
    expect(timeRange("2023-01-01", "2023-12-31", members)).toEqual({ from: "2023-01-01", to: "2023-12-31" });
    expect(timeRange(null, null, members)).toEqual({ from: "2023-01-01", to: "2023-12-31" });
    expect(timeRange(null, null, [member("C", null, null)])).toBeNull();
  });

  it("sorts the members that spoke, those that did not left out", () => {
    const collator = new Intl.Collator("en");
    const members = [
      member("Benin", "2024-05-01", "2024-06-01", 3),
      member("Angola", "2024-02-01", "2024-02-01", 1),
      member("Chad", null, null, 0),
      member("Egypt", "2024-02-01", "2024-09-01", 3),
    ];
    const names = (sort: Parameters<typeof sortSpeakers>[1]) =>
      sortSpeakers(members, sort, collator).map((m) => m.name);
    expect(names("first")).toEqual(["Angola", "Egypt", "Benin"]);
    expect(names("last")).toEqual(["Egypt", "Benin", "Angola"]);
    expect(names("statements")).toEqual(["Benin", "Egypt", "Angola"]);
    expect(names("name")).toEqual(["Angola", "Benin", "Egypt"]);
  });

  it("gives the share of the members that had spoken by the end of each month", () => {
    const members = [
      member("A", "2024-01-15", "2024-01-15"),
      member("B", "2024-03-02", "2024-03-02"),
      member("C", null, null),
      member("D", null, null),
    ];
    const steps = shareSteps(members, { from: "2024-01-01", to: "2024-06-30" });
    expect(steps.map((s) => s.end)).toEqual([
      "2024-01-31",
      "2024-02-29",
      "2024-03-31",
      "2024-04-30",
      "2024-05-31",
      "2024-06-30",
    ]);
    expect(steps.map((s) => s.share)).toEqual([0.25, 0.25, 0.5, 0.5, 0.5, 0.5]);
    // A year-dated first statement counts only once its year is over; by year over a long span.
    const years = shareSteps([member("A", "2019", "2019"), member("B", null, null)], {
      from: "2015-01-01",
      to: "2024-12-31",
    });
    expect(years).toHaveLength(10);
    expect(years.find((s) => s.end === "2019-12-31")!.share).toBe(0.5);
    expect(years.find((s) => s.end === "2018-12-31")!.share).toBe(0);
  });
});
