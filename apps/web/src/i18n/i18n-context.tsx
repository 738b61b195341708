import { getLanguage, type Language, type LanguageCode } from "@communique/core/languages";
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
      t: createTranslator(lang, messages, product),
      format: createFormatters(lang),
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
