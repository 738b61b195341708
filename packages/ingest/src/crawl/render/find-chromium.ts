import { accessSync, constants } from "node:fs";

/** Where Debian and Ubuntu put Chromium; the operator's CHROMIUM_PATH comes first. */
const STANDARD_PATHS = ["/usr/bin/chromium", "/usr/bin/chromium-browser"];

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
