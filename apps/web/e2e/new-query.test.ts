import { fictionalStatement, fictionalStatements } from "@communique/store/testing";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROMIUM_MISSING, startWebFixture, type WebFixture, waitForHydration } from "./web-fixture";

/**
 * A new query typed on the results page (issue 36, points 1 and 9): it keeps the filters, the
 * sort and the six-language switch, says when a kept filter is why nothing is found, and leaves
 * the keyboard within three Tabs of the first result, with and without scripts.
 */

/** FICTIONAL statements about invented lighthouse and canal matters: no state issued them. */
const fictional = (id: string, country: string, date: string, title: string, body: string) =>
  fictionalStatement({ id, country, language: "en", date, title, body });

const STATEMENTS = [
  fictional(
    "fx-nq-1",
    "KE",
    "2024-05-02",
    "Fictional lighthouse charter",
    "A fictional lighthouse keepers' charter.",
  ),
  fictional(
    "fx-nq-2",
    "KE",
    "2024-04-11",
    "Fictional canal tolls note",
    "Fictional canal tolls are reviewed.",
  ),
  fictional(
    "fx-nq-3",
    "KE",
    "2024-03-09",
    "Fictional canal dredging remarks",
    "A fictional canal is dredged.",
  ),
  fictional(
    "fx-nq-4",
    "FR",
    "2024-02-01",
    "Fictional lighthouse lamps",
    "Fictional lighthouse lamps are lit.",
  ),
];

const UI = {
  en: { kenya: "Kenya" },
  ar: { kenya: "كينيا" },
} as const;

let web: WebFixture;
beforeAll(async () => {
  if (!CHROMIUM_MISSING) web = await startWebFixture({}, [...fictionalStatements(), ...STATEMENTS]);
});
afterAll(() => web?.close());

/** The focused element, said as a test can compare it. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    const result = element?.closest(".results .result-title");
    return {
      id: element?.id ?? "",
      skip: element?.classList.contains("skip-link") ? element.getAttribute("href") : null,
      // The first result's link, when the focus is on it.
      firstResult: Boolean(result && result === document.querySelector(".results .result-title")),
    };
  });

/** Presses Tab (and Enter on a skip link to the results) until the first result has the focus. */
async function tabsToFirstResult(page: Page, most = 3): Promise<number> {
  for (let tabs = 1; tabs <= most; tabs++) {
    await page.keyboard.press("Tab");
    const now = await focused(page);
    if (now.firstResult) return tabs;
    if (now.skip === "#results") await page.keyboard.press("Enter");
  }
  return Number.POSITIVE_INFINITY;
}

describe.skipIf(CHROMIUM_MISSING)("a new query on the results page, in Chromium", () => {
  let scripted: BrowserContext;
  let plain: BrowserContext;
  beforeAll(async () => {
    scripted = await web.newContext({ serviceWorkers: "block" });
    plain = await web.newContext({ javaScriptEnabled: false });
  });

  for (const lang of ["en", "ar"] as const) {
    it(`keeps the filters, sort and languages, and puts the results three Tabs away (${lang})`, async () => {
      const page = await scripted.newPage();
      await page.goto(`/${lang}/search?q=lighthouse&country=KE&sort=oldest&translate=add`);
      await waitForHydration(page);
      const box = page.locator(".site-header-search input[name=q]");
      await box.fill("canal");
      await box.press("Enter");
      await page.waitForURL(/[?&]q=canal/);
      const kept = new URL(page.url()).searchParams;
      expect([kept.get("country"), kept.get("sort"), kept.get("translate")]).toEqual(["KE", "oldest", "add"]);
      // The new results (the address changes before the page does), oldest first, from Kenya only.
      await expect
        .poll(() => page.textContent(".results .result-title"))
        .toContain("Fictional canal dredging remarks");
      // The kept filter is a chip the reader can remove.
      expect(await page.locator(".active-filters .chip").allTextContents()).toEqual([
        expect.stringContaining(UI[lang].kenya),
      ]);
      // The focus is on the results' heading, and the first result two Tabs on (skip link, Enter).
      await expect.poll(async () => (await focused(page)).id).toBe("results-title");
      expect(await tabsToFirstResult(page)).toBeLessThanOrEqual(3);
    });

    it(`keeps them without scripts, and the first result is three Tabs from the top (${lang})`, async () => {
      const page = await plain.newPage();
      await page.goto(`/${lang}/search?q=lighthouse&country=KE&sort=oldest`);
      await page.locator(".site-header-search input[name=q]").fill("canal");
      await page.locator(".site-header-search button[type=submit]").click();
      await page.waitForURL(/[?&]q=canal/);
      const kept = new URL(page.url()).searchParams;
      expect([kept.get("country"), kept.get("sort")]).toEqual(["KE", "oldest"]);
      // The form's answer is a fresh page: the keyboard starts at its top.
      expect(await tabsToFirstResult(page)).toBeLessThanOrEqual(3);
    });

    it(`says when a filter is why nothing is found, and offers the search without it (${lang})`, async () => {
      const page = await scripted.newPage();
      await page.goto(`/${lang}/search?q=canal&country=FR`);
      const why = page.locator(".empty-state .filters-why");
      expect(await why.textContent()).toMatch(
        lang === "en" ? /filters are why.* 2 statements match/ : /التصفية/,
      );
      await why.locator("a").click();
      await page.waitForURL((url) => !url.searchParams.has("country"));
      await expect.poll(() => page.locator(".results .result").count()).toBe(2);
    });
  }
});
