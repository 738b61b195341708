import type { StatementInput } from "@communique/store";
import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { fictionalStatements } from "../../../packages/store/test/fictional-statements";
import { startTestServer, type TestServer, type TestServerOptions } from "../../server/test/test-server";
import { findChromium, launchChromium } from "./chromium";

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
      for (const context of contexts) await context.close().catch(() => {});
      await chromium.close();
      await server.close();
    },
  };
}

/** Resolves once React has hydrated the page (its effects have run). */
export async function waitForHydration(page: Page, timeout = 30_000): Promise<void> {
  await page.waitForFunction(
    () => (window as { __communiqueHydrated?: boolean }).__communiqueHydrated === true,
    null,
    { timeout },
  );
}
