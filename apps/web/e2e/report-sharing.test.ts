import type { LanguageCode } from "@communique/core";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ar } from "../src/i18n/messages/ar";
import { en } from "../src/i18n/messages/en";
import { createTranslator } from "../src/i18n/translate";
import { shareLink } from "../src/report/share-link";
import { CHROMIUM_MISSING, startWebFixture, type WebFixture, waitForHydration } from "./web-fixture";

/** The report's title, its share link (title, order, notes), the shared view and the header's count. */
const texts = { en: createTranslator("en", en, "Communiqué"), ar: createTranslator("ar", ar, "Communiqué") };
const LANGS = ["en", "ar"] as const;
const STORAGE = "communique:report:v1";

describe.skipIf(CHROMIUM_MISSING)("the report's title, share link and count, in Chromium", () => {
  let web: WebFixture;
  beforeAll(async () => {
    web = await startWebFixture();
  });
  afterAll(() => web?.close());

  /** A page that fails the test on any uncaught error: a bad link must never crash the page. */
  async function newPage(options: { clipboard?: boolean } = {}) {
    const context = await web.newContext({ serviceWorkers: "block", acceptDownloads: true });
    if (options.clipboard)
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: web.server.base });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    return { page, errors };
  }

  async function addToReport(page: Page, lang: LanguageCode, ids: readonly string[]) {
    for (const id of ids) {
      await page.goto(`/${lang}/statements/${id}`);
      await waitForHydration(page);
      await page.click("button[aria-pressed='false']");
      await page.waitForSelector("button[aria-pressed='true']");
    }
  }

  const itemIds = (page: Page) =>
    page.$$eval(".report-item .result-title a", (links) =>
      links.map((a) => decodeURIComponent(a.getAttribute("href")!.split("/statements/")[1]!)),
    );
  const storedIds = (page: Page) =>
    page.evaluate(
      (key) => JSON.parse(localStorage.getItem(key) ?? "[]").map((i: { id: string }) => i.id),
      STORAGE,
    );

  it.each(LANGS)(
    "shares the title, order and notes; the reader reads it untouched, then adds it to their own (%s)",
    async (lang) => {
      const t = texts[lang];
      const { page: sharer } = await newPage({ clipboard: true });
      await addToReport(sharer, lang, ["fx-ar-1", "fx-zh-1"]);
      await sharer.goto(`/${lang}/report`);
      await sharer.waitForSelector(".report-item");
      await sharer.fill(".report-title-field input", "Fictional shared title");
      expect(await sharer.textContent("h1")).toBe("Fictional shared title");
      const second = sharer.locator(".report-item").nth(1);
      await second.locator("textarea").fill("A fictional note on the second");
      await second.locator("textarea").blur();
      await second.locator("button", { hasText: t("report.moveUp") }).click();
      expect(await itemIds(sharer)).toEqual(["fx-zh-1", "fx-ar-1"]);
      await sharer.click(`button:has-text("${t("report.share")}")`);
      await sharer.waitForFunction(() => document.querySelector(".action-status")?.textContent);
      const link = new URL(await sharer.evaluate(() => navigator.clipboard.readText()));
      expect(link.searchParams.get("ids")).toBe("fx-zh-1,fx-ar-1");
      // The words travel only in the fragment, which no server receives.
      expect(link.hash.length).toBeGreaterThan(1);
      expect(`${link.pathname}${link.search}`).not.toMatch(/fictional/i);

      const { page: reader, errors } = await newPage();
      await addToReport(reader, lang, ["fx-en-4"]);
      await reader.goto(link.href);
      await waitForHydration(reader);
      await reader.waitForSelector(".shared-choice");
      expect(await reader.textContent(".kicker")).toBe(t("report.shared.kicker"));
      expect(await reader.textContent("h1")).toBe("Fictional shared title");
      expect(await itemIds(reader)).toEqual(["fx-zh-1", "fx-ar-1"]);
      expect(await reader.locator(".report-item").first().locator(".shared-note").textContent()).toContain(
        "A fictional note on the second",
      );
      expect(await reader.locator(".report-item").nth(1).locator(".shared-note").count()).toBe(0);
      // Not the reader's empty or own report under it.
      expect(await reader.locator(".empty-state").count()).toBe(0);
      expect(await reader.textContent(".shared-choice")).toContain(t("report.shared.mine", { count: 1 }));

      await reader.click(`button:has-text("${t("report.shared.justRead")}")`);
      await reader.waitForSelector(".shared-reading");
      expect(await reader.locator(".shared-choice").count()).toBe(0);
      expect(await storedIds(reader)).toEqual(["fx-en-4"]);

      await reader.click(`.shared-reading button`);
      await reader.click(`button:has-text("${t("report.shared.merge")}")`);
      await reader.waitForURL((url) => url.search === "" && url.hash === "");
      await reader.waitForSelector(".report-item");
      expect(await itemIds(reader)).toEqual(["fx-en-4", "fx-zh-1", "fx-ar-1"]);
      expect(await reader.textContent(".notice[role=status]")).toBe(t("report.kept.merged", { count: 2 }));
      // The reader had no title: the shared one is theirs now; the note came along.
      expect(await reader.textContent("h1")).toBe("Fictional shared title");
      expect(await reader.locator(".report-item").nth(1).locator("textarea").inputValue()).toBe(
        "A fictional note on the second",
      );
      expect(errors).toEqual([]);
    },
  );

  it.each(LANGS)("replaces the reader's report only when asked, and says so (%s)", async (lang) => {
    const t = texts[lang];
    const { url } = await shareLink(web.server.base, lang, {
      title: "Fictional shared title",
      items: [
        { id: "fx-en-1", note: "Fictional note" },
        { id: "fx-zh-1", note: "" },
      ],
    });
    const { page } = await newPage();
    await addToReport(page, lang, ["fx-en-4", "fx-ar-1"]);
    await page.goto(`/${lang}/report`);
    await page.fill(".report-title-field input", "My own fictional title");
    await page.goto(url);
    await waitForHydration(page);
    const replace = page.locator("button", { hasText: t("report.shared.replace", { count: 2 }) });
    await replace.waitFor();
    expect(await storedIds(page)).toEqual(["fx-en-4", "fx-ar-1"]);
    await replace.click();
    await page.waitForURL((u) => u.search === "");
    // The shared view's items are on the page until the reader's own report replaces them (read
    // from storage after the navigation): wait for the replaced list, not for any item (under a
    // loaded machine the old items were still there, and then none).
    await expect.poll(() => itemIds(page), { timeout: 30_000 }).toEqual(["fx-en-1", "fx-zh-1"]);
    expect(await page.textContent("h1")).toBe("Fictional shared title");
    expect(await page.textContent(".notice[role=status]")).toBe(t("report.kept.replaced"));
  });

  it.each(LANGS)(
    "reads a hand-edited or cut link: a clear message, the valid part kept (%s)",
    async (lang) => {
      const t = texts[lang];
      const { url } = await shareLink(web.server.base, lang, {
        title: "Fictional shared title",
        items: [
          { id: "fx-en-1", note: "Fictional note" },
          { id: "fx-ar-1", note: "" },
        ],
      });
      const open = async (address: string) => {
        const { page, errors } = await newPage();
        await page.goto(address);
        await waitForHydration(page);
        await page.waitForSelector(".shared-report .lead");
        return { page, errors };
      };
      const alert = (page: Page) => page.waitForSelector("[role=alert]").then((el) => el.textContent());

      // Truncated in the fragment: the statements stay, untitled and without notes.
      const truncated = await open(url.slice(0, -8));
      expect(await alert(truncated.page)).toBe(t("report.shared.damaged"));
      expect(await itemIds(truncated.page)).toEqual(["fx-en-1", "fx-ar-1"]);
      expect(await truncated.page.textContent("h1")).toBe(t("report.untitled"));
      expect(truncated.errors).toEqual([]);

      // The fragment lost entirely.
      const cut = await open(url.split("#")[0]!);
      expect(await alert(cut.page)).toBe(t("report.shared.cut"));

      // An id edited by hand: the others keep their notes and the title.
      const edited = await open(url.replace("fx-ar-1", "fx-ar-999"));
      expect(await alert(edited.page)).toBe(t("report.shared.missing", { count: 1 }));
      expect(await itemIds(edited.page)).toEqual(["fx-en-1"]);
      expect(await edited.page.textContent("h1")).toBe("Fictional shared title");
      expect(await edited.page.textContent(".shared-note")).toContain("Fictional note");

      // Nothing left that exists.
      const none = await open(`/${lang}/report?ids=nothing,${"x".repeat(300)}`);
      expect(await none.page.textContent(".shared-report .lead")).toBe(t("report.shared.none"));
      expect(await none.page.locator(".shared-choice").count()).toBe(0);
      expect(none.errors).toEqual([]);
    },
  );

  it.each(LANGS)(
    "keeps the title: the page's heading, after a reload, the DOCX and its file name (%s)",
    async (lang) => {
      const t = texts[lang];
      const { page } = await newPage();
      await addToReport(page, lang, ["fx-en-1"]);
      await page.goto(`/${lang}/report`);
      await page.waitForSelector(".report-item");
      expect(await page.textContent("h1")).toBe(t("report.title"));
      const title = lang === "ar" ? "تقرير خيالي عن الحوار" : "A fictional report";
      await page.fill(".report-title-field input", title);
      await page.reload();
      await page.waitForSelector(".report-item");
      expect(await page.textContent("h1")).toBe(title);
      expect(await page.inputValue(".report-title-field input")).toBe(title);

      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.click(`button:has-text("${t("report.downloadDocx")}")`),
      ]);
      expect(download.suggestedFilename()).toMatch(new RegExp(`^${title} \\d{4}-\\d{2}-\\d{2}\\.docx$`));
      const file = await download.path();
      const { extractRawText } = await import("mammoth");
      expect((await extractRawText({ path: file })).value.startsWith(`${title}\n`)).toBe(true);
      const [csv] = await Promise.all([
        page.waitForEvent("download"),
        page.click(`button:has-text("${t("report.downloadCsv")}")`),
      ]);
      expect(csv.suggestedFilename()).toMatch(new RegExp(`^${title} \\d{4}-\\d{2}-\\d{2}\\.csv$`));
    },
  );

  it.each(LANGS)(
    "counts the report in the header: live from the search page, after a reload (%s)",
    async (lang) => {
      const t = texts[lang];
      const { page } = await newPage();
      await page.goto(`/${lang}/search?q=fictional&sort=recent`);
      await waitForHydration(page);
      const link = page.locator(`.main-nav a[href="/${lang}/report"]`);
      // The name a screen reader gives the link (read from hidden text: issue 36).
      const reportName = async () => (await link.ariaSnapshot()).match(/^- link "(.*)"/)?.[1] ?? null;
      expect(await link.getAttribute("aria-label")).toBeNull();
      expect(await link.locator(".nav-count").count()).toBe(0);
      const add = (index: number) => page.locator(".result").nth(index).locator("button[aria-pressed]");
      await add(0).click();
      await page.waitForFunction(() => document.querySelector(".main-nav .nav-count")?.textContent === "1");
      expect(await reportName()).toBe(t("nav.reportWithCount", { count: 1 }));
      await add(2).click();
      await page.waitForFunction(() => document.querySelector(".main-nav .nav-count")?.textContent === "2");
      // Arabic has a dual: two statements are بيانان, not "2 بيانات".
      expect(await reportName()).toBe(lang === "ar" ? "التقرير، بيانان" : "Report, 2 statements");

      await page.reload();
      await waitForHydration(page);
      await page.waitForFunction(() => document.querySelector(".main-nav .nav-count")?.textContent === "2");
      await add(0).click();
      await page.waitForFunction(() => document.querySelector(".main-nav .nav-count")?.textContent === "1");
      expect(await reportName()).toBe(t("nav.reportWithCount", { count: 1 }));
    },
  );
});
