export { hasPositiveTerms, isEmptyQuery, parseQuery } from "./parse-query";
export { readQueryLanguage } from "./query-language";
export * from "./query-model";
