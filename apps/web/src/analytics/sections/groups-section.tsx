import { csvDocument } from "../../files/csv";
import { useI18n } from "../../i18n/i18n-context";
import type { GroupsAnswer, Outcome } from "../analytics-api.server";
import { BarChart } from "../charts/bar-chart";
import { ChartDownloads } from "../charts/chart-downloads";
import { fileStem } from "../charts/chart-export";
import { OutcomeNotice } from "./outcome-notice";

/**
 * The seven groups: statements, and how many of each group's present members issued them (never
 * more than its members); former states that spoke are in no group and are said apart.
 */
export function GroupsSection(props: { groups: Outcome<GroupsAnswer>; label: string }) {
  const { t, format } = useI18n();
  const title = t("analytics.groupsTitle", { query: props.label });
  const groups = props.groups.ok ? props.groups.answer.groups : [];
  const former = props.groups.ok ? props.groups.answer.formerStates : { statements: 0, states: [] };
  const formerNames = format.list(
    former.states.map((s) =>
      t("analytics.formerState", { name: s.name, count: format.number(s.statements) }),
    ),
  );
  return (
    <section className="analytics-section" aria-labelledby="groups-title">
      <h2 id="groups-title">{t("analytics.sectionGroups")}</h2>
      {props.groups.ok ? (
        <>
          <BarChart
            id="chart-groups"
            title={title}
            description={t("analytics.groupsDescription")}
            bars={props.groups.answer.groups.map((g) => ({
              key: g.slug,
              label: g.name,
              value: g.statements,
              note: t("analytics.groupIssuers", {
                issuers: format.number(g.issuers),
                members: format.number(g.members),
              }),
            }))}
          />
          {former.states.length > 0 && (
            <p className="chart-note former-states">{t("analytics.formerStates", { states: formerNames })}</p>
          )}
          {/* The UN counts 53 Asia-Pacific States: Kiribati belongs to no regional group and is
              filed with its Pacific neighbours (as in the filters), so the group's total says 54. */}
          <p className="chart-note">
            {t("analytics.kiribatiFiled", {
              group: groups.find((g) => g.slug === "asia-pacific")?.name ?? "",
            })}
          </p>
          <ChartDownloads
            svgId="chart-groups"
            label={title}
            fileStem={fileStem("communique", "groups", props.label)}
            csv={() =>
              csvDocument([
                ["group", "slug", "statements", "issuers", "members"],
                ...groups.map((g) => [
                  g.name,
                  g.slug,
                  String(g.statements),
                  String(g.issuers),
                  String(g.members),
                ]),
                ...former.states.map((s) => [
                  `${t("analytics.formerStatesRow")}: ${s.name}`,
                  `former:${s.code}`,
                  String(s.statements),
                  "1",
                  "",
                ]),
              ])
            }
          />
          <details className="chart-table">
            <summary>{t("analytics.tableSummary")}</summary>
            <table>
              <caption>{title}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("analytics.tableGroup")}</th>
                  <th scope="col">{t("analytics.tableStatements")}</th>
                  <th scope="col">{t("analytics.tableIssuers")}</th>
                </tr>
              </thead>
              <tbody>
                {props.groups.answer.groups.map((g) => (
                  <tr key={g.slug}>
                    <th scope="row">{g.name}</th>
                    <td>{format.number(g.statements)}</td>
                    <td>
                      {t("analytics.groupIssuers", {
                        issuers: format.number(g.issuers),
                        members: format.number(g.members),
                      })}
                    </td>
                  </tr>
                ))}
                {former.states.length > 0 && (
                  <tr className="former-states">
                    <th scope="row">{t("analytics.formerStatesRow")}</th>
                    <td>{format.number(former.statements)}</td>
                    <td>{formerNames}</td>
                  </tr>
                )}
              </tbody>
            </table>
          </details>
        </>
      ) : (
        <OutcomeNotice messageKey={props.groups.messageKey} detail={props.groups.detail} />
      )}
    </section>
  );
}
