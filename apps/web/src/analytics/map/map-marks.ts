import { type Country, getCountry } from "@communique/core";
import type { GeoProjection } from "d3-geo";
import type { BaseMap, MapArea } from "./base-map";
import { type CountClass, classOf } from "./count-classes";
import { NEUTRAL_FILL } from "./map-colors";
import type { Point } from "./projected-geometry";
import { MAP_HEIGHT, MAP_WIDTH } from "./world-projection";

/** How a listed country appears on the map: its own shape, or a marker standing in for it. */
export type MapMark =
  | { kind: "area"; code: string; d: string; anchor: Point }
  /** `d` is the state's outline when the data has one (too small to see alone), else "". */
  | { kind: "marker"; code: string; d: string; at: Point };

/**
 * Below this projected area (square units of the 960-wide drawing, a 3.5-unit square) a country
 * is too small to see its colour, or to hover or tap, at the widths the page gives the map.
 */
export const MIN_AREA = 12;

export const MARKER_RADIUS = 4.5;
/** A wider, invisible circle under each marker: the target to hover or tap, and the focus ring. */
export const TARGET_RADIUS = 6.5;

/** The reference data gives the Holy See no capital: Vatican City. */
const SEATS: Readonly<Record<string, readonly [lat: number, lng: number]>> = { VA: [41.9029, 12.4534] };

/**
 * Member and observer states only: an organisation's seat or a former state's capital on the map
 * would read as the host country's or the successor's figure; they stay in the table.
 */
export function markFor(code: string, base: BaseMap): MapMark | null {
  const country = getCountry(code);
  if (!country || (country.kind !== "member" && country.kind !== "observer")) return null;
  const area = base.areas.get(country.code);
  if (area && area.area >= MIN_AREA)
    return { kind: "area", code: country.code, d: area.d, anchor: area.anchor };
  const at = markerPosition(country, area, base.projection);
  return at ? { kind: "marker", code: country.code, d: area?.d ?? "", at } : null;
}

/** The capital; without one, the middle of the state's own shape; else a known seat. */
function markerPosition(
  country: Country,
  area: MapArea | undefined,
  projection: GeoProjection,
): Point | null {
  const place = country.capital ?? SEATS[country.code];
  if (!place) return area?.anchor ?? null;
  const projected = projection([place[1], place[0]]);
  return projected ? [round(inside(projected[0], MAP_WIDTH)), round(inside(projected[1], MAP_HEIGHT))] : null;
}

/** Funafuti is at 179°E: on the drawing's edge its marker would be cut in half, so it moves in a little. */
const inside = (value: number, size: number) =>
  Math.min(Math.max(value, TARGET_RADIUS + 1), size - TARGET_RADIUS - 1);

/** Path data of all land not coloured for the list: one path, one fill, nothing to hydrate per country. */
export function neutralLand(base: BaseMap, coloured: ReadonlySet<string>): string {
  let d = base.otherLand;
  for (const [code, area] of base.areas) if (!coloured.has(code)) d += area.d;
  return d;
}

const round = (value: number) => Math.round(value * 10) / 10;

/** A listed country as the map shows it: its rank, its class colour, and its mark (none: table only). */
export interface MapEntry {
  rank: number;
  code: string;
  name: string;
  count: number;
  color: string;
  mark: MapMark | null;
  /** On the map of a bloc's or group's members ("Who has spoken"): whether it spoke. */
  status?: "spoke" | "silent" | "not-covered";
}

export function mapEntries(
  countries: readonly { code: string; name: string; count: number }[],
  classes: readonly CountClass[],
  base: BaseMap,
): MapEntry[] {
  return countries.map((country, index) => ({
    ...country,
    rank: index + 1,
    color: classOf(classes, country.count)?.color ?? NEUTRAL_FILL,
    mark: markFor(country.code, base),
  }));
}
