/**
 * @communique/ingest/import: the importer of statement files alone, without the crawler (no
 * browser, HTML parser or HTTP client loaded): what `npm run cli -- import` needs.
 */
export * from "./import-file";
export { openMaybeGzipped, splitLines } from "./ndjson-lines";
export * from "./record-formats";
export * from "./to-statement";
