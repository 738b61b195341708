/**
 * Screenshots of pages in several languages, for looking at what we built:
 *   npx tsx scripts/screenshots.ts http://localhost:3000 /tmp/shots /en /ar/about ...
 * Paths without a language prefix are taken in en and ar. WIDTHS=390,1280 sets the widths;
 * FULL_PAGE=0 takes the first screen only.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { launchChromium } from "@communique/web/testing";
import { readScreenshotsEnv } from "./tooling-env";

const [base = "http://localhost:3000", out = "/tmp/shots", ...asked] = process.argv.slice(2);
// "/coverage" stands for "/en/coverage" and "/ar/coverage": the left-to-right and right-to-left
// layouts are the two to look at.
const paths = asked.flatMap((path) =>
  /^\/(ar|zh|en|fr|ru|es)(\/|\?|$)/.test(path) ? [path] : [`/en${path}`, `/ar${path}`],
);
const { WIDTHS, FULL_PAGE } = readScreenshotsEnv();
mkdirSync(out, { recursive: true });
// The whole browser: what is measured or pictured is the page as a visitor's browser shows it.
const chromium = await launchChromium({ headlessShell: false });
try {
  for (const width of WIDTHS) {
    const context = await chromium.browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    for (const path of paths) {
      await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
      const file = join(out, `${path.replace(/[/?=&]+/g, "_").replace(/^_/, "") || "root"}-${width}.png`);
      await page.screenshot({ path: file, fullPage: FULL_PAGE });
      console.log(file);
    }
    await context.close();
  }
} finally {
  await chromium.close();
}
