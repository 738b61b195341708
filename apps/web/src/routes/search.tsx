import { NO_FILTERS } from "@communique/core/contract";
import { useEffect, useRef, useState } from "react";
import {
  Form,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
  useNavigation,
  useSubmit,
} from "react-router";
import { MIN_FETCH_DISPLAY_DELAY_MS } from "../behaviours/constants";
import { ADVANCED_LABELS, AdvancedSearch } from "../components/advanced-search";
import { AppLink } from "../components/app-link";
import type { FrameHandle } from "../components/page-frame";
import { SkipToResults } from "../components/skip-link";
import { useI18n } from "../i18n/i18n-context";
import type { MessageKey } from "../i18n/messages/en";
import { pageLanguage } from "../i18n/resolve-language";
import { pageMeta } from "../page-meta";
import { ActiveFilters } from "../search/active-filters";
import { KnownBlocs } from "../search/bloc-filter";
import { FiltersPanel, FiltersToggle } from "../search/filters-panel";
import { MistypedNotice } from "../search/mistyped-notice";
import { pastLastPage } from "../search/past-last-page";
import { PastLastPageNotice } from "../search/past-last-page-notice";
import { ResultItem } from "../search/result-item";
import { ResultsList } from "../search/results-list";
import { loadSearchPage } from "../search/search-load.server";
import {
  apiSearchParams,
  describeQuery,
  hasFilters,
  hasQuery,
  keptByNewQuery,
  type SearchState,
  SORT_CHOICES,
  usesAdvanced,
  withFilters,
  writeSearchState,
} from "../search/search-state";
import {
  CountrySuggestion,
  QueryLanguageNote,
  TranslateSwitch,
  TranslationChips,
} from "../search/translation-panel";
import { webContext } from "../server/load-context.server";

/**
 * The header's box starts a new query within the search on screen: its filters, sort and
 * languages stay (keptByNewQuery), shown as chips the reader can remove; and a skip link leads
 * past the filters to the results.
 */
export const handle: FrameHandle = {
  frame: (params) => ({ search: { keep: keptByNewQuery(params) }, skipToResults: true }),
};

export function loader({ request, params, context }: LoaderFunctionArgs) {
  return loadSearchPage(webContext(context).operate, pageLanguage(params, request), new URL(request.url));
}

export const meta: MetaFunction<typeof loader> = (args) => {
  const tags = pageMeta(
    args,
    (t) => {
      const query = args.data ? describeQuery(args.data.state, t("search.titleOr")) : "";
      return query ? t("search.titleWithQuery", { query }) : t("search.title");
    },
    { kind: "search" },
  );
  if (args.data?.kind !== "search") return tags;
  // A feed is always by date: it takes no sort.
  const feed = apiSearchParams({ ...args.data.state, sort: undefined }, { lang: args.params.lang ?? "en" });
  return [
    ...tags,
    {
      tagName: "link",
      rel: "alternate",
      type: "application/atom+xml",
      href: `/api/search/feed.atom?${feed}`,
    },
  ];
};

/**
 * The phone's filters sheet: open or closed (CSS shows it as a sheet on narrow screens only).
 * While open, the page under it does not scroll and the sheet's title has the focus; closing
 * gives the focus back to the results' title.
 */
function useFiltersSheet() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!open) return;
    document.documentElement.classList.add("sheet-open");
    document.getElementById("filters-title")?.focus();
    return () => {
      document.documentElement.classList.remove("sheet-open");
      document.getElementById("results-title")?.focus();
    };
  }, [open]);
  return { open, show: () => setOpen(true), close: () => setOpen(false) };
}

/**
 * A new query typed on the results page (same page, new address) moves the focus to the
 * results' heading, as arriving from another page does (RouteAnnouncer): the results are then
 * two Tabs away, past the skip link, instead of behind every filter (issue 36).
 */
function useFocusOnNewQuery(query: string) {
  const shown = useRef(query);
  useEffect(() => {
    if (shown.current === query) return;
    shown.current = query;
    document.getElementById("results-title")?.focus({ preventScroll: false });
  }, [query]);
}

/** Whether a navigation to this page has lasted long enough to show that it is loading. */
function useSlowLoading(): boolean {
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname.endsWith("/search");
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!loading) {
      setSlow(false);
      return;
    }
    const timer = setTimeout(() => setSlow(true), MIN_FETCH_DISPLAY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loading]);
  return slow;
}

