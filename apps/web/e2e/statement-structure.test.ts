import { fictionalStatement } from "@communique/store/testing";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROMIUM_MISSING, startWebFixture, type WebFixture } from "./web-fixture";

/**
 * FICTIONAL statements whose bodies have the structure the import and the crawler keep
 * (docs/decisions/029-statement-structure.md): paragraphs between blank lines, a "## " heading, a
 * "- " list and a "1. " list. The statement's page shows them as paragraphs, a heading and lists,
 * markers left out, with the search's words marked inside them.
 */
const STATEMENTS = [
  fictionalStatement({
    id: "fx-structure-en",
    language: "en",
    title: "Fictional statement on the lighthouses of Verdania",
    body: [
      "The fictional Republic of Verdania announces a programme for its lighthouse keepers.",
      "## Fictional priorities",
      "The programme has two fictional priorities, agreed with the coast:",
      "- repainting every lighthouse of the north\n- training keepers in radio",
      "1. Tenders in spring.\n2. Works in summer.",
      "The ministry will report on each lighthouse at the end of the fictional year.",
    ].join("\n\n"),
  }),
  fictionalStatement({
    id: "fx-structure-ar",
    language: "ar",
    country: "EG",
    title: "بيان خيالي عن المنارات",
    body: [
      "أعلنت وزارة خيالية برنامجا جديدا لحراس المنارة في الساحل.",
      "## أولويات خيالية",
      "للبرنامج أولويتان خياليتان:",
      "- طلاء المنارة الشمالية\n- تدريب الحراس",
      "وستقدم الوزارة تقريرا عن المنارة في نهاية العام الخيالي.",
    ].join("\n\n"),
  }),
];

/** The body's blocks as the page shows them: tag and text. */
const blocks = (page: Page) =>
  page.$$eval(".statement-body > *", (all) =>
    all.map((el) =>
      el.localName === "ul" || el.localName === "ol"
        ? [el.localName, ...[...el.querySelectorAll("li")].map((li) => `${li.value}:${li.textContent}`)]
        : [el.localName, el.textContent],
    ),
  );

describe.skipIf(CHROMIUM_MISSING)("a statement's paragraphs, headings and lists, in Chromium", () => {
  let web: WebFixture;
  beforeAll(async () => {
    web = await startWebFixture({}, STATEMENTS);
  });
  afterAll(() => web?.close());

  it("en: shows paragraphs, a heading and lists, the search's words marked in them", async () => {
    const context = await web.newContext({ serviceWorkers: "block", javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/en/statements/fx-structure-en?q=lighthouse");
    expect(await blocks(page)).toEqual([
      ["p", "The fictional Republic of Verdania announces a programme for its lighthouse keepers."],
      ["h2", "Fictional priorities"],
      ["p", "The programme has two fictional priorities, agreed with the coast:"],
      ["ul", "0:repainting every lighthouse of the north", "0:training keepers in radio"],
      ["ol", "1:Tenders in spring.", "2:Works in summer."],
      ["p", "The ministry will report on each lighthouse at the end of the fictional year."],
    ]);
    expect(
      await page.$$eval(".statement-body mark", (all) => all.map((m) => [m.parentElement?.localName, m.id])),
    ).toEqual([
      ["p", "match-1"],
      ["li", "match-2"],
      ["p", "match-3"],
    ]);
    expect(await page.textContent(".statement-body")).not.toMatch(/##|- /);
  });

  it("ar: shows the paragraphs, heading and list right to left, the search's words marked", async () => {
    const context = await web.newContext({ serviceWorkers: "block" });
    const page = await context.newPage();
    await page.goto("/ar/statements/fx-structure-ar?q=المنارة");
    expect(await page.getAttribute(".statement-body", "dir")).toBe("rtl");
    expect(await blocks(page)).toEqual([
      ["p", "أعلنت وزارة خيالية برنامجا جديدا لحراس المنارة في الساحل."],
      ["h2", "أولويات خيالية"],
      ["p", "للبرنامج أولويتان خياليتان:"],
      ["ul", "0:طلاء المنارة الشمالية", "0:تدريب الحراس"],
      ["p", "وستقدم الوزارة تقريرا عن المنارة في نهاية العام الخيالي."],
    ]);
    expect(
      await page.$$eval(".statement-body mark", (all) => all.map((m) => m.parentElement?.localName)),
    ).toEqual(["p", "li", "p"]);
    // The list's bullets stand at the right, where an Arabic line begins.
    const [list, item] = await Promise.all([
      page.locator(".statement-body ul").evaluate((el) => el.getBoundingClientRect().right),
      page
        .locator(".statement-body ul li")
        .first()
        .evaluate((el) => el.getBoundingClientRect().right),
    ]);
    expect(item).toBeLessThan(list);
  });
});
