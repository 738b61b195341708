import { parseQuery } from "@communique/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fictionalStatement } from "../../test/fictional-statements";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { writeStatements } from "../statements/write-statements";
import { Lexizer } from "./lexizer";
import { searchStatements } from "./search-statements";

let db: TestDatabase;

/** Fictional texts: long speeches that mention refugees in passing, and one short titled release. */
const filler =
  "The fictional delegation spoke at length about the budget of the fictional organisation, its meetings, its reports and its staff. ";
const speech = (n: number) =>
  fictionalStatement({
    id: `speech-${n}`,
    country: "KE",
    language: "en",
    title: `Fictional statement number ${n} at a fictional debate`,
    body: `${filler.repeat(40)}It also said a word on refugees and on regional dialogue. ${filler.repeat(40)}`,
    date: `2024-03-${String(10 + n).padStart(2, "0")}`,
  });

beforeAll(async () => {
  db = await createTestDatabase();
  await writeStatements(db.pool, [
    ...Array.from({ length: 18 }, (_, i) => speech(i + 1)),
    fictionalStatement({
      id: "release",
      country: "KE",
      language: "en",
      title: "Kenya hosts regional dialogue on refugees",
      body: "A fictional short release: the fictional ministry hosted the talks on Monday.",
      date: "2024-01-05",
    }),
  ]);
});
afterAll(() => db.drop());

describe("ranking", () => {
  const search = (rankCandidates: number, page = 1) =>
    searchStatements(
      db.pool,
      new Lexizer(db.pool),
      {
        query: parseQuery({ q: "regional dialogue refugees" }),
        filters: { countries: [], groups: [], blocs: [], languages: [] },
        sort: "relevance",
        page,
        size: 5,
        lang: "en",
      },
      { rankCandidates },
    );

  it("puts a short release whose title is the query above long texts that mention it in passing", async () => {
    expect((await search(500)).results[0]!.id).toBe("release");
  });

  it("ranks it first even when it is older than every match the window of recent ones holds", async () => {
    // Eighteen newer speeches, five ranked by recency: the release is found through its title.
    const first = await search(5);
    expect(first.results[0]!.id).toBe("release");
    // Every page is a slice of one order: each statement once over the pages.
    const pages = [first, await search(5, 2), await search(5, 3), await search(5, 4)];
    const ids = pages.flatMap((p) => p.results.map((r) => r.id));
    expect(ids).toHaveLength(19);
    expect(new Set(ids).size).toBe(19);
  });
});
