import { describe, expect, it } from "vitest";
import { svgPathData } from "./svg-path";

describe("svgPathData", () => {
  it("writes a ring as a move, relative lines and a close, on a half-unit grid", () => {
    expect(
      svgPathData(
        [
          [
            [10.2, 20.1],
            [12.76, 20.1],
            [12.76, 18],
          ],
        ],
        true,
      ),
    ).toBe("M10 20l3 0 0-2z");
  });

  it("drops the separator wherever the path grammar allows", () => {
    expect(
      svgPathData(
        [
          [
            [0, 0],
            [0.5, 0.5],
            [1, 0],
            [0.5, -1],
          ],
        ],
        true,
      ),
    ).toBe("M0 0l.5.5.5-.5-.5-1z");
  });

  it("snaps absolute positions, so rounding errors do not add up along a line", () => {
    const line = Array.from({ length: 100 }, (_, index) => [index * 1.3, 0] as const);
    const moves = svgPathData([line], false)
      .replace(/^M0 0l/, "")
      .split(" ")
      .map(Number);
    const end = moves.filter((_, index) => index % 2 === 0).reduce((sum, dx) => sum + dx, 0);
    expect(end).toBe(128.5); // 99 × 1.3 = 128.7, snapped to the half-unit grid
  });

  it("drops repeated points, a repeated closing point and rings that shrink below a triangle", () => {
    const ring = [
      [0, 0],
      [0.1, 0.1],
      [4, 0],
      [4, 4],
      [0, 0],
    ] as const;
    const speck = [
      [7, 7],
      [7.1, 7],
      [7, 7.1],
    ] as const;
    expect(svgPathData([ring, speck], true)).toBe("M0 0l4 0 0 4z");
  });

  it("leaves open lines open", () => {
    expect(
      svgPathData(
        [
          [
            [1, 1],
            [2, 3],
          ],
        ],
        false,
      ),
    ).toBe("M1 1l1 2");
  });
});
