/** The search feature's server-side face: a search or its counts through the API, for other pages' loaders. */
export {
  type CountsOutcome,
  countThroughApi,
  type SearchAnswer,
  type SearchOutcome,
  searchThroughApi,
} from "./search-api.server";
