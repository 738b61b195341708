import { useI18n } from "../../i18n/i18n-context";
import type { TimelineAnswer } from "../analytics-api.server";
import type { Measure } from "../analytics-state";
import { ChartDownloads } from "../charts/chart-downloads";
import { fileStem } from "../charts/chart-export";
import { LineChart } from "../charts/line-chart";
import { timelineCsv } from "../charts/timeline-csv";
import { TimelineTable } from "./timeline-table";

/**
 * How far an estimated series' count of a period may be off: the store estimates a series only
 * when its sample holds 400 matches per period on average, a standard error of 1/√400.
 */
const ESTIMATE_ERROR = 0.05;

/** A timeline drawn as lines, with the note on undrawn statements, its downloads and its table. */
export function TimelineChart(props: {
  id: string;
  title: string;
  timeline: TimelineAnswer;
  measure: Measure;
  /** Which of the timeline's series to draw (all when omitted). */
  only?: number;
}) {
  const { t, format } = useI18n();
  const timeline =
    props.only === undefined
      ? props.timeline
      : { ...props.timeline, series: [props.timeline.series[props.only]!] };
  const { periods, series, interval } = timeline;
  if (periods.length === 0) return <p className="empty-state">{t("analytics.noStatements")}</p>;
  const unplaced = Math.max(...series.map((s) => s.unplaced));
  const estimated = series.filter((s) => s.estimated);
  const description = t("analytics.chartDescription", {
    from: format.date(timeline.from!),
    to: format.date(timeline.to!),
    interval,
    measure: props.measure,
  });
  return (
    <>
      <LineChart
        id={props.id}
        title={props.title}
        description={description}
        interval={interval}
        periods={periods}
        format={props.measure}
        series={series.map((s, k) => ({
          label: s.label,
          values: props.measure === "share" ? s.shares : s.counts,
          style: props.only ?? k,
        }))}
      />
      <p className="chart-note">{description}</p>
      {unplaced > 0 && <p className="chart-note">{t("analytics.unplaced", { count: unplaced, interval })}</p>}
      {estimated.length > 0 && (
        <p className="chart-note">
          {t("analytics.estimated", {
            labels: format.list(estimated.map((s) => t("analytics.quotedLabel", { label: s.label }))),
            error: ESTIMATE_ERROR,
          })}
        </p>
      )}
      <ChartDownloads
        svgId={props.id}
        label={props.title}
        fileStem={fileStem("communique", props.id, ...series.map((s) => s.label))}
        csv={() => timelineCsv(timeline)}
      />
      <TimelineTable timeline={timeline} caption={props.title} />
    </>
  );
}
