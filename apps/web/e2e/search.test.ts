import { getCountry } from "@communique/core";
import { parseStatementDate, type StatementInput } from "@communique/store";
import { fictionalStatements } from "@communique/store/testing";
import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ar } from "../src/i18n/messages/ar";
import { en } from "../src/i18n/messages/en";
import { fr } from "../src/i18n/messages/fr";
import {
  CHROMIUM_MISSING,
  resultIds,
  startWebFixture,
  type WebFixture,
  waitForHydration,
} from "./web-fixture";

/** 45 FICTIONAL statements about oceans, to page through (20 a page). */
function bulkStatements(): StatementInput[] {
  return Array.from({ length: 45 }, (_, i) => {
    const n = i + 1;
    return {
      id: `fx-bulk-${String(n).padStart(2, "0")}`,
      countryCode: n % 2 ? "KE" : "NO",
      source: "test-fixture",
      url: `https://ministry.example/bulk-${n}`,
      title: `Fictional ocean statement number ${n}`,
      body: `A fictional text about ocean protection, number ${n}.`,
      language: "en",
      date: parseStatementDate(`2021-01-${String((n % 28) + 1).padStart(2, "0")}`)!,
      meta: { fictional: true },
      fetchedAt: new Date("2024-03-20T00:00:00Z"),
    };
  });
}

