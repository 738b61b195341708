import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** The WCAG 2.2 A and AA rules and axe's best practices: what the site's pages are held to. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** axe-core's violations on the page as it is now, as "rule: help" lines (none: an empty list). */
export async function axeViolations(page: Page, tags: readonly string[] = AXE_TAGS): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async (values) => {
    const axe = (
      window as unknown as {
        axe: { run(o: object): Promise<{ violations: { id: string; help: string }[] }> };
      }
    ).axe;
    const result = await axe.run({ runOnly: { type: "tag", values } });
    return result.violations.map((v) => `${v.id}: ${v.help}`);
  }, tags);
}
