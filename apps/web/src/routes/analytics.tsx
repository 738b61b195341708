import { MEMBER_STATES_TOTAL } from "@communique/core/vocabulary";
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { type AnalyticsLoad, loadAnalytics } from "../analytics/analytics-load.server";
import { analyticsQuery, NO_LENS, searchQueryFor } from "../analytics/analytics-state";
import { BlocTimelineSection } from "../analytics/bloc-timeline/bloc-timeline-section";
import { ComparisonSection } from "../analytics/sections/comparison-section";
import { CoverageSection } from "../analytics/sections/coverage-section";
import { GroupsSection } from "../analytics/sections/groups-section";
import { MapSection } from "../analytics/sections/map-section";
import { OutcomeNotice } from "../analytics/sections/outcome-notice";
import { PhraseSuggestions } from "../analytics/sections/phrase-suggestions";
import { TrendsSection } from "../analytics/sections/trends-section";
import { VoicesSection } from "../analytics/sections/voices-section";
import { AdvancedSearch } from "../components/advanced-search";
import { AppLink } from "../components/app-link";
import { useI18n } from "../i18n/i18n-context";
import { pageLanguage } from "../i18n/resolve-language";
import { pageMeta } from "../page-meta";
import { MistypedNotice, TranslateSwitch, usesAdvanced } from "../search";
import { KnownBlocs } from "../search/bloc-filter";
import { FiltersPanel } from "../search/filters-panel";
import { webContext } from "../server/load-context.server";

export async function loader({ request, params, context }: LoaderFunctionArgs): Promise<AnalyticsLoad> {
  return loadAnalytics(webContext(context).operate, pageLanguage(params, request), new URL(request.url));
}

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(
    args,
    (t) => {
      const query = args.data?.label;
      return query ? t("analytics.titleWithQuery", { query }) : t("analytics.title");
    },
    { kind: "analytics" },
  );

export default function Analytics() {
  const data = useLoaderData<typeof loader>();
  const { t, href } = useI18n();
  if (data.kind === "prompt") {
    return (
      <div className="analytics">
        <h1>{t("analytics.title")}</h1>
        <p className="lead">{t("analytics.lead", { total: MEMBER_STATES_TOTAL })}</p>
        <p className="empty-state analytics-prompt">{t("analytics.prompt")}</p>
      </div>
    );
  }
  const { state } = data;
  const keep: [string, string][] = [
    ...state.compare.map((term): [string, string] => ["compare", term]),
    ...(state.interval ? [["interval", state.interval] as [string, string]] : []),
    ...(state.measure !== "count" ? [["measure", state.measure] as [string, string]] : []),
    ...(state.among ? [["among", state.among] as [string, string]] : []),
    ...(state.amongOff ? [["among", NO_LENS] as [string, string]] : []),
  ];
  const pageHref = (change: Parameters<typeof analyticsQuery>[1]) =>
    `${href("/analytics")}${analyticsQuery(state, change)}`;
  return (
    <div className="search-layout analytics">
      <h1>{t("analytics.headingWithQuery", { query: data.label })}</h1>
      <FiltersPanel
        state={state}
        facets={data.facets}
        countries={data.reference.countries}
        groups={data.reference.groups}
        blocs={data.reference.blocs}
        path="/analytics"
        keep={keep}
      />
      <div className="analytics-column">
        {/* A query of the advanced fields alone leaves the header's box empty: its fields are here. */}
        {usesAdvanced(state) && <AdvancedSearch keepOthers path="/analytics" />}
        <TranslateSwitch state={state} path="/analytics" keep={keep} />
        {state.invalid && (
          <OutcomeNotice messageKey="search.errorInvalid" detail={state.invalid}>
            {state.invalidParam?.name === "bloc" && <KnownBlocs blocs={data.reference.blocs} />}
          </OutcomeNotice>
        )}
        <MistypedNotice params={state.mistyped} />
        <PhraseSuggestions state={state} path="/analytics" />
        <p className="analytics-search-link">
          <AppLink to={`${href("/search")}?${searchQueryFor(state)}`}>{t("analytics.seeStatements")}</AppLink>
        </p>
        <CoverageSection summary={data.summary} label={data.label} />
        <TrendsSection data={data} pageHref={pageHref} />
        <ComparisonSection data={data} pageHref={pageHref} />
        <MapSection countries={data.countries} label={data.label} />
        <VoicesSection data={data} />
        {data.silences?.ok && <BlocTimelineSection silences={data.silences.answer} label={data.label} />}
        <GroupsSection groups={data.groups} label={data.label} />
      </div>
    </div>
  );
}
