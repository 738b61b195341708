import type { MetaFunction } from "react-router";
import { useI18n } from "../i18n/i18n-context";
import { pageMeta } from "../page-meta";

export const meta: MetaFunction = (args) => pageMeta(args, (t) => t("analyticsTool.title"));

export default function AnalyticsTool() {
  const { t } = useI18n();
  return (
    <div className="analytics">
      <h1>{t("analyticsTool.title")}</h1>
      <p className="lead">{t("analyticsTool.lead")}</p>
      <p className="empty-state analytics-prompt">{t("analytics.prompt")}</p>
    </div>
  );
}
