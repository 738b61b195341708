import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROMIUM_MISSING, startWebFixture, type WebFixture, waitForHydration } from "./web-fixture";

/**
 * A printed report holds what its downloads do (issue 36, point 7): each statement's issuer, date,
 * opening, the reader's note and its address, not its title alone. Read as printed: the page's
 * text under print media, where what is hidden from print is not text.
 */
describe.skipIf(CHROMIUM_MISSING)("printing the report, in Chromium", () => {
  let web: WebFixture;
  beforeAll(async () => {
    web = await startWebFixture();
  });
  afterAll(() => web?.close());

  const UI = {
    en: { kenya: "Kenya", date: "November 2023", note: "Your note" },
    ar: { kenya: "كينيا", date: "2023", note: "ملاحظتك" },
  } as const;

  for (const lang of ["en", "ar"] as const) {
    it(`prints each statement's issuer, date, opening, note and address (${lang})`, async () => {
      const context = await web.newContext({ serviceWorkers: "block" });
      const page = await context.newPage();
      // From a result (no text at hand: the report fetches the opening) and from a statement's page.
      await page.goto(`/${lang}/search?q=disarmament`);
      await waitForHydration(page);
      await page
        .locator(".result", { hasText: "Fictional statement on disarmament" })
        .locator("button[aria-pressed]")
        .click();
      await page.goto(`/${lang}/statements/fx-en-1`);
      await waitForHydration(page);
      await page.locator("button[aria-pressed]").click();

      await page.goto(`/${lang}/report`);
      await page.waitForSelector(".report-item");
      await page.locator(".report-item").first().locator("textarea").fill("A fictional reader's note");
      await page.locator(".report-item").first().locator("textarea").blur();
      await expect.poll(() => page.locator(".report-excerpt").count()).toBe(2);

      await page.emulateMedia({ media: "print" });
      // biome-ignore lint/performance/useDomNodeTextContent: the text as laid out for print is the point (hidden parts are not in it).
      const printed = (await page.locator(".report").innerText()).replace(/\s+/g, " ");
      expect(printed).toContain(UI[lang].kenya);
      expect(printed).toContain(UI[lang].date);
      // The statements' openings (fictional fixture text).
      expect(printed).toContain("Nuclear weapons must be eliminated.");
      expect(printed).toContain("The delegation welcomes the negotiations on climate finance.");
      expect(printed).toContain(`${UI[lang].note} A fictional reader's note`);
      expect(printed).toContain(`/${lang}/statements/fx-en-3`);
      // What only works on screen is not printed.
      for (const control of ["textarea", ".toolbar", ".statement-actions"])
        expect(await page.locator(`.report ${control}`).first().isVisible(), control).toBe(false);
      await context.close();
    });
  }
});
