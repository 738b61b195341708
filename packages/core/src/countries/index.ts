export * from "./countries";
export * from "./country-finder";
export * from "./groups";
export { searchKey } from "./search-key";
