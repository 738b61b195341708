import { parseStatementDate, type StatementInput } from "@communique/store";
import { fictionalStatements } from "@communique/store/testing";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CHROMIUM_MISSING,
  resultIds,
  startWebFixture,
  type WebFixture,
  waitForHydration,
} from "./web-fixture";

/** The issuing country at the head of each result's line ("Kenya · January 2, 2021 · English"). */
const resultIssuers = (page: Page) =>
  page.$$eval(".results .result .meta-line", (lines) => lines.map((l) => l.textContent!.split(" · ")[0]!));

/**
 * A FICTIONAL speech dated by its year alone, as the General Debate's speeches are: this year,
 * so it always overlaps the past week and never lies wholly inside it.
 */
const THIS_YEAR = new Date().getUTCFullYear();
const yearDated: StatementInput = {
  id: "fx-year-dated",
  countryCode: "NO",
  source: "test-fixture",
  url: null,
  title: "Fictional yearbook speech",
  body: "A fictional yearbook almanac speech, dated by its year alone.",
  language: "en",
  date: parseStatementDate(String(THIS_YEAR))!,
  meta: { fictional: true },
  fetchedAt: null,
};

/** A FICTIONAL note dated today, beside it. */
const dayDated: StatementInput = {
  ...yearDated,
  id: "fx-day-dated",
  title: "Fictional almanac note",
  body: "A fictional almanac note, dated to the day.",
  date: parseStatementDate(new Date().toISOString().slice(0, 10))!,
};

/** One product and browser for the file: each describe has its own browser context. */
let web: WebFixture;
beforeAll(async () => {
  if (!CHROMIUM_MISSING) web = await startWebFixture({}, [...fictionalStatements(), yearDated, dayDated]);
});
afterAll(() => web?.close());

describe.skipIf(CHROMIUM_MISSING)("the issuer filters do what their chips say, in Chromium", () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await web.newContext({ serviceWorkers: "block" });
  });

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

describe.skipIf(CHROMIUM_MISSING)("the advanced search stays visible and editable, in Chromium", () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await web.newContext({ serviceWorkers: "block" });
  });

  it("shows its four fields after the search, as chips and in the title, and keeps the filters on an edit", async () => {
    const page = await context.newPage();
    await page.goto("/en");
    await waitForHydration(page);
    await page.click(".advanced-search summary");
    await page.fill('.advanced-form input[name="all"]', "fictional");
    await page.fill('.advanced-form input[name="none"]', "climate");
    await page.click(".advanced-form button[type=submit]");
    await page.waitForURL(/all=fictional/);

    // Still there, filled in, on the results page.
    expect(await page.inputValue('.results-column .advanced-form input[name="all"]')).toBe("fictional");
    expect(await page.inputValue('.results-column .advanced-form input[name="none"]')).toBe("climate");
    const chips = await page.locator(".active-filters .chip").allTextContents();
    expect(chips.join(" | ")).toContain("All of these words: fictional");
    expect(chips.join(" | ")).toContain("None of these words: climate");
    expect(await page.title()).toContain("fictional -climate");
    const withoutClimate = await page.textContent(".result-count");

    // A filter, then an edit of a field: the filter stays.
    await page.click('input[name=language][value="en"]');
    await page.waitForURL(/language=en/);
    await page.fill('.results-column .advanced-form input[name="none"]', "");
    await page.click(".results-column .advanced-form button[type=submit]");
    await page.waitForURL((url) => !url.search.includes("none="));
    expect(new URL(page.url()).searchParams.get("language")).toBe("en");
    expect(new URL(page.url()).searchParams.get("all")).toBe("fictional");
    await expect.poll(() => page.textContent(".result-count")).not.toBe(withoutClimate);

    // Its chip removes a field.
    await page.click('.active-filters a:has-text("All of these words")');
    await page.waitForURL((url) => !url.search.includes("all="));
    await expect.poll(() => page.locator(".results-column .advanced-form").count()).toBe(0);
  });
});

