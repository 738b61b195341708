import type { ErrorCode } from "@communique/core";
import type { SearchCounts, SearchResponse } from "@communique/core/contract";
import { DEFAULT_PAGE_SIZE, MAX_RESULT_WINDOW } from "@communique/core/vocabulary";
import type { MessageKey } from "../i18n/messages/en";
import { callOperation, type Outcome } from "../server/api-client.server";
import type { Operate } from "../server/web-context";

export type SearchAnswer = SearchResponse;
export type SearchOutcome = Outcome<SearchAnswer>;
export type CountsOutcome = Outcome<SearchCounts>;

/** API error codes the visitor can act on, in their language. */
const ERROR_MESSAGES: Partial<Record<ErrorCode, MessageKey>> = {
  query_too_long: "search.errorQueryTooLong",
  too_many_terms: "search.errorTooManyTerms",
  only_stop_words: "search.errorStopWordsOnly",
  page_too_deep: "search.errorPageTooDeep",
  search_timeout: "search.tooSlow",
};

/** One search through the API; its errors become messages in the visitor's language. */
export function searchThroughApi(operate: Operate, params: URLSearchParams): Promise<SearchOutcome> {
  return callOperation(operate, "searchStatements", params, ERROR_MESSAGES);
}

/**
 * A search's counts and facets without its results (paging and sorting parameters are left
 * out): for the figures a page shows beside its own search, at the cost of the counting alone.
 */
export function countThroughApi(operate: Operate, params: URLSearchParams): Promise<CountsOutcome> {
  const counted = new URLSearchParams(params);
  for (const name of ["page", "size", "sort"]) counted.delete(name);
  return callOperation(operate, "countStatements", counted, ERROR_MESSAGES);
}

/**
 * A page of results. A page past the browsable window (page_too_deep) is only worth that message
 * while the results really go on past it: otherwise the search's totals and facets come back with
 * no results on the page asked for, so the page can say it is past the last one (past-last-page).
 */
export async function searchPageThroughApi(
  operate: Operate,
  params: URLSearchParams,
): Promise<SearchOutcome> {
  const outcome = await searchThroughApi(operate, params);
  if (outcome.ok || outcome.code !== "page_too_deep") return outcome;
  const counts = await countThroughApi(operate, params);
  if (!counts.ok || counts.answer.total > MAX_RESULT_WINDOW) return outcome;
  return {
    ok: true,
    answer: {
      ...counts.answer,
      page: Number(params.get("page")),
      size: Number(params.get("size") ?? DEFAULT_PAGE_SIZE),
      results: [],
    },
  };
}
