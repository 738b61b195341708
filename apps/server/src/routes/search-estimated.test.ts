import { SearchResponseSchema } from "@communique/core/contract";
import { refreshSearchStatistics } from "@communique/store";
import { fictionalStatement } from "@communique/store/testing";
import { beforeAll, describe, expect, it } from "vitest";
import { serveDuringTests } from "../../test/test-server";

/** 320 FICTIONAL statements naming the orchard; every twentieth also names a lantern (16). */
const ORCHARD = 320;
const served = serveDuringTests(
  Array.from({ length: ORCHARD }, (_, i) =>
    fictionalStatement({
      id: `orchard-${i}`,
      language: "en",
      country: i % 2 ? "KE" : "FR",
      body: `The fictional orchard was discussed.${i % 20 === 0 ? " A lantern was lit." : ""}`,
    }),
  ),
  // Production estimates past 100,000 matches; here past 64, so 320 are estimated and 16 are not.
  { web: {}, exactCountLimit: 64 },
);

// As after an import or autovacuum: the planner's statistics decide whether to sample first.
beforeAll(() => refreshSearchStatistics(served.server.database.pool));

async function api(q: string) {
  const response = await fetch(`${served.base}/api/search?q=${q}`);
  expect(response.status).toBe(200);
  return SearchResponseSchema.parse(await response.json());
}

async function page(lang: string, q: string): Promise<string> {
  const response = await fetch(`${served.base}/${lang}/search?q=${q}`);
  expect(response.status).toBe(200);
  return response.text();
}

describe("counts past the exact limit, through HTTP", () => {
  it("are estimated in the API answer, flagged, and exact below the limit", async () => {
    const many = await api("orchard");
    expect(many.estimated).toBe(true);
    expect(Math.abs(many.total - ORCHARD)).toBeLessThanOrEqual(ORCHARD * 0.4);
    const few = await api("lantern");
    expect(few.estimated).toBeUndefined();
    expect(few.total).toBe(ORCHARD / 20);
  });

  it("read as estimates on the results page, in the page's language", async () => {
    const en = await page("en", "orchard");
    expect(en).toMatch(/About [\d,]+ statements/);
    expect(en).toContain(
      '<p class="facet-note">Counts estimated from a one-in-sixteen sample of the matches.</p>',
    );
    expect(en).toMatch(/≈\u00a0[\d,]+/);
    const ar = await page("ar", "orchard");
    expect(ar).toMatch(/نحو [\d٠-٩٬,]+ بيان/);
    expect(ar).toMatch(/<p class="facet-note">الأعداد تقديرية/);
    // Below the limit, a count as before, with no sign of an estimate.
    const exact = await page("en", "lantern");
    expect(exact).toContain("16 statements");
    // (The messages sent for the browser hold "≈" in prose; a count never follows it there.)
    expect(exact).not.toMatch(/≈\u00a0\d/);
    expect(exact).not.toContain('class="facet-note"');
    expect(exact).not.toMatch(/About \d/);
  });
});
