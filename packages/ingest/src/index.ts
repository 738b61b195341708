export * from "./crawl/dates/parse-published-date";
export * from "./crawl/extract";
export * from "./crawl/fetch";
export * from "./import/import-file";
export * from "./import/record-formats";
export * from "./import/to-statement";
export * from "./sources";
export * from "./text/repair-mojibake";
