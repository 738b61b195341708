import { getLanguage, LANGUAGE_CODES, type LanguageCode } from "@communique/core/vocabulary";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "../src/i18n/messages/en";
import { SITE_PATHS } from "./site-pages";
import { CHROMIUM_MISSING, startWebFixture, type WebFixture } from "./web-fixture";

// English interface texts long enough to be unmistakable if they leaked into another language.
const ENGLISH_TEXTS = Object.values(en).filter((text) => !text.includes("{") && text.length >= 16);
const KEYS = Object.keys(en);

async function pageFacts(page: Page) {
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    title: document.title,
    // biome-ignore lint/performance/useDomNodeTextContent: the text a visitor sees, not hidden nodes.
    text: document.body.innerText,
    h1: document.querySelectorAll("h1").length,
    main: document.querySelectorAll("main#main").length,
  }));
}

describe.skipIf(CHROMIUM_MISSING)("every page in every language, in Chromium", () => {
  let web: WebFixture;
  let context: BrowserContext;
  beforeAll(async () => {
    web = await startWebFixture();
    context = await web.newContext();
  });
  afterAll(() => web?.close());

  describe.each(LANGUAGE_CODES)("under /%s", (lang: LanguageCode) => {
    it("answers 200 with lang, dir, a title, one h1 and no untranslated text", async () => {
      const page = await context.newPage();
      const language = getLanguage(lang);
      for (const path of SITE_PATHS) {
        const url = `/${lang}${path}`;
        const response = await page.goto(url);
        expect(response?.status(), url).toBe(200);
        const facts = await pageFacts(page);
        expect(facts.lang, url).toBe(language.iso);
        expect(facts.dir, url).toBe(lang === "ar" ? "rtl" : "ltr");
        expect(facts.title, url).toMatch(/\S.* · Communiqué$|^Communiqué$/);
        expect(facts.h1, url).toBe(1);
        expect(facts.main, url).toBe(1);
        expect(facts.text, url).not.toMatch(/\{[a-zA-Z]+\}/);
        // Every key and English text checked, and every one shown listed: two assertions a page
        // rather than one per key and text (some 550 a page).
        expect(
          KEYS.filter((key) => facts.text.includes(key)),
          `${url} shows message keys`,
        ).toEqual([]);
        if (lang !== "en") {
          expect(
            ENGLISH_TEXTS.filter((text) => facts.text.includes(text)),
            `${url} shows English`,
          ).toEqual([]);
        }
      }
      await page.close();
    });
  });

  it("renders unprefixed pages in the remembered language without redirecting", async () => {
    const remembered = await web.newContext();
    await remembered.addCookies([{ name: "i18n_redirected", value: "ru", url: web.server.base }]);
    const page = await remembered.newPage();
    for (const path of SITE_PATHS.filter(Boolean)) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      expect(response?.request().redirectedFrom(), path).toBeNull();
      const url = new URL(page.url());
      expect(url.pathname + url.search, path).toBe(path);
      expect((await pageFacts(page)).lang, path).toBe("ru");
    }
  });

  it("declares en_US as the locale of English pages and links all six languages and x-default, absolute", async () => {
    const page = await context.newPage();
    await page.goto("/en/about");
    expect(await page.getAttribute('meta[property="og:locale"]', "content")).toBe("en_US");
    const alternates = await page.$$eval('link[rel="alternate"][hreflang]', (links) =>
      links.map((l) => `${l.getAttribute("hreflang")} ${l.getAttribute("href")}`),
    );
    // No PUBLIC_URL in this fixture: the absolute addresses are on the request's own origin.
    const base = web.server.base;
    expect(alternates.sort()).toEqual([
      `ar ${base}/ar/about`,
      `en-US ${base}/en/about`,
      `es ${base}/es/about`,
      `fr ${base}/fr/about`,
      `ru ${base}/ru/about`,
      `x-default ${base}/about`,
      `zh-Hans ${base}/zh/about`,
    ]);
  });
});
