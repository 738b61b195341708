import { isLanguageCode, type LanguageCode } from "@communique/core/vocabulary";

/** The kinds of page, each with its own link-preview image (og:image) in each language. */
export const PAGE_KINDS = [
  "home",
  "search",
  "statement",
  "analytics",
  "analytics-tool",
  "coverage",
  "articles",
  "page",
  "report",
  "offline",
] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

/** Where a page kind's preview image is served: /og/statement-ar.png. */
export const ogImagePath = (kind: PageKind, lang: LanguageCode) => `/og/${kind}-${lang}.png`;

/** The kind and language an image name asks for, or null for any other name. */
export function parseOgImageName(name: string): { kind: PageKind; lang: LanguageCode } | null {
  const match = /^([a-z-]+)-([a-z]{2})\.png$/.exec(name);
  if (!match) return null;
  const [, kind, lang] = match;
  if (!(PAGE_KINDS as readonly string[]).includes(kind!) || !isLanguageCode(lang)) return null;
  return { kind: kind as PageKind, lang };
}
