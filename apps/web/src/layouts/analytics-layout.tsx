import { AppLink } from "../components/app-link";
import { PageFrame } from "../components/page-frame";
import { useI18n } from "../i18n/i18n-context";

export { layoutLoader as loader } from "./require-language";

/** The analytics layout: the search bar at the top feeds the charts; a wider page with its own tabs. */
export default function AnalyticsLayout() {
  const { t, href } = useI18n();
  const tabs = (
    <nav className="tabs" aria-label={t("nav.analytics")}>
      <ul>
        <li>
          <AppLink to={href("/analytics")} end>
            {t("nav.analytics")}
          </AppLink>
        </li>
        <li>
          <AppLink to={href("/analytics-tool")}>{t("nav.analyticsTool")}</AppLink>
        </li>
      </ul>
    </nav>
  );
  return <PageFrame searchAction="/analytics" mainClassName="page-main-wide" beforePage={tabs} />;
}
