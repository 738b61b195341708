import { readFileSync } from "node:fs";
import { getCountry } from "@communique/core";
import { analyticsFixtures, analyticsStatements, fictionalStatements } from "@communique/store/testing";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ar } from "../src/i18n/messages/ar";
import { en } from "../src/i18n/messages/en";
import { CHROMIUM_MISSING, startWebFixture, type WebFixture, waitForHydration } from "./web-fixture";

const fixtures = analyticsFixtures();
const about = (theme: string) => fixtures.filter((f) => f.themes.includes(theme));

/** Left edges of the SVG text elements matching `selector`, in document order. */
const lefts = (page: Page, selector: string) =>
  page.$$eval(selector, (elements) => elements.map((e) => e.getBoundingClientRect().left));

describe.skipIf(CHROMIUM_MISSING)("analytics, in Chromium", () => {
  let web: WebFixture;
  let context: BrowserContext;
  beforeAll(async () => {
    web = await startWebFixture({}, [...analyticsStatements(fixtures), ...fictionalStatements()]);
    context = await web.newContext({ serviceWorkers: "block", acceptDownloads: true });
  });
  afterAll(() => web?.close());

  it("asks for a keyword before drawing anything, in each language", async () => {
    const page = await context.newPage();
    await page.goto("/en/analytics");
    expect(await page.textContent(".analytics-prompt")).toBe(
      "Add a keyword at the top of the search bar to display the graphic",
    );
    expect(await page.$("#chart-trends")).toBeNull();
    await page.goto("/ar/analytics");
    expect(await page.getAttribute("html", "dir")).toBe("rtl");
    expect(await page.textContent(".analytics-prompt")).toBe(ar["analytics.prompt"]);
    await page.close();
  });

  it("takes the keyword from the search bar at the top and shows figures counted independently", async () => {
    const page = await context.newPage();
    await page.goto("/en/analytics");
    await page.fill("header input[name=q]", "fisheries");
    await page.press("header input[name=q]", "Enter");
    await page.waitForURL(/\/en\/analytics\?q=fisheries/);
    const matching = about("fisheries");
    const members = new Set(
      matching.filter((f) => getCountry(f.country)!.kind === "member").map((f) => f.country),
    );
    const figures = () => page.$$eval(".analytics-figures dd", (dds) => dds.map((d) => d.textContent));
    await expect.poll(figures).toEqual([`${members.size} of 193`, `${matching.length} statements`]);
    // Trends, map and groups are drawn, the map's table ranks the states with their counts.
    expect(await page.$$eval("#chart-trends path[stroke-width='2.5']", (p) => p.length)).toBe(1);
    const perCountry = new Map<string, number>();
    for (const f of matching)
      if (getCountry(f.country)!.kind !== "organization")
        perCountry.set(f.country, (perCountry.get(f.country) ?? 0) + 1);
    const rows = await page.$$eval(".world-map-table tbody tr", (trs) =>
      trs.map((tr) => [...tr.querySelectorAll("td, th")].map((c) => c.textContent!.trim())),
    );
    expect(rows).toHaveLength(perCountry.size);
    expect(rows.map((r) => Number(r.at(-1)))).toEqual([...perCountry.values()].sort((a, b) => b - a));
    expect(await page.$$("#chart-map .world-map-target")).toHaveLength(perCountry.size);
    expect(await page.textContent(".analytics")).toContain("Falkland Islands (Malvinas)");
    expect(await page.$$eval("#chart-groups rect[fill='#1d4f91']", (r) => r.length)).toBe(7);
    await page.close();
  });

  it("keeps a keyword typed before the page became interactive", async () => {
    // Hold the scripts until the keyword is typed: a reader on a slow line types into the plain
    // form, and hydration, then any render, must not erase it (a CI run lost it so).
    const page = await context.newPage();
    let release!: () => void;
    const typed = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await typed;
      await route.continue();
    });
    await page.goto("/en/analytics", { waitUntil: "domcontentloaded" });
    await page.fill("header input[name=q]", "fisheries");
    release();
    await waitForHydration(page);
    // A render after hydration (a suggestion, a navigation state) writes the state into the box.
    await page.press("header input[name=q]", "End");
    await page.press("header input[name=q]", "Enter");
    await page.waitForURL(/\/en\/analytics\?q=fisheries/);
    expect(await page.inputValue("header input[name=q]")).toBe("fisheries");
    await page.close();
  });

  it("compares up to four terms, each line labelled, and refuses a fifth with a clear message", async () => {
    const page = await context.newPage();
    await page.goto("/en/analytics?q=fisheries");
    await waitForHydration(page);
    for (const term of ["forestry", "oceans", "drought", "glaciers"]) {
      await page.fill("#compare-term", term);
      await page.press("#compare-term", "Enter");
      // The address changes before React renders the new answer: wait for the page itself.
      await page.waitForSelector(`.compare-terms li span:text-is('${term}')`);
    }
    const legend = await page.$$eval("#chart-comparison .chart-legend-item text", (t) =>
      t.map((e) => e.textContent),
    );
    expect(legend).toEqual(["fisheries", "forestry", "oceans", "drought", "glaciers"]);
    const dashes = await page.$$eval("#chart-comparison .chart-legend-item line", (lines) =>
      lines.map((l) => `${l.getAttribute("stroke")} ${l.getAttribute("stroke-dasharray")}`),
    );
    expect(new Set(dashes).size).toBe(5);
    expect(await page.isDisabled("#compare-term")).toBe(true);
    expect(await page.textContent("#compare-limit")).toContain("At most 4 terms");

    await page.goto(
      "/en/analytics?q=fisheries&compare=forestry&compare=oceans&compare=drought&compare=glaciers&compare=tides",
    );
    expect(await page.textContent(".analytics-section [role=alert]")).toContain("At most 4 terms");
    expect(await page.$("#chart-comparison")).toBeNull();
    expect(await page.$("#chart-trends")).not.toBeNull();
    await page.close();
  });

  it("changes the interval and the measure, and reads values by keyboard with a tooltip that goes away", async () => {
    const page = await context.newPage();
    await page.goto("/en/analytics?q=oceans");
    await waitForHydration(page);
    const current = await page.$$eval(".chart-controls a[aria-current='true']", (a) =>
      a.map((e) => e.textContent),
    );
    expect(current).toEqual(["Month", "Number of statements"]);
    await page.click(".chart-controls a:text-is('Year')");
    await page.waitForURL(/interval=year/);
    const periods = () => page.$$eval("#chart-trends .chart-tick-period", (t) => t.map((e) => e.textContent));
    await expect.poll(periods).toEqual(["2022", "2023", "2024"]);
    await page.click(".chart-controls a:text-is('Share of all statements')");
    await page.waitForURL(/measure=share/);
    const ticks = () => page.$$eval("#chart-trends .chart-tick-value", (t) => t.map((e) => e.textContent));
    await expect
      .poll(async () => {
        const labels = await ticks();
        return labels.length > 2 && labels.every((t) => t?.endsWith("%"));
      })
      .toBe(true);

    await page.focus("#chart-trends >> xpath=..");
    await page.keyboard.press("ArrowRight");
    const tooltip = page.locator(".chart-tooltip");
    await expect.poll(() => tooltip.textContent()).toContain("2022");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => tooltip.textContent()).toContain("2023");
    await tooltip.waitFor({ state: "detached", timeout: 8000 }); // disposed after 5,000 ms
    await page.close();
  });

  it("downloads each chart as PNG and SVG and its data as CSV", async () => {
    const page = await context.newPage();
    await page.goto("/en/analytics?q=drought&interval=year");
    await waitForHydration(page);
    const save = async (section: string, label: string) => {
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.click(`section[aria-labelledby=${section}] .chart-downloads button:text-is('${label}')`),
      ]);
      return readFileSync((await download.path())!);
    };
    const png = await save("trends-title", "PNG");
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const svg = (await save("trends-title", "SVG")).toString("utf8");
    expect(svg).toContain("<svg");
    expect(svg).toContain("drought");
    const csv = (await save("trends-title", "Data (CSV)")).toString("utf8").replace(/^\uFEFF/, "");
    const lines = csv.trim().split("\r\n");
    expect(lines[0]).toBe("period_start,period_end,all_statements,drought (count),drought (share)");
    const counts = lines.slice(1).map((l) => Number(l.split(",")[3]));
    // By year every statement has its place: the years add up to all of them.
    expect(counts.reduce((a, b) => a + b, 0)).toBe(about("drought").length);
    const mapCsv = (await save("map-title", "Data (CSV)")).toString("utf8");
    expect(mapCsv).toContain("rank,country,code,statements");
    const mapSvg = (await save("map-title", "SVG")).toString("utf8");
    expect(mapSvg).toContain("<path");
    // The legend, HTML on the page, travels with the downloaded map.
    expect(mapSvg).toContain(`>${en["map.legendTitle"]}</text>`);
    expect(mapSvg).toMatch(/viewBox="0 0 960 4[6-9]\d"/);
    const groupsPng = await save("groups-title", "PNG");
    expect(groupsPng.subarray(1, 4).toString()).toBe("PNG");
    await page.close();
  });

  it("mirrors the charts in Arabic: time runs right to left, values and legend on the right", async () => {
    const page = await context.newPage();
    await page.goto("/ar/analytics?q=fisheries&compare=forestry&interval=year");
    expect(await page.getAttribute("#chart-comparison", "direction")).toBe("rtl");
    const years = await page.$$eval("#chart-comparison text", (t) =>
      t
        .filter((e) => /^\d{4}$/.test(e.textContent ?? ""))
        .map((e) => [e.textContent, e.getBoundingClientRect().left] as const),
    );
    const x = new Map(years);
    expect(x.get("2022")!).toBeGreaterThan(x.get("2024")!);
    const svgBox = await page.$eval("#chart-comparison", (s) => s.getBoundingClientRect());
    const middle = svgBox.left + svgBox.width / 2;
    const legend = await lefts(page, "#chart-comparison .chart-legend-item text");
    expect(legend.every((left) => left > middle)).toBe(true);
    const valueTicks = await lefts(page, "#chart-comparison .chart-tick-value");
    expect(valueTicks.length).toBeGreaterThan(2);
    expect(valueTicks.every((left) => left > middle)).toBe(true);
    // The same figures as in English.
    expect(await page.$$eval(".analytics-figures dd", (d) => d.length)).toBe(2);
    await page.close();
  });
});