describe.skipIf(CHROMIUM_MISSING)("searching, in Chromium", () => {
  let web: WebFixture;
  let context: BrowserContext;
  beforeAll(async () => {
    web = await startWebFixture({}, [...fictionalStatements(), ...bulkStatements()]);
    context = await web.newContext({ serviceWorkers: "block" });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: web.server.base });
  });
  afterAll(() => web?.close());

  it("says which language the query was read in, and that only that language is searched as typed", async () => {
    const page = await context.newPage();
    await page.goto("/en/search?q=climate");
    const note = () => page.textContent(".query-language");
    expect(await note()).toBe(
      "Search language: English (the language of this page). Only statements in this language are searched; turn on “Search in all six languages” to search the others too.",
    );
    await page.goto("/en/search?q=changement%20climatique%20et%20s%C3%A9curit%C3%A9");
    expect(await page.getAttribute(".query-language", "data-language")).toBe("fr");
    expect(await note()).toContain("French (from its words)");
    // In the Arabic interface, a word in Latin letters that is a French term is read as French.
    await page.goto("/ar/search?q=climat&translate=add");
    expect(await page.getAttribute(".query-language", "data-language")).toBe("fr");
    expect(await note()).toContain("(حسب كلمات البحث). ويُبحث أيضًا عن مقابلاتها في اللغات الأخرى.");
    await page.close();
  });

  it("says what is wrong with a search of common words only, in the visitor's language", async () => {
    const page = await context.newPage();
    await page.goto("/en/search?q=the%20and");
    expect(await page.textContent("main")).toContain(en["search.errorStopWordsOnly"]);
    await page.goto("/fr/search?q=the%20and");
    expect(await page.textContent("main")).toContain(fr["search.errorStopWordsOnly"]);
    await page.close();
  });

  it.each([
    ["en", "/en/search?q=climate&from=2020-13-45", "from: ", "“2020-13-45” is not a valid value for “From”"],
    ["ar", "/ar/search?q=climate&language=e", "language: ", "«e» ليست قيمة صالحة لـ«اللغة»"],
  ] as const)(
    "says which parameter of the address it could not read, and searches with the rest (%s)",
    async (_lang, path, detail, said) => {
      const page = await context.newPage();
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const notice = page.locator(".notice-error");
      expect(await notice.textContent()).toContain(said);
      expect(await notice.getAttribute("title")).toMatch(new RegExp(`^${detail}`));
      expect(await page.locator(".results .result-title").count()).toBeGreaterThan(0);
      await page.close();
    },
  );

  it("shows the headline figures on the home page", async () => {
    const page = await context.newPage();
    await page.goto("/en");
    const figures = await page.textContent(".figures");
    const statements = [...fictionalStatements(), ...bulkStatements()];
    const members = new Set(
      statements.map((s) => s.countryCode).filter((c) => getCountry(c)?.kind === "member"),
    );
    expect(figures).toContain(`${statements.length} statements indexed`);
    expect(figures).toContain(`${members.size} member states out of 193 covered`);
  });

  it("suggests countries while typing, by keyboard, and searches their statements", async () => {
    const page = await context.newPage();
    await page.goto("/en");
    await waitForHydration(page);
    await page.locator(".hero input[name=q]").pressSequentially("keny");
    await page.waitForSelector('[role="option"]:has-text("Kenya")');
    await page.keyboard.press("ArrowDown");
    expect(await page.getAttribute('[role="option"][aria-selected="true"]', "id")).toBe(
      await page.getAttribute(".hero input[name=q]", "aria-activedescendant"),
    );
    await page.keyboard.press("Enter");
    await page.waitForURL("**/en/search?country=KE");
    await expect.poll(async () => (await resultIds(page)).length).toBe(20);
    expect(await page.textContent(".result-count")).toBe("24 statements");
  });

  it("suggests in the interface language (Arabic)", async () => {
    const page = await context.newPage();
    await page.goto("/ar");
    await waitForHydration(page);
    await page.locator(".hero input[name=q]").pressSequentially("فرن");
    await page.waitForSelector('[role="option"]:has-text("فرنسا")');
  });

  it("filters by group and period and sorts, each in the address, with Back restoring the state", async () => {
    const page = await context.newPage();
    await page.goto("/en/search?q=fictional");
    await waitForHydration(page);
    const all = await resultIds(page);
    expect(all.length).toBe(20);
    const allCount = await page.textContent(".result-count");

    await page.click('input[name=group][value="african"]');
    await page.waitForURL(/group=african/);
    await page.waitForSelector('.active-filters:has-text("African States")');
    const african = await resultIds(page);
    expect(african.length).toBeGreaterThan(0);
    expect(african).toContain("fx-en-3");
    expect(african).not.toContain("fx-en-1");
    expect(await page.textContent(".active-filters")).toContain("African States");

    await page.selectOption("select[name=sort]", "oldest");
    await page.waitForURL(/sort=oldest/);
    // The oldest African statements: fictional Kenyan ones of 2 January 2021.
    await expect.poll(() => page.textContent(".result .meta-line")).toBe("Kenya · January 2, 2021 · English");

    await page.goBack();
    await page.waitForURL((url) => !url.search.includes("sort=oldest"));
    await expect.poll(() => page.inputValue("select[name=sort]")).toBe("relevance");

    await page.click('.active-filters a:has-text("African States")');
    await page.waitForURL((url) => !url.search.includes("group="));
    await expect.poll(() => page.textContent(".result-count")).toBe(allCount);
  });

  it("filters, sorts and pages in Arabic (right to left), the state in the address", async () => {
    const page = await context.newPage();
    await page.goto("/ar/search?q=ocean");
    await waitForHydration(page);
    expect(await page.getAttribute("html", "dir")).toBe("rtl");
    // The searchable country list: typing opens the groups with a match.
    await page.fill(".country-filter input[type=search]", "النرو");
    await page.click('input[name=country][value="NO"]');
    await page.waitForURL(/country=NO/);
    await expect
      .poll(async () => (await resultIds(page)).every((id) => Number(id.slice(-2)) % 2 === 0))
      .toBe(true);
    expect(await page.locator(".active-filters .chip").first().textContent()).toContain("النرويج");
    await page.selectOption("select[name=sort]", "oldest");
    await page.waitForURL(/sort=oldest/);
    await expect.poll(async () => (await resultIds(page))[0]).toBe("fx-bulk-28");
    await page.click('input[name=language][value="en"]');
    await page.waitForURL(/language=en/);
    await page.goBack();
    await page.waitForURL((url) => !url.search.includes("language="));
    await expect.poll(() => page.isChecked('input[name=language][value="en"]')).toBe(false);
  });

  it("counts beside the groups show what each would add, not zero, once a group is chosen", async () => {
    const api = await (await fetch(`${web.server.base}/api/search?q=fictional&lang=en`)).json();
    const count = (slug: string) =>
      String(api.facets.groups.find((g: { slug: string }) => g.slug === slug).count);
    const page = await context.newPage();
    await page.goto("/en/search?q=fictional&group=african");
    const shown = (slug: string) =>
      page.locator(`label:has(input[name=group][value="${slug}"]) .count`).textContent();
    expect(await shown("asia-pacific")).toBe(count("asia-pacific"));
    expect(await shown("african")).toBe(count("african"));
    expect(Number(count("asia-pacific"))).toBeGreaterThan(0);
  });

  it("applies a period preset and resets it", async () => {
    const page = await context.newPage();
    await page.goto("/en/search?q=fictional");
    await waitForHydration(page);
    await page.click('input[name=period][value="2y"]');
    await page.waitForURL(/period=2y/);
    // Fixtures are dated 2021–2024: nothing in the past two years of today's date.
    await page.waitForSelector(".empty-state h2");
    expect(await page.textContent(".empty-state h2")).toBe("No results found");
    // The period is why: the page says so and offers the search without it (issue 36).
    expect(await page.textContent(".empty-state p")).toMatch(
      /^Your filters are why: without them, \d+ statements match\. Search without the filters$/,
    );
    await page.click('input[name=period][value=""]');
    await page.waitForURL((url) => !url.search.includes("period="));
    await expect.poll(async () => (await resultIds(page)).length).toBe(20);
  });

  it.each(["en", "ar"])("loads more results at the end of the list and announces them (%s)", async (lang) => {
    const page = await context.newPage();
    await page.goto(`/${lang}/search?q=ocean&sort=recent`);
    await waitForHydration(page);
    expect((await resultIds(page)).length).toBe(20);
    await page.locator(".load-more").scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelectorAll(".results .result").length === 40);
    await page.locator(".load-more").scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelectorAll(".results .result").length === 45);
    const ids = await resultIds(page);
    expect(new Set(ids).size).toBe(45);
    expect(await page.locator(".load-more a").count()).toBe(0);
    const announced = await page.locator('.results-column [aria-live="polite"]').textContent();
    expect(announced).toContain(lang === "en" ? "5 more results loaded" : "5");
  });

  it("renders the first page of results without JavaScript, with a link to the next", async () => {
    const noScript = await web.newContext({ javaScriptEnabled: false });
    const page = await noScript.newPage();
    await page.goto("/en/search?q=ocean&sort=recent");
    expect((await resultIds(page)).length).toBe(20);
    await page.click(".load-more a");
    await page.waitForURL(/page=2/);
    expect((await resultIds(page)).length).toBe(20);
  });

  it.each([
    ["en", 9],
    ["ar", 9],
    // Past the 10,000 results that can be paged: still past the last page, as there are only 45.
    ["en", 600],
  ] as const)(
    "says a page past the last is past it, and links to the last page (%s, page %s)",
    async (lang, n) => {
      const messages = lang === "ar" ? ar : en;
      const page = await context.newPage();
      await page.goto(`/${lang}/search?q=ocean&sort=recent&page=${n}`);
      const notice = page.locator(".past-last-page");
      const last = page.locator(".past-last-page a");
      expect(await last.textContent()).toBe(messages["search.goToLastPage"]);
      expect(await page.textContent("main")).not.toContain(messages["search.errorPageTooDeep"]);
      if (lang === "en")
        expect(await notice.textContent()).toBe(`Page ${n} is past the last page (3). Go to the last page`);
      expect(await page.locator(".load-more").count()).toBe(0);
      await last.click();
      await page.waitForURL(/page=3/);
      await expect.poll(async () => (await resultIds(page)).length).toBe(5);
      await page.close();
    },
  );

  it.each(["en", "ar"])("copies a statement's link to the clipboard and says so (%s)", async (lang) => {
    const page = await context.newPage();
    await page.goto(`/${lang}/search?q=negotiations`);
    await waitForHydration(page);
    const first = page.locator(".result").first();
    const id = (await resultIds(page))[0]!;
    // On a result the actions are: view (link), download (menu), print (link), copy link, report.
    await first.locator(".statement-actions button:not([aria-pressed])").click();
    const said = lang === "en" ? "Copied to clipboard!" : "تم النسخ إلى الحافظة!";
    await expect.poll(() => first.locator(".action-status").textContent()).toBe(said);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${web.server.base}/${lang}/statements/${id}`,
    );
  });

  it.each(["en", "ar"])(
    "downloads a statement as text, HTML and DOCX, each with a citation (%s)",
    async (lang) => {
      const downloads = await web.newContext({ serviceWorkers: "block", acceptDownloads: true });
      const page = await downloads.newPage();
      await page.goto(`/${lang}/statements/fx-ar-1`);
      await waitForHydration(page);
      const fetched: Record<string, Buffer> = {};
      for (const format of ["txt", "html", "docx"]) {
        await page.locator(".action-menu").evaluate((menu) => {
          (menu as HTMLDetailsElement).open = true;
        });
        const [download] = await Promise.all([
          page.waitForEvent("download"),
          page.click(`.action-menu a[href*="format=${format}"]`),
        ]);
        expect(download.suggestedFilename()).toBe(`fx-ar-1.${format}`);
        const chunks: Buffer[] = [];
        for await (const chunk of await download.createReadStream())
          chunks.push(Buffer.from(chunk as Buffer));
        fetched[format] = Buffer.concat(chunks);
      }
      const title = "بيان خيالي بشأن الأمن الغذائي";
      const cite = lang === "ar" ? /بيان خيالي بشأن الأمن الغذائي/ : /Retrieved from Communiqué on/;
      expect(fetched.txt!.toString("utf8")).toContain(title);
      expect(fetched.txt!.toString("utf8")).toMatch(cite);
      expect(fetched.html!.toString("utf8")).toContain('<html lang="ar" dir="rtl">');
      const { extractRawText } = await import("mammoth");
      const docx = (await extractRawText({ buffer: fetched.docx! })).value;
      expect(docx).toContain(title);
      expect(docx).toContain(`/${lang}/statements/fx-ar-1`);
      await downloads.close();
    },
  );

  it.each(["ar", "en"])(
    "shows the download menu's file extensions in reading order, '(.txt)' not '(txt.)' (%s)",
    async (lang) => {
      const page = await context.newPage();
      await page.goto(`/${lang}/statements/fx-ar-1`);
      await waitForHydration(page);
      await page.click(".action-menu summary");
      // Where each extension's dot and first letter are drawn: the dot must be on the letter's left.
      const drawn = await page.$$eval(".action-menu li a", (links) =>
        links.map((link) => {
          const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const found = /\.[a-z]+/.exec(node.nodeValue!);
            if (!found) continue;
            const at = found.index;
            const x = (offset: number) => {
              const range = document.createRange();
              range.setStart(node, offset);
              range.setEnd(node, offset + 1);
              return range.getBoundingClientRect().left;
            };
            return { extension: found[0], dotLeftOfLetter: x(at) < x(at + 1) };
          }
          return null;
        }),
      );
      expect(drawn).toEqual([
        { extension: ".txt", dotLeftOfLetter: true },
        { extension: ".html", dotLeftOfLetter: true },
        { extension: ".docx", dotLeftOfLetter: true },
      ]);
      await page.close();
    },
  );

  it("exports every result of the search and offers its feed", async () => {
    const page = await context.newPage();
    await page.goto("/en/search?q=ocean&country=KE");
    expect(await page.textContent(".result-count")).toBe("23 statements");
    const csvHref = await page.getAttribute('.exports a[href*="export.csv"]', "href");
    expect(csvHref).toBe("/api/search/export.csv?q=ocean&country=KE&lang=en");
    expect(await page.getAttribute('.exports a[href*="export.xlsx"]', "href")).toBe(
      "/api/search/export.xlsx?q=ocean&country=KE&lang=en",
    );
    const csv = await (await fetch(`${web.server.base}${csvHref}`)).text();
    expect(csv.trim().split(/\r\n/).length - 1).toBe(23);
    const feedHref = await page.getAttribute('link[rel="alternate"][type="application/atom+xml"]', "href");
    const feed = await (await fetch(`${web.server.base}${feedHref}`)).text();
    expect(feed.match(/<entry>/g)?.length).toBe(23);
  });

  it("shows a statement's page with its full text, and a 404 for an unknown one", async () => {
    const page = await context.newPage();
    const response = await page.goto("/fr/statements/fx-fr-1");
    expect(response?.status()).toBe(200);
    expect(await page.textContent("h1")).toBe("Déclaration fictive sur les négociations climatiques");
    expect(await page.getAttribute(".statement-body", "lang")).toBe("fr");
    expect(await page.getAttribute("a[rel~=external]", "href")).toBe("https://ministry.example/fx-fr-1");
    const missing = await page.goto("/fr/statements/no-such-statement");
    expect(missing?.status()).toBe(404);
  });
  it.each(["en", "ar"] as const)(
    "searches in all six languages: offered when nothing matches as typed, equivalents as removable chips (%s)",
    async (lang) => {
      const messages = lang === "ar" ? ar : en;
      const page = await context.newPage();
      // Russian for "climate change": no fictional statement is in Russian on the climate.
      await page.goto(`/${lang}/search?q=${encodeURIComponent("изменение климата")}`);
      await waitForHydration(page);
      expect(await resultIds(page)).toEqual([]);
      const offer = page.locator(".empty-state a", { hasText: messages["translate.switch"] });
      await offer.click();
      await page.waitForURL(/translate=add/);
      await page.waitForSelector(".chip-term");
      const ids = await resultIds(page);
      expect(ids).toContain("fx-zh-1");
      expect(ids).toContain("fx-es-1");
      // The switch says it is on; the Chinese equivalent is a chip in its own script.
      expect(await page.getAttribute(".translate-switch button", "aria-checked")).toBe("true");
      const chip = page.locator('.chip-term span[lang="zh"]', { hasText: "气候变化" });
      expect(await chip.count()).toBe(1);
      expect(await page.locator('.chip-term span[lang="ar"]').first().getAttribute("dir")).toBe("rtl");
      // Each result says which variant it matched.
      const zhResult = page.locator(".result", { has: page.locator('a[href*="fx-zh-1"]') });
      expect(await zhResult.locator(".matched-variant span[lang=zh]").textContent()).toBe("气候变化");
      // Removing the Chinese chip searches without it: the Chinese statement goes, the Spanish stays.
      await page.locator('.chip-term:has(span[lang="zh"])', { hasText: "气候变化" }).click();
      await page.waitForURL(/omit=/);
      await page.waitForSelector(".chip-omitted");
      const after = await resultIds(page);
      expect(after).not.toContain("fx-zh-1");
      expect(after).toContain("fx-es-1");
      expect(await page.locator(".chip-omitted s[lang=zh]").textContent()).toBe("气候变化");
      await page.close();
    },
  );

  it("offers the statements of a country whose name is the whole query, in any language", async () => {
    const page = await context.newPage();
    await page.goto(`/en/search?q=${encodeURIComponent("Франция")}`);
    const chip = page.locator(".chip-suggestion");
    expect(await chip.textContent()).toBe(en["translate.statementsBy"].replace("{country}", "France"));
    await chip.click();
    await page.waitForURL(/country=FR/);
    await page.waitForSelector(".active-filters .chip");
    expect(await resultIds(page)).toContain("fx-fr-1");
    await page.close();
  });
  it("offers statements with some of the words when all of them find too few, apart and not counted", async () => {
    const context = await web.newContext();
    const page = await context.newPage();
    // No fictional statement holds both words; one holds "water", another "reform".
    await page.goto(`/en/search?q=${encodeURIComponent("water reform")}`);
    expect(await page.textContent(".result-count")).toBe("No statements");
    expect(await page.textContent(".empty-state h2")).toBe(en["search.noResults.title"]);
    expect(await page.textContent("#partial-matches-heading")).toBe(en["search.partial.heading"]);
    const offered = await page.$$eval(".partial-matches .result-title a", (links) => links.length);
    expect(offered).toBe(2);
    await page.goto(`/ar/search?q=${encodeURIComponent("water reform")}`);
    expect(await page.textContent("#partial-matches-heading")).toBe(ar["search.partial.heading"]);
    await context.close();
  });
});
