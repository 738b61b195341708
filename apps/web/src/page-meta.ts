import { getLanguage, LANGUAGES } from "@communique/core/vocabulary";
import type { MetaDescriptor } from "react-router";
import { tools } from "./i18n/i18n-context";
import { pathInLanguage } from "./i18n/resolve-language";
import type { Translate } from "./i18n/translate";
import type { RootData } from "./root";

/** Open Graph locales; SPEC.md §9: English pages declare en_US. */
const OG_LOCALE = { ar: "ar_AR", zh: "zh_CN", en: "en_US", fr: "fr_FR", ru: "ru_RU", es: "es_ES" } as const;

interface MetaArgs {
  matches: ReadonlyArray<{ id: string; data: unknown } | undefined>;
  location: { pathname: string; search: string };
}

export function rootData(matches: MetaArgs["matches"]): RootData | undefined {
  return matches.find((m) => m?.id === "root")?.data as RootData | undefined;
}

/**
 * The whole head of a page (a route's meta replaces its parents'): title with the product name,
 * description, Open Graph locale and the same page in the other five languages.
 */
export function pageMeta(
  args: MetaArgs,
  title: (t: Translate) => string,
  description?: string,
): MetaDescriptor[] {
  const root = rootData(args.matches);
  if (!root) return [{ title: "Communiqué" }];
  const { t } = tools(root.lang, root.messages, root.product);
  const pageTitle = title(t);
  const fullTitle = pageTitle ? `${pageTitle} · ${root.product}` : root.product;
  return [
    { title: fullTitle },
    { name: "description", content: description ?? t("meta.description") },
    { property: "og:title", content: pageTitle || root.product },
    { property: "og:site_name", content: root.product },
    { property: "og:locale", content: OG_LOCALE[root.lang] },
    ...LANGUAGES.filter((l) => l.code !== root.lang).map((l) => ({
      tagName: "link" as const,
      rel: "alternate",
      hrefLang: getLanguage(l.code).iso,
      href: pathInLanguage(args.location.pathname, args.location.search, l.code),
    })),
  ];
}
