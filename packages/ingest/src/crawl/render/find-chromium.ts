import { accessSync, constants } from "node:fs";

/**
 * Where Debian and Ubuntu put Chromium; the operator's CHROMIUM_PATH comes first. Debian's
 * chromium-headless-shell, when installed, before the whole browser: the same engine and version
 * without the browser around it (the headless mode Playwright itself uses), whose contexts and
 * pages cost a half to a third of the CPU (docs/decisions/025-fast-test-suite.md).
 */
const STANDARD_PATHS = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium", "/usr/bin/chromium-browser"];

/** The Chromium to render with, or undefined when none is installed (JavaScript sources are then skipped). */
export function findChromium(configured: string | undefined): string | undefined {
  const candidates = configured ? [configured] : STANDARD_PATHS;
  return candidates.find(isExecutable);
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
