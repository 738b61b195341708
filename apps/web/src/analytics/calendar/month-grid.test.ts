import { testEnv } from "@communique/core/testing";
import { afterEach, describe, expect, it } from "vitest";
import type { CalendarItem } from "./calendar-item";
import {
  addMonths,
  buildMonthGrid,
  type CalendarWeek,
  currentPeriod,
  nextPeriod,
  nextYear,
  previousPeriod,
  previousYear,
} from "./month-grid";

const dates = (week: CalendarWeek) => week.days.map((d) => d.date);
const inMonthDays = (month: string) =>
  buildMonthGrid(month, [])
    .weeks.flatMap((w) => w.days)
    .filter((d) => d.inMonth);
/** A week's bars as "id:startColumn+span@lane" with < and > for clipped ends. */
const bars = (week: CalendarWeek) =>
  week.bars.map(
    (b) =>
      `${b.continuesBefore ? "<" : ""}${b.item.id}:${b.startColumn}+${b.span}@${b.lane}${b.continuesAfter ? ">" : ""}`,
  );

describe("week rows", () => {
  // 2024: each of these months begins on a different weekday, Sunday (0) to Saturday (6).
  const monthsByFirstWeekday = [
    ["2024-09", 0],
    ["2024-01", 1],
    ["2024-10", 2],
    ["2024-05", 3],
    ["2024-02", 4],
    ["2024-03", 5],
    ["2024-06", 6],
  ] as const;

  it.each(monthsByFirstWeekday)(
    "puts the 1st of %s (weekday %i) in its column, weeks from Sunday",
    (month, first) => {
      const [row] = buildMonthGrid(month, []).weeks;
      expect(row!.days.map((d) => d.weekday)).toEqual([0, 1, 2, 3, 4, 5, 6]);
      expect(row!.days.findIndex((d) => d.date === `${month}-01`)).toBe(first);
      expect(row!.days.filter((d) => !d.inMonth)).toHaveLength(first);
    },
  );

  it.each(monthsByFirstWeekday)(
    "puts the 1st of %s (weekday %i) in its column, weeks from Monday",
    (month, first) => {
      const [row] = buildMonthGrid(month, [], 1).weeks;
      expect(row!.days.map((d) => d.weekday)).toEqual([1, 2, 3, 4, 5, 6, 0]);
      expect(row!.days.findIndex((d) => d.date === `${month}-01`)).toBe((first + 6) % 7);
    },
  );

  it("fills the first and last rows with the neighbouring months' days, flagged", () => {
    const { weeks } = buildMonthGrid("2024-03", []);
    expect(weeks).toHaveLength(6);
    expect(dates(weeks[0]!)).toEqual([
      "2024-02-25",
      "2024-02-26",
      "2024-02-27",
      "2024-02-28",
      "2024-02-29",
      "2024-03-01",
      "2024-03-02",
    ]);
    expect(weeks[0]!.days.map((d) => d.inMonth)).toEqual([false, false, false, false, false, true, true]);
    expect(dates(weeks[5]!)).toEqual([
      "2024-03-31",
      "2024-04-01",
      "2024-04-02",
      "2024-04-03",
      "2024-04-04",
      "2024-04-05",
      "2024-04-06",
    ]);
    expect(weeks[5]!.days.map((d) => d.inMonth)).toEqual([true, false, false, false, false, false, false]);
  });

  it("has only the rows a month needs: four to six", () => {
    // February 2015 begins on a Sunday and has 28 days.
    expect(buildMonthGrid("2015-02", []).weeks).toHaveLength(4);
    expect(buildMonthGrid("2015-02", [], 1).weeks).toHaveLength(5);
    expect(buildMonthGrid("2024-03", []).weeks).toHaveLength(6);
    expect(buildMonthGrid("2024-03", [], 1).weeks).toHaveLength(5);
  });

  it("has every day of the month once, in order, in rows of seven consecutive days", () => {
    for (const firstDayOfWeek of [0, 1, 6]) {
      const all = buildMonthGrid("2024-07", [], firstDayOfWeek).weeks.flatMap((w) => {
        expect(w.days).toHaveLength(7);
        return w.days;
      });
      const expected = Array.from({ length: 31 }, (_, i) => `2024-07-${String(i + 1).padStart(2, "0")}`);
      expect(all.filter((d) => d.inMonth).map((d) => d.date)).toEqual(expected);
      const steps = all.slice(1).map((d, i) => Date.parse(d.date) - Date.parse(all[i]!.date));
      expect(new Set(steps)).toEqual(new Set([86_400_000]));
      expect(all.map((d) => d.dayOfMonth).filter((_, i) => all[i]!.inMonth)).toEqual(
        expected.map((_, i) => i + 1),
      );
    }
  });

  it("knows February in leap years (every 4 years, not centuries, but every 400 years)", () => {
    expect(inMonthDays("2024-02")).toHaveLength(29);
    expect(inMonthDays("2023-02")).toHaveLength(28);
    expect(inMonthDays("2000-02")).toHaveLength(29);
    expect(inMonthDays("1900-02")).toHaveLength(28);
    expect(inMonthDays("2100-02")).toHaveLength(28);
    expect(inMonthDays("2024-02").at(-1)?.date).toBe("2024-02-29");
  });

  it("reads years below 100 as written (Date.UTC would make 0099 into 1999)", () => {
    expect(inMonthDays("0099-12").at(-1)?.date).toBe("0099-12-31");
  });

  describe("whatever the process's time zone", () => {
    const original = testEnv.TZ;
    afterEach(() => {
      process.env.TZ = original;
    });
    it.each(["Pacific/Kiritimati", "America/Los_Angeles", "Asia/Kolkata"])("is the same in %s", (zone) => {
      const utc = buildMonthGrid("2024-03", [{ id: "a", startDate: "2024-03-10", endDate: "2024-03-31" }]);
      process.env.TZ = zone;
      expect(new Date(2024, 2, 10).getTimezoneOffset()).not.toBe(0);
      expect(
        buildMonthGrid("2024-03", [{ id: "a", startDate: "2024-03-10", endDate: "2024-03-31" }]),
      ).toEqual(utc);
    });
  });

  it("rejects a malformed month and a first day of the week outside 0 to 6", () => {
    expect(() => buildMonthGrid("2024-13", [])).toThrow('Invalid month "2024-13"');
    expect(() => buildMonthGrid("2024-3", [])).toThrow("expected YYYY-MM");
    expect(() => buildMonthGrid("2024-03", [], 7)).toThrow("Invalid first day of the week 7");
    expect(() => buildMonthGrid("2024-03", [], 1.5)).toThrow("Invalid first day of the week");
  });
});