export default function Search() {
  const { state, outcome, issuerFacets, issuerEstimated, reference, coarseTotal, translated, unfiltered } =
    useLoaderData<typeof loader>();
  const { t, href } = useI18n();
  const slow = useSlowLoading();
  const searchHref = (next: SearchState, extra: Record<string, string> = {}) => {
    const params = writeSearchState(next);
    for (const [name, value] of Object.entries(extra)) params.set(name, value);
    const query = params.toString();
    return query ? `${href("/search")}?${query}` : href("/search");
  };
  const answer = outcome?.ok ? outcome.answer : null;
  const sheet = useFiltersSheet();
  const pastLast = answer && pastLastPage(answer);
  useFocusOnNewQuery(describeQuery(state));

  return (
    <div className="search-layout">
      {/* The page's heading first, above the filters and the results (its outline starts at h1),
          then the way past the filters to the results. */}
      <h1 id="results-title" tabIndex={-1} data-arrival-focus>
        {hasQuery(state) || hasFilters(state) ? t("search.heading") : t("home.latest")}
      </h1>
      {answer && answer.results.length > 0 && <SkipToResults />}
      <FiltersPanel
        state={state}
        facets={
          answer && issuerFacets
            ? { ...answer.facets, groups: issuerFacets.groups, countries: issuerFacets.countries }
            : (answer?.facets ?? null)
        }
        estimated={Boolean(answer?.estimated || (issuerFacets && issuerEstimated))}
        countries={reference.countries}
        blocs={reference.blocs}
        groups={reference.groups}
        sheet={sheet}
      />
      <section className="results-column" aria-labelledby="results-title" aria-busy={slow}>
        {usesAdvanced(state) && <AdvancedSearch keepOthers />}
        <FiltersToggle state={state} open={sheet.show} />
        <ActiveFilters state={state} reference={reference} searchHref={searchHref} />
        {answer?.suggestedCountry && (
          <CountrySuggestion state={state} country={answer.suggestedCountry} searchHref={searchHref} />
        )}
        {hasQuery(state) && <TranslateSwitch state={state} />}
        {answer?.queryLanguage && (
          <QueryLanguageNote language={answer.queryLanguage} translated={state.translate === "add"} />
        )}
        {answer?.translation && (
          <TranslationChips state={state} clauses={answer.translation.clauses} searchHref={searchHref} />
        )}
        {slow && (
          <p className="notice loading-notice" role="status">
            {t("results.loading")}
          </p>
        )}
        {!hasQuery(state) && !hasFilters(state) && <p className="lead">{t("search.prompt")}</p>}
        <MistypedNotice params={state.mistyped} />
        {state.invalid && (
          <p className="notice notice-error" role="alert" title={state.invalid}>
            {state.invalidParam
              ? t("search.invalidParam", {
                  label: PARAM_LABELS[state.invalidParam.name]
                    ? t(PARAM_LABELS[state.invalidParam.name]!)
                    : state.invalidParam.name,
                  value: state.invalidParam.value,
                })
              : t("search.errorInvalid")}
            {state.invalidParam?.name === "bloc" && <KnownBlocs blocs={reference.blocs} />}
          </p>
        )}
        {outcome && !outcome.ok && (
          <p className="notice notice-error" role="alert">
            {t(outcome.messageKey)}
          </p>
        )}
        {answer && (
          <>
            <div className="results-bar">
              <p className="result-count" role="status">
                {t(answer.estimated ? "search.totalEstimated" : "search.total", { count: answer.total })}
              </p>
              <SortControl key={writeSearchState(state).toString()} state={state} />
            </div>
            {answer.total > 0 && coarseTotal > 0 && (
              <p className="notice coarse-dates">
                {t("search.coarseMore", { count: coarseTotal })}{" "}
                <AppLink to={searchHref(withFilters(state, { dates: "overlap" }))}>
                  {t("search.noResults.includeCoarse")}
                </AppLink>
              </p>
            )}
            {answer.total === 0 && !hasQuery(state) && !hasFilters(state) ? (
              // Browsing an index that holds nothing yet: no search of the visitor's found nothing.
              <div className="empty-state" id="results" tabIndex={-1}>
                <p>{t("search.emptyIndex")}</p>
              </div>
            ) : answer.total === 0 ? (
              <div className="empty-state" id="results" tabIndex={-1}>
                <h2>{t("search.noResults.title")}</h2>
                {coarseTotal > 0 ? (
                  <p>
                    {t("search.noResults.coarseDates", { count: coarseTotal })}{" "}
                    <AppLink to={searchHref(withFilters(state, { dates: "overlap" }))}>
                      {t("search.noResults.includeCoarse")}
                    </AppLink>
                  </p>
                ) : unfiltered.total > 0 ? (
                  <p className="filters-why">
                    {t("search.noResults.filters", {
                      count: unfiltered.total,
                      estimated: unfiltered.estimated,
                    })}{" "}
                    <AppLink to={searchHref({ ...state, filters: NO_FILTERS })}>
                      {t("search.noResults.withoutFilters")}
                    </AppLink>
                  </p>
                ) : translated.total > 0 ? (
                  <p>
                    {t("translate.offer", { count: translated.total, estimated: translated.estimated })}{" "}
                    <AppLink to={searchHref({ ...state, translate: "add" })}>{t("translate.switch")}</AppLink>
                  </p>
                ) : (
                  <p>{t("search.noResults.text")}</p>
                )}
              </div>
            ) : pastLast ? (
              <PastLastPageNotice
                page={pastLast.page}
                last={pastLast.last}
                lastHref={searchHref(state, { page: String(pastLast.last) })}
              />
            ) : (
              <ResultsList
                answer={answer}
                nextPageHref={(page) => searchHref(state, { page: String(page) })}
              />
            )}
            {answer.partialMatches?.length ? (
              <section className="partial-matches" aria-labelledby="partial-matches-heading">
                <h2 id="partial-matches-heading">{t("search.partial.heading")}</h2>
                <p className="partial-note">{t("search.partial.note")}</p>
                <ol className="partial-results">
                  {answer.partialMatches.map((result) => (
                    <ResultItem key={result.id} result={result} />
                  ))}
                </ol>
              </section>
            ) : null}
            {answer.total > 0 && <ExportLinks state={state} />}
            {answer.page > 1 && !pastLast && (
              <p>
                <AppLink to={searchHref(state, { page: String(answer.page - 1) })}>
                  {t("results.previousPage")}
                </AppLink>
              </p>
            )}
          </>
        )}
      </section>
    </div>
  );
}

