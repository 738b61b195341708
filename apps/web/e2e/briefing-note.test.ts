import { type LanguageCode, parseStatementDate } from "@communique/core";
import type { StatementInput } from "@communique/store";
import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ar } from "../src/i18n/messages/ar";
import { en } from "../src/i18n/messages/en";
import { CHROMIUM_MISSING, startWebFixture, type WebFixture } from "./web-fixture";

/**
 * The briefing note's links in "Who has spoken" (issue 37, point 6), over FICTIONAL statements
 * about herons in March 2024 by Kenya and Ghana.
 */
const WORD = "herons";
const PERIOD = "from=2024-03-01&to=2024-03-31";
const MESSAGES = { en, ar } as const;
const TYPES = {
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  pdf: "application/pdf",
};

const FIXTURES: StatementInput[] = [
  ["KE", "2024-03-05"],
  ["GH", "2024-03-20"],
].map(([code, date]) => ({
  id: `fx-bn-${code}`,
  countryCode: code!,
  source: "test-fixture",
  url: null,
  title: `Fictional statement on ${WORD}`,
  body: `A fictional statement on ${WORD}, issued by nobody. It is a test fixture.`,
  language: "en",
  date: parseStatementDate(date!)!,
  meta: { fictional: true },
  fetchedAt: null,
}));

describe.skipIf(CHROMIUM_MISSING)("the briefing note's links, on the analytics page", () => {
  let web: WebFixture;
  let plain: BrowserContext;
  beforeAll(async () => {
    web = await startWebFixture({}, FIXTURES);
    plain = await web.newContext({ javaScriptEnabled: false });
  });
  afterAll(() => web?.close());

  for (const lang of ["en", "ar"] as const satisfies readonly LanguageCode[]) {
    it(`links to the note in Word and PDF with the page's question, without JavaScript (${lang})`, async () => {
      const m = MESSAGES[lang];
      const page = await plain.newPage();
      await page.goto(`/${lang}/analytics?q=${WORD}&${PERIOD}&among=african`);
      const line = page.locator(".voices-briefing");
      expect((await line.textContent())?.startsWith(m["voices.briefing"])).toBe(true);
      const links = await line
        .locator("a")
        .evaluateAll((as) => as.map((a) => ({ text: a.textContent, href: a.getAttribute("href") ?? "" })));
      expect(links.map((l) => l.text)).toEqual([m["voices.briefingWord"], m["voices.briefingPdf"]]);
      for (const [i, format] of (["docx", "pdf"] as const).entries()) {
        const href = new URL(links[i]!.href, web.server.base);
        expect(href.pathname).toBe(`/api/analytics/briefing.${format}`);
        expect(href.searchParams.get("q")).toBe(WORD);
        expect(href.searchParams.get("among")).toBe("african");
        expect(href.searchParams.get("from")).toBe("2024-03-01");
        expect(href.searchParams.get("lang")).toBe(lang);
        const response = await fetch(href);
        expect(response.status).toBe(200);
        expect(response.headers.get("content-type")).toBe(TYPES[format]);
        expect(response.headers.get("content-disposition")).toMatch(/^attachment;/);
        expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(1000);
      }
      await page.close();
    });
  }
});
