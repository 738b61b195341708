import { Link } from "react-router";
import { useI18n } from "../i18n/i18n-context";
import { AppLink } from "./app-link";
import { LanguageSwitcher } from "./language-switcher";
import { useReportCount } from "./report-count";
import { SearchBox } from "./search-box";

/** Where the header's box sends its keyword, with what, and what for (the search page by default). */
export type HeaderSearch = Pick<Parameters<typeof SearchBox>[0], "action" | "keep" | "purpose">;

export function SiteHeader({ searchBox = true, search }: { searchBox?: boolean; search?: HeaderSearch }) {
  const { t, href, product } = useI18n();
  return (
    <header className="site-header">
      <div className="site-header-bar">
        <Link to={href("/")} className="brand" aria-label={t("a11y.homeLink")}>
          <BrandMark />
          <span className="brand-name">{product}</span>
        </Link>
        <nav className="main-nav" aria-label={t("a11y.mainNavigation")}>
          <ul>
            <li>
              <AppLink to={href("/search")}>{t("nav.search")}</AppLink>
            </li>
            <li>
              <AppLink to={href("/analytics")}>{t("nav.analytics")}</AppLink>
            </li>
            <li>
              <ReportLink />
            </li>
            <li>
              <AppLink to={href("/about")}>{t("nav.about")}</AppLink>
            </li>
          </ul>
        </nav>
        <LanguageSwitcher />
      </div>
      {searchBox && (
        <div className="site-header-search">
          <SearchBox {...search} />
        </div>
      )}
    </header>
  );
}

/**
 * "Report" and, once the report holds statements, how many: read out as "Report, 3 statements".
 * The words are read from hidden text rather than an aria-label, which would have to contain the
 * visible "Report 3" (WCAG 2.5.3): Arabic says one and two statements without a digit.
 */
function ReportLink() {
  const { t, href, format } = useI18n();
  const count = useReportCount();
  if (!count) return <AppLink to={href("/report")}>{t("nav.report")}</AppLink>;
  return (
    <AppLink to={href("/report")}>
      <span aria-hidden="true">
        {t("nav.report")} <span className="nav-count">{format.number(count)}</span>
      </span>
      <span className="visually-hidden">{t("nav.reportWithCount", { count })}</span>
    </AppLink>
  );
}

function BrandMark() {
  return (
    <svg className="brand-mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="14" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <path d="M9 12h14M9 17h14M9 22h9" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
