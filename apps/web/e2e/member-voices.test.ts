import { readFileSync } from "node:fs";
import {
  countriesInGroup,
  getBloc,
  groupName,
  type LanguageCode,
  membersDuring,
  parseStatementDate,
} from "@communique/core";
import type { StatementInput } from "@communique/store";
import { HtmlValidate } from "html-validate";
import { IntlMessageFormat } from "intl-messageformat";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFormatters } from "../src/i18n/format";
import { ar } from "../src/i18n/messages/ar";
import { en } from "../src/i18n/messages/en";
import { AXE_TAGS, axeViolationDetails } from "./axe";
import { CHROMIUM_MISSING, startWebFixture, type WebFixture, waitForHydration } from "./web-fixture";

/**
 * "Who has spoken" on the analytics page (issue 37, point 2), over FICTIONAL statements about
 * kestrels in March 2024: Kenya and Ghana spoke; Senegal issued only a statement on another
 * subject in the period (silent: we would have seen one) and spoke of kestrels in 2022; Nigeria
 * spoke of them in November 2023 and issued nothing in the period (not covered, not silent);
 * France spoke too, but is no member of the African States.
 */
const WORD = "kestrels";
const PERIOD = "from=2024-03-01&to=2024-03-31";
const MESSAGES = { en, ar } as const;

const FIXTURES: [code: string, date: string, about: string][] = [
  ["KE", "2024-03-05", WORD],
  ["GH", "2024-03-20", WORD],
  ["SN", "2024-03-10", "harvests"],
  ["SN", "2022", WORD],
  ["NG", "2023-11", WORD],
  ["FR", "2024-03-06", WORD],
];

const fixtureId = (i: number, code: string) => `fx-vo-${i}-${code}`;

const HEADER =
  "code,name,status,coverage,statements,first_date,first_id,last_date,last_id,last_before_date,last_before_id,statements_in_period";
const KE_ROW = [
  "spoke",
  "statements",
  "1",
  "2024-03-05",
  fixtureId(0, "KE"),
  "2024-03-05",
  fixtureId(0, "KE"),
  "",
  "",
  "1",
];

function fictionalVoices(): StatementInput[] {
  return FIXTURES.map(([code, date, about], i) => ({
    id: fixtureId(i, code),
    countryCode: code,
    source: "test-fixture",
    url: null,
    title: `Fictional statement ${i} on ${about}`,
    body: `A fictional statement on ${about}, issued by nobody. It is a test fixture.`,
    language: "en",
    date: parseStatementDate(date)!,
    meta: { fictional: true },
    fetchedAt: null,
  }));
}

const AFRICAN_MEMBERS = countriesInGroup("african").filter((c) => c.kind !== "former").length;

/** Each row of the section's table: the member's code, its cells' texts and its links. */
function tableRows(page: Page) {
  return page.$$eval(".voices-table tbody tr", (trs) =>
    trs.map((tr) => ({
      code: tr.getAttribute("data-code") ?? "",
      status: tr.getAttribute("data-status") ?? "",
      cells: [...tr.querySelectorAll("th, td")].map((cell) => cell.textContent?.trim() ?? ""),
      links: [...tr.querySelectorAll("a")].map((a) => a.getAttribute("href") ?? ""),
    })),
  );
}

