import { COUNTRIES } from "@communique/core";
import type { GeoProjection } from "d3-geo";
import type { MultiPolygon, Polygon } from "geojson";
import { feature, merge } from "topojson-client";
import type { MultiPolygon as TopoMultiPolygon, Polygon as TopoPolygon } from "topojson-specification";
import { disputedBoundaries } from "./disputed-boundaries";
import { largestRingCentre, type Point, projectLines, ringsArea } from "./projected-geometry";
import { svgPathData } from "./svg-path";
import { worldProjection } from "./world-projection";
import { WORLD } from "./world-topology";

/** Not a state, and a fifth of the drawing's height for nothing to show. */
export const ANTARCTICA = "010";

/**
 * Natural Earth draws apart some areas that have no ISO code of their own, and Taiwan; the UN's
 * M49 counts them within a member state, so they take its shape and colour (merged, no line between).
 */
const COUNTED_WITHIN: Readonly<Record<string, string>> = {
  "N. Cyprus": "196",
  Somaliland: "706",
  Kosovo: "688",
  Taiwan: "156",
};

export interface MapArea {
  /** ISO 3166-1 alpha-2. */
  code: string;
  /** SVG path data in the drawing's units. */
  d: string;
  /** Projected area in square units, before rounding: what decides whether a marker stands in. */
  area: number;
  /** Where a tooltip points: the centre of the largest ring (mainland France, not Guiana). */
  anchor: Point;
}

export interface BaseMap {
  /** Member and observer states the 110m data draws, by ISO2 code (joined through M49). */
  areas: ReadonlyMap<string, MapArea>;
  /** Land that is no UN state (Greenland, Western Sahara, ...): always neutral. */
  otherLand: string;
  /** The boundaries drawn dotted, as the map disclaimer describes (open lines). */
  disputed: string;
  projection: GeoProjection;
}

let cached: BaseMap | undefined;

/**
 * Built once per process (server) or page (browser), on first use: about 100 ms on a cold
 * engine. Plain arithmetic on the same bundled data, so server and browser produce the same
 * markup and hydration matches.
 */
export function getBaseMap(): BaseMap {
  cached ??= buildBaseMap();
  return cached;
}

function buildBaseMap(): BaseMap {
  const projection = worldProjection();
  const codeOf = new Map(COUNTRIES.flatMap((country) => (country.m49 ? [[country.m49, country.code]] : [])));
  const areas = new Map<string, MapArea>();
  let otherLand = "";
  for (const [m49, geometry] of stateGeometries()) {
    const rings = projectLines(geometry, projection);
    const d = svgPathData(rings, true);
    const code = codeOf.get(m49);
    if (code) areas.set(code, { code, d, area: ringsArea(rings), anchor: rounded(largestRingCentre(rings)) });
    else otherLand += d;
  }
  const dotted = disputedBoundaries(WORLD, WORLD.objects.countries);
  return { areas, otherLand, disputed: svgPathData(projectLines(dotted, projection), false), projection };
}

type Shape = TopoPolygon<{ name: string }> | TopoMultiPolygon<{ name: string }>;

/** Every shape but Antarctica's, by the M49 code of the state (or territory) it is counted in. */
export function stateGeometries(): Map<string, Polygon | MultiPolygon> {
  const byCode = new Map<string, Shape[]>();
  for (const shape of WORLD.objects.countries.geometries) {
    if ((shape.type !== "Polygon" && shape.type !== "MultiPolygon") || shape.id === ANTARCTICA) continue;
    const m49 = COUNTED_WITHIN[shape.properties?.name ?? ""] ?? shape.id;
    if (m49 !== undefined) byCode.set(String(m49), [...(byCode.get(String(m49)) ?? []), shape]);
  }
  return new Map(
    [...byCode].map(([m49, shapes]) => [
      m49,
      shapes.length === 1 ? geometryOf(shapes[0]!) : merge(WORLD, shapes),
    ]),
  );
}

/** Separate calls so that each picks topojson-client's overload for its type. */
function geometryOf(shape: Shape): Polygon | MultiPolygon {
  return shape.type === "Polygon" ? feature(WORLD, shape).geometry : feature(WORLD, shape).geometry;
}

const rounded = ([x, y]: Point): Point => [Math.round(x * 10) / 10, Math.round(y * 10) / 10];
