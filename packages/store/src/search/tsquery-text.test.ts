import { describe, expect, it } from "vitest";
import {
  allOf,
  anyOf,
  checksPositions,
  lexemesOf,
  topLevelAlternatives,
  unshingled,
  withoutLanguageTies,
} from "./tsquery-text";

describe("anyOf", () => {
  it("parenthesises operands and writes one of several equal ones once", () => {
    expect(anyOf(["'a' & 'b'", "'c'", "'c'", ""])).toBe("( 'a' & 'b' ) | ( 'c' )");
    expect(anyOf(["", "'c'"])).toBe("'c'");
    expect(anyOf([])).toBe("");
  });

  it("leaves out a word tied to a language when the word is there untied (A | A & L is A)", () => {
    expect(anyOf(["'secur'", "'secur' & '~len'", "'segur' & '~les'"])).toBe(
      "( 'secur' ) | ( 'segur' & '~les' )",
    );
    expect(anyOf(["'peac' & '~len'", "'peac'"])).toBe("'peac'");
    // Tied to another word, it stays.
    expect(anyOf(["'secur'", "'securit' & '~lfr'"])).toBe("( 'secur' ) | ( 'securit' & '~lfr' )");
  });
});

describe("allOf", () => {
  it("joins with AND, parenthesised", () => {
    expect(allOf(["'a' | 'b'", "'c'"])).toBe("( 'a' | 'b' ) & ( 'c' )");
  });
});

describe("lexemesOf and unshingled", () => {
  it("splits shingles into words and skips filter lexemes", () => {
    expect(lexemesOf("'unit nation' & 'franci' & '~les'")).toEqual(["unit", "nation", "franci"]);
  });

  it("writes shingles back as phrases", () => {
    expect(unshingled("'unit nation' | 'peac'")).toBe("( 'unit' <-> 'nation' ) | 'peac'");
  });
});

describe("topLevelAlternatives", () => {
  it("splits at the OR outside parentheses and quotes, and only there", () => {
    expect(topLevelAlternatives("( 'paix' ) | ( 'peac' & '~len' ) | ( '和平' )")).toEqual([
      "'paix'",
      "'peac' & '~len'",
      "'和平'",
    ]);
    // AND binds tighter than OR: two alternatives, not three.
    expect(topLevelAlternatives("'a' & 'b' | 'c'")).toEqual(["'a' & 'b'", "'c'"]);
    expect(topLevelAlternatives("( 'a' | 'b' ) & ( 'c' | 'd' )")).toEqual(["( 'a' | 'b' ) & ( 'c' | 'd' )"]);
    expect(topLevelAlternatives("'a|b' | 'it''s | here'")).toEqual(["'a|b'", "'it''s | here'"]);
    expect(topLevelAlternatives("( 'a' ) & ( 'b' )")).toEqual(["( 'a' ) & ( 'b' )"]);
    expect(topLevelAlternatives("'peac'")).toEqual(["'peac'"]);
    expect(topLevelAlternatives("")).toEqual([]);
  });
});

describe("withoutLanguageTies", () => {
  it("leaves out the language tie of each equivalent, for estimates and ranking", () => {
    expect(withoutLanguageTies("( 'paix' ) | ( 'peac' & '~len' ) | ( 'paz' & '~les' )")).toBe(
      "( 'paix' ) | ( 'peac' ) | ( 'paz' )",
    );
    expect(withoutLanguageTies("( 'climat' <-> 'chang' & '~len' )")).toBe("( 'climat' <-> 'chang' )");
  });

  it("keeps the other filter lexemes (issuer, group, year) and a query without ties", () => {
    expect(withoutLanguageTies("'secur' & '~cFR' & '~y2023'")).toBe("'secur' & '~cFR' & '~y2023'");
    expect(withoutLanguageTies("'secur' & !'war'")).toBe("'secur' & !'war'");
  });
});

describe("checksPositions", () => {
  it("finds a phrase operator left after the shingles, never one inside a lexeme", () => {
    expect(checksPositions("( 'alto el fuego' ) | ( 'alto' <2> 'fueg' )")).toBe(true);
    expect(checksPositions("'a' <-> 'b' <-> 'c' <-> 'd'")).toBe(true);
    expect(checksPositions("'alto el fuego' & '~les'")).toBe(false);
    expect(checksPositions("'x<2>y' | 'a<->b'")).toBe(false);
  });
});
