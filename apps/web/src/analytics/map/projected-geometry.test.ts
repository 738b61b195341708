import { describe, expect, it } from "vitest";
import { largestRingCentre, type Point, ringsArea } from "./projected-geometry";

const square = (x: number, y: number, size: number, clockwise = true): Point[] => {
  const corners: Point[] = [
    [x, y],
    [x + size, y],
    [x + size, y + size],
    [x, y + size],
  ];
  return clockwise ? corners : corners.reverse();
};

describe("projected measures", () => {
  it("subtract holes, which d3-geo winds the other way", () => {
    expect(ringsArea([square(0, 0, 10), square(2, 2, 2, false)])).toBe(96);
  });

  it("add the parts of a country", () => {
    expect(ringsArea([square(0, 0, 10), square(50, 50, 1)])).toBe(101);
  });

  it("put the anchor in the middle of the largest part", () => {
    expect(largestRingCentre([square(50, 50, 1), square(0, 0, 10), square(90, 0, 2)])).toEqual([5, 5]);
  });
});
