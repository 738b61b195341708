import { TimelineSchema } from "@communique/core/contract";
import { refreshSearchStatistics } from "@communique/store";
import { LANTERNS, ORCHARD, orchardStatements } from "@communique/store/testing";
import { beforeAll, describe, expect, it } from "vitest";
import { serveDuringTests } from "../../test/test-server";

// Production estimates a series past 100,000 matches with 400 sample matches per period; here
// past 64 with 1 a period, so the 960 orchard statements are estimated and the 40 lanterns not.
const served = serveDuringTests(orchardStatements(), {
  web: {},
  exactCountLimit: 64,
  sampleMatchesPerPeriod: 1,
});

beforeAll(() => refreshSearchStatistics(served.server.database.pool));

// The orchard statements are half English, half French, all with the word "orchard": read as
// English, the query finds only the English half (issue 33); translate=add searches a word that
// nothing translates in every language.

async function page(lang: string, q: string): Promise<string> {
  const response = await fetch(`${served.base}/${lang}/analytics?q=${q}&translate=add`);
  expect(response.status).toBe(200);
  return response.text();
}

describe("a timeline's estimated series, through HTTP", () => {
  it("is flagged in the API answer, beside an exact one", async () => {
    const response = await fetch(
      `${served.base}/api/analytics/timeline?q=orchard&compare=lantern&interval=year&translate=add`,
    );
    expect(response.status).toBe(200);
    const [orchard, lantern] = TimelineSchema.parse(await response.json()).series;
    expect(orchard!.estimated).toBe(true);
    expect(Math.abs(orchard!.total - ORCHARD)).toBeLessThanOrEqual(ORCHARD * 0.3);
    expect(lantern!.estimated).toBeUndefined();
    expect(lantern!.total).toBe(LANTERNS);
  });

  it("reads as an estimate under the chart and in its table, in the page's language", async () => {
    const en = await page("en", "orchard");
    expect(en).toContain(
      '<p class="chart-note">Estimated from a sample of one statement in sixteen: “orchard”.',
    );
    expect(en).toMatch(/<td>≈\u00a0[\d,]+<\/td>/);
    const ar = await page("ar", "orchard");
    expect(ar).toContain("قيم تقديرية محسوبة من عيّنة تضم بيانًا واحدًا من كل ستة عشر بيانًا: «orchard»");
    expect(ar).toMatch(/<td>≈\u00a0[\d٠-٩٬,]+<\/td>/);
    // An exact series: no mark, no note (the page's messages, sent for the browser, hold both).
    const exact = await page("en", "lantern");
    expect(exact).toMatch(/<td>10<\/td>/);
    expect(exact).not.toMatch(/<td>≈/);
    expect(exact).not.toContain('<p class="chart-note">Estimated');
  });
});
