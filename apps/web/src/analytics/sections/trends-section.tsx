import { useI18n } from "../../i18n/i18n-context";
import type { AnalyticsLoad } from "../analytics-load.server";
import type { AnalyticsState } from "../analytics-state";
import { ChartControls } from "./interval-choice";
import { OutcomeNotice } from "./outcome-notice";
import { TimelineChart } from "./timeline-chart";

type Loaded = Extract<AnalyticsLoad, { kind: "analytics" }>;

/** Diplomatic trends: the query's statements per period, as counts or as shares of all statements. */
export function TrendsSection(props: {
  data: Loaded;
  pageHref: (change: Partial<AnalyticsState>) => string;
}) {
  const { t } = useI18n();
  const { timeline, state, label } = props.data;
  return (
    <section className="analytics-section" aria-labelledby="trends-title">
      <h2 id="trends-title">{t("analytics.sectionTrends")}</h2>
      {timeline.ok ? (
        <>
          <ChartControls
            state={state}
            interval={timeline.answer.interval}
            intervalChosen={timeline.answer.intervalChosen}
            pageHref={props.pageHref}
          />
          <TimelineChart
            id="chart-trends"
            title={t(state.measure === "share" ? "analytics.trendsShareTitle" : "analytics.trendsTitle", {
              query: label,
            })}
            timeline={timeline.answer}
            measure={state.measure}
            only={0}
          />
        </>
      ) : (
        <OutcomeNotice messageKey={timeline.messageKey} detail={timeline.detail} />
      )}
    </section>
  );
}
