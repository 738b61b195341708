import { fictionalStatement } from "@communique/store/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ar } from "../src/i18n/messages/ar";
import { en } from "../src/i18n/messages/en";
import { CHROMIUM_MISSING, startWebFixture, type WebFixture } from "./web-fixture";

/**
 * A FICTIONAL statement whose text was read by OCR from a scanned document (meta.ocr, as the
 * crawler writes it): its page says so, in the reader's language, and links to the original.
 */
const ORIGINAL = "https://mfa.examplestan.example/documents/note-verbale-scanned.pdf";
const STATEMENTS = [
  {
    ...fictionalStatement({
      id: "fx-ocr-en",
      language: "en",
      date: "2024-03-14",
      title: "Note verbale of the Republic of Examplestan (fictional, scanned)",
      body: "The Ministry of Foreign Affairs of the Republic of Examplestan presents its compliments and proposes that the joint fisheries commission meet in Port Lorem.\n\nThe Ministry avails itself of this opportunity to renew the assurances of its highest consideration.",
    }),
    url: ORIGINAL,
    meta: { ocr: { engine: "tesseract 5.3.0", language: "eng", pages: 1, meanConfidence: 94.1 } },
  },
  fictionalStatement({
    id: "fx-typed-en",
    language: "en",
    body: "A fictional statement typed, not scanned.",
  }),
];

describe.skipIf(CHROMIUM_MISSING)("the page of a statement read by OCR, in Chromium", () => {
  let web: WebFixture;
  beforeAll(async () => {
    web = await startWebFixture({}, STATEMENTS);
  });
  afterAll(() => web?.close());

  it.each([
    ["en", en],
    ["ar", ar],
  ] as const)(
    "%s: says the text was read by OCR and may hold errors, and links to the original",
    async (lang, messages) => {
      const context = await web.newContext({ serviceWorkers: "block" });
      const page = await context.newPage();
      await page.goto(`/${lang}/statements/fx-ocr-en`);
      const notice = page.locator(".ocr-notice");
      expect(await notice.getAttribute("role")).toBe("note");
      expect((await notice.textContent())?.trim()).toBe(
        `${messages["statement.ocrNotice"]} ${messages["statement.ocrOriginal"]}`,
      );
      expect(await notice.locator("a").getAttribute("href")).toBe(ORIGINAL);
      // Before the text it is about, in the page's direction.
      const [noticeTop, bodyTop] = await Promise.all([
        notice.evaluate((el) => el.getBoundingClientRect().top),
        page.locator(".statement-body").evaluate((el) => el.getBoundingClientRect().top),
      ]);
      expect(noticeTop).toBeLessThan(bodyTop);
      expect(await page.getAttribute("html", "dir")).toBe(lang === "ar" ? "rtl" : "ltr");
    },
  );

  it("says nothing of OCR on a statement that was not read by it", async () => {
    const context = await web.newContext({ serviceWorkers: "block" });
    const page = await context.newPage();
    await page.goto("/en/statements/fx-typed-en");
    await page.locator(".statement-body").waitFor();
    expect(await page.locator(".ocr-notice").count()).toBe(0);
  });
});
