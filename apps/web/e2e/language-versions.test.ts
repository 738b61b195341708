import { fictionalStatement } from "@communique/store/testing";
import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROMIUM_MISSING, startWebFixture, type WebFixture } from "./web-fixture";

/**
 * Language versions on the pages (issue 37, point 5): "Also in Français · العربية" under a result's
 * and a statement's title, each language named in itself and leading to that version.
 */

/** FICTIONAL versions of one invented note: no State issued them. */
const version = (id: string, language: "en" | "fr" | "ar", title: string) =>
  fictionalStatement({
    id,
    country: "CH",
    language,
    date: "2024-05-06",
    title,
    body: `${title}: a fictional note.`,
  });
const STATEMENTS = [
  version("fx-lv-en", "en", "Fictional note on lighthouse keepers"),
  version("fx-lv-fr", "fr", "Note fictive sur les gardiens de phare"),
  version("fx-lv-ar", "ar", "مذكرة خيالية عن حراس المنارات"),
  version("fx-lv-alone", "en", "Fictional note on lighthouse repairs"),
];

let web: WebFixture;
beforeAll(async () => {
  if (CHROMIUM_MISSING) return;
  web = await startWebFixture({}, STATEMENTS);
  // Linked as the crawler links the versions a page names (its own test crawls them).
  await web.server.database.pool.query(
    `INSERT INTO statement_versions (sid, version_key)
     SELECT sid, min(sid) OVER () FROM statements WHERE id IN ('fx-lv-en', 'fx-lv-fr', 'fx-lv-ar')`,
  );
});
afterAll(() => web?.close());

describe.skipIf(CHROMIUM_MISSING)("language versions, in Chromium", () => {
  let plain: BrowserContext;
  beforeAll(async () => {
    plain = await web.newContext({ javaScriptEnabled: false });
  });

  for (const lang of ["en", "ar"] as const) {
    it(`leads from a result and a statement to its other versions (${lang})`, async () => {
      const page = await plain.newPage();
      await page.goto(`/${lang}/search?q=lighthouse&sort=recent`);
      const line = page.locator("#result-fx-lv-en .versions-line");
      expect(await line.locator("a").allInnerTexts()).toEqual(["العربية", "Français"]);
      expect(await page.locator("#result-fx-lv-alone .versions-line").count()).toBe(0);
      await page.goto(`/${lang}/statements/fx-lv-fr`);
      const links = page.locator("header .versions-line a");
      expect(await links.allInnerTexts()).toEqual(["العربية", "English"]);
      expect(await links.first().getAttribute("lang")).toBe("ar");
      await links.nth(1).click();
      await page.waitForURL(`**/${lang}/statements/fx-lv-en`);
      expect(await page.locator("h1").innerText()).toBe("Fictional note on lighthouse keepers");
      await page.close();
    });
  }
});
