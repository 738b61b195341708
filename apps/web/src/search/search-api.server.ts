import type { ErrorCode } from "@communique/core";
import { type SearchResponse, SearchResponseSchema } from "@communique/core/contract";
import { DEFAULT_PAGE_SIZE, MAX_RESULT_WINDOW } from "@communique/core/vocabulary";
import type { MessageKey } from "../i18n/messages/en";
import { callApi, type Outcome } from "../server/api-client.server";
import type { WebLoadContext } from "../server/web-context";

export type SearchAnswer = SearchResponse;
export type SearchOutcome = Outcome<SearchAnswer>;

/** API error codes the visitor can act on, in their language. */
const ERROR_MESSAGES: Partial<Record<ErrorCode, MessageKey>> = {
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

/**
 * A page of results. A page past the browsable window (page_too_deep) is only worth that message
 * while the results really go on past it: otherwise the search's totals and facets come back with
 * no results on the page asked for, so the page can say it is past the last one (past-last-page).
 */
export async function searchPageThroughApi(
  api: WebLoadContext["api"],
  params: URLSearchParams,
): Promise<SearchOutcome> {
  const outcome = await searchThroughApi(api, params);
  if (outcome.ok || outcome.code !== "page_too_deep") return outcome;
  const first = new URLSearchParams(params);
  first.set("page", "1");
  first.set("size", "1");
  const probe = await searchThroughApi(api, first);
  if (!probe.ok || probe.answer.total > MAX_RESULT_WINDOW) return outcome;
  const { partialMatches: _, ...answer } = probe.answer;
  return {
    ok: true,
    answer: {
      ...answer,
      page: Number(params.get("page")),
      size: Number(params.get("size") ?? DEFAULT_PAGE_SIZE),
      results: [],
    },
  };
}
