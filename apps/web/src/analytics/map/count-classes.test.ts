import { describe, expect, it } from "vitest";
import { classOf, countClasses } from "./count-classes";
import { CLASS_COLORS } from "./map-colors";

const ranges = (counts: number[]) => countClasses(counts).map(({ from, to }) => [from, to]);

describe("countClasses", () => {
  it("cuts a skewed top 20 into five classes of about four countries, at 1-2-5 limits", () => {
    const counts = [812, 655, 430, 311, 290, 188, 150, 149, 120, 99, 87, 80, 64, 51, 40, 33, 30, 22, 15, 9];
    expect(ranges(counts)).toEqual([
      [9, 19],
      [20, 49],
      [50, 99],
      [100, 199],
      [200, 812],
    ]);
    expect(countClasses(counts).map((step) => step.color)).toEqual([...CLASS_COLORS]);
  });

  it("spans the counts exactly, from the lowest to the highest", () => {
    const classes = countClasses([100_000, 50_000, 20_000, 3000, 2999, 120, 2]);
    expect(classes[0]!.from).toBe(2);
    expect(classes.at(-1)!.to).toBe(100_000);
    for (const [index, step] of classes.entries()) {
      if (index > 0) expect(step.from).toBe(classes[index - 1]!.to + 1);
    }
  });

  it("falls back to finer limits, then to the counts themselves, when the round ones cannot separate them", () => {
    expect(ranges([15, 14, 13, 12, 11, 10])).toEqual([
      [10, 10],
      [11, 11],
      [12, 13],
      [14, 14],
      [15, 15],
    ]);
  });

  it("has no more classes than distinct counts, spread over the whole colour scale", () => {
    const classes = countClasses([3, 2, 1]);
    expect(classes.map(({ from, to }) => [from, to])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
    expect(classes.map((step) => step.color)).toEqual([CLASS_COLORS[0], CLASS_COLORS[2], CLASS_COLORS[4]]);
    expect(ranges([12, 12, 11])).toEqual([
      [11, 11],
      [12, 12],
    ]);
  });

  it("gives a single count one middle-dark class, and no count no class", () => {
    expect(countClasses([7])).toEqual([{ from: 7, to: 7, color: CLASS_COLORS[3] }]);
    expect(countClasses([])).toEqual([]);
  });

  it("keeps equal counts in the same class", () => {
    const counts = [50, 40, 40, 40, 40, 40, 30, 20, 10, 5];
    const classes = countClasses(counts);
    expect(
      new Set(counts.filter((count) => count === 40).map((count) => classOf(classes, count))),
    ).toHaveProperty("size", 1);
  });
});

describe("classOf", () => {
  it("finds the class a count falls in", () => {
    const classes = countClasses([
      812, 655, 430, 311, 290, 188, 150, 149, 120, 99, 87, 80, 64, 51, 40, 33, 30, 22, 15, 9,
    ]);
    expect(classOf(classes, 9)?.from).toBe(9);
    expect(classOf(classes, 19)?.from).toBe(9);
    expect(classOf(classes, 20)?.from).toBe(20);
    expect(classOf(classes, 812)?.from).toBe(200);
  });
});
