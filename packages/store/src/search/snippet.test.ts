import { parseQuery } from "@communique/core";
import { NO_FILTERS } from "@communique/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fictionalStatement } from "../../test/fictional-statements";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { writeStatements } from "../statements/write-statements";
import { Lexizer } from "./lexizer";
import { searchStatements } from "./search-statements";
import { findMatches } from "./snippet";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db?.drop());

// Fictional filler: long runs of words that match nothing asked below.
const filler = (words: number) => Array.from({ length: words }, (_, i) => `filler${i % 50}`).join(" ");
const lexemes = (...words: string[]) => new Map([["en" as const, { words: new Set(words), phrases: [] }]]);

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

  it("reads on past a phrase's words alone, to the phrase", async () => {
    // FICTIONAL: the first piece holds "nuclear" and "weapons" twenty times apart, never together.
    const text = `${"The nuclear delegation spoke of weapons. ".repeat(10)}${filler(1000)} At last, nuclear weapons.`;
    const phrase = [
      { lexeme: "nuclear", gap: 0 },
      { lexeme: "weapon", gap: 1 },
    ];
    const marks = new Map([["en" as const, { words: new Set<string>(), phrases: [phrase] }]]);
    const [match] = await findMatches([{ text, language: "en" }], marks, new Lexizer(db.pool));
    expect(match!.snippet).toContain("<mark>nuclear weapons</mark>");
    expect(match!.snippet.match(/<mark>/g)).toHaveLength(1);
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

describe("snippets of a structured body", () => {
  it("leave out the markers of its headings, as the statement's page does", async () => {
    const text =
      "## Fictional lighthouse matters\n\nThe lighthouse keepers met.\n\n### A lighthouse budget\n\nC# is no heading.";
    const [match] = await findMatches([{ text, language: "en" }], lexemes("lighthous"), new Lexizer(db.pool));
    expect(match!.snippet).toBe(
      "Fictional <mark>lighthouse</mark> matters The <mark>lighthouse</mark> keepers met. A <mark>lighthouse</mark> budget C# is no heading.",
    );
  });
});

describe("snippets of a phrase", () => {
  it("mark each occurrence of the phrase whole, and never its words alone", async () => {
    const statement = (id: string, language: "en" | "zh", body: string) => ({
      ...fictionalStatement({ id, language, body, title: "Fictional statement" }),
      meta: { fictional: true },
    });
    await writeStatements(db.pool, [
      // FICTIONAL: the phrase twice, its words alone three times, all in one snippet's window.
      statement(
        "fx-snippet-phrase-en",
        "en",
        "Fictional: nuclear energy and small weapons were discussed; nuclear weapons were not, " +
          "and the nuclear-weapons tests were condemned.",
      ),
      // FICTIONAL: 联合国 once; 联合 and 国 alone.
      statement("fx-snippet-phrase-zh", "zh", "虚构声明：各国支持联合国的作用。中国与邻国联合举办会议。"),
    ]);
    const snippetOf = async (q: string, language: "en" | "zh") => {
      const page = await searchStatements(db.pool, new Lexizer(db.pool), {
        query: parseQuery({ q }),
        filters: { ...NO_FILTERS, languages: [language] },
        sort: "recent",
        page: 1,
        size: 10,
        lang: "en",
      });
      expect(page.results.map((r) => r.id)).toEqual([`fx-snippet-phrase-${language}`]);
      return page.results[0]!.snippet;
    };
    const en = await snippetOf('"nuclear weapons"', "en");
    expect(en.match(/<mark>[^<]*<\/mark>/g)).toEqual([
      "<mark>nuclear weapons</mark>",
      "<mark>nuclear-weapons</mark>",
    ]);
    const zh = await snippetOf("联合国", "zh");
    expect(zh.match(/<mark>[^<]*<\/mark>/g)).toEqual(["<mark>联合国</mark>"]);
  });
});