async function checkSection(page: Page, lang: "en" | "ar") {
  const m = MESSAGES[lang];
  const format = createFormatters(lang);
  const rows = await tableRows(page);
  expect(rows).toHaveLength(AFRICAN_MEMBERS);
  // Those that spoke first; France, no member, is not listed.
  expect(
    rows
      .slice(0, 2)
      .map((r) => r.code)
      .sort(),
  ).toEqual(["GH", "KE"]);
  expect(rows.map((r) => r.code)).not.toContain("FR");
  const row = (code: string) => rows.find((r) => r.code === code)!;
  const statuses = Object.fromEntries(["KE", "GH", "SN", "NG", "DZ"].map((c) => [c, row(c).cells[1]]));
  expect(statuses).toEqual({
    KE: m["voices.statusSpoke"],
    GH: m["voices.statusSpoke"],
    SN: m["voices.statusSilent"],
    NG: m["voices.statusNotCovered"],
    DZ: m["voices.statusNotCovered"],
  });
  expect(rows.filter((r) => r.status === "silent").map((r) => r.code)).toEqual(["SN"]);
  // First and last link to Kenya's statement; its name to the search for Kenya alone.
  expect(row("KE").links.filter((href) => href.includes("/statements/"))).toEqual([
    `/${lang}/statements/${fixtureId(0, "KE")}`,
    `/${lang}/statements/${fixtureId(0, "KE")}`,
  ]);
  const memberSearch = new URL(row("KE").links[0]!, "http://x");
  expect(memberSearch.pathname).toBe(`/${lang}/search`);
  expect(memberSearch.searchParams.get("q")).toBe(WORD);
  expect(memberSearch.searchParams.getAll("country")).toEqual(["KE"]);
  expect(memberSearch.searchParams.get("from")).toBe("2024-03-01");
  // The last matching statement before the period, at its own precision (a month, a year).
  // It takes the place of the first and last, which a member that did not speak has not.
  const before = (date: string) => m["voices.lastBefore"].replace("{date}", date);
  expect(row("NG").links).toContain(`/${lang}/statements/${fixtureId(4, "NG")}`);
  expect(row("NG").cells[3]).toBe(before(format.date("2023-11", "month")));
  expect(row("SN").links).toContain(`/${lang}/statements/${fixtureId(3, "SN")}`);
  expect(row("SN").cells[3]).toBe(before(format.date("2022", "year")));
  expect(row("DZ").cells[3]).toBe(m["voices.noneBefore"]);
  expect(row("KE").cells[3]).toBe(format.date("2024-03-05", "day"));
  // What tells silent from not covered, in words.
  expect(row("NG").cells.at(-1)).toBe(m["voices.coverageNone"]);
  expect(row("SN").cells.at(-1)).toBe(
    new IntlMessageFormat(m["voices.coverageOther"], lang).format({ count: 1 }),
  );

  const summary = await page.textContent(".voices-summary");
  expect(summary).toContain(groupName("african", lang));
  expect(summary).toContain(format.date("2024-03-31", "day"));

  // The map: silent members hatched and outlined, uncovered ones dotted; the legend says so.
  expect(await page.getAttribute("#chart-voices [data-code=SN]", "fill")).toBe("url(#chart-voices-silent)");
  expect(await page.locator("#chart-voices pattern#chart-voices-silent").count()).toBe(1);
  expect(await page.locator("#chart-voices path[data-outline=silent]").count()).toBe(1);
  expect(await page.locator("#chart-voices [data-outline=not-covered]").count()).toBeGreaterThan(40);
  expect(await page.getAttribute("#chart-voices [data-code=KE]", "fill")).toMatch(/^#/);
  const legend = page.locator(".voices .world-map-legend");
  expect(await legend.locator("li[data-status=silent]").textContent()).toBe(m["voices.legendSilent"]);
  expect(await legend.locator("li[data-status=not-covered]").textContent()).toBe(
    m["voices.legendNotCovered"],
  );
  // The map's own table says the same in words.
  const mapRow = page.locator(".voices .world-map-table tr[data-status=silent]");
  expect(await mapRow.locator(".world-map-status").textContent()).toBe(m["voices.statusSilent"]);
}

describe.skipIf(CHROMIUM_MISSING)("who has spoken, on the analytics page", () => {
  let web: WebFixture;
  let scripted: BrowserContext;
  let plain: BrowserContext;
  beforeAll(async () => {
    web = await startWebFixture({}, fictionalVoices());
    scripted = await web.newContext({ serviceWorkers: "block", acceptDownloads: true });
    plain = await web.newContext({ javaScriptEnabled: false });
  });
  afterAll(() => web?.close());

  for (const lang of ["en", "ar"] as const satisfies readonly LanguageCode[]) {
    it(`lists the African States by status, on the map and in a table, without JavaScript (${lang})`, async () => {
      const page = await plain.newPage();
      await page.goto(`/${lang}/analytics?q=${WORD}&${PERIOD}&interval=week`);
      expect(await page.locator(".voices .empty-state").textContent()).toBe(
        MESSAGES[lang]["voices.chooseLens"],
      );
      // The lens is chosen with the form's Apply button; the page's other parameters stay.
      await page.selectOption(".voices-lens select", "african");
      await Promise.all([page.waitForURL(/among=african/), page.click(".voices-lens button[type=submit]")]);
      const url = new URL(page.url());
      expect(url.searchParams.get("q")).toBe(WORD);
      expect(url.searchParams.get("from")).toBe("2024-03-01");
      expect(url.searchParams.get("interval")).toBe("week");
      await checkSection(page, lang);
      await page.close();
    });

    it(`chooses the lens at once with JavaScript, and downloads the table and the map (${lang})`, async () => {
      const page = await scripted.newPage();
      await page.goto(`/${lang}/analytics?q=${WORD}&${PERIOD}`);
      await waitForHydration(page);
      await Promise.all([
        page.waitForURL(/among=african/),
        page.selectOption(".voices-lens select", "african"),
      ]);
      await page.locator(".voices-table").waitFor();
      await checkSection(page, lang);

      const save = async (label: string) => {
        const [download] = await Promise.all([
          page.waitForEvent("download"),
          page.click(`.voices .chart-downloads button:text-is('${label}')`),
        ]);
        return readFileSync((await download.path())!).toString("utf8");
      };
      const csv = (await save(MESSAGES[lang]["charts.dataCsv"]))
        .replace(/^\uFEFF/, "")
        .trim()
        .split("\r\n");
      expect(csv[0]).toBe(HEADER);
      expect(csv).toHaveLength(AFRICAN_MEMBERS + 1);
      const line = (code: string) =>
        csv
          .find((l) => l.startsWith(`${code},`))!
          .split(",")
          .slice(2);
      expect(line("KE")).toEqual(KE_ROW);
      expect(line("SN")).toEqual([
        "silent",
        "statements",
        "0",
        "",
        "",
        "",
        "",
        "2022",
        fixtureId(3, "SN"),
        "1",
      ]);
      expect(line("NG")).toEqual([
        "not-covered",
        "none",
        "0",
        "",
        "",
        "",
        "",
        "2023-11",
        fixtureId(4, "NG"),
        "0",
      ]);
      // The same rows as the API's own CSV, which the page links to for readers without JavaScript.
      const href = await page.getAttribute(".voices-csv a", "href");
      const served = (await (await fetch(`${web.server.base}${href}`)).text()).replace(/^\uFEFF/, "");
      expect(served.trim().split("\r\n")).toEqual(csv);

      // The downloaded map carries its hatch pattern and the legend that says what silence means.
      const svg = await save("SVG");
      expect(svg).toContain('id="chart-voices-silent"');
      expect(svg).toContain(`>${MESSAGES[lang]["voices.legendSilent"]}</text>`);
      expect(svg).toContain(`>${MESSAGES[lang]["voices.legendNotCovered"]}</text>`);
      expect(svg).toMatch(/stroke-dasharray="1.5 2"/);
      await page.close();
    });

    it(`takes the filters' single bloc or group as the lens, and says a bloc's source (${lang})`, async () => {
      const page = await plain.newPage();
      const m = MESSAGES[lang];
      const au = getBloc("african-union")!;
      await page.goto(`/${lang}/analytics?q=${WORD}&${PERIOD}&bloc=african-union`);
      expect(await page.inputValue(".voices-lens select")).toBe("african-union");
      expect(await page.textContent(".voices-summary")).toContain(au.names[lang]);
      expect(await page.getAttribute(".voices-source a", "href")).toBe(au.sourceUrl);
      expect(await page.textContent(".voices-source")).toContain(createFormatters(lang).date(au.asOf, "day"));
      expect(await page.locator(".voices-dates-note").count()).toBe(au.datesComplete ? 0 : 1);
      const rows = await tableRows(page);
      expect(rows.length).toBe(membersDuring(au, "2024-03-01", "2024-03-31").length);
      // The search for one member keeps the bloc's rule: its statements while a member.
      const search = new URL(rows.find((r) => r.code === "KE")!.links[0]!, "http://x").searchParams;
      expect([search.getAll("country"), search.getAll("bloc")]).toEqual([["KE"], ["african-union"]]);

      // A bloc whose joining dates are not all recorded says so; an explicit lens wins over the filters.
      const g77 = getBloc("g77")!;
      expect(g77.datesComplete).toBe(false);
      await page.goto(`/${lang}/analytics?q=${WORD}&${PERIOD}&bloc=african-union&among=g77`);
      expect(await page.textContent(".voices-dates-note")).toBe(m["voices.datesIncomplete"]);
      expect(await page.textContent(".voices-summary")).toContain(g77.names[lang]);

      await page.goto(`/${lang}/analytics?q=${WORD}&${PERIOD}&group=african`);
      expect(await page.inputValue(".voices-lens select")).toBe("african");
      expect(await tableRows(page)).toHaveLength(AFRICAN_MEMBERS);

      // "None" switches the lens off though the filters hold one bloc, and stays chosen.
      await page.goto(`/${lang}/analytics?q=${WORD}&${PERIOD}&bloc=african-union`);
      await page.selectOption(".voices-lens select", "none");
      await Promise.all([page.waitForURL(/among=none/), page.click(".voices-lens button[type=submit]")]);
      expect(await page.inputValue(".voices-lens select")).toBe("none");
      expect(await page.locator(".voices-summary").count()).toBe(0);
      expect(new URL(page.url()).searchParams.getAll("bloc")).toEqual(["african-union"]);
      await page.close();
    });

    it(`says which blocs and groups it knows for an unknown one, and shows the rest of the page (${lang})`, async () => {
      const page = await plain.newPage();
      const response = await page.goto(`/${lang}/analytics?q=${WORD}&among=nope`);
      expect(response?.status()).toBe(200);
      const notice = await page.textContent(".voices-unknown");
      expect(notice).toContain(MESSAGES[lang]["voices.unknownLens"].replace("{value}", "nope"));
      for (const slug of ["african", "asia-pacific", "western-european-other"])
        expect(notice).toContain(groupName(slug as "african", lang));
      for (const id of ["african-union", "eu", "g77"]) expect(notice).toContain(getBloc(id)!.names[lang]);
      expect(await page.locator("#map-title").count()).toBe(1);
      expect(await page.locator("#chart-map").count()).toBe(1);
      await page.close();
    });
  }

  // The section's own markup: a select with option groups, a table with a cell spanning two
  // columns, patterns and outlines in the map (as the other pages are held to, issue 36).
  it.each(["en", "ar", "zh"])("is valid HTML and breaks no accessibility rule in %s", async (lang) => {
    const path = `/${lang}/analytics?q=${WORD}&${PERIOD}&among=african`;
    const validator = new HtmlValidate({
      extends: ["html-validate:standard", "html-validate:document"],
      rules: {
        "form-dup-name": ["error", { shared: ["radio", "checkbox", "button", "reset", "submit"] }],
        "require-sri": ["error", { target: "crossorigin" }],
      },
    });
    const report = await validator.validateString(await (await fetch(`${web.server.base}${path}`)).text());
    expect(report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId} ${m.message}`))).toEqual([]);
    const page = await scripted.newPage();
    await page.goto(path);
    await waitForHydration(page);
    const violations = await axeViolationDetails(page, AXE_TAGS);
    expect(violations.map((v) => `${v.id} ${v.help} at ${v.targets.join(", ")}`)).toEqual([]);
    await page.close();
  });
});
