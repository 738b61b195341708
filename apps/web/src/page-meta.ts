import { getLanguage, LANGUAGES } from "@communique/core/vocabulary";
import type { MetaDescriptor } from "react-router";
import { tools } from "./i18n/i18n-context";
import { messagesOf } from "./i18n/messages-store";
import { pathInLanguage, pathWithoutLanguage } from "./i18n/resolve-language";
import { shorten } from "./i18n/shorten";
import type { Translate } from "./i18n/translate";
import { ogImagePath, type PageKind } from "./og-image-kinds";
import type { RootData } from "./root";

export type { PageKind };

/** Open Graph locales; SPEC.md §9: English pages declare en_US. */
const OG_LOCALE = { ar: "ar_AR", zh: "zh_CN", en: "en_US", fr: "fr_FR", ru: "ru_RU", es: "es_ES" } as const;

/**
 * Pages that answer a visitor's own question (a search, a report, the offline notice) are not
 * documents of the site: search engines follow their links but do not index them (issue 18).
 */
const NOT_INDEXED: ReadonlySet<PageKind> = new Set(["search", "report", "offline"]);

/**
 * Pages whose address query is what they show (a search, a chart); elsewhere the query only
 * marks words or keeps a return path, so the canonical address drops it.
 */
const QUERY_IS_THE_PAGE: ReadonlySet<PageKind> = new Set(["search", "analytics", "analytics-tool", "report"]);

interface MetaArgs {
  matches: ReadonlyArray<{ id: string; data: unknown } | undefined>;
  location: { pathname: string; search: string };
}

export interface PageMetaOptions {
  kind: PageKind;
  /** The page's own summary; the site's description otherwise. */
  description?: string | undefined;
  /** Structured data (schema.org, JSON-LD) about the page's subject. */
  jsonLd?: Record<string, unknown> | undefined;
  /** A page of a kind that is indexed, but this one is not (the operators' view of the sources). */
  noindex?: boolean | undefined;
}

/** A description of at most `max` characters, cut between words, with "…" (shorten). */
export function summary(text: string, max = 200): string {
  return shorten(text, max);
}

export function rootData(matches: MetaArgs["matches"]): RootData | undefined {
  return matches.find((m) => m?.id === "root")?.data as RootData | undefined;
}

/** The page's absolute address in a language, on the site's public origin (PUBLIC_URL). */
export function absoluteUrl(root: Pick<RootData, "origin">, path: string): string {
  return new URL(path, root.origin).href;
}

/**
 * The whole head of a page (a route's meta replaces its parents'): title with the product name,
 * description, the canonical address, the same page in all six languages and x-default (the
 * unprefixed address, which opens in the visitor's language), Open Graph and Twitter cards with
 * a generated image in the page's language, robots rules and the page's structured data.
 */
export function pageMeta(
  args: MetaArgs,
  title: (t: Translate) => string,
  options: PageMetaOptions,
): MetaDescriptor[] {
  const root = rootData(args.matches);
  if (!root) return [{ title: "Communiqué" }];
  const { t } = tools(root.lang, messagesOf(root.lang), root.product);
  const pageTitle = title(t);
  const fullTitle = pageTitle ? `${pageTitle} · ${root.product}` : root.product;
  const description = options.description || t("meta.description");
  const search = QUERY_IS_THE_PAGE.has(options.kind) ? args.location.search : "";
  const inLanguage = (code: (typeof LANGUAGES)[number]["code"]) =>
    absoluteUrl(root, pathInLanguage(args.location.pathname, search, code));
  const canonical = inLanguage(root.lang);
  const image = absoluteUrl(root, ogImagePath(options.kind, root.lang));
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonical },
    ...LANGUAGES.map((l) => ({
      tagName: "link" as const,
      rel: "alternate",
      hrefLang: getLanguage(l.code).iso,
      href: inLanguage(l.code),
    })),
    {
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: absoluteUrl(root, pathWithoutLanguage(args.location.pathname, search)),
    },
    { property: "og:type", content: options.kind === "statement" ? "article" : "website" },
    { property: "og:title", content: pageTitle || root.product },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
    { property: "og:site_name", content: root.product },
    { property: "og:locale", content: OG_LOCALE[root.lang] },
    ...LANGUAGES.filter((l) => l.code !== root.lang).map((l) => ({
      property: "og:locale:alternate",
      content: OG_LOCALE[l.code],
    })),
    { property: "og:image", content: image },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: `${root.product}: ${pageTitle || t("meta.tagline")}` },
    { name: "twitter:card", content: "summary_large_image" },
  ];
  if (NOT_INDEXED.has(options.kind) || options.noindex)
    tags.push({ name: "robots", content: "noindex, follow" });
  if (options.jsonLd) tags.push({ "script:ld+json": options.jsonLd });
  return tags;
}
