import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shareLink } from "../src/report/share-link";
import { AXE_TAGS, axeViolationDetails, axeViolations } from "./axe";
import { SITE_PATHS } from "./site-pages";
import { CHROMIUM_MISSING, startWebFixture, type WebFixture } from "./web-fixture";

/** The WCAG 2.2 A and AA rules, without axe's best practices: the reports' pages. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"];

describe.skipIf(CHROMIUM_MISSING)("accessibility (axe-core, WCAG 2.2 A and AA)", () => {
  let web: WebFixture;
  beforeAll(async () => {
    web = await startWebFixture();
  });
  afterAll(() => web?.close());

  // Every page of the site in one test, some 4 s each on a busy machine: more than the default
  // 90 s once the list passed 25 pages.
  it.each(["en", "ar"])("reports no violation on any page in %s", { timeout: 240_000 }, async (lang) => {
    const context = await web.newContext();
    const page = await context.newPage();
    const paths = [
      ...SITE_PATHS,
      "/search?q=peace",
      "/search?q=fictional&group=african&sort=oldest",
      "/search?q=zzzznothing",
      "/statements/fx-ar-1",
      "/no-such-page",
    ];
    const problems: string[] = [];
    for (const path of paths) {
      await page.goto(`/${lang}${path}`);
      for (const v of await axeViolationDetails(page, AXE_TAGS))
        problems.push(`${lang}${path}: ${v.id} (${v.impact}) ${v.help} at ${v.targets.join(", ")}`);
    }
    expect(problems).toEqual([]);
  });

  // The four other languages on the main pages (issue 36): the pages are the same components, so
  // what differs is text (names, plurals, lengths) and the Chinese page's fonts and wrapping.
  it.each(["zh", "fr", "ru", "es"])(
    "reports no violation on the main pages in %s",
    { timeout: 120_000 },
    async (lang) => {
      const page = await (await web.newContext()).newPage();
      const problems: string[] = [];
      for (const path of [
        "",
        "/search?q=climate&country=KE",
        "/statements/fx-zh-1",
        "/report",
        "/analytics?q=climate",
        "/coverage",
      ]) {
        await page.goto(`/${lang}${path}`);
        for (const v of await axeViolationDetails(page, AXE_TAGS))
          problems.push(`${lang}${path}: ${v.id} (${v.impact}) ${v.help} at ${v.targets.join(", ")}`);
      }
      expect(problems).toEqual([]);
    },
  );

  it.each(["en", "ar"])("reports no violation on a report with statements in %s", async (lang) => {
    const page = await (await web.newContext()).newPage();
    await page.goto(`/${lang}/statements/fx-ar-1`);
    await page.waitForFunction(
      () => (window as { __communiqueHydrated?: boolean }).__communiqueHydrated === true,
    );
    await page.click("button[aria-pressed]");
    await page.goto(`/${lang}/report`);
    await page.waitForSelector(".report-item");
    const violations = await axeViolations(page, WCAG_TAGS);
    expect(violations).toEqual([]);
  });

  it.each(["en", "ar"])(
    "reports no violation on a shared report, nor in the header's count, in %s",
    async (lang) => {
      const page = await (await web.newContext()).newPage();
      await page.goto(`/${lang}/statements/fx-en-1`);
      await page.waitForFunction(
        () => (window as { __communiqueHydrated?: boolean }).__communiqueHydrated === true,
      );
      await page.click("button[aria-pressed]");
      const { url } = await shareLink(web.server.base, lang, {
        title: "Fictional shared title",
        items: [
          { id: "fx-ar-1", note: "Fictional note" },
          { id: "fx-zh-1", note: "" },
        ],
      });
      await page.goto(url);
      await page.waitForSelector(".shared-choice");
      await page.waitForSelector(".main-nav .nav-count");
      const violations = await axeViolations(page, WCAG_TAGS);
      expect(violations).toEqual([]);
    },
  );

  it("offers a skip link as the first focusable element, which moves focus to the main content", async () => {
    const page = await (await web.newContext()).newPage();
    await page.goto("/ar/about");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.className)).toBe("skip-link");
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("main");
  });

  it("shows a visible focus outline on links and buttons", async () => {
    const page = await (await web.newContext()).newPage();
    await page.goto("/en");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
    expect(outline).toBe("solid");
  });
});
