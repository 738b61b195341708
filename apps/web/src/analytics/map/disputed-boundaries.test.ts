import { describe, expect, it } from "vitest";
import { disputedBoundaries, northOf } from "./disputed-boundaries";
import { WORLD } from "./world-topology";

describe("northOf", () => {
  it("keeps the parts of lines north of a latitude, cut where they cross it", () => {
    const line = [
      [0, 30],
      [0, 34],
      [2, 34],
      [2, 30],
      [4, 30],
      [4, 33],
    ];
    expect(northOf([line], 32)).toEqual([
      [
        [0, 32],
        [0, 34],
        [2, 34],
        [2, 32],
      ],
      [
        [4, 32],
        [4, 33],
      ],
    ]);
  });
});

describe("the disputed boundaries of the map disclaimer", () => {
  const lines = disputedBoundaries(WORLD, WORLD.objects.countries).coordinates;
  const points = lines.flat();

  it("are the Line of Control in Jammu and Kashmir and the Sudan–South Sudan boundary, and nothing else", () => {
    const kashmir = points.filter(([lng, lat]) => lat! >= 32.5 && lng! > 70 && lng! < 80);
    const sudans = points.filter(([lng, lat]) => lat! > 3 && lat! < 13 && lng! > 22 && lng! < 36);
    expect(kashmir.length).toBeGreaterThan(5);
    expect(sudans.length).toBeGreaterThan(20);
    expect(kashmir.length + sudans.length).toBe(points.length);
  });

  it("leave the India–Pakistan international boundary south of Kashmir solid", () => {
    const indiaPakistan = points.filter(([lng]) => lng! > 60);
    expect(Math.min(...indiaPakistan.map(([, lat]) => lat!))).toBeCloseTo(32.5, 6);
  });
});
