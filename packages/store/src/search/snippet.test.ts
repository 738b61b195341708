import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { Lexizer } from "./lexizer";
import { findMatches } from "./snippet";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db?.drop());

// Fictional filler: long runs of words that match nothing asked below.
const filler = (words: number) => Array.from({ length: words }, (_, i) => `filler${i % 50}`).join(" ");
const lexemes = (...words: string[]) => new Map([["en" as const, new Set(words)]]);

describe("findMatches on long statements", () => {
  it("finds a match far into a long text, when nothing earlier matches", async () => {
    const text = `${filler(8000)} the lighthouse keepers met. ${filler(200)}`;
    const [match] = await findMatches([{ text, language: "en" }], lexemes("lighthous"), new Lexizer(db.pool));
    expect(match!.snippet).toContain("<mark>lighthouse</mark> keepers");
    expect(match!.found).toEqual(new Set(["lighthous"]));
  });

  it("reads no further than the piece that shows enough matches (the snippet is one window)", async () => {
    const early = Array.from({ length: 6 }, () => "The harbour opened.").join(" ");
    const text = `${early} ${filler(8000)} A lighthouse stood at the end.`;
    const [match] = await findMatches(
      [{ text, language: "en" }],
      lexemes("harbour", "lighthous"),
      new Lexizer(db.pool),
    );
    expect(match!.snippet).toContain("<mark>harbour</mark>");
    // The lighthouse, 50,000 characters on, was never read.
    expect(match!.found).toEqual(new Set(["harbour"]));
  });

  it("never cuts a word between two pieces", async () => {
    // 272 words of 11 characters: "lighthouses" runs from 2,992 to 3,003, across the first
    // piece's nominal end (3,000 characters).
    const text = `${"abcdefghij ".repeat(272)}lighthouses ${"abcdefghij ".repeat(400)}`;
    expect(text.indexOf("lighthouses")).toBe(2992);
    const [match] = await findMatches([{ text, language: "en" }], lexemes("lighthous"), new Lexizer(db.pool));
    expect(match!.snippet).toContain("<mark>lighthouses</mark>");
  });
});
