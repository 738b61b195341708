import { describe, expect, it } from "vitest";
import { labelledIndexes, niceTicks, spreadApart } from "./chart-scale";

describe("niceTicks", () => {
  it("ends on a round value at or above the maximum", () => {
    expect(niceTicks(37)).toEqual([0, 10, 20, 30, 40]);
    expect(niceTicks(100)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(niceTicks(3)).toEqual([0, 1, 2, 3]);
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceTicks(12_345)).toEqual([0, 5000, 10_000, 15_000]);
  });

  it("steps by fractions for shares", () => {
    expect(niceTicks(0.37, 5, false)).toEqual([0, 0.1, 0.2, 0.3, 0.4]);
    expect(niceTicks(0.042, 5, false)).toEqual([0, 0.01, 0.02, 0.03, 0.04, 0.05]);
  });
});

describe("labelledIndexes", () => {
  it("labels every period when few, else an even spread ending on the last", () => {
    expect(labelledIndexes(4, 8)).toEqual([0, 1, 2, 3]);
    const many = labelledIndexes(36, 8);
    expect(many.length).toBeLessThanOrEqual(8);
    expect(many.at(-1)).toBe(35);
    expect(new Set(many.slice(1).map((v, i) => v - many[i]!)).size).toBe(1);
  });
});

describe("spreadApart", () => {
  it("keeps order and the minimum gap, within bounds", () => {
    const result = spreadApart([100, 102, 50, 101], 14, 0, 300);
    const sorted = [...result].sort((a, b) => a - b);
    for (let k = 1; k < sorted.length; k++) expect(sorted[k]! - sorted[k - 1]!).toBeGreaterThanOrEqual(14);
    expect(result[2]).toBe(50);
    expect(spreadApart([295, 296], 14, 0, 300).every((p) => p <= 300)).toBe(true);
  });
});
