export * from "./answers";
export * from "./error-response";
export * from "./operations";
export * from "./query-values";
export * from "./report-request";
export * from "./search-filters";
export * from "./search-params";
export * from "./source-health";
