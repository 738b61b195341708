import { existsSync } from "node:fs";
import { testEnv } from "@communique/core/testing";
import { type Browser, chromium } from "playwright-core";

export interface ChromiumChoice {
  /**
   * Debian's chromium-headless-shell first, when installed (the default): the same engine without
   * the browser around it, as Playwright's own headless runs use, at a half to a third of the CPU
   * per context and page (docs/decisions/025-fast-test-suite.md). False for the whole browser,
   * when what is measured or pictured is the page as a visitor's browser shows it.
   */
  headlessShell?: boolean;
}

/** Debian's chromium-headless-shell or chromium (CI installs both); CHROMIUM_PATH overrides. */
export function findChromium(choice: ChromiumChoice = {}): string | undefined {
  const candidates = [
    testEnv.CHROMIUM_PATH,
    ...(choice.headlessShell === false ? [] : ["/usr/bin/chromium-headless-shell"]),
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
  ];
  return candidates.find((path): path is string => Boolean(path && existsSync(path)));
}

export interface LaunchedChromium {
  browser: Browser;
  close(): Promise<void>;
}

/** Headless Chromium; Playwright gives each launch a throwaway profile. */
export async function launchChromium(choice: ChromiumChoice = {}): Promise<LaunchedChromium> {
  const executablePath = findChromium(choice);
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
