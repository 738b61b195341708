import { countriesInGroup, getCountry, groupName, type LanguageCode } from "@communique/core";
import { fictionalGroupStatements, GROUP_FIXTURE_WORD } from "@communique/store/testing";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ar } from "../src/i18n/messages/ar";
import { en } from "../src/i18n/messages/en";
import { CHROMIUM_MISSING, startWebFixture, type WebFixture, waitForHydration } from "./web-fixture";

const MESSAGES = { en, ar } as const;
const EASTERN_MEMBERS = countriesInGroup("eastern-european").filter((c) => c.kind === "member").length;

/** "{issuers} of {members} members" in the page's language, as a pattern of its two numbers. */
function issuersPattern(lang: "en" | "ar"): RegExp {
  const [before, between, after] = MESSAGES[lang]["analytics.groupIssuers"].split(/\{issuers\}|\{members\}/);
  const quote = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`${quote(before!)}([\\d,]+)${quote(between!)}([\\d,]+)${quote(after!)}`);
}

/** Each bar's label with its "N of M" pair, and the table's rows, as the reader sees them. */
async function groupFigures(page: Page, lang: "en" | "ar") {
  const notes = await page.$$eval("#chart-groups g", (gs) =>
    gs.map((g) => [...g.querySelectorAll("text")].map((t) => t.textContent ?? "")),
  );
  const pattern = issuersPattern(lang);
  return notes.map(([label, value]) => {
    const match = pattern.exec(value ?? "");
    expect(match, `${label}: ${value}`).not.toBeNull();
    return {
      label: label!,
      issuers: Number(match![1]!.replace(/,/g, "")),
      members: Number(match![2]!.replace(/,/g, "")),
    };
  });
}

describe.skipIf(CHROMIUM_MISSING)(
  "analytics groups: never more issuers than members, former states apart",
  () => {
    let web: WebFixture;
    let context: BrowserContext;
    beforeAll(async () => {
      web = await startWebFixture({}, fictionalGroupStatements());
      context = await web.newContext({ serviceWorkers: "block" });
    });
    afterAll(() => web?.close());

    for (const lang of ["en", "ar"] as const satisfies readonly LanguageCode[])
      it(`counts each group's present members once and names the former states apart (${lang})`, async () => {
        const page = await context.newPage();
        await page.goto(`/${lang}/analytics?q=${GROUP_FIXTURE_WORD}`);
        await waitForHydration(page);
        const figures = await groupFigures(page, lang);
        expect(figures).toHaveLength(7);
        for (const group of figures) expect(group.issuers, group.label).toBeLessThanOrEqual(group.members);
        // Every present Eastern European member spoke (one twice), and three former states of the group.
        const eastern = figures.find((f) => f.label === groupName("eastern-european", lang));
        expect(eastern).toMatchObject({ issuers: EASTERN_MEMBERS, members: EASTERN_MEMBERS });

        const apart = await page.textContent(".former-states");
        const names = ["YU", "CS", "DD", "YD"].map((code) => getCountry(code)!.names[lang]);
        for (const name of names) expect(apart).toContain(name);
        expect(apart).toContain(`${names[0]} (2)`);
        const lead = MESSAGES[lang]["analytics.formerStates"].split("{states}")[0]!;
        expect(apart!.startsWith(lead)).toBe(true);
        // Asia-Pacific's total holds Kiribati, which the UN files in no regional group: said so.
        const filed = MESSAGES[lang]["analytics.kiribatiFiled"].replace(
          "{group}",
          groupName("asia-pacific", lang),
        );
        expect(await page.locator(".chart-note", { hasText: filed }).count()).toBe(1);
        // The table says the same, in a row of its own after the seven groups.
        const rows = await page.$$eval("section[aria-labelledby=groups-title] .chart-table tbody tr", (trs) =>
          trs.map((tr) => [...tr.querySelectorAll("th, td")].map((c) => c.textContent?.trim() ?? "")),
        );
        expect(rows).toHaveLength(8);
        expect(rows[7]).toEqual([
          MESSAGES[lang]["analytics.formerStatesRow"],
          "5",
          expect.stringContaining(names[0]!),
        ]);
        await page.close();
      });

    for (const lang of ["en", "ar"] as const satisfies readonly LanguageCode[])
      it(`draws the groups' bars for a phone with readable text, the same figures (${lang})`, async () => {
        const phone = await web.newContext({
          serviceWorkers: "block",
          viewport: { width: 360, height: 800 },
        });
        const page = await phone.newPage();
        await page.goto(`/${lang}/analytics?q=${GROUP_FIXTURE_WORD}`);
        const shown = (selector: string) =>
          page.$$eval(`section[aria-labelledby=groups-title] ${selector}`, (svgs) =>
            svgs.map((svg) => ({
              id: svg.id,
              visible: svg.getBoundingClientRect().height > 0,
              // The labels' size as drawn on the screen, in CSS pixels.
              textPx: Math.min(
                ...[...svg.querySelectorAll("text")].map((t) => t.getBoundingClientRect().height),
              ),
              texts: [...svg.querySelectorAll("text")].map((t) => t.textContent),
            })),
          );
        const [wide] = await shown("svg.drawing-wide");
        const [narrow] = await shown("svg.drawing-narrow");
        // The downloads take the wide drawing, by its id; the phone sees the narrow one.
        expect([wide!.id, wide!.visible, narrow!.id, narrow!.visible]).toEqual([
          "chart-groups",
          false,
          "",
          true,
        ]);
        expect(narrow!.texts).toEqual(wide!.texts);
        expect(narrow!.textPx).toBeGreaterThanOrEqual(11);
        // Each label and value lies inside the screen.
        const outside = await page.$$eval(
          "section[aria-labelledby=groups-title] svg.drawing-narrow text",
          (texts) =>
            texts
              .filter((t) => {
                const box = t.getBoundingClientRect();
                return box.left < 0 || box.right > window.innerWidth;
              })
              .map((t) => t.textContent),
        );
        expect(outside).toEqual([]);
        await phone.close();
      });
  },
);
