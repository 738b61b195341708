import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROMIUM_MISSING, startWebFixture, type WebFixture } from "./web-fixture";

/**
 * The Atom feed a results page offers (issue 36, point 8), followed as a reader's feed reader
 * would: a day-dated statement is published on its day, one dated by its month or year on no
 * made-up day, and each entry's summary says its period at its own precision.
 */
let web: WebFixture;
beforeAll(async () => {
  if (!CHROMIUM_MISSING) web = await startWebFixture();
});
afterAll(() => web?.close());

/** One entry of the feed's text, by the statement id its <id> ends with. */
const entryOf = (feed: string, id: string) =>
  feed.split("<entry>").find((entry) => entry.includes(`/statements/${id}</id>`)) ?? "";

describe.skipIf(CHROMIUM_MISSING)("the results page's feed, in Chromium", () => {
  for (const lang of ["en", "ar"] as const) {
    it(`dates its entries at their own precision, never on a made-up day (${lang})`, async () => {
      const context = await web.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`/${lang}/search?q=fictional`);
      const href = await page.getAttribute('link[rel="alternate"][type="application/atom+xml"]', "href");
      const feed = await (await page.request.get(href!)).text();
      // fx-en-1: 15 March 2024; fx-en-3: November 2023; fx-en-4: 2022 (fictional fixtures).
      expect(entryOf(feed, "fx-en-1")).toContain("<published>2024-03-15T12:00:00Z</published>");
      for (const [id, period] of [
        ["fx-en-3", "2023-11"],
        ["fx-en-4", "2022"],
      ] as const) {
        const entry = entryOf(feed, id);
        expect(entry, id).not.toContain("<published>");
        expect(entry, id).toMatch(new RegExp(`<summary[^>]*>${period} — `));
        expect(entry, id).toMatch(/<updated>\d{4}-\d{2}-\d{2}T/);
      }
      await context.close();
    });
  }
});
