import { fictionalStatement } from "@communique/store/testing";
import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROMIUM_MISSING, resultIds, startWebFixture, type WebFixture } from "./web-fixture";

/**
 * Joint statements on the pages (issue 37, point 4): "Joint statement · 3 signatories" with their
 * names under a result and a statement's title, found under a signatory that did not issue it,
 * and on its page the signatories, the names not read as States and each ministry's publication.
 */

/** FICTIONAL statements about an invented beacon treaty: no State issued or signed them. */
const JOINT = {
  ...fictionalStatement({
    id: "fx-jo-1",
    country: "FR",
    language: "en",
    date: "2024-03-01",
    title: "Fictional joint statement on the beacon treaty",
    body: "A fictional joint note on the beacon treaty.",
  }),
  url: "https://ministry-one.example/beacon",
  joint: { signatories: ["FR", "DE", "KE"], unread: ["Fictional Union"] },
};
const ALONE = fictionalStatement({
  id: "fx-jo-2",
  country: "FR",
  language: "en",
  date: "2024-02-01",
  title: "Fictional note on the beacon treaty",
  body: "A fictional note on the beacon treaty.",
});

const UI = {
  en: {
    label: "Joint statement · 3 signatories",
    names: "France, Germany, and Kenya",
    unread: "Fictional Union",
    signatories: "Signatories",
  },
  ar: { label: "بيان مشترك", names: "فرنسا", unread: "Fictional Union", signatories: "الموقّعون" },
} as const;

let web: WebFixture;
beforeAll(async () => {
  if (CHROMIUM_MISSING) return;
  web = await startWebFixture({}, [JOINT, ALONE]);
  // Germany's ministry published the same text: one statement, two publications (the crawler
  // writes these; its own test crawls them from a local site).
  await web.server.database.pool.query(
    `INSERT INTO statement_publications (statement_id, country_code, source, url, fetched_at) VALUES
       ('fx-jo-1', 'FR', 'test', 'https://ministry-one.example/beacon', '2024-03-02T08:00:00Z'),
       ('fx-jo-1', 'DE', 'test', 'https://ministry-two.example/beacon', '2024-03-03T08:00:00Z')`,
  );
});
afterAll(() => web?.close());

describe.skipIf(CHROMIUM_MISSING)("joint statements, in Chromium", () => {
  let plain: BrowserContext;
  beforeAll(async () => {
    plain = await web.newContext({ javaScriptEnabled: false });
  });

  for (const lang of ["en", "ar"] as const) {
    it(`says a result is joint, with its signatories, and finds it under each of them (${lang})`, async () => {
      const page = await plain.newPage();
      await page.goto(`/${lang}/search?q=beacon&sort=recent`);
      expect(await resultIds(page)).toEqual(["fx-jo-1", "fx-jo-2"]);
      const lines = page.locator(".result .joint-line");
      expect(await lines.count()).toBe(1);
      const line = await page.locator("#result-fx-jo-1 .joint-line").innerText();
      expect(line).toContain(UI[lang].label);
      expect(line).toContain(UI[lang].names);
      // Kenya issued nothing: the statement it signed is found under it.
      await page.goto(`/${lang}/search?q=beacon&country=KE`);
      expect(await resultIds(page)).toEqual(["fx-jo-1"]);
      await page.close();
    });

    it(`lists a joint statement's signatories and publications on its page (${lang})`, async () => {
      const page = await plain.newPage();
      await page.goto(`/${lang}/statements/fx-jo-1`);
      const details = page.locator(".joint-details");
      expect(await details.locator("h2").first().innerText()).toBe(UI[lang].signatories);
      const signatories = details.locator(".signatory-list a");
      expect(await signatories.count()).toBe(3);
      expect(await signatories.nth(1).getAttribute("href")).toBe(`/${lang}/search?country=DE`);
      expect(await details.locator(".joint-unread").innerText()).toContain(UI[lang].unread);
      const publications = details.locator(".publication-list a");
      expect(await publications.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual([
        "https://ministry-one.example/beacon",
        "https://ministry-two.example/beacon",
      ]);
      expect(await page.locator(".joint-line").count()).toBe(1);
      await page.close();
    });
  }

  it("says nothing of signatories for a statement that is not joint", async () => {
    const page = await plain.newPage();
    await page.goto("/en/statements/fx-jo-2");
    expect(await page.locator(".joint-line, .joint-details").count()).toBe(0);
    await page.close();
  });
});
