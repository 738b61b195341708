import { fictionalStatement } from "@communique/store/testing";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ar } from "../src/i18n/messages/ar";
import { en } from "../src/i18n/messages/en";
import { createTranslator } from "../src/i18n/translate";
import { CHROMIUM_MISSING, startWebFixture, type WebFixture, waitForHydration } from "./web-fixture";

/**
 * FICTIONAL statements, one a year over 45 years (dated by the year only), about sea levels and
 * harbours: enough periods for a phone's chart to scroll. The analytics pages have one keyword
 * box (the header's), suggest the phrase for unquoted words, and open a phone's chart on the
 * latest years.
 */
const YEARS = Array.from({ length: 45 }, (_, i) => 1980 + i);
const STATEMENTS = YEARS.map((year) =>
  fictionalStatement({
    id: `fx-sea-${year}`,
    language: "en",
    country: year % 2 ? "FJ" : "KE",
    date: String(year),
    body:
      year % 3
        ? "A fictional note on the sea level and a harbour."
        : "A fictional note on the level of the sea.",
  }),
);
const texts = { en: createTranslator("en", en, "Communiqué"), ar: createTranslator("ar", ar, "Communiqué") };

describe.skipIf(CHROMIUM_MISSING)("the analytics pages' keyword, in Chromium", () => {
  let web: WebFixture;
  beforeAll(async () => {
    web = await startWebFixture({}, STATEMENTS);
  });
  afterAll(() => web?.close());

  async function open(path: string, phone = false): Promise<Page> {
    const context = await web.newContext({
      serviceWorkers: "block",
      ...(phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {}),
    });
    const page = await context.newPage();
    await page.goto(path);
    await waitForHydration(page);
    return page;
  }

  /** Every visible text box that takes a keyword (q) on the page, with its form's action. */
  const keywordBoxes = (page: Page) =>
    page.$$eval("input[name='q']:not([type='hidden'])", (inputs) =>
      inputs.map((i) => new URL((i as HTMLInputElement).form!.action).pathname),
    );

  it.each(["en", "ar"] as const)(
    "has one keyword box, the header's, sending to the page shown (%s)",
    async (lang) => {
      const page = await open(`/${lang}/analytics?q=sea`);
      expect(await keywordBoxes(page)).toEqual([`/${lang}/analytics`]);
      await page.goto(`/${lang}/analytics-tool?q=sea`);
      expect(await keywordBoxes(page)).toEqual([`/${lang}/analytics-tool`]);
      expect(await page.getAttribute(".site-header input[name='q']", "placeholder")).toBe(
        texts[lang]("searchBox.analyticsPlaceholder"),
      );
      // Without a keyword, the prompt points to that box, and there is no other.
      await page.goto(`/${lang}/analytics-tool`);
      expect(await page.textContent(".analytics-prompt")).toBe(texts[lang]("analytics.prompt"));
      expect(await keywordBoxes(page)).toEqual([`/${lang}/analytics-tool`]);
    },
  );

  it("suggests no country in the analytics box, where a country is a filter and not a keyword", async () => {
    // The search page's box suggests Kenya for "Ken"; the analytics pages' box does not.
    const page = await open("/en/search");
    await page.type(".site-header input[name='q']", "Ken");
    await page.waitForSelector(".site-header [role='listbox']:not([hidden])");
    await page.goto("/en/analytics?q=sea");
    await waitForHydration(page);
    await page.fill(".site-header input[name='q']", "");
    await page.type(".site-header input[name='q']", "Ken");
    await page.waitForLoadState("networkidle");
    expect(await page.getAttribute(".site-header [role='listbox']", "hidden")).not.toBeNull();
  });

  it("keeps the filters, compared terms and interval when the header's box changes the keyword", async () => {
    const page = await open(
      "/en/analytics-tool?q=sea&group=african&compare=harbour&interval=year&month=2020-01",
    );
    await page.fill(".site-header input[name='q']", "level");
    await page.press(".site-header input[name='q']", "Enter");
    await page.waitForURL(/q=level/);
    const url = new URL(page.url());
    expect(url.pathname).toBe("/en/analytics-tool");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: "level",
      group: "african",
      compare: "harbour",
      interval: "year",
    });
    // The tool's own form keeps the keyword when it changes the compared terms.
    await page.fill(".tool-form input[name='compare'] >> nth=1", "sea");
    await page.click(".tool-form button[type='submit']");
    await page.waitForURL(/compare=sea/);
    expect(new URL(page.url()).searchParams.get("q")).toBe("level");
  });

  it.each(["en", "ar"] as const)(
    "suggests the phrase for unquoted words, and only then (%s)",
    async (lang) => {
      const page = await open(`/${lang}/analytics?q=sea+level`);
      const suggestions = () => page.$$eval(".phrase-suggestions li", (li) => li.length);
      expect(await suggestions()).toBe(1);
      await page.click(".phrase-suggestions a");
      await page.waitForURL(/q=%22sea/);
      expect(new URL(page.url()).searchParams.get("q")).toBe('"sea level"');
      await page.waitForSelector(".phrase-suggestions", { state: "detached" });
      for (const q of ["sea", "sea+OR+level", "sea+-harbour"]) {
        await page.goto(`/${lang}/analytics?q=${q}`);
        expect(await suggestions(), q).toBe(0);
      }
      // A compared term of several words gets its own suggestion, which changes only that term.
      await page.goto(`/${lang}/analytics-tool?q=harbour&compare=sea+level&compare=sea`);
      expect(await suggestions()).toBe(1);
      await page.click(".phrase-suggestions a");
      await page.waitForURL(/compare=%22sea/);
      const url = new URL(page.url());
      expect([url.searchParams.get("q"), url.searchParams.getAll("compare")]).toEqual([
        "harbour",
        ['"sea level"', "sea"],
      ]);
    },
  );

  it.each([
    ["en", "/analytics"],
    ["ar", "/analytics-tool"],
  ] as const)(
    "shows a query of the advanced fields alone in their form, which keeps the page and its terms (%s%s)",
    async (lang, path) => {
      const page = await open(`/${lang}${path}?all=sea&compare=harbour&interval=year`);
      const field = page.locator(".advanced-form input[name=all]");
      expect(await field.isVisible()).toBe(true);
      expect(await field.inputValue()).toBe("sea");
      await field.fill("sea level");
      await page.click(".advanced-form button[type=submit]");
      await page.waitForURL(/all=sea\+level/);
      const url = new URL(page.url());
      expect(url.pathname).toBe(`/${lang}${path}`);
      expect([url.searchParams.getAll("compare"), url.searchParams.get("interval")]).toEqual([
        ["harbour"],
        "year",
      ]);
      await expect.poll(() => page.inputValue(".advanced-form input[name=all]")).toBe("sea level");
      // A query typed in the box shows no advanced form.
      await page.goto(`/${lang}${path}?q=sea`);
      expect(await page.$(".advanced-form")).toBeNull();
    },
  );

  it.each([
    ["en", "45 years", "q=sea"],
    ["ar", "45 years", "q=sea"],
    ["en", "13 years", "q=sea&from=2012-01-01&interval=year"],
    ["ar", "13 years", "q=sea&from=2012-01-01&interval=year"],
  ] as const)(
    "opens a phone's chart on the latest years and says it scrolls (%s, %s)",
    async (lang, _periods, query) => {
      const page = await open(`/${lang}/analytics?${query}`, true);
      const scroller = page.locator(".chart-scroll").first();
      await scroller.waitFor();
      expect(await page.isVisible(".chart-scroll-hint")).toBe(true);
      expect(await page.textContent(".chart-scroll-hint")).toBe(texts[lang]("charts.scrollHint"));
      expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth + 10)).toBe(true);
      // The axis's year labels, earliest first, and whether each is in view: the latest is, the
      // earliest is scrolled away (time runs left to right in English, right to left in Arabic).
      const labels = await scroller.evaluate((el) => {
        const box = el.getBoundingClientRect();
        return [...el.querySelectorAll("svg text")]
          .filter((t) => /^\d{4}$/.test(t.textContent ?? ""))
          .map((t) => {
            const at = t.getBoundingClientRect();
            return {
              year: Number(t.textContent),
              inView: at.left >= box.left - 1 && at.right <= box.right + 1,
            };
          })
          .sort((a, b) => a.year - b.year);
      });
      expect(labels.length).toBeGreaterThan(2);
      expect(labels.at(-1)).toEqual({ year: 2024, inView: true });
      expect(labels[0]!.inView).toBe(false);
      // The value axis and the legend stay in view, on a layer over the drawing that assistive
      // technology skips; scrolled to the earliest years, each of its labels lies on the chart's own.
      const frozen = page.locator(".chart-scroll-area .chart-frozen svg").first();
      expect(await frozen.getAttribute("aria-hidden")).toBe("true");
      const edge = () =>
        page.evaluate(() => {
          const area = document.querySelector(".chart-scroll-area")!;
          const box = area.querySelector(".chart-scroll")!.getBoundingClientRect();
          const place = (t: Element) => {
            const at = t.getBoundingClientRect();
            return {
              text: t.textContent,
              x: Math.round(at.left),
              y: Math.round(at.top),
              inView: at.left >= box.left - 1 && at.right <= box.right + 1,
            };
          };
          const labelsOf = (root: Element) =>
            [...root.querySelectorAll(".chart-tick-value, .chart-legend-item text")].map(place);
          return {
            frozen: labelsOf(area.querySelector(".chart-frozen")!),
            drawn: labelsOf(area.querySelector(".chart-scroll svg")!),
          };
        });
      const opened = await edge();
      expect(opened.frozen.map((l) => l.text)).toEqual(opened.drawn.map((l) => l.text));
      expect(opened.frozen.length).toBeGreaterThan(2);
      expect(opened.frozen.every((l) => l.inView)).toBe(true);
      expect(opened.drawn.some((l) => l.inView)).toBe(false);
      await scroller.evaluate((el) => {
        el.scrollLeft = getComputedStyle(el).direction === "rtl" ? -el.scrollWidth : el.scrollWidth;
      });
      const earliest = await edge();
      expect(earliest.drawn.map(({ text, x, y }) => ({ text, x, y }))).toEqual(
        earliest.frozen.map(({ text, x, y }) => ({ text, x, y })),
      );
    },
  );

  it("draws the whole chart without a hint on a wide screen", async () => {
    const page = await open("/en/analytics?q=sea");
    expect(await page.isVisible(".chart-scroll-hint")).toBe(false);
    const overflows = await page
      .locator(".chart-scroll")
      .first()
      .evaluate((el) => el.scrollWidth > el.clientWidth + 1);
    expect(overflows).toBe(false);
  });
});
