import type { LanguageCode } from "@communique/core";
import { LANGUAGES } from "@communique/core/vocabulary";
import { useLocation } from "react-router";
import { useI18n } from "../i18n/i18n-context";
import { serializeLanguageCookie } from "../i18n/language-cookie";
import { pathInLanguage } from "../i18n/resolve-language";

/** Each language in a few letters of its own script, for phones, where six names would wrap. */
const SHORT_NAMES: Record<LanguageCode, string> = {
  ar: "ع",
  zh: "中",
  en: "EN",
  fr: "FR",
  ru: "РУ",
  es: "ES",
};

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
              <span className="lang-name">{l.name}</span>
              <span className="lang-short" aria-hidden="true">
                {SHORT_NAMES[l.code]}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
