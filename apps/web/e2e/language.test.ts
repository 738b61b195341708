import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ar } from "../src/i18n/messages/ar";
import { en } from "../src/i18n/messages/en";
import { fr } from "../src/i18n/messages/fr";
import { CHROMIUM_MISSING, startWebFixture, type WebFixture, waitForHydration } from "./web-fixture";

describe.skipIf(CHROMIUM_MISSING)("the interface language", () => {
  let web: WebFixture;
  beforeAll(async () => {
    web = await startWebFixture();
  });
  afterAll(() => web?.close());

  const root = (headers: Record<string, string>, path = "/") =>
    fetch(`${web.server.base}${path}`, { headers, redirect: "manual" });

  it.each([
    [{}, "/en"],
    [{ "Accept-Language": "fr-CA,fr;q=0.9,en;q=0.8" }, "/fr"],
    [{ "Accept-Language": "de-DE,de;q=0.9,ru;q=0.5" }, "/ru"],
    [{ "Accept-Language": "de-DE,pt;q=0.9" }, "/en"],
    [{ "Accept-Language": "zh-TW,zh;q=0.9" }, "/zh"],
    [{ "Accept-Language": "fr", Cookie: "i18n_redirected=ar" }, "/ar"],
    [{ Cookie: "i18n_redirected=xx" }, "/en"],
  ])("redirects / with %j to %s (302)", async (headers, location) => {
    const response = await root(headers);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(location);
    expect(response.headers.get("vary")).toContain("Cookie");
  });

  it("keeps the query string when redirecting the root", async () => {
    const response = await root({ "Accept-Language": "es" }, "/?utm=x");
    expect(response.headers.get("location")).toBe("/es?utm=x");
  });

  it("redirects only at the root: other unprefixed pages answer 200 in the remembered language", async () => {
    const response = await root({ Cookie: "i18n_redirected=zh" }, "/methodology");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<html lang="zh-Hans" dir="ltr">');
  });

  it("remembers the language of a prefixed page for 365 days", async () => {
    const response = await root({}, "/es/about");
    expect(response.headers.get("set-cookie")).toBe(
      "i18n_redirected=es; Path=/; Max-Age=31536000; SameSite=Lax",
    );
    const again = await root({ Cookie: "i18n_redirected=es" }, "/es/about");
    expect(again.headers.get("set-cookie")).toBeNull();
  });

  it("switches language from the switcher, keeping the page and its query, and remembers it", async () => {
    const context = await web.newContext();
    const page = await context.newPage();
    await page.goto("/en/search?q=climate+change");
    await page.click('nav.language-switcher a[lang="ar"]');
    await page.waitForURL("**/ar/search?q=climate+change");
    expect(await page.getAttribute("html", "dir")).toBe("rtl");
    expect(await page.getAttribute('nav.language-switcher a[aria-current="true"]', "lang")).toBe("ar");
    const cookie = (await context.cookies()).find((c) => c.name === "i18n_redirected");
    expect(cookie?.value).toBe("ar");
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
    await page.goto("/");
    expect(new URL(page.url()).pathname).toBe("/ar");
  });

  it("sends a page's messages as a file of its own, preloaded and kept, and another language's on a switch", async () => {
    const html = await (await fetch(`${web.server.base}/en/search?q=climate`)).text();
    // Not in the page's data: a message that only another page shows is nowhere in this one.
    expect(html).not.toContain(en["offline.title"]);
    const file = html.match(/<link rel="modulepreload" href="(\/assets\/en-[^"]+\.js)"/)?.[1];
    expect(file).toBeDefined();
    const asset = await fetch(`${web.server.base}${file}`);
    expect(asset.headers.get("cache-control")).toContain("immutable");
    expect(await asset.text()).toContain(en["offline.title"]);

    const page = await (await web.newContext()).newPage();
    await page.goto("/en/search?q=climate");
    await waitForHydration(page);
    // The switcher opens a new document, with its language's file preloaded.
    const arabic = page.waitForResponse((response) => /\/assets\/ar-[^/]+\.js$/.test(response.url()));
    await page.click('nav.language-switcher a[lang="ar"]');
    await arabic;
    await waitForHydration(page);
    expect(await page.textContent("main")).toContain(ar["translate.switch"]);
    // A navigation in the page to another language (none of the site's links makes one today)
    // loads that language's file before it renders.
    await page.evaluate(() => {
      (window as { sameDocument?: boolean }).sameDocument = true;
    });
    const french = page.waitForResponse((response) => /\/assets\/fr-[^/]+\.js$/.test(response.url()));
    await page.evaluate(() =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }
      ).__reactRouterDataRouter.navigate("/fr/search?q=climate"),
    );
    await french;
    await page.waitForFunction(
      (words) => document.querySelector("main")?.textContent?.includes(words) ?? false,
      fr["translate.switch"],
    );
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(await page.getAttribute("html", "lang")).toBe("fr");
  });

  it("is not changed by background fetches (service worker installation, prefetch)", async () => {
    const context = await web.newContext();
    const page = await context.newPage();
    await page.goto("/ar/about");
    // The service worker installed (its cache filled) and active, then the idle prefetch of the
    // visible links made and its downloads over: every background fetch has happened.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForSelector('link[rel="prefetch"]', { state: "attached" });
    await page.waitForLoadState("networkidle");
    const cookies = (await context.cookies()).filter((c) => c.name === "i18n_redirected");
    expect(cookies.map((c) => c.value)).toEqual(["ar"]);
  });

  it("lays a Latin query out left to right in the Arabic search box, and an empty box right to left", async () => {
    const context = await web.newContext();
    const page = await context.newPage();
    const direction = () =>
      page.$eval('input[name="q"]', (input) => (input.matches(":dir(rtl)") ? "rtl" : "ltr"));
    await page.goto("/ar");
    expect(await direction()).toBe("rtl");
    await page.goto(`/ar/search?q=${encodeURIComponent('fictional OR "sea level"')}`);
    expect(await direction()).toBe("ltr");
    // Typed before hydration, the text would be put back by React's first render of the box.
    await waitForHydration(page);
    await page.fill('input[name="q"]', "المناخ");
    expect(await direction()).toBe("rtl");
    await context.close();
  });

  it("keeps the switcher usable without JavaScript", async () => {
    const context = await web.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/fr/about");
    await page.click('nav.language-switcher a[lang="ru"]');
    await page.waitForURL("**/ru/about");
    await page.goto("/");
    expect(new URL(page.url()).pathname).toBe("/ru");
  });
});
