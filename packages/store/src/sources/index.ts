export * from "./list-sources";
export * from "./record-crawl-run";
export * from "./source-record";
export * from "./upsert-sources";
