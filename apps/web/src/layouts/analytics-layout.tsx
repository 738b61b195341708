import { type LoaderFunctionArgs, Outlet } from "react-router";
import { PageTransition } from "../behaviours/page-transition";
import { AppLink } from "../components/app-link";
import { SiteFooter } from "../components/site-footer";
import { SiteHeader } from "../components/site-header";
import { SkipLink } from "../components/skip-link";
import { useI18n } from "../i18n/i18n-context";
import { requireKnownLanguage } from "./require-language";

export function loader({ params }: LoaderFunctionArgs) {
  requireKnownLanguage(params);
  return null;
}

/** The analytics layout: the search bar at the top feeds the charts; a wider page with its own tabs. */
export default function AnalyticsLayout() {
  const { t, href } = useI18n();
  return (
    <>
      <SkipLink />
      <SiteHeader searchAction="/analytics" />
      <main id="main" className="page-main page-main-wide" tabIndex={-1}>
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
        <PageTransition>
          <Outlet />
        </PageTransition>
      </main>
      <SiteFooter />
    </>
  );
}
