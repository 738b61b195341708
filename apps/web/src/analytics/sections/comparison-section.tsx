import { MAX_COMPARE } from "@communique/core/vocabulary";
import { Form, Link } from "react-router";
import { useI18n } from "../../i18n/i18n-context";
import type { AnalyticsLoad } from "../analytics-load.server";
import { type AnalyticsState, writeAnalyticsState } from "../analytics-state";
import { OutcomeNotice } from "./outcome-notice";
import { TimelineChart } from "./timeline-chart";

type Loaded = Extract<AnalyticsLoad, { kind: "analytics" }>;

/** Comparison over time: the query beside up to four other themes or countries. */
export function ComparisonSection(props: {
  data: Loaded;
  pageHref: (change: Partial<AnalyticsState>) => string;
}) {
  const { t, href } = useI18n();
  const { state, timeline, compareError, label } = props.data;
  const full = state.compare.length >= MAX_COMPARE;
  // The form carries the whole state, so adding a term keeps the query, filters and choices.
  const hidden = [...writeAnalyticsState({ ...state, month: undefined })];
  const compared = timeline.ok && timeline.answer.series.length > 1;
  return (
    <section className="analytics-section" aria-labelledby="comparison-title">
      <h2 id="comparison-title">{t("analytics.sectionComparison")}</h2>
      <p className="section-lead">{t("analytics.compareHint", { max: MAX_COMPARE })}</p>
      {state.compare.length > 0 && (
        <ul className="compare-terms" aria-label={t("analytics.comparedTerms")}>
          {state.compare.map((term) => (
            <li key={term}>
              <span>{term}</span>
              <Link
                to={props.pageHref({ compare: state.compare.filter((c) => c !== term) })}
                aria-label={t("analytics.compareRemove", { term })}
                preventScrollReset
              >
                ×
              </Link>
            </li>
          ))}
        </ul>
      )}
      {compareError && <OutcomeNotice messageKey={compareError.messageKey} detail={compareError.detail} />}
      <Form method="get" action={href("/analytics")} className="compare-form" preventScrollReset>
        {hidden.map(([name, value]) => (
          <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
        ))}
        <label htmlFor="compare-term">{t("analytics.compareLabel")}</label>
        <div className="compare-form-row">
          <input
            id="compare-term"
            name="compare"
            type="search"
            disabled={full}
            aria-describedby="compare-limit"
          />
          <button type="submit" className="button" disabled={full}>
            {t("analytics.compareAdd")}
          </button>
        </div>
        <p id="compare-limit" className={full ? "field-note field-note-strong" : "field-note"}>
          {t("analytics.compareLimit", { max: MAX_COMPARE })}
        </p>
      </Form>
      {timeline.ok && compared ? (
        <TimelineChart
          id="chart-comparison"
          title={t("analytics.comparisonTitle", { query: label, count: timeline.answer.series.length - 1 })}
          timeline={timeline.answer}
          measure={state.measure}
        />
      ) : (
        timeline.ok && <p className="empty-state">{t("analytics.comparisonEmpty")}</p>
      )}
    </section>
  );
}
