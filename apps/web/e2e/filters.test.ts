import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROMIUM_MISSING, startWebFixture, type WebFixture, waitForHydration } from "./web-fixture";

/** The issuing country at the head of each result's line ("Kenya · January 2, 2021 · English"). */
const resultIssuers = (page: Page) =>
  page.$$eval(".results .result .meta-line", (lines) => lines.map((l) => l.textContent!.split(" · ")[0]!));

describe.skipIf(CHROMIUM_MISSING)("the issuer filters do what their chips say, in Chromium", () => {
  let web: WebFixture;
  let context: BrowserContext;
  beforeAll(async () => {
    web = await startWebFixture();
    context = await web.newContext({ serviceWorkers: "block" });
  });
  afterAll(() => web?.close());

  it("narrows a chosen group to the country chosen inside it, says so, and widens back", async () => {
    const page = await context.newPage();
    // Browsing (no query): every statement of the fixture's African issuers, in any language.
    await page.goto("/en/search?group=african");
    await waitForHydration(page);
    await expect.poll(async () => new Set(await resultIssuers(page)).size).toBeGreaterThan(1);
    const wholeGroup = await page.textContent(".result-count");

    // Kenya, inside the African States: the group narrows to it.
    await page.click('.country-filter summary:has-text("African States")');
    await page.click('input[name=country][value="KE"]');
    await page.waitForURL(/country=KE/);
    await expect.poll(async () => [...new Set(await resultIssuers(page))]).toEqual(["Kenya"]);
    expect(await page.textContent(".active-filters")).toContain("African States › Kenya");
    expect(await page.locator(".active-filters .chip").count()).toBe(1);
    expect(await page.textContent('label:has(input[name=group][value="african"]) .option-note')).toBe(
      "Only Kenya",
    );
    // The count beside Kenya is what the results hold.
    const kenyaCount = await page.textContent('label:has(input[name=country][value="KE"]) .count');
    expect(await page.textContent(".result-count")).toContain(kenyaCount!);

    // A country outside the chosen group adds to it.
    await page.fill(".country-filter input[type=search]", "Japan");
    await page.click('input[name=country][value="JP"]');
    await page.waitForURL(/country=JP/);
    await expect.poll(async () => [...new Set(await resultIssuers(page))].sort()).toEqual(["Japan", "Kenya"]);
    expect(await page.textContent(".active-filters")).toContain("Japan");

    // Removing the Kenya chip gives the whole group back (with Japan).
    await page.click('.active-filters a:has-text("African States › Kenya")');
    await page.waitForURL((url) => !url.search.includes("country=KE"));
    await expect.poll(async () => new Set(await resultIssuers(page)).size).toBeGreaterThan(2);
    expect(await page.textContent(".result-count")).not.toBe(wholeGroup);
    expect(await page.locator(".option-note").count()).toBe(0);
  });

  it("shows the narrowed group the same way in Arabic", async () => {
    const page = await context.newPage();
    await page.goto("/ar/search?q=fictional&group=african&country=KE");
    expect([...new Set(await resultIssuers(page))]).toEqual(["كينيا"]);
    expect(await page.textContent(".active-filters .chip")).toContain("الدول الأفريقية › كينيا");
    expect(await page.textContent('label:has(input[name=group][value="african"]) .option-note')).toBe(
      "كينيا فقط",
    );
  });
});
