import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** The WCAG 2.2 A and AA rules and axe's best practices: what the site's pages are held to. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** A rule the page breaks, with the first few elements that break it. */
export interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  /** CSS selectors of up to three offending elements. */
  targets: string[];
}

/**
 * axe-core's violations on the page as it is now (evaluated through the DevTools protocol, which
 * the page's CSP does not govern). Only violations are processed in full (`resultTypes`): axe then
 * keeps one node of its passes and incomplete results instead of building a selector for each,
 * which is most of its time on a long page; every violation is still reported whole.
 */
export async function axeViolationDetails(
  page: Page,
  tags: readonly string[] = AXE_TAGS,
): Promise<AxeViolation[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async (values) => {
    const axe = (
      window as unknown as {
        axe: {
          run(o: object): Promise<{
            violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run({ runOnly: { type: "tag", values }, resultTypes: ["violations"] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 3).map((n) => n.target.join(" ")),
    }));
  }, tags);
}

/** axeViolationDetails as "rule: help" lines (none: an empty list). */
export async function axeViolations(page: Page, tags: readonly string[] = AXE_TAGS): Promise<string[]> {
  return (await axeViolationDetails(page, tags)).map((v) => `${v.id}: ${v.help}`);
}
