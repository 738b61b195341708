import { z } from "zod";
import type { MessageKey } from "../i18n/messages/en";
import { callApi, type Outcome } from "../server/api-call.server";
import type { WebLoadContext } from "../server/web-context";

const TimelineSchema = z.object({
  interval: z.enum(["day", "week", "month", "year"]),
  intervalChosen: z.boolean(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  periods: z.array(z.object({ start: z.string(), end: z.string(), total: z.number() })),
  series: z.array(
    z.object({
      label: z.string(),
      counts: z.array(z.number()),
      shares: z.array(z.number().nullable()),
      total: z.number(),
      unplaced: z.number(),
    }),
  ),
  unplaced: z.number(),
});
export type TimelineAnswer = z.infer<typeof TimelineSchema>;

const CountriesSchema = z.object({
  statements: z.number(),
  countries: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      group: z.string(),
      count: z.number(),
      memberState: z.boolean(),
    }),
  ),
});
export type CountriesAnswer = z.infer<typeof CountriesSchema>;

const SummarySchema = z.object({
  statements: z.number(),
  memberStates: z.number(),
  memberStatesTotal: z.number(),
  issuers: z.number(),
});
export type SummaryAnswer = z.infer<typeof SummarySchema>;

const GroupsSchema = z.object({
  groups: z.array(
    z.object({
      slug: z.string(),
      name: z.string(),
      statements: z.number(),
      issuers: z.number(),
      members: z.number(),
    }),
  ),
});
export type GroupsAnswer = z.infer<typeof GroupsSchema>;

/** API error codes the visitor can act on, in their language. */
const ERROR_MESSAGES: Record<string, MessageKey> = {
  too_many_compared: "analytics.errorTooManyCompared",
  too_many_periods: "analytics.errorTooManyPeriods",
  only_stop_words: "search.errorStopWordsOnly",
  query_too_long: "search.errorQueryTooLong",
  too_many_terms: "search.errorTooManyTerms",
};

export type { Outcome };

const call = <T>(api: WebLoadContext["api"], path: string, schema: z.ZodType<T>) =>
  callApi(api, path, schema, ERROR_MESSAGES);

export const analyticsApi = {
  timeline: (api: WebLoadContext["api"], params: URLSearchParams) =>
    call(api, `/api/analytics/timeline?${params}`, TimelineSchema),
  countries: (api: WebLoadContext["api"], params: URLSearchParams) =>
    call(api, `/api/analytics/countries?${params}`, CountriesSchema),
  summary: (api: WebLoadContext["api"], params: URLSearchParams) =>
    call(api, `/api/analytics/summary?${params}`, SummarySchema),
  groups: (api: WebLoadContext["api"], params: URLSearchParams) =>
    call(api, `/api/analytics/groups?${params}`, GroupsSchema),
};
