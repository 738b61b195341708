export * from "./countries";
export * from "./errors";
export * from "./escape-html";
export * from "./query";
export * from "./terminology";
export * from "./text";
export * from "./vocabulary";
