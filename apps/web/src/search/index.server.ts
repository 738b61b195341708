/** The search feature's server-side face: one search through the API, for other pages' loaders. */
export { type SearchAnswer, type SearchOutcome, searchThroughApi } from "./search-api.server";
