import { INTERVALS, type Interval } from "@communique/core/vocabulary";
import { Link } from "react-router";
import { useI18n } from "../../i18n/i18n-context";
import type { MessageKey } from "../../i18n/messages/en";
import { type AnalyticsState, MEASURES, type Measure } from "../analytics-state";

export const INTERVAL_LABELS: Record<Interval, MessageKey> = {
  day: "analytics.intervalDay",
  week: "analytics.intervalWeek",
  month: "analytics.intervalMonth",
  year: "analytics.intervalYear",
};
const MEASURE_LABELS: Record<Measure, MessageKey> = {
  count: "analytics.measureCount",
  share: "analytics.measureShare",
};

/**
 * The interval and what the charts measure, as links (they work without JavaScript and keep every
 * other choice). The interval in use is marked, whether chosen by the visitor or for the range.
 */
export function ChartControls(props: {
  state: AnalyticsState;
  interval: Interval;
  intervalChosen: boolean;
  pageHref: (change: Partial<AnalyticsState>) => string;
}) {
  const { t } = useI18n();
  return (
    <div className="chart-controls">
      <nav aria-label={t("analytics.interval")} className="segmented">
        <span className="segmented-label">{t("analytics.interval")}</span>
        {INTERVALS.map((interval) => (
          <Link
            key={interval}
            to={props.pageHref({ interval })}
            aria-current={interval === props.interval ? "true" : undefined}
            preventScrollReset
          >
            {t(INTERVAL_LABELS[interval])}
          </Link>
        ))}
        {props.intervalChosen && <span className="segmented-note">{t("analytics.intervalAuto")}</span>}
      </nav>
      <nav aria-label={t("analytics.measure")} className="segmented">
        <span className="segmented-label">{t("analytics.measure")}</span>
        {MEASURES.map((measure) => (
          <Link
            key={measure}
            to={props.pageHref({ measure })}
            aria-current={measure === props.state.measure ? "true" : undefined}
            preventScrollReset
          >
            {t(MEASURE_LABELS[measure])}
          </Link>
        ))}
      </nav>
    </div>
  );
}
