import { tmpdir } from "node:os";
import path from "node:path";
import { HEALTH_FIXTURES, insertHealthFixtures } from "@communique/store/testing";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "./axe";
import { CHROMIUM_MISSING, startWebFixture, type WebFixture, waitForHydration } from "./web-fixture";

/** The operators' page of the sources' health, over the FICTIONAL sources of store's fictional-health. */

/** Each row as shown: its source id, its flag and the text of its cells. */
function rows(page: Page) {
  return page.$$eval(".source-health-table tbody tr", (trs) =>
    trs.map((tr) => ({
      id: tr.getAttribute("data-source"),
      flag: tr.getAttribute("data-flag"),
      // biome-ignore lint/performance/useDomNodeTextContent: the text a visitor sees.
      cells: [...tr.querySelectorAll("th, td")].map((cell) => (cell as HTMLElement).innerText.trim()),
    })),
  );
}

describe.skipIf(CHROMIUM_MISSING)("the sources' health page, in Chromium", () => {
  let web: WebFixture;
  beforeAll(async () => {
    web = await startWebFixture({}, []);
    await insertHealthFixtures(web.server.database.pool);
  });
  afterAll(() => web?.close());

  it.each(["en", "ar"] as const)(
    "shows in %s every source, those needing attention first, with what changed",
    async (lang) => {
      const page = await (await web.newContext({ viewport: { width: 1400, height: 1000 } })).newPage();
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      const response = await page.goto(`/${lang}/coverage/sources`);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      expect(await page.getAttribute("html", "dir")).toBe(lang === "ar" ? "rtl" : "ltr");
      expect(await page.getAttribute("meta[name='robots']", "content")).toBe("noindex, follow");
      const shown = await rows(page);
      // Those needing attention first, by flag; then by country name in the page's language
      // (Egypt, Senegal in English; السنغال, مصر in Arabic).
      const rest: [string, string][] = [
        ["fx-health-new", "not-crawled"],
        ["fx-health-off", "disabled"],
      ];
      const senegal: [string, string] = ["fx-health-ok", "ok"];
      expect(shown.map((r) => [r.id, r.flag])).toEqual([
        ["fx-health-failing", "failing"],
        ["fx-health-broken", "selectors-broken"],
        ["fx-health-empty", "selectors-broken"],
        ["fx-health-stale", "stale"],
        ...(lang === "ar" ? [senegal, ...rest] : [...rest, senegal]),
      ]);
      expect(shown).toHaveLength(HEALTH_FIXTURES.length);
      const byId = Object.fromEntries(shown.map((r) => [r.id, r.cells]));
      if (lang === "en") {
        expect(byId["fx-health-failing"]!.slice(0, 5)).toEqual([
          "France",
          "https://fx-health-failing.example.org/press\nfx-health-failing",
          "Web listing",
          "Yes",
          "Failing",
        ]);
        expect(byId["fx-health-failing"]![5]).toMatch(/^\w{3} \d+, \d{4}, .+\n12 entries$/);
        expect(byId["fx-health-failing"]![6]).toMatch(
          /\nHTTP 404\nhttps:\/\/fx-health-failing\.example\.org\/press: HTTP 404$/,
        );
        expect(byId["fx-health-failing"]![7]).toMatch(/^HTTP 404 since \w+ \d+, \d{4} \(2 crawls\)$/);
        expect(byId["fx-health-broken"]![7]).toMatch(
          /^Entries per crawl fell from 20 to 0 on \w+ \d+, \d{4} \(2 crawls since\)$/,
        );
        expect(byId["fx-health-stale"]![7]).toMatch(
          /^No new statement for 41 days \(newest: \w+ \d+, \d{4}\); usually one every 3 days$/,
        );
        expect(byId["fx-health-off"]![3]).toBe("No\nfictional: switched off for the test");
        expect(await page.textContent(".coverage-figures")).toBe("7 sources, 4 needing attention");
      } else {
        expect(byId["fx-health-failing"]![4]).toBe("متعطّل");
        expect(byId["fx-health-stale"]![7]).toContain("لا بيان جديد منذ");
      }
      // Never a stack trace, never the crawler's settings.
      // biome-ignore lint/performance/useDomNodeTextContent: the text a visitor sees.
      const body = await page.$eval("main", (main) => (main as HTMLElement).innerText);
      expect(body).not.toContain("stack line");
      expect(body).not.toMatch(/CRAWL_|contact/i);
      await page.screenshot({
        path: path.join(tmpdir(), `communique-source-health-${lang}.png`),
        fullPage: true,
      });
      expect(errors).toEqual([]);
    },
  );

  it("leaves no English words of the interface in the Arabic page (addresses, ids and messages are data)", async () => {
    const page = await (await web.newContext()).newPage();
    await page.goto("/ar/coverage/sources");
    const interfaceText = await page.$eval("main", (main) => {
      const copy = main.cloneNode(true) as HTMLElement;
      for (const data of copy.querySelectorAll(".source-url, .source-id, .source-message, code"))
        data.remove();
      for (const reason of copy.querySelectorAll("tbody td:nth-child(4) .coverage-note")) reason.remove();
      return copy.textContent ?? "";
    });
    // Names of formats and protocols, and the command's name, are the same in every language.
    const words = (interfaceText.match(/[A-Za-z]+/g) ?? []).filter(
      (w) => !["HTTP", "UTC", "RSS", "Atom", "JSON", "PDF", "sources", "check"].includes(w),
    );
    expect(words).toEqual([]);
  });

  it("filters by health with links, without JavaScript, and is linked from the coverage page", async () => {
    const page = await (await web.newContext({ javaScriptEnabled: false })).newPage();
    await page.goto("/fr/coverage");
    await page.click("main a[href='/fr/coverage/sources']");
    await page.waitForURL("**/fr/coverage/sources");
    expect(await page.textContent("h1")).toBe("État des sources");
    await page.click(".health-filter a[data-flag='stale']");
    await page.waitForURL("**/fr/coverage/sources?flag=stale");
    expect((await rows(page)).map((r) => r.id)).toEqual(["fx-health-stale"]);
    expect(await page.getAttribute(".health-filter a[data-flag='stale']", "aria-current")).toBe("true");
    await page.click(".health-filter a[data-flag='flagged']");
    await page.waitForURL("**/fr/coverage/sources?flag=flagged");
    expect((await rows(page)).map((r) => r.flag)).toEqual([
      "failing",
      "selectors-broken",
      "selectors-broken",
      "stale",
    ]);
    // An unknown filter shows every source.
    await page.goto("/fr/coverage/sources?flag=sinking");
    expect(await rows(page)).toHaveLength(HEALTH_FIXTURES.length);
  });

  it.each(["en", "ar"])("reports no accessibility violation in %s (axe-core)", async (lang) => {
    const page = await (await web.newContext()).newPage();
    await page.goto(`/${lang}/coverage/sources`);
    const violations = await axeViolations(page);
    expect(violations).toEqual([]);
  });
});
