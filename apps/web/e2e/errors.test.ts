import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANGUAGE_COOKIE } from "../src/i18n/language-cookie";
import { MESSAGES } from "../src/i18n/messages/index.server";
import { CHROMIUM_MISSING, startWebFixture, type WebFixture } from "./web-fixture";

describe.skipIf(CHROMIUM_MISSING)("error pages", () => {
  let web: WebFixture;
  beforeAll(async () => {
    web = await startWebFixture();
  });
  afterAll(() => web?.close());

  it.each([
    "/xx",
    "/xx/about",
    "/en/nope",
    "/nope",
    "/en/about/extra",
    "/en/articles/no-such-article",
    "/en/articles/..%2F..%2Fpackage",
    "/EN/about",
  ])("%s is a 404 titled 'This page could not be found' with a link back home", async (path) => {
    const page = await (await web.newContext()).newPage();
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    expect(await page.title()).toBe("This page could not be found");
    expect(await page.textContent("h1")).toBe("This page could not be found");
    const back = page.getByRole("link", { name: "Back to the home page" });
    expect(await back.getAttribute("href")).toBe("/");
  });

  it("translates the 404 page (Arabic, right to left)", async () => {
    const page = await (await web.newContext()).newPage();
    const response = await page.goto("/ar/articles/no-such-article");
    expect(response?.status()).toBe(404);
    expect(await page.getAttribute("html", "dir")).toBe("rtl");
    const title = await page.title();
    expect(title).not.toBe("This page could not be found");
    expect(await page.textContent("h1")).toBe(title);
    expect(await page.locator('main a[href="/"]').count()).toBe(1);
  });

  it.each([
    ["/ar/no-such-page", "en", "ar", "rtl"],
    ["/zh/no/such/page", "en", "zh-Hans", "ltr"],
    ["/ru/about/extra", "ar", "ru", "ltr"],
    ["/en/no-such-page", "ar", "en-US", "ltr"],
  ])(
    "%s is a 404 in its path's language, whatever the remembered one (%s)",
    async (path, remembered, iso, dir) => {
      const context = await web.newContext();
      await context.addCookies([{ name: LANGUAGE_COOKIE, value: remembered, url: web.server.base }]);
      const page = await context.newPage();
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      expect(await page.getAttribute("html", "lang")).toBe(iso);
      expect(await page.getAttribute("html", "dir")).toBe(dir);
      const lang = path.split("/")[1] as keyof typeof MESSAGES;
      expect(await page.title()).toBe(MESSAGES[lang]["error.notFound"]);
      expect(await page.textContent("h1")).toBe(MESSAGES[lang]["error.notFound"]);
    },
  );

  it.each([
    ["POST", "/en", "en"],
    ["PUT", "/en/search?q=fictional", "en"],
    ["DELETE", "/en/statements/fx-1", "en"],
    ["POST", "/ar/search", "ar"],
    ["PATCH", "/ru/about/", "ru"],
    ["POST", "/zh/articles/no-such-article", "zh"],
  ] as const)(
    "refuses %s %s with 405, the methods it allows, and the error page in its language",
    async (method, path, lang) => {
      const response = await fetch(`${web.server.base}${path}`, {
        method,
        body: method === "DELETE" ? null : "x",
      });
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, HEAD");
      expect(response.headers.get("content-type")).toContain("text/html");
      const html = await response.text();
      const message = MESSAGES[lang]["error.methodNotAllowed"];
      expect(html).toContain(`<title>${message}</title>`);
      expect(html).toContain(`<h1>${message}</h1>`);
      // Not a server error: the page does not say something went wrong on our side.
      const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
      expect(main).toContain("405");
      expect(main).not.toContain(MESSAGES[lang]["error.server"]);
    },
  );

  it("refuses a method by the language the visitor reads in when the path has none", async () => {
    const response = await fetch(`${web.server.base}/search?q=fictional`, {
      method: "POST",
      headers: { Cookie: `${LANGUAGE_COOKIE}=ar` },
      body: "x",
    });
    expect(response.status).toBe(405);
    const html = await response.text();
    expect(html).toContain('dir="rtl"');
    expect(html).toContain(MESSAGES.ar["error.methodNotAllowed"]);
  });

  it("keeps /healthz a JSON 405, as the API", async () => {
    const response = await fetch(`${web.server.base}/healthz`, { method: "POST", body: "x" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
    expect((await response.json()).error.code).toBe("method_not_allowed");
  });

  it("forbids framing pages by both headers, and promises HTTPS only when served over it", async () => {
    const response = await fetch(`${web.server.base}/en`);
    await response.arrayBuffer();
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });

  it("keeps API paths as JSON 404s", async () => {
    const response = await fetch(`${web.server.base}/api/nope`);
    expect(response.status).toBe(404);
    expect((await response.json()).error.code).toBe("not_found");
  });
});

describe.skipIf(CHROMIUM_MISSING)("a failing page", () => {
  let web: WebFixture;
  beforeAll(async () => {
    // The operations failing (the database unreachable under them): the loader fails.
    web = await startWebFixture({
      web: {},
      operate: () => Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:9")),
    });
  });
  afterAll(() => web?.close());

  it("is a 500 error page titled with its message, without the 404 link", async () => {
    const page = await (await web.newContext()).newPage();
    const response = await page.goto("/en/search?q=climate");
    expect(response?.status()).toBe(500);
    const title = await page.title();
    expect(title).toBe("Something went wrong on our side. Please try again in a moment.");
    expect(await page.textContent("h1")).toBe(title);
    expect(await page.getByRole("link", { name: "Back to the home page" }).count()).toBe(0);
    expect(await page.locator('main a[href="/en"]').count()).toBe(1);
  });

  it("says the same in Russian", async () => {
    const page = await (await web.newContext()).newPage();
    const response = await page.goto("/ru/search?q=climate");
    expect(response?.status()).toBe(500);
    expect(await page.title()).toMatch(/[а-я]/);
    expect(await page.getAttribute("html", "lang")).toBe("ru");
  });
});

describe.skipIf(CHROMIUM_MISSING)("a page asked while the service is starting", () => {
  let web: WebFixture;
  beforeAll(async () => {
    // Every operation answers as the app does before its database is ready.
    web = await startWebFixture({
      web: {},
      operate: async () => ({
        ok: false,
        status: 503,
        code: "starting",
        message: "The service is starting; try again in a moment.",
      }),
    });
  });
  afterAll(() => web?.close());

  it("is a 503 page that says so, not a 500", async () => {
    const page = await (await web.newContext()).newPage();
    const response = await page.goto("/en/statements/fx-en-1");
    expect(response?.status()).toBe(503);
    const title = await page.title();
    expect(title).toBe("The service is starting or busy. Please try again in a moment.");
    expect(await page.textContent("h1")).toBe(title);
    // Not also "something went wrong on our side": nothing did.
    expect(await page.locator("main p", { hasText: "Something went wrong" }).count()).toBe(0);
  });

  it("says so in Arabic, right to left", async () => {
    const page = await (await web.newContext()).newPage();
    const response = await page.goto("/ar/statements/fx-en-1");
    expect(response?.status()).toBe(503);
    expect(await page.title()).toMatch(/[\u0600-\u06FF]/);
    expect(await page.getAttribute("html", "dir")).toBe("rtl");
  });
});
