import { fictionalStatement } from "@communique/store/testing";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ar } from "../src/i18n/messages/ar";
import { en } from "../src/i18n/messages/en";
import { createTranslator } from "../src/i18n/translate";
import { CHROMIUM_MISSING, startWebFixture, type WebFixture, waitForHydration } from "./web-fixture";

/**
 * FICTIONAL statements about lighthouses: the search's words marked in the whole text, the
 * "match n of N" navigator, and the way back to the result the reader came from.
 */
const STATEMENTS = [
  fictionalStatement({
    id: "fx-light-en",
    language: "en",
    date: "2024-03-02",
    title: "A fictional note",
    body: "The lighthouse was repainted.\n\nA second paragraph about harbours.\n\nEvery lighthouse keeper and the lighthouses of the coast were thanked.",
  }),
  fictionalStatement({
    id: "fx-light-title",
    language: "en",
    date: "2024-03-01",
    title: "A fictional lighthouse headline",
    body: "This text speaks only of harbours.",
  }),
  fictionalStatement({
    id: "fx-light-ar",
    language: "ar",
    country: "EG",
    date: "2024-03-03",
    title: "بيان خيالي",
    body: "تحدث الوزير عن المنارة الجديدة.\n\nوأكد أن المنارة ستضاء قريبا.",
  }),
];
const texts = { en: createTranslator("en", en, "Communiqué"), ar: createTranslator("ar", ar, "Communiqué") };

describe.skipIf(CHROMIUM_MISSING)("a statement opened from a search, in Chromium", () => {
  let web: WebFixture;
  beforeAll(async () => {
    web = await startWebFixture({}, STATEMENTS);
  });
  afterAll(() => web?.close());

  async function newPage() {
    const context = await web.newContext({ serviceWorkers: "block" });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    return { page, errors };
  }

  const marks = (page: Page) =>
    page.$$eval(".statement-body mark", (all) => all.map((m) => [m.id, m.textContent]));
  const count = (page: Page) => page.textContent(".match-count");
  const current = (page: Page) =>
    page.evaluate(() => ({
      marked: document.querySelector("mark.match-current")?.id,
      focused: document.activeElement?.id,
      hash: window.location.hash,
    }));

  it("marks every match, moves through them, and goes back to the result (en)", async () => {
    const t = texts.en;
    const { page, errors } = await newPage();
    await page.goto("/en/search?q=lighthouse&sort=recent");
    await waitForHydration(page);
    const link = page.locator("#result-fx-light-en .result-title a");
    expect(await link.getAttribute("href")).toBe("/en/statements/fx-light-en?q=lighthouse&sort=recent");
    await link.click();
    await page.waitForSelector(".match-nav");
    await waitForHydration(page);
    expect(await marks(page)).toEqual([
      ["match-1", "lighthouse"],
      ["match-2", "lighthouse"],
      ["match-3", "lighthouses"],
    ]);
    expect(await count(page)).toBe(t("statement.matchTotal", { total: 3 }));

    const next = page.getByRole("link", { name: t("statement.nextMatch") });
    const previous = page.getByRole("link", { name: t("statement.previousMatch") });
    await next.click();
    await page.waitForFunction(() => document.querySelector("mark.match-current")?.id === "match-1");
    expect(await count(page)).toBe(t("statement.matchPosition", { current: 1, total: 3 }));
    expect(await current(page)).toEqual({ marked: "match-1", focused: "match-1", hash: "#match-1" });
    await next.click();
    await next.click();
    await page.waitForFunction(() => document.querySelector("mark.match-current")?.id === "match-3");
    expect(await count(page)).toBe(t("statement.matchPosition", { current: 3, total: 3 }));
    // Past the last, the first; before the first, the last.
    await next.click();
    await page.waitForFunction(() => document.querySelector("mark.match-current")?.id === "match-1");
    await previous.click();
    await page.waitForFunction(() => document.querySelector("mark.match-current")?.id === "match-3");
    expect(await page.$$("mark.match-current")).toHaveLength(1);

    await page.click(".back-to-results a");
    await page.waitForURL(/\/en\/search\?/);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(
      "/en/search?q=lighthouse&sort=recent",
    );
    expect(new URL(page.url()).hash).toBe("#result-fx-light-en");
    await page.waitForSelector("#result-fx-light-en");
    // The reader is back at the result it left: its link has the focus, not the page's heading.
    await page.waitForFunction(() => document.activeElement?.closest(".result")?.id === "result-fx-light-en");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("href"))).toBe(
      "/en/statements/fx-light-en?q=lighthouse&sort=recent",
    );
    expect(errors).toEqual([]);
  });

  it("works without scripts: the marks are anchors and the navigator's links reach them", async () => {
    const context = await web.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/en/statements/fx-light-en?q=lighthouse");
    expect(await count(page)).toBe(texts.en("statement.matchTotal", { total: 3 }));
    expect(await page.getAttribute(".match-nav a >> nth=1", "href")).toBe("#match-1");
    await page.click(".match-nav a >> nth=1");
    expect(new URL(page.url()).hash).toBe("#match-1");
  });

  it("says when the search matched the title only, and shows nothing of the kind without a search", async () => {
    const { page } = await newPage();
    await page.goto("/en/statements/fx-light-title?q=lighthouse");
    expect(await page.textContent(".match-none")).toBe(texts.en("statement.noMatchInText"));
    expect(await page.$(".match-nav")).toBeNull();
    // Words in neither the title nor the text: it says so, and never "matched by its title".
    await page.goto("/en/statements/fx-light-title?q=quillmarsh");
    expect(await page.textContent(".match-none")).toBe(texts.en("statement.noMatchAtAll"));
    await page.goto("/en/statements/fx-light-en");
    expect(await page.$(".match-nav")).toBeNull();
    expect(await page.$(".match-none")).toBeNull();
    expect(await page.$(".back-to-results")).toBeNull();
    expect(await page.$$(".statement-body mark")).toHaveLength(0);
  });

  it("marks Arabic words and counts them in Arabic (ar)", async () => {
    const t = texts.ar;
    const { page, errors } = await newPage();
    await page.goto(`/ar/search?q=${encodeURIComponent("منارة")}`);
    await waitForHydration(page);
    await page.click("#result-fx-light-ar .result-title a");
    await page.waitForSelector(".match-nav");
    await waitForHydration(page);
    expect((await marks(page)).map(([, text]) => text)).toEqual(["المنارة", "المنارة"]);
    await page.getByRole("link", { name: t("statement.nextMatch") }).click();
    await page.waitForFunction(() => document.querySelector("mark.match-current")?.id === "match-1");
    expect(await count(page)).toBe(t("statement.matchPosition", { current: 1, total: 2 }));
    expect(await page.textContent(".back-to-results a")).toBe(t("statement.backToResults"));
    expect(errors).toEqual([]);
  });
});
