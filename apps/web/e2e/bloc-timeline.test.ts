import { fictionalStatement } from "@communique/store/testing";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROMIUM_MISSING, startWebFixture, type WebFixture, waitForHydration } from "./web-fixture";

/**
 * The bloc over time (issue 37, point 3), over FICTIONAL statements about invented ferry matters:
 * in the EU, France spoke in January and in June 2024, Germany once in March, Italy only by a
 * statement dated 2024; Kenya spoke too, but is no member. A row per member that spoke, sortable,
 * the share of the bloc under it, and its figures as a table and a CSV.
 */
const ferry = (id: string, country: string, date: string) =>
  fictionalStatement({ id, country, date, language: "en", body: "A fictional note on ferries." });

const STATEMENTS = [
  ferry("fx-bt-fr-1", "FR", "2024-01-10"),
  ferry("fx-bt-fr-2", "FR", "2024-06-02"),
  ferry("fx-bt-de", "DE", "2024-03-15"),
  ferry("fx-bt-it", "IT", "2024"),
  ferry("fx-bt-ke", "KE", "2024-02-01"),
];
const PAGE = "analytics?q=ferries&from=2024-01-01&to=2024-12-31&bloc=eu";
const NAMES = {
  en: { FR: "France", DE: "Germany", IT: "Italy" },
  ar: { FR: "فرنسا", DE: "ألمانيا", IT: "إيطاليا" },
} as const;

let web: WebFixture;
beforeAll(async () => {
  if (!CHROMIUM_MISSING) web = await startWebFixture({}, STATEMENTS);
});
afterAll(() => web?.close());

const rowNames = (page: Page) =>
  page.$$eval(".bloc-timeline table tbody th", (cells) => cells.map((c) => c.textContent?.trim() ?? ""));

describe.skipIf(CHROMIUM_MISSING)("the bloc over time, in Chromium", () => {
  let scripted: BrowserContext;
  let plain: BrowserContext;
  beforeAll(async () => {
    scripted = await web.newContext({ serviceWorkers: "block", acceptDownloads: true });
    plain = await web.newContext({ javaScriptEnabled: false });
  });

  it("says under a member's name that it joined or left within the period", async () => {
    const page = await plain.newPage();
    await page.goto("/en/analytics?q=ferries&from=2019-06-01&to=2020-12-31&among=eu");
    const uk = page.locator('.voices-table tr[data-code="GB"]');
    expect(await uk.locator(".voices-membership").textContent()).toBe("Member until January 31, 2020");
    expect(await page.locator('.voices-table tr[data-code="FR"] .voices-membership').count()).toBe(0);
    await page.goto("/ar/analytics?q=ferries&from=2019-06-01&to=2020-12-31&among=eu");
    expect(await page.locator('.voices-table tr[data-code="GB"] .voices-membership').textContent()).toContain(
      "2020",
    );
  });

  for (const lang of ["en", "ar"] as const) {
    const name = NAMES[lang];
    it(`draws a row per member that spoke, first to speak first, without scripts (${lang})`, async () => {
      const page = await plain.newPage();
      await page.goto(`/${lang}/${PAGE}`);
      const chart = page.locator("#chart-bloc-timeline");
      expect(await chart.getAttribute("role")).toBe("img");
      // Italy's statement is dated only by its year: it counts from the year's start for the order.
      expect(await rowNames(page)).toEqual([name.IT, name.FR, name.DE]);
      expect(await chart.locator("text", { hasText: name.FR }).count()).toBe(1);
      expect(await chart.locator("text", { hasText: "Kenya" }).count()).toBe(0);
      // France's two statements: a first (filled) and a last (open) mark; Germany's one, one mark.
      expect(await chart.locator("circle[fill='#ffffff']").count()).toBeGreaterThanOrEqual(2);
      // The share of the bloc: a step line under the rows, with its axis named.
      expect(await chart.locator("path").count()).toBe(1);
      const links = await page.$$eval(".bloc-timeline table a", (as) =>
        as.map((a) => a.getAttribute("href")),
      );
      expect(links).toContain(`/${lang}/statements/fx-bt-fr-2`);
    });

    it(`draws its rows for a phone with readable text, every label on the screen (${lang})`, async () => {
      const phone = await web.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } });
      const page = await phone.newPage();
      await page.goto(`/${lang}/${PAGE}`);
      const drawing = (layout: string) =>
        page.$eval(`.bloc-timeline svg.drawing-${layout}`, (svg) => {
          const texts = [...svg.querySelectorAll("text")];
          return {
            id: svg.id,
            visible: svg.getBoundingClientRect().height > 0,
            names: texts.map((t) => t.textContent),
            // The text's size as drawn on the screen, in CSS pixels.
            textPx: Math.min(...texts.map((t) => t.getBoundingClientRect().height)),
            outside: texts
              .filter((t) => {
                const box = t.getBoundingClientRect();
                return box.left < 0 || box.right > window.innerWidth;
              })
              .map((t) => t.textContent),
          };
        });
      const [wide, narrow] = [await drawing("wide"), await drawing("narrow")];
      // The downloads take the wide drawing, by its id; the phone sees the narrow one.
      expect([wide.id, wide.visible, narrow.id, narrow.visible]).toEqual([
        "chart-bloc-timeline",
        false,
        "",
        true,
      ]);
      for (const member of [name.IT, name.FR, name.DE]) expect(narrow.names).toContain(member);
      expect(narrow.textPx).toBeGreaterThanOrEqual(10);
      expect(narrow.outside).toEqual([]);
      await phone.close();
    });

    it(`sorts with scripts and downloads its figures (${lang})`, async () => {
      const page = await scripted.newPage();
      await page.goto(`/${lang}/${PAGE}`);
      await waitForHydration(page);
      await page.locator(".bloc-timeline-sort select").selectOption("last");
      await expect.poll(() => rowNames(page)).toEqual([name.IT, name.FR, name.DE]);
      await page.locator(".bloc-timeline-sort select").selectOption("statements");
      await expect
        .poll(() => rowNames(page))
        .toEqual(
          [name.FR, name.DE, name.IT]
            .slice(0, 1)
            .concat([name.DE, name.IT].sort((a, b) => new Intl.Collator(lang).compare(a, b))),
        );
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.locator(".bloc-timeline .chart-downloads button", { hasText: "CSV" }).click(),
      ]);
      const csv = (await import("node:fs")).readFileSync((await download.path())!, "utf8");
      const lines = csv
        .replace(/^\uFEFF/, "")
        .trim()
        .split(/\r?\n/);
      expect(lines[0]).toBe("code,member,statements,first_date,first_id,last_date,last_id");
      expect(lines).toContain(`FR,${name.FR},2,2024-01-10,fx-bt-fr-1,2024-06-02,fx-bt-fr-2`);
      expect(lines).toContain(`IT,${name.IT},1,2024,fx-bt-it,2024,fx-bt-it`);
    });
  }
});
