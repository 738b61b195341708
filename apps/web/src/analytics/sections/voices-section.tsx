import { useI18n } from "../../i18n/i18n-context";
import { withFilters } from "../../search";
import type { AnalyticsLoad } from "../analytics-load.server";
import { apiAnalyticsParams, lensOf, searchQueryFor } from "../analytics-state";
import { ChartDownloads } from "../charts/chart-downloads";
import { fileStem } from "../charts/chart-export";
import { appendMapLegend } from "../map/map-export-legend";
import { WorldMap } from "../map/world-map";
import { OutcomeNotice } from "./outcome-notice";
import { voicesCsv } from "./voices-csv";
import { UnknownLens, VoicesLens } from "./voices-lens";
import { VoicesTable } from "./voices-table";

type Loaded = Extract<AnalyticsLoad, { kind: "analytics" }>;
type Answer = Extract<NonNullable<Loaded["silences"]>, { ok: true }>["answer"];

const MAP_ID = "chart-voices";

/**
 * "Who has spoken" (issue 37): for a bloc or group, which members issued a matching statement in
 * the period and which did not, telling "silent" (we would have seen one) from "not covered"
 * (we hold nothing of it): a summary, the members on the map, a table and its CSV.
 */
export function VoicesSection({ data }: { data: Loaded }) {
  const { t } = useI18n();
  const { state, silences, reference } = data;
  return (
    <section className="analytics-section voices" aria-labelledby="voices-title" id="voices">
      <h2 id="voices-title">{t("voices.section")}</h2>
      <p className="chart-note">{t("voices.lead")}</p>
      <VoicesLens state={state} reference={reference} />
      {state.amongUnknown !== undefined ? (
        <UnknownLens value={state.amongUnknown} reference={reference} />
      ) : !silences ? (
        <p className="empty-state">{t("voices.chooseLens")}</p>
      ) : !silences.ok ? (
        <OutcomeNotice messageKey={silences.messageKey} detail={silences.detail} />
      ) : (
        <Voices data={data} answer={silences.answer} />
      )}
    </section>
  );
}

function Voices({ data, answer }: { data: Loaded; answer: Answer }) {
  const { t, format, href, language, lang } = useI18n();
  const { among } = answer;
  const members = answer.members.length;
  const values = { among: among.name, query: data.label };
  const day = (value: string) => format.date(value, "day");
  const period =
    answer.from && answer.to
      ? t("voices.periodRange", { from: day(answer.from), to: day(answer.to) })
      : answer.from
        ? t("voices.periodFrom", { from: day(answer.from) })
        : answer.to
          ? t("voices.periodTo", { to: day(answer.to) })
          : t("voices.periodAll");
  const lens = lensOf(data.state);
  // The search for one member: the same query and filters, with the lens's own rule (a bloc's
  // member counts only the statements of its membership), so that its count there is the table's.
  const memberHref = (code: string) =>
    `${href("/search")}?${searchQueryFor(
      withFilters(data.state, {
        countries: [code],
        groups: [],
        blocs: lens?.kind === "bloc" ? [lens.id] : [],
      }),
    )}`;
  return (
    <>
      <p className="voices-summary">
        {t("voices.summary", {
          ...values,
          spoke: format.number(answer.spoke),
          count: members,
          silent: format.number(answer.silent),
          notCovered: format.number(answer.notCovered),
        })}
        <span className="voices-period">{period}</span>
      </p>
      {!among.datesComplete && <p className="chart-note voices-dates-note">{t("voices.datesIncomplete")}</p>}
      {among.sourceUrl && (
        <p className="chart-note voices-source">
          <a href={among.sourceUrl} rel="noopener">
            {t("voices.sourceLink", { among: among.name })}
          </a>{" "}
          {among.asOf && t("voices.asOf", { date: day(among.asOf) })}
        </p>
      )}
      {members === 0 ? (
        <p className="empty-state">{t("voices.noMembers", values)}</p>
      ) : (
        <>
          <WorldMap
            id={MAP_ID}
            title={t("voices.mapTitle", values)}
            voices={answer.members.map(({ code, name, status, statements }) => ({
              code,
              name,
              status,
              statements,
            }))}
          />
          <ChartDownloads
            svgId={MAP_ID}
            prepare={(copy) =>
              appendMapLegend(
                copy,
                document.getElementById(MAP_ID)?.closest(".world-map")?.querySelector(".world-map-legend") ??
                  null,
                language.dir === "rtl",
              )
            }
            label={t("voices.tableCaption", values)}
            fileStem={fileStem("communique", `voices-${among.id}`, data.label)}
            csv={() => voicesCsv(answer.members)}
          />
          <VoicesTable
            members={answer.members}
            caption={t("voices.tableCaption", values)}
            hasStart={answer.from !== null}
            period={{ from: answer.from, to: answer.to }}
            memberHref={memberHref}
          />
          {/* The API's CSV of the same rows: a plain link, so it works without JavaScript too. */}
          <p className="voices-csv">
            <a
              href={`/api/analytics/silences.csv?${apiAnalyticsParams(data.state, { lang, among: among.id })}`}
              download
            >
              {t("voices.csvLink")}
            </a>
          </p>
          {/* The briefing note of the same question (issue 37): plain links, in the page's language. */}
          <p className="voices-briefing">
            {t("voices.briefing")}{" "}
            {(["docx", "pdf"] as const).map((format, i) => {
              const name = t(format === "docx" ? "voices.briefingWord" : "voices.briefingPdf");
              return (
                <span key={format}>
                  {i > 0 && " · "}
                  <a
                    href={`/api/analytics/briefing.${format}?${apiAnalyticsParams(data.state, { lang, among: among.id })}`}
                    aria-label={`${t("voices.briefing")} ${name}`}
                    download
                  >
                    {name}
                  </a>
                </span>
              );
            })}
          </p>
        </>
      )}
    </>
  );
}
