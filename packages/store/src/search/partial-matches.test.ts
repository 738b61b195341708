import { parseQuery } from "@communique/core";
import type { SearchRequest } from "@communique/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { writeStatements } from "../statements/write-statements";
import { Lexizer } from "./lexizer";
import { searchStatements } from "./search-statements";

let db: TestDatabase;

/** Fictional releases: one names both words, others one of them, others neither. */
const release = (id: string, body: string, language: "en" | "fr" = "en") => ({
  id,
  countryCode: "KE",
  source: "test",
  url: null,
  title: `Fictional release ${id}`,
  body,
  language,
  date: { start: "2024-05-02", end: "2024-05-02", precision: "day" as const, year: 2024 },
  meta: {},
  fetchedAt: null,
});

beforeAll(async () => {
  db = await createTestDatabase();
  await writeStatements(db.pool, [
    release("both", "The fictional ministry spoke of water scarcity in the fictional valley."),
    release("water", "The fictional ministry spoke of water, water and more water for the fictional valley."),
    release("scarcity", "The fictional ministry spoke of the scarcity of fictional grain."),
    release("neither", "The fictional ministry spoke of fictional grain and fictional roads."),
    release("french", "Le ministère fictif a parlé in extenso de routes fictives.", "fr"),
  ]);
});
afterAll(() => db.drop());

const request = (q: string, size = 10, page = 1): SearchRequest => ({
  query: parseQuery({ q }),
  filters: { countries: [], groups: [], blocs: [], languages: [] },
  sort: "relevance",
  page,
  size,
  lang: "en",
});

describe("partial matches", () => {
  it("fill the first page with statements holding some of the words, apart from the matches", async () => {
    const page = await searchStatements(db.pool, new Lexizer(db.pool), request("water scarcity"));
    expect(page.total).toBe(1);
    expect(page.results.map((r) => r.id)).toEqual(["both"]);
    // "water" three times ranks above "scarcity" once; the statement with neither word is not offered.
    expect(page.partialMatches?.map((r) => r.id)).toEqual(["water", "scarcity"]);
    expect(page.partialMatches?.[0]?.snippet).toContain("water");
  });

  it("fill only the rest of the page", async () => {
    const page = await searchStatements(db.pool, new Lexizer(db.pool), request("water scarcity", 2));
    expect(page.partialMatches?.map((r) => r.id)).toEqual(["water"]);
  });

  it("are not offered for one word, a full page, a later page or another order", async () => {
    const lexizer = new Lexizer(db.pool);
    expect((await searchStatements(db.pool, lexizer, request("water"))).partialMatches).toBeUndefined();
    expect(
      (await searchStatements(db.pool, lexizer, request("fictional ministry", 1))).partialMatches,
    ).toBeUndefined();
    expect(
      (await searchStatements(db.pool, lexizer, request("water scarcity", 10, 2))).partialMatches,
    ).toBeUndefined();
    const recent = { ...request("water scarcity"), sort: "recent" as const };
    expect((await searchStatements(db.pool, lexizer, recent)).partialMatches).toBeUndefined();
  });

  it("leave out the words the query's language drops (English 'in' is French 'in')", async () => {
    const page = await searchStatements(db.pool, new Lexizer(db.pool), request("scarcity in roads"));
    expect(page.total).toBe(0);
    const offered = page.partialMatches?.map((r) => r.id) ?? [];
    expect(offered).toEqual(expect.arrayContaining(["scarcity", "neither"]));
    expect(offered).not.toContain("french");
  });
});

describe("partial matches of a translated query", () => {
  it("relax a concept typed in several words into any of its words (as typed, they were clauses)", async () => {
    // translate=add reads "water scarcity" as one concept: the typed words (all of them) OR its
    // terms; FICTIONAL equivalent in French.
    const query = {
      ...parseQuery({ q: "water scarcity" }),
      clauses: [
        [
          { type: "word" as const, text: "water scarcity" },
          { type: "phrase" as const, text: "pénurie d'eau", language: "fr" as const },
        ],
      ],
    };
    const page = await searchStatements(db.pool, new Lexizer(db.pool), {
      ...request("water scarcity"),
      query,
    });
    expect(page.results.map((r) => r.id)).toEqual(["both"]);
    expect(page.partialMatches?.map((r) => r.id)).toEqual(["water", "scarcity"]);
  });
});
