export * from "./countries";
export * from "./escape-html";
export * from "./languages";
export * from "./query";
export * from "./text";