describe("items in week rows", () => {
  it("splits an item spanning three weeks into three bars clipped to their rows", () => {
    // March 2024 from Sunday: rows begin on 3, 10 and 17 March.
    const { weeks } = buildMonthGrid("2024-03", [
      { id: "summit", startDate: "2024-03-07", endDate: "2024-03-19" },
    ]);
    expect(weeks.map(bars)).toEqual([[], ["summit:4+3@0>"], ["<summit:0+7@0>"], ["<summit:0+3@0"], [], []]);
  });

  it("clips by the first day of the week: the same item from Monday", () => {
    const { weeks } = buildMonthGrid(
      "2024-03",
      [{ id: "summit", startDate: "2024-03-07", endDate: "2024-03-19" }],
      1,
    );
    // Rows begin on Monday 4, 11 and 18 March.
    expect(weeks.map(bars)).toEqual([[], ["summit:3+4@0>"], ["<summit:0+7@0>"], ["<summit:0+2@0"], []]);
  });

  it("defaults endDate to startDate: a one-day bar", () => {
    const [bar] = buildMonthGrid("2024-03", [{ id: "day", startDate: "2024-03-13" }]).weeks[2]!.bars;
    expect(bar).toMatchObject({ startColumn: 3, span: 1, lane: 0 });
    expect(bar!.item).toMatchObject({ startDate: "2024-03-13", endDate: "2024-03-13", title: undefined });
  });

  it("puts bars on the first lane where they overlap nothing, earlier and longer first", () => {
    const items: CalendarItem[] = [
      { id: "short", startDate: "2024-03-11" },
      { id: "long", startDate: "2024-03-11", endDate: "2024-03-14" },
      { id: "middle", startDate: "2024-03-12", endDate: "2024-03-13" },
      { id: "late", startDate: "2024-03-15", endDate: "2024-03-16" },
      { id: "sunday", startDate: "2024-03-10" },
      { id: "tuesday", startDate: "2024-03-12" },
    ];
    const week = buildMonthGrid("2024-03", items).weeks[2]!;
    // Sunday first (column 0); on Monday the longer bar before the shorter; "late" fits on lane 0,
    // "middle" beside "short" on lane 1; Tuesday's one-day item after Tuesday's longer one.
    expect(bars(week)).toEqual([
      "sunday:0+1@0",
      "long:1+4@0",
      "late:5+2@0",
      "short:1+1@1",
      "middle:2+2@1",
      "tuesday:2+1@2",
    ]);
    expect(week.laneCount).toBe(3);
  });

  it("never overlaps bars on a lane, and needs no more lanes than the busiest day's items", () => {
    // A deterministic pseudo-random set of 60 items over March 2024 and its neighbours.
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const day = (n: number) => new Date(Date.UTC(2024, 1, 20 + n)).toISOString().slice(0, 10);
    const items = Array.from({ length: 60 }, (_, i): CalendarItem => {
      const start = random(50);
      return { id: `item-${i}`, startDate: day(start), endDate: day(start + random(10)) };
    });
    for (const week of buildMonthGrid("2024-03", items).weeks) {
      const lanes = new Map<number, Set<number>>();
      for (const bar of week.bars) {
        const taken = lanes.get(bar.lane) ?? new Set<number>();
        for (let c = bar.startColumn; c < bar.startColumn + bar.span; c++) {
          expect(taken.has(c), `lane ${bar.lane} column ${c}`).toBe(false);
          taken.add(c);
        }
        lanes.set(bar.lane, taken);
      }
      const busiest = Math.max(
        0,
        ...week.days.map(
          (d) => items.filter((i) => i.startDate <= d.date && (i.endDate ?? "") >= d.date).length,
        ),
      );
      expect(week.laneCount).toBe(busiest);
      expect(week.bars.length).toBe(
        items.filter((i) => i.startDate <= week.days[6]!.date && i.endDate! >= week.days[0]!.date).length,
      );
    }
  });

  it("lays out the same whatever the order of the items", () => {
    const items: CalendarItem[] = [
      { id: "b", startDate: "2024-03-11", endDate: "2024-03-12" },
      { id: "a", startDate: "2024-03-11", endDate: "2024-03-12" },
      { id: "c", startDate: "2024-03-05", endDate: "2024-03-12" },
    ];
    const forward = buildMonthGrid("2024-03", items).weeks.map(bars);
    expect(buildMonthGrid("2024-03", items.toReversed()).weeks.map(bars)).toEqual(forward);
    // Equal bars in a row: the item that began earlier first, then the id.
    expect(forward[2]).toEqual(["<c:0+3@0", "a:1+2@1", "b:1+2@2"]);
  });

  it("shows items on the neighbouring months' days shown, not items outside the view", () => {
    const { weeks } = buildMonthGrid("2024-03", [
      { id: "january", startDate: "2024-01-10", endDate: "2024-01-31" },
      { id: "february", startDate: "2024-02-26", endDate: "2024-02-27" },
      { id: "before", startDate: "2024-02-20", endDate: "2024-02-24" },
      { id: "after", startDate: "2024-04-07" },
      { id: "april", startDate: "2024-04-05", endDate: "2024-04-20" },
      { id: "quarter", startDate: "2024-02-01", endDate: "2024-04-30" },
    ]);
    expect(weeks.map(bars)).toEqual([
      ["<quarter:0+7@0>", "february:1+2@1"],
      ["<quarter:0+7@0>"],
      ["<quarter:0+7@0>"],
      ["<quarter:0+7@0>"],
      ["<quarter:0+7@0>"],
      ["<quarter:0+7@0>", "april:5+2@1>"],
    ]);
  });

  it("normalises classes and keeps title, style and url", () => {
    const [bar] = buildMonthGrid("2024-03", [
      {
        id: "x",
        title: "Summit",
        startDate: "2024-03-01",
        classes: " a  b ",
        style: "color: red",
        url: "/en/x",
      },
      { id: "y", title: "  ", startDate: "2024-03-02", classes: ["c", "", "d"] },
    ]).weeks[0]!.bars;
    expect(bar!.item).toMatchObject({
      title: "Summit",
      classes: ["a", "b"],
      style: "color: red",
      url: "/en/x",
    });
    const y = buildMonthGrid("2024-03", [
      { id: "y", title: "  ", startDate: "2024-03-02", classes: ["c", "", "d"] },
    ]).weeks[0]!.bars[0]!.item;
    expect(y).toMatchObject({ title: undefined, classes: ["c", "d"], style: undefined, url: undefined });
  });
});

