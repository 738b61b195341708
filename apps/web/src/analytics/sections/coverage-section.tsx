import { useI18n } from "../../i18n/i18n-context";
import type { Outcome, SummaryAnswer } from "../analytics-api.server";
import { OutcomeNotice } from "./outcome-notice";

/** The headline: how many of the 193 member states spoke of it, and how many statements. */
export function CoverageSection(props: { summary: Outcome<SummaryAnswer>; label: string }) {
  const { t, format } = useI18n();
  return (
    <section className="analytics-section" aria-labelledby="coverage-title">
      <h2 id="coverage-title" className="visually-hidden">
        {t("analytics.sectionCoverage")}
      </h2>
      {props.summary.ok ? (
        <dl className="analytics-figures">
          <div>
            <dt>{t("analytics.memberStatesText", { query: props.label })}</dt>
            <dd>
              {t("analytics.memberStatesFigure", {
                count: format.number(props.summary.answer.memberStates),
                total: format.number(props.summary.answer.memberStatesTotal),
              })}
            </dd>
          </div>
          <div>
            <dt>{t("analytics.statementsText", { query: props.label })}</dt>
            <dd>{t("analytics.statementsFigure", { count: props.summary.answer.statements })}</dd>
          </div>
        </dl>
      ) : (
        <OutcomeNotice messageKey={props.summary.messageKey} detail={props.summary.detail} />
      )}
    </section>
  );
}
