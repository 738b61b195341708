import { getCountry, speakerPostIn } from "@communique/core";
import { parseStatementDate, type StatementInput } from "@communique/store";
import { fictionalStatements } from "@communique/store/testing";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ar } from "../src/i18n/messages/ar";
import { en } from "../src/i18n/messages/en";
import { AXE_TAGS, axeViolationDetails } from "./axe";
import { CHROMIUM_MISSING, startWebFixture, type WebFixture, waitForHydration } from "./web-fixture";

/**
 * Issue 36, points 5 and 6: the country finder reads names and aliases in six languages, exact
 * ones first ("UK" is not Ukraine); Arabic and Chinese pages say everything in their language and
 * script (the report link's name, the title's OR, speakers' posts, Latin letters in a Latin face).
 */

/** FICTIONAL speeches whose speakers give a post: one the vocabulary knows, one it does not. */
const THIS_YEAR = new Date().getUTCFullYear();
const withPost = (id: string, speakerPost: string): StatementInput => ({
  id,
  countryCode: "NO",
  source: "test-fixture",
  url: null,
  title: "Fictional speech with a speaker's post",
  body: "A fictional speech, given by a fictional speaker with a post.",
  language: "en",
  date: parseStatementDate(String(THIS_YEAR))!,
  meta: { fictional: true, speakerName: "Fictional Speaker", speakerPost },
  fetchedAt: null,
});

let web: WebFixture;
beforeAll(async () => {
  if (!CHROMIUM_MISSING)
    web = await startWebFixture({}, [
      ...fictionalStatements(),
      withPost("fx-post-known", "Prime Minister"),
      withPost("fx-post-unknown", "Fictional Keeper of the Seals"),
    ]);
});
afterAll(() => web?.close());

const UK = getCountry("GB")!;
const messages = { en, ar } as const;

/** The header box's suggestions, in their order, once they show. */
async function suggestionsFor(page: Page, text: string): Promise<string[]> {
  const box = page.locator(".site-header input[name=q]");
  await box.fill("");
  await box.pressSequentially(text);
  await page.waitForSelector('.site-header [role="option"]');
  return page.$$eval('.site-header [role="option"]', (options) => options.map((o) => o.textContent ?? ""));
}

describe.skipIf(CHROMIUM_MISSING)("the country finder (issue 36, point 5), in Chromium", () => {
  it.each(["en", "ar"] as const)(
    "suggests the United Kingdom first for UK and its other names (%s)",
    async (lang) => {
      const page = await (await web.newContext()).newPage();
      await page.goto(`/${lang}/about`);
      await waitForHydration(page);
      for (const text of ["UK", "Britain", "英国", "المملكة المتحدة", "Reino Unido", "Великобритания"]) {
        const found = await suggestionsFor(page, text);
        expect(found[0], text).toContain(UK.names[lang]);
        expect(found.join("|"), text).not.toMatch(lang === "en" ? /^[^|]*Ukraine/ : /^[^|]*أوكرانيا/);
      }
      const us = await suggestionsFor(page, "USA");
      expect(us[0]).toContain(getCountry("US")!.names[lang]);
    },
  );

  it.each(["en", "ar"] as const)("ranks the filters' country finder the same way (%s)", async (lang) => {
    const page = await (await web.newContext()).newPage();
    await page.goto(`/${lang}/search?q=fictional`);
    await waitForHydration(page);
    await page.fill(".country-filter input[type=search]", "UK");
    const shown = () =>
      page.$$eval(".country-filter details:not([hidden]) label.option:not([hidden]) input", (inputs) =>
        inputs.map((i) => (i as HTMLInputElement).value),
      );
    await expect.poll(async () => (await shown())[0]).toBe("GB");
    expect((await shown()).indexOf("UA")).toBeGreaterThan(0);
  });

  it.each(["en", "ar"] as const)(
    "offers the UK's statements for a search for UK, without scripts (%s)",
    async (lang) => {
      const page = await (await web.newContext({ javaScriptEnabled: false })).newPage();
      await page.goto(`/${lang}/search?q=UK`);
      expect(await page.textContent(".chip-suggestion")).toBe(
        messages[lang]["translate.statementsBy"].replace("{country}", UK.names[lang]),
      );
      await page.goto(`/${lang}/search?q=${encodeURIComponent("英国")}`);
      expect(await page.getAttribute(".chip-suggestion", "href")).toContain("country=GB");
    },
  );
});

describe.skipIf(CHROMIUM_MISSING)("Arabic and Chinese polish (issue 36, point 6), in Chromium", () => {
  it.each(["en", "ar"] as const)(
    "names the header's report link without a serious axe finding (%s)",
    async (lang) => {
      const page = await (await web.newContext()).newPage();
      await page.goto(`/${lang}/statements/fx-post-known`);
      await waitForHydration(page);
      await page.click("button[aria-pressed]");
      for (const path of ["/about", "/search?q=fictional"]) {
        await page.goto(`/${lang}${path}`);
        await page.waitForSelector(".main-nav .nav-count");
        const serious = (await axeViolationDetails(page, AXE_TAGS)).filter((v) =>
          ["serious", "critical"].includes(v.impact),
        );
        expect(serious.map((v) => `${path}: ${v.id} at ${v.targets.join(", ")}`)).toEqual([]);
      }
    },
  );

  it.each([
    ["en", "OR"],
    ["ar", "أو"],
  ] as const)("writes the query's OR in the page's language in its title (%s)", async (lang, or) => {
    const page = await (await web.newContext({ javaScriptEnabled: false })).newPage();
    await page.goto(`/${lang}/search?q=${encodeURIComponent("peace OR war")}&any=island+ocean`);
    const title = await page.title();
    expect(title).toContain(`peace ${or} war`);
    expect(title).toContain(`(island ${or} ocean)`);
    if (lang === "ar") expect(title).not.toMatch(/\bOR\b/);
  });

  it("draws Latin letters on Chinese pages with a Latin face, not the CJK face's", async () => {
    const page = await (await web.newContext()).newPage();
    await page.goto("/zh/about");
    const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(family.split(",")[0]?.trim()).toBe('"Communique Latin"');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: ".brand-name" });
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.map((f) => f.familyName).filter((name) => /CJK|Han Sans|PingFang|YaHei/.test(name))).toEqual(
      [],
    );
    // Chinese text still gets the Chinese face.
    const { nodeId: heading } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "h1" });
    const chinese = await cdp.send("CSS.getPlatformFontsForNode", { nodeId: heading });
    expect(chinese.fonts.map((f) => f.familyName)).toContain("Noto Sans CJK SC");
  });

  it.each(["ar", "zh", "en"] as const)(
    "shows the speaker's post in the page's language (%s)",
    async (lang) => {
      const page = await (await web.newContext({ javaScriptEnabled: false })).newPage();
      await page.goto(`/${lang}/statements/fx-post-known`);
      const post = page.locator(".provenance .speaker-post");
      expect(await post.textContent()).toBe(speakerPostIn("Prime Minister", lang, "en").text);
      expect(await post.textContent()).toBe({ ar: "رئيس الوزراء", zh: "总理", en: "Prime Minister" }[lang]);
      expect(await post.getAttribute("lang")).toBeNull();
      expect(await page.textContent(".provenance dl")).toContain("Fictional Speaker");
      // A post the vocabulary does not know stays as written, marked as English.
      await page.goto(`/${lang}/statements/fx-post-unknown`);
      expect(await post.textContent()).toBe("Fictional Keeper of the Seals");
      expect(await post.getAttribute("lang")).toBe(lang === "en" ? null : "en");
    },
  );
});
