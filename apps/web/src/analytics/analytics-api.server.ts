import type { ErrorCode } from "@communique/core";
import type { OperationAnswer } from "@communique/core/contract";
import type { MessageKey } from "../i18n/messages/en";
import { callOperation, type Outcome } from "../server/api-client.server";
import type { Operate } from "../server/web-context";

export type TimelineAnswer = OperationAnswer<"getAnalyticsTimeline">;
export type CountriesAnswer = OperationAnswer<"getAnalyticsCountries">;
export type SummaryAnswer = OperationAnswer<"getAnalyticsSummary">;
export type GroupsAnswer = OperationAnswer<"getAnalyticsGroups">;
export type SilencesAnswer = OperationAnswer<"getAnalyticsSilences">;
export type { Outcome };

/** API error codes the visitor can act on, in their language. */
const ERROR_MESSAGES: Partial<Record<ErrorCode, MessageKey>> = {
  too_many_compared: "analytics.errorTooManyCompared",
  too_many_periods: "analytics.errorTooManyPeriods",
  only_stop_words: "search.errorStopWordsOnly",
  query_too_long: "search.errorQueryTooLong",
  too_many_terms: "search.errorTooManyTerms",
  search_timeout: "search.tooSlow",
};

export const analyticsApi = {
  timeline: (operate: Operate, params: URLSearchParams) =>
    callOperation(operate, "getAnalyticsTimeline", params, ERROR_MESSAGES),
  countries: (operate: Operate, params: URLSearchParams) =>
    callOperation(operate, "getAnalyticsCountries", params, ERROR_MESSAGES),
  summary: (operate: Operate, params: URLSearchParams) =>
    callOperation(operate, "getAnalyticsSummary", params, ERROR_MESSAGES),
  groups: (operate: Operate, params: URLSearchParams) =>
    callOperation(operate, "getAnalyticsGroups", params, ERROR_MESSAGES),
  silences: (operate: Operate, params: URLSearchParams) =>
    callOperation(operate, "getAnalyticsSilences", params, {
      ...ERROR_MESSAGES,
      unknown_bloc: "voices.errorUnknown",
    }),
};
