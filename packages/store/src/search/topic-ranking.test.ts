import { parseQuery } from "@communique/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fictionalStatement } from "../../test/fictional-statements";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { writeStatements } from "../statements/write-statements";
import { Lexizer } from "./lexizer";
import { searchStatements, topicTsquery } from "./search-statements";

let db: TestDatabase;

/**
 * FICTIONAL speeches (issue 36, point 10): recent ones that name "lighthouse tariffs" once in
 * passing, and older ones about them, which name them again and again. The window of the most
 * recent matches holds only the recent ones.
 */
const filler =
  "The fictional delegation spoke at length about the budget of the fictional organisation, its meetings and its staff. ";
const passing = (n: number) =>
  fictionalStatement({
    id: `passing-${n}`,
    country: "KE",
    language: "en",
    title: `Fictional statement number ${n}`,
    body: `${filler.repeat(20)}It said a word on lighthouse tariffs. ${filler.repeat(20)}`,
    date: `20${10 + n}`,
  });
const about = (n: number, mentions: number) =>
  fictionalStatement({
    id: `about-${n}`,
    country: "NO",
    language: "en",
    title: `Fictional speech number ${n}`,
    body: `${filler.repeat(10)}${"The lighthouse tariffs weigh on fictional shipping. ".repeat(mentions)}${filler.repeat(10)}`,
    date: `19${70 + n}`,
  });

beforeAll(async () => {
  db = await createTestDatabase();
  await writeStatements(db.pool, [
    ...Array.from({ length: 12 }, (_, i) => passing(i + 1)),
    about(1, 12),
    about(2, 4),
  ]);
});
afterAll(() => db.drop());

describe("ranking the statements about a topic whatever their date", () => {
  const search = (q: string, rankCandidates: number) =>
    searchStatements(
      db.pool,
      new Lexizer(db.pool),
      {
        query: parseQuery({ q }),
        filters: { countries: [], groups: [], blocs: [], languages: [] },
        sort: "relevance",
        page: 1,
        size: 5,
        lang: "en",
      },
      { rankCandidates },
    );

  it("ranks the old speeches about it first, though the window of recent matches holds none", async () => {
    for (const q of ["lighthouse", "lighthouse tariffs", '"lighthouse tariffs"']) {
      const ids = (await search(q, 5)).results.map((r) => r.id);
      expect(ids.slice(0, 2), q).toEqual(["about-1", "about-2"]);
    }
  });

  it("keeps the most recent first when the reader sorts by date", async () => {
    const page = await searchStatements(db.pool, new Lexizer(db.pool), {
      query: parseQuery({ q: "lighthouse" }),
      filters: { countries: [], groups: [], blocs: [], languages: [] },
      sort: "recent",
      page: 1,
      size: 3,
      lang: "en",
    });
    expect(page.results.map((r) => r.id)).toEqual(["passing-12", "passing-11", "passing-10"]);
  });
});

describe("topicTsquery", () => {
  it("marks each word, keeps filter lexemes, reads a phrase's order and a shingle as AND", () => {
    expect(topicTsquery("'lighthous' & 'tariff'", "+")).toBe("'+lighthous' & '+tariff'");
    expect(topicTsquery("( 'lighthous' <-> 'tariff' ) & '~len'", "++")).toBe(
      "( '++lighthous' & '++tariff' ) & '~len'",
    );
    expect(topicTsquery("'unit nation' | 'o''brien':*", "+")).toBe("( '+unit' & '+nation' ) | '+o''brien':*");
    expect(topicTsquery("", "+")).toBe("");
  });
});
