import { describe, expect, it } from "vitest";
import {
  describeQuery,
  keptByNewQuery,
  readSearchState,
  type SearchState,
  usesAdvanced,
} from "./search-state";

/** A state with some fields set: the address's reading of nothing, then the fields. */
const state = (fields: Partial<SearchState>): SearchState => ({
  ...readSearchState(new URLSearchParams()),
  ...fields,
});

describe("describeQuery", () => {
  it("writes every field of the advanced search, not only the first", () => {
    expect(
      describeQuery(
        state({ all: "climate finance", exact: "loss and damage", any: "island ocean", none: "coal oil" }),
      ),
    ).toBe('climate finance "loss and damage" (island OR ocean) -coal -oil');
    expect(describeQuery(state({ q: "peace", any: "treaty" }))).toBe("peace treaty");
    expect(describeQuery(state({ exact: 'say "no"' }))).toBe('"say no"');
    expect(describeQuery(state({}))).toBe("");
  });

  it("writes OR in the page's language, in the box's text as in the any-words field (issue 36)", () => {
    expect(describeQuery(state({ q: "peace OR war", any: "island ocean" }), "أو")).toBe(
      "peace أو war (island أو ocean)",
    );
    expect(describeQuery(state({ q: 'OR "war OR peace" ORBIT' }), "或")).toBe('或 "war OR peace" ORBIT');
    expect(describeQuery(state({ q: "peace OR war" }))).toBe("peace OR war");
  });

  it("knows when the advanced fields are in use", () => {
    expect(usesAdvanced(readSearchState(new URLSearchParams("q=peace")))).toBe(false);
    expect(usesAdvanced(readSearchState(new URLSearchParams("none=war")))).toBe(true);
  });
});

describe("keptByNewQuery", () => {
  it("keeps the filters, the sort and the languages, and drops the old query, its page and a refused value", () => {
    const params = new URLSearchParams(
      "q=peace&all=treaty&none=war&omit=fr:paix&country=KE&group=african&language=en&from=2024-01-01&sort=oldest&translate=add&page=3&period=fortnight",
    );
    expect(keptByNewQuery(params)).toEqual([
      ["country", "KE"],
      ["group", "african"],
      ["language", "en"],
      ["from", "2024-01-01"],
      ["sort", "oldest"],
      ["translate", "add"],
    ]);
    expect(keptByNewQuery(new URLSearchParams("q=peace"))).toEqual([]);
  });
});
