import { shareSteps, sortSpeakers, TIMELINE_SORTS, type TimelineSort, timeRange } from "@communique/core";
import type { Silences } from "@communique/core/contract";
import { useState } from "react";
import { AppLink } from "../../components/app-link";
import { csvDocument } from "../../files/csv";
import { useI18n } from "../../i18n/i18n-context";
import type { MessageKey } from "../../i18n/messages/en";
import { ChartDownloads } from "../charts/chart-downloads";
import { fileStem } from "../charts/chart-export";
import { BlocTimelineChart } from "./bloc-timeline-chart";

const SORT_LABELS: Record<TimelineSort, MessageKey> = {
  first: "blocTimeline.sortFirst",
  last: "blocTimeline.sortLast",
  statements: "blocTimeline.sortStatements",
  name: "blocTimeline.sortName",
};

/**
 * The bloc over time (issue 37, point 3): for each member that spoke, its first and last matching
 * statements in the period, and the share of the bloc that had spoken, from the same answer as
 * "who has spoken" (no query of its own). A chart for a briefing (labelled axes, PNG, SVG, CSV)
 * and the same figures as a table beside it; sortable once scripts run.
 */
export function BlocTimelineSection({ silences, label }: { silences: Silences; label: string }) {
  const { t, href, format, lang } = useI18n();
  const [sort, setSort] = useState<TimelineSort>("first");
  const collator = new Intl.Collator(lang);
  const speakers = sortSpeakers(silences.members, sort, collator);
  const range = timeRange(silences.from, silences.to, silences.members);
  const bloc = silences.among.name;
  const title = t("blocTimeline.chartTitle", { bloc, query: label });
  const dated = (d: Silences["members"][number]["first"]) =>
    d ? (
      <AppLink to={href(`/statements/${encodeURIComponent(d.id)}`)}>
        {format.date(d.date, d.datePrecision)}
      </AppLink>
    ) : null;
  return (
    <section className="analytics-section bloc-timeline" aria-labelledby="bloc-timeline-title">
      <h2 id="bloc-timeline-title">{t("blocTimeline.title")}</h2>
      <p className="lead">{t("blocTimeline.lead", { bloc, query: label })}</p>
      {speakers.length === 0 || !range ? (
        <p className="empty-state">{t("blocTimeline.none", { bloc })}</p>
      ) : (
        <>
          <label className="bloc-timeline-sort">
            {t("blocTimeline.sortLabel")}{" "}
            <select value={sort} onChange={(event) => setSort(event.target.value as TimelineSort)}>
              {TIMELINE_SORTS.map((choice) => (
                <option key={choice} value={choice}>
                  {t(SORT_LABELS[choice])}
                </option>
              ))}
            </select>
          </label>
          <div className="chart">
            <div className="chart-fit">
              <BlocTimelineChart
                id="chart-bloc-timeline"
                title={title}
                description={t("blocTimeline.chartDescription", {
                  count: speakers.length,
                  total: silences.members.length,
                  bloc,
                })}
                range={range}
                speakers={speakers}
                steps={shareSteps(silences.members, range)}
              />
            </div>
          </div>
          <ChartDownloads
            svgId="chart-bloc-timeline"
            label={title}
            fileStem={fileStem("communique", "bloc-timeline", label)}
            csv={() =>
              csvDocument([
                ["code", "member", "statements", "first_date", "first_id", "last_date", "last_id"],
                ...speakers.map((m) => [
                  m.code,
                  m.name,
                  String(m.statements),
                  m.first?.date ?? "",
                  m.first?.id ?? "",
                  m.last?.date ?? "",
                  m.last?.id ?? "",
                ]),
              ])
            }
          />
          <details className="chart-table">
            <summary>{t("analytics.tableSummary")}</summary>
            <div className="table-scroll">
              <table>
                <caption>{t("blocTimeline.tableCaption", { bloc, query: label })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t("blocTimeline.member")}</th>
                    <th scope="col">{t("blocTimeline.first")}</th>
                    <th scope="col">{t("blocTimeline.last")}</th>
                    <th scope="col">{t("blocTimeline.statements")}</th>
                  </tr>
                </thead>
                <tbody>
                  {speakers.map((m) => (
                    <tr key={m.code}>
                      <th scope="row">{m.name}</th>
                      <td>{dated(m.first)}</td>
                      <td>{dated(m.last)}</td>
                      <td className="number">{format.number(m.statements)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </>
      )}
    </section>
  );
}
