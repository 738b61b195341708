import type { GeometryCollection, Topology } from "topojson-specification";
import countries110m from "world-atlas/countries-110m.json";

export type CountryShapes = GeometryCollection<{ name: string }>;

/**
 * Natural Earth's 1:110m countries as world-atlas ships them (108 kB): every feature's id is its
 * ISO 3166-1 numeric code as a string, which for states is their UN M49 code. The 1:50m file
 * would be seven times larger for detail this drawing's size cannot show; states it lacks are
 * drawn as markers instead. A static asset of the app, not input: typed here, not validated.
 */
export const WORLD = countries110m as unknown as Topology<{
  countries: CountryShapes;
  land: GeometryCollection;
}>;
