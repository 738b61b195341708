import { existsSync } from "node:fs";
import { testEnv } from "@communique/core/testing";
import { type Browser, chromium } from "playwright-core";

/** Debian's chromium (CI installs it); CHROMIUM_PATH overrides. */
export function findChromium(): string | undefined {
  const candidates = [testEnv.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  return candidates.find((path): path is string => Boolean(path && existsSync(path)));
}

export interface LaunchedChromium {
  browser: Browser;
  close(): Promise<void>;
}

/** Headless Chromium; Playwright gives each launch a throwaway profile. */
export async function launchChromium(): Promise<LaunchedChromium> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error("Chromium not found: install Debian's chromium or set CHROMIUM_PATH");
  const browser = await chromium.launch({
    executablePath,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-dev-shm-usage",
    ],
  });
  return {
    browser,
    close: () => browser.close(),
  };
}
