export * from "./languages";
export * from "./countries";
