import type { ErrorCode } from "@communique/core";
import {
  AnalyticsSummarySchema,
  GroupBreakdownSchema,
  TimelineSchema,
  TopCountriesSchema,
} from "@communique/core/contract";
import type { z } from "zod";
import type { MessageKey } from "../i18n/messages/en";
import { callApi, type Outcome } from "../server/api-client.server";
import type { WebLoadContext } from "../server/web-context";

export type TimelineAnswer = z.output<typeof TimelineSchema>;
export type CountriesAnswer = z.output<typeof TopCountriesSchema>;
export type SummaryAnswer = z.output<typeof AnalyticsSummarySchema>;
export type GroupsAnswer = z.output<typeof GroupBreakdownSchema>;
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

type Api = WebLoadContext["api"];

export const analyticsApi = {
  timeline: (api: Api, params: URLSearchParams) =>
    callApi(api, `/api/analytics/timeline?${params}`, TimelineSchema, ERROR_MESSAGES),
  countries: (api: Api, params: URLSearchParams) =>
    callApi(api, `/api/analytics/countries?${params}`, TopCountriesSchema, ERROR_MESSAGES),
  summary: (api: Api, params: URLSearchParams) =>
    callApi(api, `/api/analytics/summary?${params}`, AnalyticsSummarySchema, ERROR_MESSAGES),
  groups: (api: Api, params: URLSearchParams) =>
    callApi(api, `/api/analytics/groups?${params}`, GroupBreakdownSchema, ERROR_MESSAGES),
};
