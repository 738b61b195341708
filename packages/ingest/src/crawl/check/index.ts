export * from "./check-article";
export * from "./check-listing";
export * from "./check-source";
export * from "./fetch-report";
