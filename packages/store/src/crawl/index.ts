export * from "./crawl-pages";
export * from "./crawled-statements";
export * from "./job-queue";
