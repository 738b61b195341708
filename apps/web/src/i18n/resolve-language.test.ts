import { describe, expect, it } from "vitest";
import {
  languageFromAcceptLanguage,
  languageOfPath,
  pathInLanguage,
  pathWithoutLanguage,
  preferredLanguage,
} from "./resolve-language";

function requestWith(headers: Record<string, string>): Request {
  return new Request("https://fictional-example.test/", { headers });
}

describe("languageFromAcceptLanguage", () => {
  it("returns undefined when there is no header", () => {
    expect(languageFromAcceptLanguage(undefined)).toBeUndefined();
    expect(languageFromAcceptLanguage(null)).toBeUndefined();
    expect(languageFromAcceptLanguage("")).toBeUndefined();
  });

  it("takes the single language a browser sends", () => {
    expect(languageFromAcceptLanguage("ru")).toBe("ru");
  });

  it("reduces a regional tag to its primary language", () => {
    expect(languageFromAcceptLanguage("fr-CA")).toBe("fr");
    expect(languageFromAcceptLanguage("zh-Hant-TW")).toBe("zh");
    expect(languageFromAcceptLanguage("es-419")).toBe("es");
  });

  it("ignores the case of the tag", () => {
    expect(languageFromAcceptLanguage("AR-EG")).toBe("ar");
  });

  it("orders languages by q-value, not by their place in the header", () => {
    expect(languageFromAcceptLanguage("en;q=0.3, es;q=0.9, fr;q=0.5")).toBe("es");
  });

  it("treats a language without q-value as q=1, ahead of lower ones listed before it", () => {
    expect(languageFromAcceptLanguage("ru;q=0.8, zh")).toBe("zh");
  });

  it("skips languages that are not among the six and takes the next one", () => {
    expect(languageFromAcceptLanguage("de-DE, de;q=0.9, ja;q=0.8, ar;q=0.1")).toBe("ar");
  });

  it("returns undefined when no accepted language is among the six", () => {
    expect(languageFromAcceptLanguage("de-DE, it;q=0.5")).toBeUndefined();
  });

  it("does not treat the wildcard as a language", () => {
    expect(languageFromAcceptLanguage("*")).toBeUndefined();
    expect(languageFromAcceptLanguage("*, fr;q=0.2")).toBe("fr");
  });

  it("excludes languages the browser refuses with q=0", () => {
    expect(languageFromAcceptLanguage("fr;q=0")).toBeUndefined();
    expect(languageFromAcceptLanguage("fr;q=0, es;q=0.1")).toBe("es");
    expect(languageFromAcceptLanguage("fr;q=0.000, ru;q=0.001")).toBe("ru");
  });

  it("keeps header order between languages of equal q-value", () => {
    expect(languageFromAcceptLanguage("es;q=0.7, fr;q=0.7, en;q=0.7")).toBe("es");
    expect(languageFromAcceptLanguage("fr, es")).toBe("fr");
    expect(languageFromAcceptLanguage("de;q=0.9, zh;q=0.5, ar;q=0.5")).toBe("zh");
  });

  it("accepts spaces around entries and parameters", () => {
    expect(languageFromAcceptLanguage("  en ;  q=0.2 ,   ru ; q=0.4  ")).toBe("ru");
  });

  it("tolerates a malformed header without throwing", () => {
    expect(languageFromAcceptLanguage(",,;;,")).toBeUndefined();
    expect(languageFromAcceptLanguage(";q=0.9, es")).toBe("es");
    expect(languageFromAcceptLanguage("fr;q=abc, ru;q=0.1")).toBe("ru");
    expect(languageFromAcceptLanguage("=, en")).toBe("en");
  });

  it("ignores parameters other than q", () => {
    expect(languageFromAcceptLanguage("fr;level=1;q=0.2, es;q=0.4")).toBe("es");
    expect(languageFromAcceptLanguage("fr;level=1, es;q=0.4")).toBe("fr");
  });
});

