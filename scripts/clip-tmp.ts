import { launchChromium } from "../apps/web/e2e/chromium";
const [url, selector, out] = process.argv.slice(2);
const c = await launchChromium();
const ctx = await c.browser.newContext({ viewport: { width: 1280, height: 900 } });
const page = await ctx.newPage();
await page.goto(url!, { waitUntil: "networkidle" });
await page.locator(selector!).first().screenshot({ path: out! });
await c.close();
