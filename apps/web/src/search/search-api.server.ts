import { type SearchResponse, SearchResponseSchema } from "@communique/core/contract";
import type { MessageKey } from "../i18n/messages/en";
import { callApi, type Outcome } from "../server/api-client.server";
import type { WebLoadContext } from "../server/web-context";

export type SearchAnswer = SearchResponse;
export type SearchOutcome = Outcome<SearchAnswer>;

/** API error codes the visitor can act on, in their language. */
const ERROR_MESSAGES: Record<string, MessageKey> = {
  query_too_long: "search.errorQueryTooLong",
  too_many_terms: "search.errorTooManyTerms",
  only_stop_words: "search.errorStopWordsOnly",
  page_too_deep: "search.errorPageTooDeep",
  search_timeout: "search.tooSlow",
};

/** One search through the API; its errors become messages in the visitor's language. */
export function searchThroughApi(
  api: WebLoadContext["api"],
  params: URLSearchParams,
): Promise<SearchOutcome> {
  return callApi(api, `/api/search?${params}`, SearchResponseSchema, ERROR_MESSAGES);
}
