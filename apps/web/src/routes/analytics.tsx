import { type MetaFunction, useSearchParams } from "react-router";
import { useI18n } from "../i18n/i18n-context";
import { pageMeta } from "../page-meta";

export const meta: MetaFunction = (args) => pageMeta(args, (t) => t("analytics.title"));

export default function Analytics() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const query = params.get("q")?.trim() ?? "";
  return (
    <div className="analytics">
      <h1>{t("analytics.title")}</h1>
      <p className="lead">{t("analytics.lead", { total: 193 })}</p>
      {query ? (
        <p className="notice">{t("analytics.notYet", { query })}</p>
      ) : (
        <p className="empty-state analytics-prompt">{t("analytics.prompt")}</p>
      )}
    </div>
  );
}
