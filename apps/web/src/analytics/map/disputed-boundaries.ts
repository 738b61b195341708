import type { MultiLineString, Position } from "geojson";
import { mesh } from "topojson-client";
import type { GeometryObject, Topology } from "topojson-specification";

const INDIA = "356";
const PAKISTAN = "586";
const SUDAN = "729";
const SOUTH_SUDAN = "728";

/**
 * Natural Earth's India–Pakistan boundary follows the Line of Control in Jammu and Kashmir north of
 * about this latitude, and the international boundary south of it.
 */
const LINE_OF_CONTROL_SOUTH_END = 32.5;

/**
 * The boundaries the UN map disclaimer says are drawn dotted: the Line of Control in Jammu and
 * Kashmir, and the undetermined boundary between Sudan and South Sudan. Each is the set of arcs
 * the two countries' shapes share in the topology (topojson `mesh` filtered on the pair), so the
 * line is exactly the edge their fills meet on; the Indian–Pakistani one is cut at the latitude
 * above. Longitude and latitude, for the caller to project.
 */
export function disputedBoundaries(topology: Topology, countries: GeometryObject): MultiLineString {
  const shared = (one: string, other: string) =>
    mesh(topology, countries, (a, b) => (a.id === one && b.id === other) || (a.id === other && b.id === one))
      .coordinates;
  return {
    type: "MultiLineString",
    coordinates: [
      ...northOf(shared(INDIA, PAKISTAN), LINE_OF_CONTROL_SOUTH_END),
      ...shared(SUDAN, SOUTH_SUDAN),
    ],
  };
}

/** The parts of lines north of a latitude, cut where they cross it (linear in degrees, short segments). */
export function northOf(lines: readonly Position[][], latitude: number): Position[][] {
  const parts: Position[][] = [];
  for (const line of lines) {
    let part: Position[] = [];
    line.forEach((point, index) => {
      const previous = line[index - 1];
      const north = point[1]! >= latitude;
      if (previous && previous[1]! >= latitude !== north) part.push(crossing(previous, point, latitude));
      if (north) part.push(point);
      else if (part.length > 0) {
        parts.push(part);
        part = [];
      }
    });
    parts.push(part);
  }
  return parts.filter((part) => part.length > 1);
}

function crossing(from: Position, to: Position, latitude: number): Position {
  const share = (latitude - from[1]!) / (to[1]! - from[1]!);
  return [from[0]! + share * (to[0]! - from[0]!), latitude];
}
