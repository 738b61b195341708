import { startTestServer, type TestServer, type TestServerOptions } from "@communique/server/testing";
import type { StatementInput } from "@communique/store";
import { fictionalStatements } from "@communique/store/testing";
import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { findChromium, type LaunchedChromium, launchChromium } from "./chromium";

/** The statement ids of the results on the page, in their order. */
export const resultIds = (page: Page) =>
  page.$$eval(".results .result-title a", (links) =>
    // A result's link carries its search after "?": the id is the path's last segment.
    links.map((a) => decodeURIComponent(a.getAttribute("href")!.split("/statements/")[1]!.split("?")[0]!)),
  );

/** Browser tests need Debian's chromium; without it they are skipped, and say why. */
export const CHROMIUM_MISSING = !findChromium();
if (CHROMIUM_MISSING)
  console.warn("Browser tests skipped: no Chromium (apt-get install chromium, or set CHROMIUM_PATH)");

export interface WebFixture {
  server: TestServer;
  browser: Browser;
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  close(): Promise<void>;
}

const SHARED = Symbol.for("communique.e2e.chromium");
type WithSharedChromium = typeof globalThis & { [SHARED]?: Promise<LaunchedChromium> };

/**
 * One Chromium per test worker, launched by the first browser test it runs and used by every
 * later one (a launch costs about a second of both cores). Each test file still gets fresh
 * contexts: no cookie, storage, cache or service worker crosses from one to another. Kept on
 * globalThis so that a test file evaluated afresh in the same worker finds it; Playwright ends it
 * with the worker's process.
 */
async function sharedChromium(): Promise<Browser> {
  const holder = globalThis as WithSharedChromium;
  const current = await holder[SHARED]?.catch(() => undefined);
  if (current?.browser.isConnected()) return current.browser;
  holder[SHARED] = launchChromium();
  return (await holder[SHARED]).browser;
}

/** The whole product (API + server-rendered site) on a loopback port, and a headless Chromium. */
export async function startWebFixture(
  options: TestServerOptions = {},
  statements: readonly StatementInput[] = fictionalStatements(),
): Promise<WebFixture> {
  const [server, browser] = await Promise.all([
    startTestServer(statements, { web: {}, ...options }),
    sharedChromium(),
  ]);
  const contexts: BrowserContext[] = [];
  return {
    server,
    browser,
    newContext: async (contextOptions) => {
      const context = await browser.newContext({ baseURL: server.base, ...contextOptions });
      contexts.push(context);
      return context;
    },
    close: async () => {
      // Each step bounded: on a machine busy with other suites, a browser that never answers its
      // close must not fail the file whose tests all passed (the process ends with the run).
      for (const context of contexts) await bounded(context.close(), "a browser context's close");
      await server.close();
    },
  };
}

const CLOSE_BOUND_MS = 30_000;

async function bounded(step: Promise<unknown>, what: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      console.warn(`${what} took over ${CLOSE_BOUND_MS / 1000} s; going on without it`);
      resolve();
    }, CLOSE_BOUND_MS);
  });
  await Promise.race([step.catch(() => {}), late]);
  clearTimeout(timer);
}

/** Resolves once React has hydrated the page (its effects have run). */
export async function waitForHydration(page: Page, timeout = 30_000): Promise<void> {
  await page.waitForFunction(
    () => (window as { __communiqueHydrated?: boolean }).__communiqueHydrated === true,
    null,
    { timeout },
  );
}
