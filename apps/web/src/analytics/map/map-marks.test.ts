import { COUNTRIES } from "@communique/core";
import { describe, expect, it } from "vitest";
import { getBaseMap } from "./base-map";
import { countClasses } from "./count-classes";
import { NEUTRAL_FILL } from "./map-colors";
import { type MapMark, MIN_AREA, mapEntries, markFor, neutralLand, TARGET_RADIUS } from "./map-marks";
import { MAP_HEIGHT, MAP_WIDTH } from "./world-projection";

const base = getBaseMap();
const members = COUNTRIES.filter((country) => country.kind === "member");
const marks = new Map(members.map((country) => [country.code, markFor(country.code, base)]));
const markers = (test: (mark: Extract<MapMark, { kind: "marker" }>) => boolean) =>
  [...marks].flatMap(([code, mark]) => (mark?.kind === "marker" && test(mark) ? [code] : []));

describe("how member states appear on the map", () => {
  it("draws all 193 member states, as their shape or as a marker", () => {
    expect(members).toHaveLength(193);
    expect([...marks].filter(([, mark]) => mark === null)).toEqual([]);
    for (const mark of marks.values()) {
      const [x, y] = mark!.kind === "area" ? mark!.anchor : mark!.at;
      const edge = mark!.kind === "area" ? 0 : TARGET_RADIUS;
      expect(x >= edge && x <= MAP_WIDTH - edge && y >= edge && y <= MAP_HEIGHT - edge, mark!.code).toBe(
        true,
      );
    }
  });

  it("marks the 28 member states the 110m data leaves out", () => {
    expect(markers((mark) => mark.d === "").sort()).toEqual(
      "AD AG BB BH CV DM FM GD KI KM KN LC LI MC MH MT MU MV NR PW SC SG SM ST TO TV VC WS".split(" "),
    );
  });

  it(`marks the member states drawn smaller than ${MIN_AREA} square units, and draws the rest as shapes`, () => {
    expect(markers((mark) => mark.d !== "").sort()).toEqual("BN CY GM JM LB LU ME QA TL TT VU".split(" "));
    const smallest = Math.min(
      ...[...marks.values()].flatMap((mark) =>
        mark?.kind === "area" ? [base.areas.get(mark.code)!.area] : [],
      ),
    );
    expect(smallest).toBeGreaterThanOrEqual(MIN_AREA);
  });

  it("puts a marker on the capital", () => {
    const malta = markFor("MT", base);
    const valletta = base.projection([14.5147, 35.8989])!;
    expect(malta?.kind).toBe("marker");
    if (malta?.kind !== "marker") return;
    expect(malta.at[0]).toBeCloseTo(valletta[0], 0);
    expect(malta.at[1]).toBeCloseTo(valletta[1], 0);
  });

  it("places the observer states, which the reference data gives no capital", () => {
    const palestine = markFor("PS", base);
    expect(palestine).toMatchObject({ kind: "marker", at: base.areas.get("PS")!.anchor });
    expect(markFor("VA", base)?.kind).toBe("marker");
  });

  it("leaves organisations and former states to the table", () => {
    for (const code of ["eu", "african-union", "un", "YU", "DD"]) expect(markFor(code, base)).toBeNull();
  });

  it("reads codes in any case, as getCountry does", () => {
    expect(markFor("fr", base)?.code).toBe("FR");
  });
});

describe("the listed countries", () => {
  const countries = [
    { code: "FR", name: "France", count: 30 },
    { code: "eu", name: "European Union", count: 20 },
    { code: "MT", name: "Malta", count: 10 },
  ];
  const entries = mapEntries(countries, countClasses(countries.map((c) => c.count)), base);

  it("keep their rank, and get their class's colour and their mark", () => {
    expect(entries.map(({ rank, code, mark }) => [rank, code, mark?.kind ?? null])).toEqual([
      [1, "FR", "area"],
      [2, "eu", null],
      [3, "MT", "marker"],
    ]);
    expect(entries[0]!.color).not.toBe(entries[2]!.color);
  });

  it("are left out of the neutral land, which holds every other shape", () => {
    const land = neutralLand(base, new Set(["FR"]));
    expect(land).not.toContain(base.areas.get("FR")!.d);
    expect(land).toContain(base.areas.get("DE")!.d);
    expect(land).toContain(base.otherLand);
    expect(NEUTRAL_FILL).not.toBe(entries[0]!.color);
  });
});
