import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { loadAnalyticsTool } from "../analytics/analytics-tool-load.server";
import { DayCalendar } from "../analytics/sections/day-calendar";
import { OutcomeNotice } from "../analytics/sections/outcome-notice";
import { PhraseSuggestions } from "../analytics/sections/phrase-suggestions";
import { TimelineChart } from "../analytics/sections/timeline-chart";
import { ToolForm } from "../analytics/sections/tool-form";
import { AdvancedSearch } from "../components/advanced-search";
import { useI18n } from "../i18n/i18n-context";
import { pageLanguage } from "../i18n/resolve-language";
import { pageMeta } from "../page-meta";
import { KnownBlocs } from "../search/bloc-filter";
import { FiltersPanel } from "../search/filters-panel";
import { hasQuery, usesAdvanced } from "../search/search-state";
import { webContext } from "../server/load-context.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return loadAnalyticsTool(webContext(context).operate, pageLanguage(params, request), new URL(request.url));
}

export const meta: MetaFunction = (args) =>
  pageMeta(args, (t) => t("analyticsTool.title"), { kind: "analytics-tool" });

export default function AnalyticsTool() {
  const { state, today, reference, facets, timeline, calendar } = useLoaderData<typeof loader>();
  const { t } = useI18n();
  const keep: [string, string][] = [
    ...state.compare.map((term): [string, string] => ["compare", term]),
    ...(state.interval ? [["interval", state.interval] as [string, string]] : []),
    ...(state.measure !== "count" ? [["measure", state.measure] as [string, string]] : []),
    ...(state.month ? [["month", state.month] as [string, string]] : []),
  ];
  return (
    <div className="search-layout analytics">
      <h1>{t("analyticsTool.title")}</h1>
      <FiltersPanel
        state={state}
        facets={facets}
        countries={reference.countries}
        groups={reference.groups}
        blocs={reference.blocs}
        path="/analytics-tool"
        keep={keep}
      />
      <div className="analytics-column">
        <p className="lead">{t("analyticsTool.lead")}</p>
        {state.invalid && (
          <OutcomeNotice messageKey="search.errorInvalid" detail={state.invalid}>
            {state.invalidParam?.name === "bloc" && <KnownBlocs blocs={reference.blocs} />}
          </OutcomeNotice>
        )}
        <ToolForm state={state} />
        {usesAdvanced(state) && <AdvancedSearch keepOthers path="/analytics-tool" />}
        <PhraseSuggestions state={state} path="/analytics-tool" />
        {!hasQuery(state) && <p className="empty-state analytics-prompt">{t("analytics.prompt")}</p>}
        {timeline && !timeline.ok && (
          <OutcomeNotice messageKey={timeline.messageKey} detail={timeline.detail} />
        )}
        {timeline?.ok && (
          <section className="analytics-section" aria-labelledby="tool-timeline-title">
            <h2 id="tool-timeline-title">{t("analyticsTool.timelineTitle")}</h2>
            <TimelineChart
              id="chart-tool"
              title={t("analyticsTool.timelineTitle")}
              timeline={timeline.answer}
              measure={state.measure}
            />
          </section>
        )}
        {calendar && (
          <section className="analytics-section" aria-labelledby="tool-calendar-title">
            <h2 id="tool-calendar-title">{t("analyticsTool.calendarTitle")}</h2>
            <DayCalendar
              state={state}
              month={calendar.month}
              today={today}
              days={calendar.days}
              yearDated={calendar.yearDated}
            />
          </section>
        )}
      </div>
    </div>
  );
}
