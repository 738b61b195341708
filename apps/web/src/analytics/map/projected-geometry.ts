import { type GeoPermissibleObjects, type GeoProjection, geoStream } from "d3-geo";

export type Point = readonly [x: number, y: number];

/**
 * The projected lines of a geographic object (polygon rings, unclosed, or lines), clipped at the
 * antimeridian as d3-geo streams them. One pass gives both the markup and the measures below.
 */
export function projectLines(object: GeoPermissibleObjects, projection: GeoProjection): Point[][] {
  const lines: Point[][] = [];
  let line: Point[] = [];
  geoStream(
    object,
    projection.stream({
      point: (x, y) => line.push([x, y]),
      lineStart: () => {
        line = [];
      },
      lineEnd: () => lines.push(line),
      polygonStart: () => {},
      polygonEnd: () => {},
      sphere: () => {},
    }),
  );
  return lines;
}

/**
 * Area of projected rings, holes subtracted: d3-geo winds every outer ring one way and every hole
 * the other, so signed areas add up as d3's own `path.area` counts them.
 */
export function ringsArea(rings: readonly (readonly Point[])[]): number {
  return Math.abs(rings.reduce((sum, ring) => sum + signedArea(ring), 0));
}

/** The centre of the largest ring: mainland France rather than somewhere between it and Guiana. */
export function largestRingCentre(rings: readonly (readonly Point[])[]): Point {
  let largest: readonly Point[] = [];
  for (const ring of rings) if (Math.abs(signedArea(ring)) > Math.abs(signedArea(largest))) largest = ring;
  const area = signedArea(largest);
  let x = 0;
  let y = 0;
  eachEdge(largest, ([x0, y0], [x1, y1]) => {
    const cross = x0 * y1 - x1 * y0;
    x += (x0 + x1) * cross;
    y += (y0 + y1) * cross;
  });
  return [x / (6 * area), y / (6 * area)];
}

function signedArea(ring: readonly Point[]): number {
  let twice = 0;
  eachEdge(ring, ([x0, y0], [x1, y1]) => {
    twice += x0 * y1 - x1 * y0;
  });
  return twice / 2;
}

function eachEdge(ring: readonly Point[], visit: (from: Point, to: Point) => void) {
  for (const [index, point] of ring.entries()) visit(point, ring[(index + 1) % ring.length]!);
}
