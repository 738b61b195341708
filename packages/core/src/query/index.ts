export { hasPositiveTerms, isEmptyQuery, parseQuery } from "./parse-query";
export * from "./query-model";
