import type { LanguageCode } from "@communique/core/vocabulary";
import type { MessageKey } from "../i18n/messages/en";
import { apiSearchParams, hasQuery, withFilters } from "../search";
import { countThroughApi, type SearchAnswer } from "../search/index.server";
import { type Reference, referenceThroughApi } from "../server/api-client.server";
import type { Operate } from "../server/web-context";
import {
  analyticsApi,
  type CountriesAnswer,
  type GroupsAnswer,
  type Outcome,
  type SilencesAnswer,
  type SummaryAnswer,
  type TimelineAnswer,
} from "./analytics-api.server";
import { type AnalyticsState, apiAnalyticsParams, lensOf, readAnalyticsState } from "./analytics-state";

export type AnalyticsLoad =
  | { kind: "prompt"; state: AnalyticsState; label?: undefined }
  | {
      kind: "analytics";
      state: AnalyticsState;
      /** The query as the legends name it. */
      label: string;
      reference: Reference;
      facets: SearchAnswer["facets"] | null;
      /** The query alone, or with its compared terms when the API accepted them. */
      timeline: Outcome<TimelineAnswer>;
      /** Why the compared terms were refused (a fifth one, a term of stop words only…). */
      compareError: { messageKey: MessageKey; detail: string } | null;
      countries: Outcome<CountriesAnswer>;
      summary: Outcome<SummaryAnswer>;
      groups: Outcome<GroupsAnswer>;
      /** Who of the lens's members spoke; null without a lens (or with an unknown one: state.amongUnknown). */
      silences: Outcome<SilencesAnswer> | null;
    };

/**
 * Everything the analytics page shows, from the API in parallel. When the compared terms are
 * refused, the query's own timeline is still drawn, and the refusal is said where they are typed.
 */
export async function loadAnalytics(operate: Operate, lang: LanguageCode, url: URL): Promise<AnalyticsLoad> {
  const state = readAnalyticsState(url.searchParams);
  if (!hasQuery(state)) return { kind: "prompt", state };
  const base = apiAnalyticsParams(state, { lang });
  const timelineParams = (compare: readonly string[]) => {
    const params = new URLSearchParams(base);
    for (const term of compare) params.append("compare", term);
    if (state.interval) params.set("interval", state.interval);
    return params;
  };
  const issuerChosen = state.filters.countries.length > 0 || state.filters.groups.length > 0;
  const lens = lensOf(state);
  const [timeline, countries, summary, groups, search, issuerSearch, reference, silences] = await Promise.all(
    [
      analyticsApi.timeline(operate, timelineParams(state.compare)),
      analyticsApi.countries(operate, new URLSearchParams([...base, ["limit", "20"]])),
      analyticsApi.summary(operate, base),
      analyticsApi.groups(operate, base),
      countThroughApi(operate, apiSearchParams(state, { lang })),
      // As on the search page: with issuers chosen, the counts beside groups and countries come
      // from the same search without that choice.
      issuerChosen
        ? countThroughApi(
            operate,
            apiSearchParams(withFilters(state, { countries: [], groups: [] }), { lang }),
          )
        : null,
      referenceThroughApi(operate, lang),
      lens ? analyticsApi.silences(operate, apiAnalyticsParams(state, { lang, among: lens.id })) : null,
    ],
  );
  let drawn = timeline;
  let compareError: { messageKey: MessageKey; detail: string } | null = null;
  if (!timeline.ok && state.compare.length > 0) {
    compareError = { messageKey: timeline.messageKey, detail: timeline.detail };
    drawn = await analyticsApi.timeline(operate, timelineParams([]));
  }
  const facets = search.ok ? search.answer.facets : null;
  const issuerFacets = issuerSearch?.ok ? issuerSearch.answer.facets : null;
  return {
    kind: "analytics",
    state,
    label: drawn.ok
      ? (drawn.answer.series[0]?.label ?? state.q)
      : state.q || state.all || state.exact || state.any,
    reference,
    facets:
      facets && issuerFacets
        ? { ...facets, groups: issuerFacets.groups, countries: issuerFacets.countries }
        : facets,
    timeline: drawn,
    compareError,
    countries,
    summary,
    groups,
    silences,
  };
}
