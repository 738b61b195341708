import { type GeoProjection, geoEqualEarth } from "d3-geo";

/** The drawing's own units (the SVG viewBox): Equal Earth without Antarctica is about 2.3 : 1. */
export const MAP_WIDTH = 960;
export const MAP_HEIGHT = 430;
export const MAP_MARGIN = 4;

/**
 * Equal Earth (equal-area, so a country's share of colour is its share of land), fitted to the
 * drawing less its margin around every land shape but Antarctica. The fit is written out, not
 * computed, because computing it streams the whole world once more on every page load; a test
 * checks it against `fitExtent`.
 */
export const FITTED_SCALE = 179.2181986627266;
export const FITTED_TRANSLATE: [number, number] = [480, 239.9682361674757];

export function worldProjection(): GeoProjection {
  return geoEqualEarth().scale(FITTED_SCALE).translate(FITTED_TRANSLATE);
}