describe("invalid items", () => {
  const grid = (item: Partial<CalendarItem>) =>
    buildMonthGrid("2024-03", [
      { id: "ok", startDate: "2024-03-01" },
      { id: "bad", startDate: "2024-03-01", ...item },
    ]);

  it.each([
    [{ startDate: "2024-3-1" }, 'Calendar item "bad": startDate "2024-3-1" is not a valid YYYY-MM-DD date'],
    [
      { startDate: "2023-02-29" },
      'Calendar item "bad": startDate "2023-02-29" is not a valid YYYY-MM-DD date',
    ],
    [{ startDate: "2024-03-01T10:00" }, 'Calendar item "bad": startDate "2024-03-01T10:00" is not a valid'],
    [{ endDate: "2024-04-31" }, 'Calendar item "bad": endDate "2024-04-31" is not a valid YYYY-MM-DD date'],
    [{ endDate: "2024-02-29" }, 'Calendar item "bad": endDate 2024-02-29 is before startDate 2024-03-01'],
    [{ id: "" }, 'Calendar item "": id must be a non-empty string'],
    [{ id: "ok" }, 'Calendar item "ok": the id is used by another item'],
    [{ url: "javascript:alert(1)" }, 'Calendar item "bad": url "javascript:alert(1)" is not a web address'],
  ])("rejects %o with an error naming the item", (item, message) => {
    expect(() => grid(item)).toThrow(message);
  });

  it("accepts relative and absolute web addresses", () => {
    expect(() => grid({ url: "/en/search?from=2024-03-01" })).not.toThrow();
    expect(() => grid({ url: "https://example.org/statement" })).not.toThrow();
  });
});

describe("navigation", () => {
  it("moves by one month across year boundaries", () => {
    expect(previousPeriod("2024-01")).toBe("2023-12");
    expect(nextPeriod("2023-12")).toBe("2024-01");
    expect(nextPeriod("2024-02")).toBe("2024-03");
    expect(previousPeriod("2024-03")).toBe("2024-02");
  });

  it("moves by one year, keeping the month", () => {
    expect(previousYear("2024-01")).toBe("2023-01");
    expect(nextYear("2024-12")).toBe("2025-12");
    expect(previousYear("2000-02")).toBe("1999-02");
  });

  it("adds any number of months", () => {
    expect(addMonths("2024-01", -25)).toBe("2021-12");
    expect(addMonths("2024-11", 14)).toBe("2026-01");
    expect(addMonths("2024-05", 0)).toBe("2024-05");
    expect(() => addMonths("0000-01", -1)).toThrow("Month out of range");
  });

  it("finds the current period: the month containing today", () => {
    expect(currentPeriod("2024-12-31")).toBe("2024-12");
    expect(currentPeriod("2025-01-01")).toBe("2025-01");
    expect(() => currentPeriod("2025-02-30")).toThrow('Invalid date "2025-02-30"');
  });
});
