import { describe, expect, it } from "vitest";
import {
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_S,
  readLanguageCookie,
  serializeLanguageCookie,
} from "./language-cookie";

describe("the language cookie", () => {
  it("is named i18n_redirected and kept for 365 days", () => {
    expect(LANGUAGE_COOKIE).toBe("i18n_redirected");
    expect(LANGUAGE_COOKIE_MAX_AGE_S).toBe(31_536_000);
  });

  it("is serialized for the whole site, for a year, with SameSite=Lax", () => {
    expect(serializeLanguageCookie("fr")).toBe("i18n_redirected=fr; Path=/; Max-Age=31536000; SameSite=Lax");
    expect(serializeLanguageCookie("zh")).toBe("i18n_redirected=zh; Path=/; Max-Age=31536000; SameSite=Lax");
    // Over https (PUBLIC_URL), never sent in clear.
    expect(serializeLanguageCookie("ar", true)).toBe(
      "i18n_redirected=ar; Path=/; Max-Age=31536000; SameSite=Lax; Secure",
    );
  });

  it("reads back what it serialized, for each of the six languages", () => {
    for (const lang of ["ar", "zh", "en", "fr", "ru", "es"] as const) {
      const [pair] = serializeLanguageCookie(lang).split(";");
      expect(readLanguageCookie(pair)).toBe(lang);
    }
  });
});

describe("readLanguageCookie", () => {
  it("returns undefined without a Cookie header", () => {
    expect(readLanguageCookie(undefined)).toBeUndefined();
    expect(readLanguageCookie(null)).toBeUndefined();
    expect(readLanguageCookie("")).toBeUndefined();
  });

  it("finds the language among other cookies", () => {
    expect(readLanguageCookie("theme=dark; i18n_redirected=ru; session=fictional-abc")).toBe("ru");
  });

  it("ignores other cookies, even ones holding a language code", () => {
    expect(readLanguageCookie("lang=fr; locale=es")).toBeUndefined();
    expect(readLanguageCookie("xi18n_redirected=fr; i18n_redirectedx=fr")).toBeUndefined();
  });

  it("ignores a value that is not one of the six languages", () => {
    expect(readLanguageCookie("i18n_redirected=de")).toBeUndefined();
    expect(readLanguageCookie("i18n_redirected=FR")).toBeUndefined();
    expect(readLanguageCookie("i18n_redirected=fr-CA")).toBeUndefined();
    expect(readLanguageCookie("i18n_redirected=")).toBeUndefined();
  });

  it("takes the first valid occurrence when the cookie appears more than once", () => {
    expect(readLanguageCookie("i18n_redirected=xx; i18n_redirected=es; i18n_redirected=ar")).toBe("es");
  });

  it("tolerates spaces and empty parts", () => {
    expect(readLanguageCookie(" ;  ; i18n_redirected=ar ;")).toBe("ar");
  });
});
