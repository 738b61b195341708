import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CHROMIUM_MISSING,
  resultIds,
  startWebFixture,
  type WebFixture,
  waitForHydration,
} from "./web-fixture";

describe.skipIf(CHROMIUM_MISSING)("the report, in Chromium", () => {
  let web: WebFixture;
  beforeAll(async () => {
    web = await startWebFixture();
  });
  afterAll(() => web?.close());

  it.each(["en", "ar"])(
    "adds and removes statements, everywhere, and survives a reload (%s)",
    async (lang) => {
      const context = await web.newContext({ serviceWorkers: "block" });
      const page = await context.newPage();
      await page.goto(`/${lang}/search?q=fictional&sort=recent`);
      await waitForHydration(page);
      const ids = await resultIds(page);
      const add = (index: number) => page.locator(".result").nth(index).locator("button[aria-pressed]");
      await add(0).click();
      await add(2).click();
      expect(await add(0).getAttribute("aria-pressed")).toBe("true");
      expect(await add(1).getAttribute("aria-pressed")).toBe("false");

      await page.goto(`/${lang}/statements/${ids[0]}`);
      await waitForHydration(page);
      expect(await page.getAttribute("button[aria-pressed]", "aria-pressed")).toBe("true");

      await page.goto(`/${lang}/report`);
      await page.waitForSelector(".report-item");
      const reportIds = async () =>
        page.$$eval(".report-item .result-title a", (links) =>
          links.map((a) => a.getAttribute("href")!.split("/").at(-1)),
        );
      expect(await reportIds()).toEqual([ids[0], ids[2]]);
      await page.locator(".report-item").nth(1).locator("textarea").fill("A fictional note");
      await page.locator(".report-item").nth(1).locator("button").first().click(); // move up
      expect(await reportIds()).toEqual([ids[2], ids[0]]);

      await page.reload();
      await page.waitForSelector(".report-item");
      expect(await reportIds()).toEqual([ids[2], ids[0]]);
      expect(await page.locator(".report-item").first().locator("textarea").inputValue()).toBe(
        "A fictional note",
      );
      if (lang === "ar") expect(await page.getAttribute("html", "dir")).toBe("rtl");

      await page.locator(".report-item").first().locator("button").nth(2).click(); // remove
      expect(await reportIds()).toEqual([ids[0]]);
    },
  );

  it("downloads the report as CSV and JSON", async () => {
    const context = await web.newContext({ serviceWorkers: "block", acceptDownloads: true });
    const page = await context.newPage();
    await page.goto("/en/statements/fx-ar-1");
    await waitForHydration(page);
    await page.click("button[aria-pressed]");
    await page.goto("/en/report");
    await page.waitForSelector(".report-item");
    const [csv] = await Promise.all([
      page.waitForEvent("download"),
      page.click('button:has-text("Download CSV")'),
    ]);
    const text = await streamText(await csv.createReadStream());
    expect(text.startsWith("\uFEFFposition,id,title")).toBe(true);
    expect(text).toContain("بيان خيالي بشأن الأمن الغذائي");
    const [json] = await Promise.all([
      page.waitForEvent("download"),
      page.click('button:has-text("Download JSON")'),
    ]);
    const items = JSON.parse(await streamText(await json.createReadStream()));
    expect(items.map((i: { id: string }) => i.id)).toEqual(["fx-ar-1"]);
  });

  it("downloads the report as DOCX and PDF, Arabic and Chinese included", async () => {
    const context = await web.newContext({ serviceWorkers: "block", acceptDownloads: true });
    const page = await context.newPage();
    for (const id of ["fx-ar-1", "fx-zh-1"]) {
      await page.goto(`/ar/statements/${id}`);
      await waitForHydration(page);
      await page.click("button[aria-pressed]");
    }
    await page.goto("/ar/report");
    await page.waitForSelector(".report-item");
    await page.locator(".report-item").first().locator("textarea").fill("ملاحظة خيالية");
    await page.locator(".report-item").first().locator("textarea").blur();
    const save = async (label: string) => {
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.click(`button:has-text("${label}")`),
      ]);
      const file = join(mkdtempSync(join(tmpdir(), "cq-report-")), download.suggestedFilename());
      await download.saveAs(file);
      return file;
    };
    const docxFile = await save("DOCX");
    expect(docxFile).toMatch(/\.docx$/);
    const { extractRawText } = await import("mammoth");
    const docx = (await extractRawText({ path: docxFile })).value;
    expect(docx).toContain("بيان خيالي بشأن الأمن الغذائي");
    expect(docx).toContain("关于气候变化的虚构声明");
    expect(docx).toContain("ملاحظة خيالية");
    expect(docx.indexOf("بيان خيالي بشأن الأمن الغذائي")).toBeLessThan(
      docx.indexOf("关于气候变化的虚构声明"),
    );

    const pdfFile = await save("PDF");
    expect(readFileSync(pdfFile).subarray(0, 5).toString()).toBe("%PDF-");
    if (existsSync("/usr/bin/pdftotext")) {
      const text = execFileSync("pdftotext", ["-enc", "UTF-8", pdfFile, "-"], { encoding: "utf8" }).normalize(
        "NFKC",
      );
      expect(text).toContain("关于气候变化的虚构声明");
      expect(text).toContain("الأمن الغذائي");
    } else
      console.warn("pdftotext not installed: the PDF's text was not checked (apt-get install poppler-utils)");
  });

  it("keeps the report readable offline, through the service worker", async () => {
    const context = await web.newContext();
    const page = await context.newPage();
    await page.goto("/en/statements/fx-zh-1");
    await waitForHydration(page);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.click("button[aria-pressed]");
    await page.goto("/en/report");
    await page.waitForSelector(".report-item");
    await context.setOffline(true);
    await page.reload();
    await page.waitForSelector(".report-item");
    expect(await page.textContent(".report-item h2")).toContain("关于气候变化的虚构声明");
    await context.setOffline(false);
  });

  it("shows a helpful empty state", async () => {
    const page = await (await web.newContext()).newPage();
    await page.goto("/en/report");
    await page.waitForSelector(".empty-state h2");
    expect(await page.textContent(".empty-state h2")).toBe("Your report is empty");
    expect(await page.getAttribute(".empty-state a", "href")).toBe("/en/search");
  });
});

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString("utf8");
}
