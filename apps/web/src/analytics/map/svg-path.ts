import type { Point } from "./projected-geometry";

/**
 * Coordinates are kept to half a unit of the 960-unit-wide drawing: finer than a screen shows at
 * the widths the page gives the map, and a third less markup than tenths (55 kB against 67 kB
 * for the whole world, 110m data).
 */
const STEPS_PER_UNIT = 2;

/**
 * Compact SVG path data: coordinates snapped to the grid, repeated points dropped, relative moves
 * after the first point of each line. Rings that shrink to less than a triangle on the grid go:
 * they would draw nothing. Snapping absolute positions (not the steps) keeps errors from adding up.
 */
export function svgPathData(lines: readonly (readonly Point[])[], closed: boolean): string {
  let data = "";
  for (const line of lines) {
    const steps = snap(line, closed);
    if (steps.length < (closed ? 3 : 2)) continue;
    const [first, ...rest] = steps as [Point, ...Point[]];
    const moves: number[] = [];
    let previous = first;
    for (const point of rest) {
      moves.push(point[0] - previous[0], point[1] - previous[1]);
      previous = point;
    }
    data += `M${joinNumbers([first[0], first[1]])}l${joinNumbers(moves)}${closed ? "z" : ""}`;
  }
  return data;
}

function snap(line: readonly Point[], closed: boolean): Point[] {
  const steps: Point[] = [];
  for (const [x, y] of line) {
    const point: Point = [Math.round(x * STEPS_PER_UNIT), Math.round(y * STEPS_PER_UNIT)];
    const last = steps.at(-1);
    if (!last || last[0] !== point[0] || last[1] !== point[1]) steps.push(point);
  }
  const [start] = steps;
  const end = steps.at(-1);
  if (closed && steps.length > 1 && start && end && start[0] === end[0] && start[1] === end[1]) steps.pop();
  return steps;
}

/** Numbers in grid steps, written with the fewest separators SVG's path grammar allows. */
function joinNumbers(steps: readonly number[]): string {
  let out = "";
  let previous = "";
  for (const step of steps) {
    const text = String(step / STEPS_PER_UNIT).replace(/^(-?)0\./, "$1.");
    const glued = text.startsWith("-") || (text.startsWith(".") && previous.includes("."));
    out += previous === "" || glued ? text : ` ${text}`;
    previous = text;
  }
  return out;
}
