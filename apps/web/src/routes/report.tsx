import type { MetaFunction } from "react-router";
import { AppLink } from "../components/app-link";
import { useI18n } from "../i18n/i18n-context";
import { pageMeta } from "../page-meta";

export const meta: MetaFunction = (args) => pageMeta(args, (t) => t("report.title"));

export default function Report() {
  const { t, href } = useI18n();
  return (
    <article className="prose">
      <h1>{t("report.title")}</h1>
      <p className="lead">{t("report.lead")}</p>
      <div className="empty-state">
        <h2>{t("report.empty.title")}</h2>
        <p>{t("report.empty.text")}</p>
        <p>
          <AppLink className="button" to={href("/search")}>
            {t("report.empty.action")}
          </AppLink>
        </p>
      </div>
    </article>
  );
}
