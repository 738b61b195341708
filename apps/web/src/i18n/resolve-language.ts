import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from "@communique/core/vocabulary";
import { readLanguageCookie } from "./language-cookie";

/** The first of the six languages the browser accepts, by its q-values (RFC 9110 §12.5.4). */
export function languageFromAcceptLanguage(header: string | null | undefined): LanguageCode | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(",")
    .map((entry, index) => {
      const [tag = "", ...params] = entry.trim().split(";");
      const q = params.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith("q="));
      return { primary: tag.trim().toLowerCase().split("-")[0], q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((e) => e.q > 0 && !Number.isNaN(e.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((e) => e.primary).find(isLanguageCode);
}

/** An unprefixed page's language: the remembered one, else the browser's, else English. */
export function preferredLanguage(request: Request): LanguageCode {
  return (
    readLanguageCookie(request.headers.get("Cookie")) ??
    languageFromAcceptLanguage(request.headers.get("Accept-Language")) ??
    DEFAULT_LANGUAGE
  );
}

/** A page's language: its prefix when it has one, else the visitor's preferred language. */
export function pageLanguage(params: { lang?: string }, request: Request): LanguageCode {
  return isLanguageCode(params.lang) ? params.lang : preferredLanguage(request);
}

/** The language prefix of a path ("/fr/about" → "fr"), if it is one of the six. */
export function languageOfPath(pathname: string): LanguageCode | undefined {
  const first = pathname.split("/")[1];
  return isLanguageCode(first) ? first : undefined;
}

/** A path after its language prefix, without the leading slash ("" for a language's home). */
const restOfPath = (pathname: string) =>
  languageOfPath(pathname) ? pathname.split("/").slice(2).join("/") : pathname.slice(1);

/** The same path under another language prefix, keeping the rest and the query. */
export function pathInLanguage(pathname: string, search: string, lang: LanguageCode): string {
  const rest = restOfPath(pathname);
  const path = rest ? `/${lang}/${rest}` : `/${lang}`;
  return `${path}${search}`;
}

/** The same path without a language prefix (it opens in the visitor's language): x-default. */
export function pathWithoutLanguage(pathname: string, search: string): string {
  return `/${restOfPath(pathname)}${search}`;
}
