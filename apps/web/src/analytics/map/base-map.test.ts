import { COUNTRIES, getCountry } from "@communique/core";
import { geoPath } from "d3-geo";
import { feature } from "topojson-client";
import { describe, expect, it } from "vitest";
import { ANTARCTICA, getBaseMap, stateGeometries } from "./base-map";
import { projectLines } from "./projected-geometry";
import { svgPathData } from "./svg-path";
import { MAP_HEIGHT, MAP_WIDTH } from "./world-projection";
import { WORLD } from "./world-topology";

const base = getBaseMap();
const shapes = WORLD.objects.countries.geometries;
const shapeIds = new Set(shapes.map((shape) => shape.id));

describe("the base map", () => {
  it("is built once and then reused", () => {
    expect(getBaseMap()).toBe(base);
  });

  it("keys the 110m shapes by ISO2 code through the M49 code of COUNTRIES", () => {
    expect(shapes.find((shape) => shape.id === "250")?.properties).toEqual({ name: "France" });
    expect(base.areas.get("FR")?.d).toMatch(/^M/);
    for (const [code, area] of base.areas) {
      expect(area.code).toBe(code);
      expect(shapeIds).toContain(getCountry(code)?.m49);
    }
    const joinable = COUNTRIES.filter((country) => country.m49 && shapeIds.has(country.m49));
    expect([...base.areas.keys()].sort()).toEqual(joinable.map((country) => country.code).sort());
  });

  it("draws what M49 counts within a state as part of it: Northern Cyprus, Somaliland, Kosovo, Taiwan", () => {
    const path = geoPath(base.projection);
    const alone = (id: string) => {
      const shape = shapes.find((candidate) => candidate.id === id)!;
      return path.area(feature(WORLD, shape));
    };
    for (const [code, m49] of [
      ["CY", "196"],
      ["SO", "706"],
      ["RS", "688"],
      ["CN", "156"],
    ] as const) {
      expect(base.areas.get(code)!.area).toBeGreaterThan(alone(m49));
    }
    expect(base.areas.has("TW")).toBe(false);
  });

  it("leaves out Antarctica and draws land of no UN state (Greenland, Western Sahara) neutral", () => {
    expect([...stateGeometries().keys()]).not.toContain(ANTARCTICA);
    for (const id of ["304", "732"]) {
      const shape = shapes.find((candidate) => candidate.id === id)!;
      expect(base.otherLand).toContain(
        svgPathData(projectLines(feature(WORLD, shape), base.projection), true),
      );
    }
  });

  it("measures areas as d3-geo does, and anchors every tooltip inside the drawing", () => {
    const path = geoPath(base.projection);
    const geometries = stateGeometries();
    for (const area of base.areas.values()) {
      const geometry = geometries.get(getCountry(area.code)!.m49!)!;
      expect(area.area).toBeCloseTo(path.area(geometry), 6);
      const [x, y] = area.anchor;
      expect(x >= 0 && x <= MAP_WIDTH && y >= 0 && y <= MAP_HEIGHT, area.code).toBe(true);
    }
  });

  it("draws the disputed boundaries as open lines (Kashmir, and Sudan–South Sudan)", () => {
    expect(base.disputed.match(/M/g)?.length).toBe(2);
    expect(base.disputed).not.toContain("z");
  });

  it("stays small: about 55 kB of path data for the whole world", () => {
    const total =
      base.otherLand.length + [...base.areas.values()].reduce((sum, area) => sum + area.d.length, 0);
    expect(total).toBeLessThan(60_000);
  });
});
