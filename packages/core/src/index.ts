export * from "./languages";
export * from "./countries";
export * from "./query";
export * from "./text";
