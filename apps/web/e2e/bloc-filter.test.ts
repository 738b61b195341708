import { fictionalStatement } from "@communique/store/testing";
import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CHROMIUM_MISSING,
  resultIds,
  startWebFixture,
  type WebFixture,
  waitForHydration,
} from "./web-fixture";

/**
 * The bloc filter (issue 37, point 1): chosen in the filters panel, with and without scripts, shown
 * as a chip in the page's language, counted by membership on the statement's date, and an unknown
 * bloc refused with the known ones named in the page's language.
 */

/** FICTIONAL statements about invented lantern matters: no state issued them. */
const lantern = (id: string, country: string, date: string) =>
  fictionalStatement({
    id,
    country,
    language: "en",
    date,
    title: `Fictional lantern note ${id}`,
    body: "A fictional note on lanterns.",
  });

const STATEMENTS = [
  // The United Kingdom was in the EU until 31 January 2020: its 2019 note counts, its 2021 one not.
  lantern("fx-bf-gb-2019", "GB", "2019-06-01"),
  lantern("fx-bf-gb-2021", "GB", "2021-06-01"),
  lantern("fx-bf-fr", "FR", "2024-03-01"),
  lantern("fx-bf-ke", "KE", "2024-03-02"),
];
const IN_EU = ["fx-bf-fr", "fx-bf-gb-2019"];

const UI = {
  en: { eu: "European Union", au: "African Union" },
  ar: { eu: "الاتحاد الأوروبي", au: "الاتحاد الأفريقي" },
} as const;

let web: WebFixture;
beforeAll(async () => {
  if (!CHROMIUM_MISSING) web = await startWebFixture({}, STATEMENTS);
});
afterAll(() => web?.close());

describe.skipIf(CHROMIUM_MISSING)("the bloc filter, in Chromium", () => {
  let scripted: BrowserContext;
  let plain: BrowserContext;
  beforeAll(async () => {
    scripted = await web.newContext({ serviceWorkers: "block" });
    plain = await web.newContext({ javaScriptEnabled: false });
  });

  for (const lang of ["en", "ar"] as const) {
    it(`keeps the statements of a bloc's members while they were members, as a chip (${lang})`, async () => {
      const page = await scripted.newPage();
      await page.goto(`/${lang}/search?q=lantern&sort=recent`);
      await waitForHydration(page);
      expect((await resultIds(page)).sort()).toHaveLength(4);
      const blocs = page.locator(".bloc-filter");
      await blocs.locator("summary").click();
      // A click, not check(): the box follows the address, which changes a moment later.
      await blocs.getByLabel(UI[lang].eu, { exact: false }).first().click();
      await page.waitForURL(/[?&]bloc=eu/);
      await expect.poll(async () => (await resultIds(page)).sort()).toEqual(IN_EU);
      // The chosen bloc heads the list, in sight without scrolling the filters.
      expect(await blocs.locator("input[name=bloc]").first().getAttribute("value")).toBe("eu");
      const chip = page.locator(".active-filters .chip", { hasText: UI[lang].eu });
      expect(await chip.count()).toBe(1);
      await chip.click();
      await page.waitForURL((url) => !url.searchParams.has("bloc"));
      await expect.poll(async () => (await resultIds(page)).length).toBe(4);
    });

    it(`is chosen without scripts too (${lang})`, async () => {
      const page = await plain.newPage();
      await page.goto(`/${lang}/search?q=lantern`);
      await page.locator(".bloc-filter summary").click();
      await page.locator('.bloc-filter input[value="eu"]').check();
      await page.locator("#filters button[type=submit]").click();
      await page.waitForURL(/[?&]bloc=eu/);
      expect((await resultIds(page)).sort()).toEqual(IN_EU);
    });

    it(`refuses an unknown bloc and names the known ones in the page's language (${lang})`, async () => {
      const page = await plain.newPage();
      const response = await page.goto(`/${lang}/search?q=lantern&bloc=nope`);
      expect(response?.status()).toBe(200);
      const notice = page.locator(".notice-error");
      expect(await notice.textContent()).toContain("nope");
      expect(await notice.locator(".known-blocs").textContent()).toContain(UI[lang].au);
      // The rest of the search still runs.
      expect(await resultIds(page)).toHaveLength(4);
      // The analytics pages say the same.
      for (const path of ["analytics", "analytics-tool"]) {
        await page.goto(`/${lang}/${path}?q=lantern&bloc=nope`);
        expect(await page.locator(".notice-error .known-blocs").textContent(), path).toContain(UI[lang].au);
      }
    });
  }
});
