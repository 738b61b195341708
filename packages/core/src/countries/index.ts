export * from "./countries";
export * from "./country-finder";
export * from "./groups";