/** Every matching statement as a file (streamed, no cap), and a feed to follow the search. */
function ExportLinks({ state }: { state: SearchState }) {
  const { t, lang } = useI18n();
  const params = apiSearchParams(
    { ...state, sort: state.sort === "relevance" ? undefined : state.sort },
    { lang },
  );
  // A feed is always by date: it takes no sort.
  const feedParams = apiSearchParams({ ...state, sort: undefined }, { lang });
  return (
    <p className="exports">
      {t("results.export")}{" "}
      <bdi>
        <a href={`/api/search/export.csv?${params}`} download>
          {t("results.exportCsv")}
        </a>
      </bdi>
      {" · "}
      <bdi>
        <a href={`/api/search/export.xlsx?${params}`} download>
          {t("results.exportXlsx")}
        </a>
      </bdi>
      {" · "}
      <bdi>
        <a href={`/api/search/export.json?${params}`} download>
          {t("results.exportJson")}
        </a>
      </bdi>
      {" · "}
      <bdi>
        <a href={`/api/search/feed.atom?${feedParams}`} type="application/atom+xml">
          {t("results.feed")}
        </a>
      </bdi>
    </p>
  );
}

function SortControl({ state }: { state: SearchState }) {
  const { t, href } = useI18n();
  const submit = useSubmit();
  const sorts = SORT_CHOICES.filter((sort) => sort !== "relevance" || hasQuery(state));
  const current = state.sort ?? (hasQuery(state) ? "relevance" : "recent");
  const hidden = writeSearchState({ ...state, sort: undefined });
  return (
    <Form
      method="get"
      action={href("/search")}
      className="sort-control"
      onChange={(event) => submit(event.currentTarget, { preventScrollReset: true })}
    >
      {[...hidden.entries()].map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <label>
        {t("sort.label")}{" "}
        <select name="sort" defaultValue={current}>
          {sorts.map((sort) => (
            <option key={sort} value={sort}>
              {t(`sort.${sort}`)}
            </option>
          ))}
        </select>
      </label>
      <noscript>
        <button type="submit">{t("sort.apply")}</button>
      </noscript>
    </Form>
  );
}

/** The names people see for the parameters a refused value can belong to. */
const PARAM_LABELS: Partial<Record<string, MessageKey>> = {
  from: "filters.from",
  to: "filters.to",
  period: "filters.period",
  dates: "filters.period",
  language: "filters.language",
  country: "filters.countries",
  group: "filters.groups",
  bloc: "filters.blocs",
  sort: "sort.label",
  ...ADVANCED_LABELS,
};
