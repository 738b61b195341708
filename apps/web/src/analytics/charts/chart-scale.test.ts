import { describe, expect, it } from "vitest";
import { axisLabelIndexes, estimateTextWidth, labelledIndexes, niceTicks, spreadApart } from "./chart-scale";

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

describe("axisLabelIndexes", () => {
  it("drops the label before the last when the end-anchored last one would touch it (31 days)", () => {
    // 31 days over 680 px: labels every 4 days, 88 px apart; a 75 px label centred on day 27
    // reaches 37.5 px towards day 31, whose label ends there and reaches 75 px back.
    const indexes = axisLabelIndexes(31, 680 / 30, () => 75);
    expect(indexes.at(-1)).toBe(30);
    expect(indexes).not.toContain(26);
    for (let k = 1; k < indexes.length; k++) {
      const [a, b] = [indexes[k - 1]!, indexes[k]!];
      const end = a === 0 ? a * (680 / 30) + 75 : a * (680 / 30) + 37.5;
      const start = b === 30 ? b * (680 / 30) - 75 : b * (680 / 30) - 37.5;
      expect(start - end).toBeGreaterThanOrEqual(8);
    }
  });

  it("keeps the even spread when the labels fit", () => {
    expect(axisLabelIndexes(12, 60, () => 30)).toEqual(labelledIndexes(12, 8));
  });

  it("measures Han characters wider than Latin ones", () => {
    expect(estimateTextWidth("2024年3月", 12)).toBeGreaterThan(estimateTextWidth("Mar 2024", 12));
  });
});
