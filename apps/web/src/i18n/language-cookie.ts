import { isLanguageCode, type LanguageCode } from "@communique/core/vocabulary";

/** SPEC.md §9: the remembered interface language. */
export const LANGUAGE_COOKIE = "i18n_redirected";
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** `secure`: the site is served over https, so the cookie never travels in clear. */
export function serializeLanguageCookie(lang: LanguageCode, secure = false): string {
  return `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export function readLanguageCookie(cookieHeader: string | null | undefined): LanguageCode | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === LANGUAGE_COOKIE && isLanguageCode(value)) return value;
  }
  return undefined;
}
