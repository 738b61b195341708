/**
 * @communique/ingest/testing: the fictional ministries' site on 127.0.0.1 and the source entries
 * that point the crawler at it, for other packages' tests and the crawl benchmark; fictional
 * scanned pages for the OCR benchmark; the real corpus slice imported once per test run.
 */
export * from "../../import/testing/ungdc-recent-sessions";
export * from "./fixture-site";
export * from "./fixture-sources";
export * from "./scanned-page";
export * from "./scanned-statements";
