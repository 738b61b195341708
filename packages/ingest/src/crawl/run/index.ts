export * from "./crawl-settings";
export * from "./crawl-source";
export * from "./crawl-worker";
export * from "./crawler-from-env";
export * from "./discover-entries";
export * from "./read-document";
export * from "./statement-id";
