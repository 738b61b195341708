import { getLanguage, type Language, type LanguageCode } from "@communique/core/vocabulary";
import { createContext, type ReactNode, useContext, useMemo } from "react";
import { createFormatters, type Formatters } from "./format";
import type { Messages } from "./messages/en";
import { createTranslator, type Translate } from "./translate";

export interface I18n {
  lang: LanguageCode;
  language: Language;
  /** The product's name (a setting). */
  product: string;
  t: Translate;
  format: Formatters;
  /** An internal path in the current language: href("/about") → "/fr/about". */
  href: (path: string) => string;
}

const I18nContext = createContext<I18n | null>(null);

// Formatters and compiled messages are costly to build and never change for a language: one per
// language and product name for the life of the process (server) or page (browser).
const cache = new Map<string, { t: Translate; format: Formatters }>();
export function tools(lang: LanguageCode, messages: Messages, product: string) {
  const key = `${lang}\u0000${product}`;
  let entry = cache.get(key);
  if (!entry) {
    entry = { t: createTranslator(lang, messages, product), format: createFormatters(lang) };
    cache.set(key, entry);
  }
  return entry;
}

export function I18nProvider(props: {
  lang: LanguageCode;
  messages: Messages;
  product: string;
  children: ReactNode;
}) {
  const { lang, messages, product } = props;
  const value = useMemo<I18n>(
    () => ({
      lang,
      language: getLanguage(lang),
      product,
      ...tools(lang, messages, product),
      href: (path) => (path === "/" ? `/${lang}` : `/${lang}${path}`),
    }),
    [lang, messages, product],
  );
  return <I18nContext.Provider value={value}>{props.children}</I18nContext.Provider>;
}

/** For the few places that must render even when the messages failed to load. */
export function useOptionalI18n(): I18n | null {
  return useContext(I18nContext);
}

export function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error("useI18n outside I18nProvider");
  return i18n;
}
