import { geoEqualEarth } from "d3-geo";
import type { FeatureCollection } from "geojson";
import { describe, expect, it } from "vitest";
import { stateGeometries } from "./base-map";
import { FITTED_SCALE, FITTED_TRANSLATE, MAP_HEIGHT, MAP_MARGIN, MAP_WIDTH } from "./world-projection";

describe("the world projection", () => {
  it("is Equal Earth fitted to the drawing less its margin, around all land but Antarctica", () => {
    const land: FeatureCollection = {
      type: "FeatureCollection",
      features: [...stateGeometries().values()].map((geometry) => ({
        type: "Feature",
        properties: {},
        geometry,
      })),
    };
    const fitted = geoEqualEarth().fitExtent(
      [
        [MAP_MARGIN, MAP_MARGIN],
        [MAP_WIDTH - MAP_MARGIN, MAP_HEIGHT - MAP_MARGIN],
      ],
      land,
    );
    expect(fitted.scale()).toBeCloseTo(FITTED_SCALE, 6);
    expect(fitted.translate()[0]).toBeCloseTo(FITTED_TRANSLATE[0], 6);
    expect(fitted.translate()[1]).toBeCloseTo(FITTED_TRANSLATE[1], 6);
  });
});
