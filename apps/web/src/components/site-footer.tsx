import { useI18n } from "../i18n/i18n-context";
import type { MessageKey } from "../i18n/messages/en";
import { AppLink } from "./app-link";

const FOOTER_LINKS: ReadonlyArray<[string, MessageKey]> = [
  ["/about", "nav.about"],
  ["/methodology", "nav.methodology"],
  ["/coverage", "nav.coverage"],
  ["/articles", "nav.articles"],
  ["/analytics-tool", "nav.analyticsTool"],
  ["/partners", "nav.partners"],
  ["/contact", "nav.contact"],
  ["/privacy-policy", "nav.privacyPolicy"],
  ["/disclaimer", "nav.disclaimer"],
];

export function SiteFooter() {
  const { t, href } = useI18n();
  return (
    <footer className="site-footer">
      <nav aria-label={t("a11y.footerNavigation")}>
        <ul>
          {FOOTER_LINKS.map(([path, key]) => (
            <li key={path}>
              <AppLink to={href(path)}>{t(key)}</AppLink>
            </li>
          ))}
          <li>
            <a href="/api/docs" lang="en">
              {t("nav.apiDocs")}
            </a>
          </li>
        </ul>
      </nav>
      <p>{t("footer.independent")}</p>
      <p>{t("footer.credits")}</p>
    </footer>
  );
}