describe("preferredLanguage", () => {
  it("uses the remembered language from the i18n_redirected cookie over Accept-Language", () => {
    const request = requestWith({ Cookie: "i18n_redirected=ar", "Accept-Language": "fr-FR, fr;q=0.9" });
    expect(preferredLanguage(request)).toBe("ar");
  });

  it("uses Accept-Language when there is no cookie", () => {
    expect(preferredLanguage(requestWith({ "Accept-Language": "ru-RU, en;q=0.5" }))).toBe("ru");
  });

  it("uses Accept-Language when the cookie names a language that is not one of the six", () => {
    const request = requestWith({ Cookie: "i18n_redirected=de", "Accept-Language": "es" });
    expect(preferredLanguage(request)).toBe("es");
  });

  it("falls back to English when neither cookie nor Accept-Language names one of the six", () => {
    expect(preferredLanguage(requestWith({}))).toBe("en");
    expect(preferredLanguage(requestWith({ "Accept-Language": "de, it;q=0.5" }))).toBe("en");
  });
});

describe("languageOfPath", () => {
  it("returns the language prefix of a path", () => {
    expect(languageOfPath("/fr/about")).toBe("fr");
    expect(languageOfPath("/zh")).toBe("zh");
    expect(languageOfPath("/ar/")).toBe("ar");
    expect(languageOfPath("/es/articles/how-to-search")).toBe("es");
  });

  it("returns undefined for an unprefixed path", () => {
    expect(languageOfPath("/")).toBeUndefined();
    expect(languageOfPath("")).toBeUndefined();
    expect(languageOfPath("/about")).toBeUndefined();
  });

  it("does not take a longer segment that starts with a language code, or an unknown code", () => {
    expect(languageOfPath("/french/about")).toBeUndefined();
    expect(languageOfPath("/en-GB/about")).toBeUndefined();
    expect(languageOfPath("/de/about")).toBeUndefined();
    expect(languageOfPath("/FR/about")).toBeUndefined();
  });

  it("looks only at the first segment", () => {
    expect(languageOfPath("/about/fr")).toBeUndefined();
  });
});

describe("pathInLanguage", () => {
  it("turns the root into the language's home page", () => {
    expect(pathInLanguage("/", "", "fr")).toBe("/fr");
  });

  it("switches a language's home page to another language", () => {
    expect(pathInLanguage("/fr", "", "ru")).toBe("/ru");
    expect(pathInLanguage("/fr/", "", "ru")).toBe("/ru");
  });

  it("drops the language prefix for x-default, keeping the rest and the query", () => {
    expect(pathWithoutLanguage("/ar/statements/fict-1", "?q=a")).toBe("/statements/fict-1?q=a");
    expect(pathWithoutLanguage("/zh", "")).toBe("/");
    expect(pathWithoutLanguage("/en", "?q=a")).toBe("/?q=a");
    expect(pathWithoutLanguage("/about", "")).toBe("/about");
    // A first segment that is not a language stays.
    expect(pathWithoutLanguage("/og/home-en.png", "")).toBe("/og/home-en.png");
  });

  it("prefixes an unprefixed path and keeps its query", () => {
    expect(pathInLanguage("/about", "?x=1", "fr")).toBe("/fr/about?x=1");
  });

  it("replaces the language prefix and keeps the rest of the path and the query", () => {
    expect(pathInLanguage("/ar/search", "?q=a", "zh")).toBe("/zh/search?q=a");
    expect(pathInLanguage("/es/articles/how-to-search", "", "en")).toBe("/en/articles/how-to-search");
  });

  it("keeps a query on the home page", () => {
    expect(pathInLanguage("/", "?q=climate", "es")).toBe("/es?q=climate");
  });

  it("keeps a path under the same language unchanged", () => {
    expect(pathInLanguage("/en/report", "?id=7", "en")).toBe("/en/report?id=7");
  });

  it("keeps a trailing slash after the rest of the path", () => {
    expect(pathInLanguage("/fr/about/", "", "ar")).toBe("/ar/about/");
  });

  it("prefixes a first segment that only resembles a language code", () => {
    expect(pathInLanguage("/french/about", "", "fr")).toBe("/fr/french/about");
  });
});
