import { useLocation } from "react-router";
import { readAnalyticsState, writeAnalyticsState } from "../analytics/analytics-state";
import { AppLink } from "../components/app-link";
import { PageFrame } from "../components/page-frame";
import { useI18n } from "../i18n/i18n-context";

export { layoutLoader as loader } from "./require-language";

/**
 * The analytics layout: the search bar at the top is the keyword of the analytics page shown (the
 * pages have no second box), and keeps its filters, compared terms and interval; a wider page
 * with its own tabs.
 */
export default function AnalyticsLayout() {
  const { t, href } = useI18n();
  const location = useLocation();
  const onTool = location.pathname.endsWith("/analytics-tool");
  // A new keyword replaces the query (and the equivalents left out of it, and the tool's month).
  const state = readAnalyticsState(new URLSearchParams(location.search));
  const keep = [
    ...writeAnalyticsState({
      ...state,
      q: "",
      all: "",
      exact: "",
      any: "",
      none: "",
      omit: [],
      month: undefined,
    }),
  ];
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
  return (
    <PageFrame
      search={{ action: onTool ? "/analytics-tool" : "/analytics", keep, purpose: "analytics" }}
      mainClassName="page-main-wide"
      beforePage={tabs}
    />
  );
}
