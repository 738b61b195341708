import { GROUP_SLUGS, getCountry, groupName } from "@communique/core";
import {
  COVERAGE_SOURCES,
  COVERAGE_STATEMENTS,
  coverageStatements,
  insertCoverageFixtures,
} from "@communique/store/testing";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "../src/i18n/messages/en";
import { axeViolations } from "./axe";
import { CHROMIUM_MISSING, startWebFixture, type WebFixture, waitForHydration } from "./web-fixture";

const ENGLISH_TEXTS = Object.values(en).filter((text) => !text.includes("{") && text.length >= 8);

/** The figures of one table row, as shown. */
async function row(page: Page, code: string) {
  return page.$eval(`tr[data-code="${code}"]`, (tr) => {
    const cells = [...tr.querySelectorAll("th, td")].map((cell) => cell as HTMLElement);
    return {
      group: tr.closest(".coverage-group")?.querySelector("h2")?.textContent ?? "",
      // biome-ignore lint/performance/useDomNodeTextContent: the text a visitor sees.
      text: cells.map((cell) => cell.innerText.trim()),
      times: [...tr.querySelectorAll("time")].map((time) => time.getAttribute("datetime")),
    };
  });
}

/** What the fixtures say of an issuer, counted here rather than by the product. */
function inserted(code: string) {
  const sources = COVERAGE_SOURCES.filter((s) => s.country === code);
  return {
    sources: sources.length,
    disabled: sources.filter((s) => !s.enabled).length,
    statements: COVERAGE_STATEMENTS.filter((s) => s.country === code).length,
  };
}

const ISSUERS_WITH_DATA = [...new Set([...COVERAGE_SOURCES, ...COVERAGE_STATEMENTS].map((f) => f.country))];

describe.skipIf(CHROMIUM_MISSING)("the coverage page, in Chromium", () => {
  let web: WebFixture;
  beforeAll(async () => {
    web = await startWebFixture({}, coverageStatements());
    await insertCoverageFixtures(web.server.database.pool, { statements: false });
  });
  afterAll(() => web?.close());

  it.each(["en", "ar"] as const)("shows in %s the figures that were inserted", async (lang) => {
    const page = await (await web.newContext()).newPage();
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    const response = await page.goto(`/${lang}/coverage`);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    expect(await page.getAttribute("html", "lang")).toBe(lang === "ar" ? "ar" : "en-US");
    expect(await page.getAttribute("html", "dir")).toBe(lang === "ar" ? "rtl" : "ltr");
    expect(await page.locator("h1").count()).toBe(1);
    expect(await page.$$eval(".coverage-group h2", (hs) => hs.map((h) => h.textContent))).toEqual(
      GROUP_SLUGS.map((slug) => groupName(slug, lang)),
    );

    for (const code of ISSUERS_WITH_DATA) {
      const shown = await row(page, code);
      const want = inserted(code);
      expect(shown.group, code).toBe(groupName(getCountry(code)!.group, lang));
      expect(shown.text[0], code).toContain(getCountry(code)!.names[lang]);
      expect(shown.text[1], code).toMatch(new RegExp(`^${want.sources}(\\D|$)`));
      if (want.disabled) expect(shown.text[1], code).toContain(String(want.disabled));
      expect(shown.text[4], code).toBe(String(want.statements));
    }
    const sn = await row(page, "SN");
    expect(sn.times).toEqual(["2026-03-02T10:00:30.000Z", "2026-02-27"]);
    if (lang === "en") {
      expect(sn.text.slice(1, 4)).toEqual([
        "2\ndisabled: 1",
        "Mar 2, 2026, 10:00 AM\nlast successful crawl: Mar 1, 2026, 10:01 AM",
        "February 27, 2026",
      ]);
      expect((await row(page, "DE")).text.slice(1)).toEqual(["0", "never", "none", "0"]);
      const figures = await page.$$eval(".coverage-figures li", (lis) => lis.map((li) => li.textContent));
      expect(figures).toEqual([
        "3 of 193 member states have at least one source",
        "5 of 193 member states have at least one statement",
        `${COVERAGE_STATEMENTS.length} statements indexed`,
        `${COVERAGE_SOURCES.length} sources in the registry (${COVERAGE_SOURCES.filter((s) => s.enabled).length} in use)`,
      ]);
    }
    // Known only by its year: the year and nothing more, in both languages.
    expect((await row(page, "JP")).text[3]).toBe("2022");
    expect((await row(page, "KE")).times).toEqual(["2023-11"]);
    expect(errors).toEqual([]);
  });

  it("leaves no English in the Arabic page", async () => {
    const page = await (await web.newContext()).newPage();
    await page.goto("/ar/coverage");
    // biome-ignore lint/performance/useDomNodeTextContent: the text a visitor sees.
    const main = await page.$eval("main", (m) => (m as HTMLElement).innerText);
    expect(main.replaceAll("Communiqué", "").match(/[A-Za-z]+/g) ?? []).toEqual([]);
    // biome-ignore lint/performance/useDomNodeTextContent: the text a visitor sees.
    const body = await page.$eval("body", (b) => (b as HTMLElement).innerText);
    for (const text of ENGLISH_TEXTS) expect(body, text).not.toContain(text);
  });

  it.each(["en", "ar"])("reports no accessibility violation in %s (axe-core)", async (lang) => {
    const page = await (await web.newContext()).newPage();
    await page.goto(`/${lang}/coverage`);
    const violations = await axeViolations(page);
    expect(violations).toEqual([]);
  });

  it("scrolls the tables sideways on a narrow screen, never the page", async () => {
    const page = await (await web.newContext({ viewport: { width: 360, height: 740 } })).newPage();
    for (const lang of ["en", "ar"]) {
      await page.goto(`/${lang}/coverage`);
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        viewport: document.documentElement.clientWidth,
        table: document.querySelector(".coverage-table")!.scrollWidth,
        region: document.querySelector(".coverage-group .table-scroll")!.clientWidth,
      }));
      expect(widths.page, lang).toBeLessThanOrEqual(widths.viewport);
      expect(widths.table, lang).toBeGreaterThan(widths.region);
    }
  });

  it("is readable without JavaScript and linked from the footer", async () => {
    const page = await (await web.newContext({ javaScriptEnabled: false })).newPage();
    await page.goto("/fr/about");
    await page.click(".site-footer a[href='/fr/coverage']");
    await page.waitForURL("**/fr/coverage");
    expect(await page.textContent("h1")).toBe("Couverture");
    expect((await row(page, "FR")).text[4]).toBe(String(inserted("FR").statements));
  });
});
