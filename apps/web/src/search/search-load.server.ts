import { NO_FILTERS } from "@communique/core/contract";
import { DEFAULT_PAGE_SIZE, type LanguageCode } from "@communique/core/vocabulary";
import { referenceThroughApi } from "../server/api-client.server";
import type { Operate } from "../server/web-context";
import { type CountsOutcome, countThroughApi, searchPageThroughApi } from "./search-api.server";
import { apiSearchParams, hasFilters, hasQuery, readSearchState, withFilters } from "./search-state";

/**
 * What the results page shows, through the API's operations: a page of results, and beside it the
 * counts it offers (without the chosen issuers, with month- and year-dated statements, in all
 * languages, without the filters), each asked only when the page shows it.
 */
export async function loadSearchPage(operate: Operate, lang: LanguageCode, url: URL) {
  const state = readSearchState(url.searchParams);
  const page = Math.max(1, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1);
  // With issuers chosen, the counts beside groups and countries come from the same search without
  // that choice, so the other groups and countries still show what choosing them would add.
  const issuerChosen = state.filters.countries.length > 0 || state.filters.groups.length > 0;
  // How many statements dated only by month or year overlap the period without lying wholly
  // inside it? (A corpus of speeches dated by year meets no preset period otherwise.)
  const { period, from, to, dates } = state.filters;
  const coarse = (period || from || to) && dates !== "overlap" && page === 1;
  // The page's operations share one prepared query (the server's context): only the counts of
  // the variants are computed again, never a page of results they do not show.
  const [outcome, issuerOutcome, coarseProbe, reference] = await Promise.all([
    searchPageThroughApi(
      operate,
      apiSearchParams(state, { lang, page: String(page), size: String(DEFAULT_PAGE_SIZE) }),
    ),
    issuerChosen && page === 1
      ? countThroughApi(operate, apiSearchParams(withFilters(state, { countries: [], groups: [] }), { lang }))
      : null,
    coarse
      ? countThroughApi(operate, apiSearchParams(withFilters(state, { dates: "overlap" }), { lang }))
      : null,
    referenceThroughApi(operate, lang),
  ]);
  const issuerFacets = issuerOutcome?.ok ? issuerOutcome.answer.facets : undefined;
  const issuerEstimated = issuerOutcome?.ok ? Boolean(issuerOutcome.answer.estimated) : false;
  // Nothing found: would the other languages have something (as typed, the page offers them)? Or
  // the query without its filters, often kept from the last search (the page says they are why)?
  const nothing = outcome?.ok && outcome.answer.total === 0 && hasQuery(state);
  const [probe, unfilteredProbe] = await Promise.all([
    nothing && state.translate === "keep"
      ? countThroughApi(operate, apiSearchParams({ ...state, translate: "add" }, { lang }))
      : null,
    nothing && hasFilters(state)
      ? countThroughApi(operate, apiSearchParams({ ...state, filters: NO_FILTERS }, { lang }))
      : null,
  ]);
  // How many more the period gets with them (the estimate's rounding never makes it negative).
  const coarseTotal =
    coarseProbe?.ok && outcome?.ok ? Math.max(0, coarseProbe.answer.total - outcome.answer.total) : 0;
  return {
    kind: "search",
    state,
    outcome,
    issuerFacets,
    issuerEstimated,
    reference,
    coarseTotal,
    // What the page offers when nothing is found: the other languages, or the search without its filters.
    translated: offered(probe),
    unfiltered: offered(unfilteredProbe),
  };
}

/** A count offered beside nothing found, and whether it is estimated (the messages' select). */
function offered(probe: CountsOutcome | null): { total: number; estimated: "yes" | "no" } {
  return probe?.ok
    ? { total: probe.answer.total, estimated: probe.answer.estimated ? "yes" : "no" }
    : { total: 0, estimated: "no" };
}
