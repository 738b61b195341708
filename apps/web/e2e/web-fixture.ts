import { startTestServer, type TestServer, type TestServerOptions } from "@communique/server/testing";
import type { StatementInput } from "@communique/store";
import { fictionalStatements } from "@communique/store/testing";
import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { findChromium, launchChromium } from "./chromium";

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

/** The whole product (API + server-rendered site) on a loopback port, and a headless Chromium. */
export async function startWebFixture(
  options: TestServerOptions = {},
  statements: readonly StatementInput[] = fictionalStatements(),
): Promise<WebFixture> {
  const server = await startTestServer(statements, { web: {}, ...options });
  const chromium = await launchChromium();
  const contexts: BrowserContext[] = [];
  return {
    server,
    browser: chromium.browser,
    newContext: async (contextOptions) => {
      const context = await chromium.browser.newContext({ baseURL: server.base, ...contextOptions });
      contexts.push(context);
      return context;
    },
    close: async () => {
      // Each step bounded: on a machine busy with other suites, a browser that never answers its
      // close must not fail the file whose tests all passed (the process ends with the run).
      for (const context of contexts) await bounded(context.close(), "a browser context's close");
      await bounded(chromium.close(), "Chromium's close");
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
