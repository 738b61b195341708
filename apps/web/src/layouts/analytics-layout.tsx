import { useLocation } from "react-router";
import { AppLink } from "../components/app-link";
import { PageFrame } from "../components/page-frame";
import { useI18n } from "../i18n/i18n-context";

export { layoutLoader as loader } from "./require-language";

const REPLACED_BY_KEYWORD = new Set(["q", "all", "exact", "any", "none", "omit", "month", "page"]);

/**
 * The analytics layout: the search bar at the top is the keyword of the analytics page shown (the
 * pages have no second box), and keeps its filters, compared terms and interval; a wider page
 * with its own tabs.
 */
export default function AnalyticsLayout() {
  const { t, href } = useI18n();
  const location = useLocation();
  const onTool = location.pathname.endsWith("/analytics-tool");
  // A new keyword replaces the query, the equivalents left out of it and the tool's month; the
  // filters, compared terms, interval and measure stay.
  const keep = [...new URLSearchParams(location.search)].filter(([name]) => !REPLACED_BY_KEYWORD.has(name));
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