describe.skipIf(CHROMIUM_MISSING)("the phone's first screen, in Chromium", () => {
  let context: BrowserContext;
  const PHONE = { width: 390, height: 844 };
  beforeAll(async () => {
    context = await web.newContext({
      serviceWorkers: "block",
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
    });
  });

  it("shows the first result on the first screen, the filters behind a button, in a sheet", async () => {
    const page = await context.newPage();
    await page.goto("/en/search?q=fictional");
    await waitForHydration(page);
    expect(await page.isVisible("#filters")).toBe(false);
    const first = await page.locator(".results .result").first().boundingBox();
    expect(first!.y + 60).toBeLessThan(PHONE.height);
    expect(await page.textContent(".filters-toggle")).toBe("Filters");

    await page.click(".filters-toggle");
    await page.waitForSelector("#filters", { state: "visible" });
    await page.click('input[name=group][value="african"]');
    await page.waitForURL(/group=african/);
    // The sheet stays open while choosing; it closes on "Show results".
    expect(await page.isVisible("#filters")).toBe(true);
    await page.click(".filters-sheet-close");
    await page.waitForSelector("#filters", { state: "hidden" });
    expect(await page.textContent(".filters-toggle")).toBe("Filters (1)");
    expect(await page.textContent(".active-filters")).toContain("African States");
  });

  it("keeps the header to what it needs, in every language", async () => {
    const page = await context.newPage();
    for (const lang of ["en", "ar", "es", "ru"]) {
      await page.goto(`/${lang}/search?q=fictional`);
      const header = await page.locator(".site-header").boundingBox();
      expect(header!.height, lang).toBeLessThan(200);
      // The six languages on one line.
      const tops = await page.$$eval(".language-switcher a", (links) =>
        links.map((a) => Math.round(a.getBoundingClientRect().top)),
      );
      expect(new Set(tops).size, lang).toBe(1);
    }
  });
});

describe.skipIf(CHROMIUM_MISSING)("dates as precise as the sources, in Chromium", () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await web.newContext({ serviceWorkers: "block" });
  });

  it("offers the year-dated statements that overlap a period none lies wholly inside", async () => {
    const page = await context.newPage();
    await page.goto("/en/search?q=yearbook");
    await waitForHydration(page);
    expect(await page.textContent('label:has(input[name=period][value=""])')).toBe("Any time");
    await page.click('input[name=period][value="week"]');
    await page.waitForURL(/period=week/);
    await expect
      .poll(() => page.textContent(".empty-state"))
      .toContain("1 statement dated only by month or year overlaps this period");
    await page.click('.empty-state a:has-text("Include them")');
    await page.waitForURL(/dates=overlap/);
    await expect.poll(() => page.textContent(".result-count")).toBe("1 statement");
    // The filters' box (the header's search form carries the same value, hidden, for a new query).
    expect(await page.isChecked('input[type=checkbox][name=dates][value="overlap"]')).toBe(true);
    expect(await page.textContent(".active-filters")).toContain(
      "Past week, with month- and year-dated statements",
    );
    // Unticking goes back to what lies wholly inside.
    await page.click('input[type=checkbox][name=dates][value="overlap"]');
    await page.waitForURL((url) => !url.search.includes("dates="));
    await expect.poll(() => page.textContent(".result-count")).toBe("No statements");
  });

  it("says how many more statements dated by month or year overlap a period that has results", async () => {
    const page = await context.newPage();
    await page.goto("/en/search?q=almanac&period=week");
    expect(await page.textContent(".result-count")).toBe("1 statement");
    expect(await page.textContent(".coarse-dates")).toContain(
      "1 more statement, dated only by month or year, overlaps this period.",
    );
    await page.click('.coarse-dates a:has-text("Include them")');
    await page.waitForURL(/dates=overlap/);
    await expect.poll(() => page.textContent(".result-count")).toBe("2 statements");
    expect(await page.locator(".coarse-dates").count()).toBe(0);
  });

  it("says when a parameter of the address looks like a typo, ignores it, and shows the rest", async () => {
    for (const [lang, path, expected] of [
      [
        "en",
        "/en/search?q=yearbook&contry=FR&utm_source=news",
        "“contry” in the address is not a setting of this page",
      ],
      ["ar", "/ar/search?q=yearbook&contry=FR", "«contry» في العنوان ليس من إعدادات هذه الصفحة"],
      ["en", "/en/analytics?q=yearbook&intervall=year", "Did you mean “interval”?"],
    ]) {
      const page = await context.newPage();
      await page.goto(path!);
      const notice = await page.textContent(".mistyped-params");
      expect(notice, path).toContain(expected);
      // A tracker's parameter is not a typo of anything: not named.
      expect(notice, path).not.toContain("utm_source");
      expect(await page.locator(".notice-error").count(), `${lang} ${path}`).toBe(0);
    }
    const page = await context.newPage();
    await page.goto("/en/search?q=yearbook&utm_source=news");
    expect(await page.locator(".mistyped-params").count()).toBe(0);
  });

  it("names a bad date in the address instead of reading it as another day", async () => {
    for (const [lang, expected] of [
      ["en", "“2020-13-45” is not a valid value for “From”"],
      ["ar", "«2020-13-45» ليست قيمة صالحة لـ«من»"],
    ]) {
      const page = await context.newPage();
      await page.goto(`/${lang}/search?q=yearbook&from=2020-13-45`);
      expect(await page.textContent(".notice-error"), lang).toContain(expected);
      expect(await page.locator(".active-filters").count(), lang).toBe(0);
      expect(await page.textContent(".result-count"), lang).not.toBe("");
    }
  });
});

