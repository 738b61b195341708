import { useMemo } from "react";
import { useI18n } from "../../i18n/i18n-context";
import type { TimelineAnswer } from "../analytics-api.server";
import { valueFormatter } from "../charts/chart-text";
import { periodLabels } from "../charts/period-labels";

/** Every figure of a timeline as a table: the chart's alternative, readable without JavaScript and in print. */
export function TimelineTable(props: { timeline: TimelineAnswer; caption: string }) {
  const { t, format, language } = useI18n();
  const labels = useMemo(() => periodLabels(language.iso, t), [language.iso, t]);
  const share = valueFormatter("share", language.iso, format.number);
  const { periods, series, interval } = props.timeline;
  return (
    <details className="chart-table">
      <summary>{t("analytics.tableSummary")}</summary>
      <div className="table-scroll">
        <table>
          <caption>{props.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t("analytics.tablePeriod")}</th>
              <th scope="col">{t("analytics.tableAll")}</th>
              {series.map((s) => [
                <th scope="col" key={`${s.label}-count`}>
                  {t("analytics.tableCount", { label: s.label })}
                </th>,
                <th scope="col" key={`${s.label}-share`}>
                  {t("analytics.tableShare", { label: s.label })}
                </th>,
              ])}
            </tr>
          </thead>
          <tbody>
            {periods.map((period, i) => (
              <tr key={period.start}>
                <th scope="row">{labels.long(period.start, period.end, interval)}</th>
                <td>{format.number(period.total)}</td>
                {series.map((s) => {
                  const about = s.estimated ? "≈\u00a0" : "";
                  return [
                    <td key={`${s.label}-count`}>{about + format.number(s.counts[i] ?? 0)}</td>,
                    <td key={`${s.label}-share`}>
                      {s.shares[i] == null ? "–" : about + share(s.shares[i]!)}
                    </td>,
                  ];
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
