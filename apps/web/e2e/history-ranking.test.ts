import { fictionalStatement } from "@communique/store/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROMIUM_MISSING, resultIds, startWebFixture, type WebFixture } from "./web-fixture";

/**
 * On the results page, the speeches about a topic lead whatever their date (issue 36, point 10):
 * more recent statements name it in passing than relevance reads (its window of the 500 most
 * recent matches), and two old FICTIONAL speeches are about it. "Most recent" stays a sort the
 * reader chooses.
 */
const fictional = (id: string, date: string, title: string, body: string) =>
  fictionalStatement({ id, country: "NO", language: "en", date, title, body });

const filler = "The fictional delegation spoke of its budget, its meetings and its staff. ".repeat(12);
const PASSING = Array.from({ length: 520 }, (_, i) =>
  fictional(
    `fx-passing-${i}`,
    `20${10 + (i % 15)}-0${1 + (i % 9)}-1${i % 10}`,
    `Fictional note number ${i}`,
    `${filler}It named the lighthouse tariffs once. ${filler}`,
  ),
);
const ABOUT = [
  fictional(
    "fx-about-1974",
    "1974",
    "Fictional speech of 1974",
    `${filler}${"The lighthouse tariffs ruin fictional fishermen. ".repeat(14)}`,
  ),
  fictional(
    "fx-about-1981",
    "1981",
    "Fictional speech of 1981",
    `${filler}${"The lighthouse tariffs must end. ".repeat(11)}`,
  ),
];

let web: WebFixture;
beforeAll(async () => {
  if (!CHROMIUM_MISSING) web = await startWebFixture({}, [...PASSING, ...ABOUT]);
});
afterAll(() => web?.close());

describe.skipIf(CHROMIUM_MISSING)("the speeches about a topic, whatever their date, in Chromium", () => {
  for (const lang of ["en", "ar"] as const) {
    it(`lead the results by relevance, and the most recent lead when chosen (${lang})`, async () => {
      const context = await web.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`/${lang}/search?q=lighthouse+tariffs`);
      expect((await resultIds(page)).slice(0, 2)).toEqual(["fx-about-1974", "fx-about-1981"]);
      await page.goto(`/${lang}/search?q=lighthouse+tariffs&sort=recent`);
      expect((await resultIds(page)).slice(0, 20)).not.toContain("fx-about-1974");
      await context.close();
    });
  }
});