describe.skipIf(CHROMIUM_MISSING)("the analytics tool, in Chromium", () => {
  let web: WebFixture;
  let context: BrowserContext;
  beforeAll(async () => {
    web = await startWebFixture({}, analyticsStatements(fixtures));
    context = await web.newContext({ serviceWorkers: "block" });
  });
  afterAll(() => web?.close());

  it("shows the last month with statements, weeks from Sunday, and opens a day's results", async () => {
    const page = await context.newPage();
    await page.goto("/en/analytics-tool?q=fisheries&compare=oceans");
    const placed = about("fisheries").filter((f) => f.date.length > 4);
    const lastMonth = placed
      .map((f) => f.date.slice(0, 7))
      .sort()
      .at(-1)!;
    const [y, m] = lastMonth.split("-").map(Number) as [number, number];
    const monthTitle = new Intl.DateTimeFormat("en", {
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    }).format(new Date(Date.UTC(y, m - 1, 1)));
    expect(await page.textContent(".calendar h2")).toBe(monthTitle);
    expect(await page.$$eval(".calendar-grid thead th", (th) => th.map((e) => e.textContent))).toEqual([
      "Sun",
      "Mon",
      "Tue",
      "Wed",
      "Thu",
      "Fri",
      "Sat",
    ]);
    const byDay = new Map<string, number>();
    for (const f of placed.filter((f) => f.date.length === 10 && f.date.startsWith(lastMonth)))
      byDay.set(f.date, (byDay.get(f.date) ?? 0) + 1);
    const items = await page.$$eval(".calendar-series-0 .calendar-bar-title", (a) =>
      a.map((e) => e.textContent),
    );
    for (const [day, count] of byDay) expect(items.join("|"), day).toContain(`fisheries: ${count}`);

    const [day, count] = [...byDay.entries()][0]!;
    const dayLink = await page.getAttribute(`.calendar-series-0 a[href*='from=${day}']`, "href");
    await page.goto(dayLink!);
    expect(new URL(page.url()).searchParams.get("to")).toBe(day);
    await expect.poll(() => page.$$eval(".results .result", (r) => r.length)).toBe(count);
    await page.close();
  });

  it("navigates by month and year from the header links, in Arabic too", async () => {
    const page = await context.newPage();
    await page.goto("/ar/analytics-tool?q=fisheries&month=2023-06");
    const title = () => page.textContent(".calendar h2");
    expect(await title()).toBe(
      new Intl.DateTimeFormat("ar", { month: "long", year: "numeric", timeZone: "UTC" }).format(
        new Date(Date.UTC(2023, 5, 1)),
      ),
    );
    expect(await page.textContent(".calendar-grid thead th")).toBe(
      new Intl.DateTimeFormat("ar", { weekday: "short", timeZone: "UTC" }).format(
        new Date(Date.UTC(2023, 5, 4)),
      ),
    );
    const links = await page.$$eval(".calendar nav a", (a) =>
      a.map((e) => new URL((e as HTMLAnchorElement).href).searchParams.get("month")),
    );
    const today = new Date().toISOString().slice(0, 7);
    expect(links).toEqual(["2022-06", "2023-05", today, "2023-07", "2024-06"]);
    await page.click(".calendar nav a >> nth=3");
    await page.waitForURL(/month=2023-07/);
    const july = new Intl.DateTimeFormat("ar", { month: "long", year: "numeric", timeZone: "UTC" }).format(
      new Date(Date.UTC(2023, 6, 1)),
    );
    await expect.poll(title).toBe(july);
    expect(await page.getAttribute("html", "dir")).toBe("rtl");
    await page.close();
  });
});
