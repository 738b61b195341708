import { LANGUAGES } from "@communique/core/vocabulary";
import { useLocation } from "react-router";
import { useI18n } from "../i18n/i18n-context";
import { serializeLanguageCookie } from "../i18n/language-cookie";
import { pathInLanguage } from "../i18n/resolve-language";

/**
 * The six languages as plain links to the same page and query under another prefix: they work
 * without JavaScript (the server remembers the language of a prefixed page); with it, the cookie
 * is written at once. A full load, not a client navigation, since every text changes.
 */
export function LanguageSwitcher() {
  const { lang, t } = useI18n();
  const location = useLocation();
  return (
    <nav className="language-switcher" aria-label={t("a11y.languageSwitcher")}>
      <ul>
        {LANGUAGES.map((l) => (
          <li key={l.code}>
            <a
              href={pathInLanguage(location.pathname, location.search, l.code)}
              lang={l.iso}
              hrefLang={l.iso}
              aria-current={l.code === lang ? "true" : undefined}
              onClick={() => {
                // biome-ignore lint/suspicious/noDocumentCookie: one functional cookie, set synchronously before the page unloads.
                document.cookie = serializeLanguageCookie(l.code, window.location.protocol === "https:");
              }}
            >
              {l.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
