export * from "./countries";
export * from "./errors";
export * from "./escape-html";
export * from "./query";
export * from "./statement-date";
export * from "./terminology";
export * from "./text";
export * from "./vocabulary";