describe.skipIf(CHROMIUM_MISSING)("home and browsing, in Chromium", () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await web.newContext({ serviceWorkers: "block" });
  });

  it("shows the newest statements and what the index holds on the home page", async () => {
    const page = await context.newPage();
    await page.goto("/en");
    expect(await page.locator(".latest-list li").count()).toBe(6);
    // The newest is the note dated today.
    expect(await page.textContent(".latest-list li a")).toBe("Fictional almanac note");
    expect(await page.textContent(".holdings")).toContain("Newest statement:");
    const english = page.locator('.holdings-list a:has-text("English")');
    expect(await english.getAttribute("href")).toBe("/en/search?language=en");
    expect(
      Number(
        (await page.textContent('.holdings-list li:has(a:has-text("English")) .count'))!.replace(/\D/g, ""),
      ),
    ).toBeGreaterThan(1);
    await page.click('.holdings-list a:has-text("African States")');
    await page.waitForURL(/\/en\/search\?group=african/);
    await expect.poll(() => page.textContent(".active-filters")).toContain("African States");
  });

  it("lists the newest statements with their facets on /search without a query", async () => {
    for (const [lang, heading] of [
      ["en", "Latest statements"],
      ["ar", "أحدث البيانات"],
    ]) {
      const page = await context.newPage();
      await page.goto(`/${lang}/search`);
      expect(await page.textContent("#results-title"), lang).toBe(heading);
      expect(await page.locator(".results .result").count(), lang).toBeGreaterThan(10);
      expect(await page.textContent(".results .result-title a"), lang).toBe("Fictional almanac note");
      const african = await page.textContent('label:has(input[name=group][value="african"]) .count');
      expect(Number(african!.replace(/\D/g, "")), lang).toBeGreaterThan(0);
    }
  });
});

describe.skipIf(CHROMIUM_MISSING)("the statement page's provenance and ways on, in Chromium", () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await web.newContext({ serviceWorkers: "block" });
  });

  it("says where a statement comes from and links to more from its issuer and its period", async () => {
    const page = await context.newPage();
    await page.goto("/en/statements/fx-year-dated");
    expect(await page.textContent(".provenance dl")).toContain("test-fixture");
    const country = page.locator('.more-links a:has-text("More statements from Norway")');
    expect(await country.getAttribute("href")).toBe("/en/search?country=NO");
    await page.click(`.more-links a:has-text("Other statements of ${THIS_YEAR}")`);
    await page.waitForURL(new RegExp(`from=${THIS_YEAR}-01-01&to=${THIS_YEAR}-12-31`));
    await expect.poll(async () => (await resultIds(page)).includes("fx-year-dated")).toBe(true);

    await page.goto("/ar/statements/fx-year-dated");
    expect(await page.textContent(".more-links")).toContain("مزيد من بيانات النرويج");
  });
});
