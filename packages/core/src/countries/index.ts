export * from "./countries";
export * from "./groups";
