import { serveDuringTests } from "@communique/server/testing";
import { fictionalStatement } from "@communique/store/testing";
import { describe, expect, it } from "vitest";

/**
 * FICTIONAL statements about lighthouses, dated as precisely as their sources would be: one by
 * its day, one by its month, two by their year only. The calendar counts the day and the month;
 * the year-dated ones cannot be put on it, and it says how many there are instead of looking empty.
 */
const served = serveDuringTests(
  [
    fictionalStatement({
      id: "fx-day",
      language: "en",
      date: "2023-12-05",
      body: "A fictional lighthouse note.",
    }),
    fictionalStatement({
      id: "fx-month",
      language: "en",
      date: "2023-12",
      body: "A fictional lighthouse plan.",
    }),
    fictionalStatement({
      id: "fx-year-1",
      language: "en",
      date: "2023",
      body: "A fictional lighthouse report.",
    }),
    fictionalStatement({ id: "fx-year-2", language: "en", date: "2023", body: "Another lighthouse report." }),
    fictionalStatement({ id: "fx-other", language: "en", date: "2022", body: "A fictional harbour report." }),
  ],
  { web: {} },
);

const notes = (html: string) =>
  [
    ...(/<ul class="chart-note year-dated-notes">(.*?)<\/ul>/s.exec(html)?.[1] ?? "").matchAll(
      /<li>(.*?)<\/li>/gs,
    ),
  ].map((m) => m[1]!.replace(/<[^>]+>/g, "").replace(/[\u2068\u2069]/g, ""));

/** The calendar section's own text before its grid (the page also carries the message catalogue). */
const calendarLead = (html: string) =>
  /aria-labelledby="tool-calendar-title">(.*?)<section class="calendar"/s.exec(html)?.[1] ?? "";

async function toolPage(query: string): Promise<string> {
  const response = await fetch(`${served.base}/en/analytics-tool?${query}`);
  expect(response.status).toBe(200);
  return response.text();
}

describe("the analytics tool's calendar and statements dated by their year", () => {
  it("says how many statements of the month's year are dated by the year only, beside the days it draws", async () => {
    const html = await toolPage("q=lighthouse&month=2023-12");
    expect(notes(html)).toEqual([
      "“lighthouse”: 2 statements are dated only by the year 2023: they are counted apart and are not on the calendar. See them",
    ]);
    expect(calendarLead(html)).not.toContain("empty-state");
  });

  it("links to those statements with the month's other statements", async () => {
    const html = await toolPage("q=lighthouse&month=2023-12");
    const link = /year-dated-notes.*?href="([^"]+)"/s.exec(html)![1]!.replaceAll("&amp;", "&");
    expect(link).toBe("/en/search?q=lighthouse&from=2023-12-01&to=2023-12-31&dates=overlap");
    const results = await (await fetch(`${served.base}${link}`)).text();
    for (const id of ["fx-day", "fx-month", "fx-year-1", "fx-year-2"])
      expect(results).toContain(`/statements/${id}`);
    expect(results).not.toContain("/statements/fx-other");
  });

  it("explains a month with nothing dated to its days or itself, instead of saying nothing matches", async () => {
    const html = await toolPage("q=lighthouse&month=2023-06");
    expect(calendarLead(html)).toContain(
      '<p class="empty-state">No matching statement of this month is dated to the day or the month.</p>',
    );
    expect(notes(html)).toHaveLength(1);
  });

  it("says nothing more for a month of a year without such statements", async () => {
    const html = await toolPage("q=lighthouse&month=2022-06");
    expect(notes(html)).toEqual([]);
    expect(calendarLead(html)).toContain('<p class="empty-state">No statement matches in this month.</p>');
  });
});
