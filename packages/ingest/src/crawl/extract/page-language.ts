import { detectLanguage, isLanguageCode, type LanguageCode } from "@communique/core";

/** Where the language came from: the page's own declaration, the source's setting, the text. */
export type LanguageSource = "declared" | "source" | "detected";

export interface FoundLanguage {
  language: LanguageCode | null;
  from: LanguageSource | null;
}

/**
 * The article's language: `<html lang>` (or `xml:lang`, or a Content-Language meta tag), else
 * the source's language, else detected from the text. A declaration the text contradicts is
 * overruled when `detectLanguage` is sure (it answers null when not): CMS templates often
 * declare one language for every translation of a site.
 */
export function findLanguage(
  document: Document,
  sourceLanguage: LanguageCode | undefined,
  text: string,
): FoundLanguage {
  const detected = detectLanguage(text);
  const declared = declaredLanguage(document);
  const given: FoundLanguage | undefined = declared
    ? { language: declared, from: "declared" }
    : sourceLanguage
      ? { language: sourceLanguage, from: "source" }
      : undefined;
  if (given && (detected === null || detected === given.language)) return given;
  return detected ? { language: detected, from: "detected" } : { language: null, from: null };
}

function declaredLanguage(document: Document): LanguageCode | undefined {
  const html = document.documentElement;
  const values = [
    html?.getAttribute("lang"),
    html?.getAttribute("xml:lang"),
    document.querySelector("meta[http-equiv='content-language' i]")?.getAttribute("content"),
  ];
  for (const value of values) {
    const primary = value
      ?.trim()
      .toLowerCase()
      .split(/[-_,;\s]/)[0];
    if (isLanguageCode(primary)) return primary;
  }
  return undefined;
}
