import { describe, expect, it } from "vitest";
import { precisionOf } from "./day-counts";
import {
  canPlace,
  countPeriods,
  intervalForRange,
  nextPeriodStart,
  periodEnd,
  periodStart,
  periodsBetween,
} from "./intervals";

describe("periods", () => {
  it("starts weeks on Monday, months on the 1st, years on 1 January", () => {
    expect(periodStart("2024-03-10", "week")).toBe("2024-03-04"); // a Sunday → the Monday before
    expect(periodStart("2024-03-11", "week")).toBe("2024-03-11"); // a Monday
    expect(periodStart("2025-01-01", "week")).toBe("2024-12-30"); // across a year
    expect(periodStart("2024-02-29", "month")).toBe("2024-02-01");
    expect(periodStart("2024-02-29", "year")).toBe("2024-01-01");
    expect(periodStart("2024-02-29", "day")).toBe("2024-02-29");
  });

  it("steps to the next period across month and year ends", () => {
    expect(nextPeriodStart("2024-12-01", "month")).toBe("2025-01-01");
    expect(nextPeriodStart("2024-12-30", "week")).toBe("2025-01-06");
    expect(nextPeriodStart("2024-02-28", "day")).toBe("2024-02-29");
    expect(nextPeriodStart("2024-01-01", "year")).toBe("2025-01-01");
  });

  it("ends a statement's period at its precision", () => {
    expect(periodEnd("2024-02-01", "month")).toBe("2024-02-29");
    expect(periodEnd("2023-02-01", "month")).toBe("2023-02-28");
    expect(periodEnd("2023-01-01", "year")).toBe("2023-12-31");
    expect(periodEnd("2023-05-17", "day")).toBe("2023-05-17");
  });

  it("lists the periods of a range, the first and last clipped to it", () => {
    expect(periodsBetween("2024-01-15", "2024-03-10", "month")).toEqual([
      { key: "2024-01-01", start: "2024-01-15", end: "2024-01-31" },
      { key: "2024-02-01", start: "2024-02-01", end: "2024-02-29" },
      { key: "2024-03-01", start: "2024-03-01", end: "2024-03-10" },
    ]);
    expect(periodsBetween("2024-03-06", "2024-03-20", "week").map((p) => p.key)).toEqual([
      "2024-03-04",
      "2024-03-11",
      "2024-03-18",
    ]);
  });

  it("counts periods without building them, equal to the list", () => {
    const ranges: [string, string][] = [
      ["2022-01-01", "2024-12-31"],
      ["2024-01-15", "2024-03-10"],
      ["2023-12-31", "2024-01-01"],
      ["1946-01-01", "2024-12-31"],
    ];
    for (const [from, to] of ranges)
      for (const interval of ["day", "week", "month", "year"] as const)
        expect(countPeriods(from, to, interval), `${from}..${to} ${interval}`).toBe(
          periodsBetween(from, to, interval).length,
        );
  });
});

describe("choosing and placing", () => {
  it("chooses an interval from the length of the range", () => {
    expect(intervalForRange("2024-03-01", "2024-03-31")).toBe("day");
    expect(intervalForRange("2024-01-01", "2024-06-30")).toBe("week");
    expect(intervalForRange("2022-01-01", "2024-12-31")).toBe("month");
    expect(intervalForRange("1946-01-01", "2024-12-31")).toBe("year");
  });

  it("never places a statement in a period finer than its date", () => {
    expect(canPlace("day", "day")).toBe(true);
    expect(canPlace("day", "week")).toBe(true);
    expect(canPlace("month", "week")).toBe(false);
    expect(canPlace("month", "month")).toBe(true);
    expect(canPlace("month", "year")).toBe(true);
    expect(canPlace("year", "month")).toBe(false);
    expect(canPlace("year", "year")).toBe(true);
  });
});

describe("precisionOf", () => {
  it("reads a date's precision from its period", () => {
    expect(precisionOf("2024-02-29", "2024-02-29")).toBe("day");
    expect(precisionOf("2024-02-01", "2024-02-29")).toBe("month");
    expect(precisionOf("2024-01-01", "2024-01-31")).toBe("month");
    expect(precisionOf("2024-01-01", "2024-12-31")).toBe("year");
  });
});
