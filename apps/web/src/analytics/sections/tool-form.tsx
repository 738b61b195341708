import { INTERVALS, MAX_COMPARE } from "@communique/core/vocabulary";
import { Form } from "react-router";
import { useI18n } from "../../i18n/i18n-context";
import { type AnalyticsState, writeAnalyticsState } from "../analytics-state";
import { INTERVAL_LABELS } from "./interval-choice";

/**
 * The terms drawn beside the query (up to four) and the interval, as one GET form that keeps the
 * query and the filters: it works without JavaScript. The query itself is typed in the header's
 * box, the one keyword box of the analytics pages.
 */
export function ToolForm(props: { state: AnalyticsState }) {
  const { t, href } = useI18n();
  const { state } = props;
  const kept = [...writeAnalyticsState({ ...state, compare: [], interval: undefined, month: undefined })];
  const positions = Array.from({ length: MAX_COMPARE }, (_, i) => i + 2);
  return (
    <Form method="get" action={href("/analytics-tool")} className="tool-form">
      {kept.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <fieldset>
        <legend>{t("analyticsTool.terms")}</legend>
        <p className="tool-terms-hint">{t("analyticsTool.termsHint")}</p>
        <div className="tool-terms">
          {positions.map((n) => (
            <label key={n}>
              <span>{t("analyticsTool.compareLabel", { n })}</span>
              <input type="search" name="compare" defaultValue={state.compare[n - 2] ?? ""} />
            </label>
          ))}
        </div>
      </fieldset>
      <div className="tool-form-row">
        <label>
          <span>{t("analyticsTool.intervalLabel")}</span>
          <select name="interval" defaultValue={state.interval ?? ""}>
            <option value="">{t("analyticsTool.intervalAuto")}</option>
            {INTERVALS.map((interval) => (
              <option key={interval} value={interval}>
                {t(INTERVAL_LABELS[interval])}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button">
          {t("analyticsTool.submit")}
        </button>
      </div>
    </Form>
  );
}
