import type { LanguageCode } from "@communique/core/languages";
import { z } from "zod";
import type { MessageKey } from "../i18n/messages/en";
import { callApi, type Outcome } from "../server/api-call.server";
import type { WebLoadContext } from "../server/web-context";

const CountryRef = z.object({ code: z.string(), name: z.string(), group: z.string() });
export const SearchAnswerSchema = z.object({
  total: z.number(),
  page: z.number(),
  size: z.number(),
  results: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      country: CountryRef,
      date: z.string(),
      datePrecision: z.enum(["day", "month", "year"]),
      language: z.string(),
      url: z.string().nullable(),
      snippet: z.string(),
    }),
  ),
  facets: z.object({
    countries: z.array(CountryRef.extend({ count: z.number() })),
    groups: z.array(z.object({ slug: z.string(), name: z.string(), count: z.number() })),
    languages: z.array(z.object({ code: z.string(), count: z.number() })),
    years: z.array(z.object({ year: z.number(), count: z.number() })),
  }),
});
export type SearchAnswer = z.infer<typeof SearchAnswerSchema>;

const CountriesSchema = z.array(
  z.object({ code: z.string(), name: z.string(), group: z.string(), aliases: z.array(z.string()) }),
);
const GroupsSchema = z.array(z.object({ slug: z.string(), name: z.string() }));
export type CountryOption = Reference["countries"][number];
export type GroupOption = z.infer<typeof GroupsSchema>[number];

const ERROR_MESSAGES: Record<string, MessageKey> = {
  query_too_long: "search.errorQueryTooLong",
  too_many_terms: "search.errorTooManyTerms",
  only_stop_words: "search.errorStopWordsOnly",
  page_too_deep: "search.errorPageTooDeep",
};

export type SearchOutcome = Outcome<SearchAnswer>;

/** One search through the API; its errors become messages in the visitor's language. */
export function searchThroughApi(
  api: WebLoadContext["api"],
  params: URLSearchParams,
): Promise<SearchOutcome> {
  return callApi(api, `/api/search?${params}`, SearchAnswerSchema, ERROR_MESSAGES);
}

export interface Reference {
  /** Without their aliases: the filter list matches names, and the page's data stays small. */
  countries: { code: string; name: string; group: string }[];
  groups: GroupOption[];
}
const referenceCache = new Map<LanguageCode, Promise<Reference>>();

/** Countries and groups with names in the interface language, for the filters; they never change. */
export function referenceThroughApi(api: WebLoadContext["api"], lang: LanguageCode): Promise<Reference> {
  let reference = referenceCache.get(lang);
  if (!reference) {
    reference = Promise.all([
      api(`/api/countries?lang=${lang}`).then(async (r) => CountriesSchema.parse(await r.json())),
      api(`/api/groups?lang=${lang}`).then(async (r) => GroupsSchema.parse(await r.json())),
    ]).then(([countries, groups]) => ({
      countries: countries.map(({ code, name, group }) => ({ code, name, group })),
      groups,
    }));
    referenceCache.set(lang, reference);
    reference.catch(() => referenceCache.delete(lang));
  }
  return reference;
}
