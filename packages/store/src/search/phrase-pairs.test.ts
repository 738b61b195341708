import { describe, expect, it } from "vitest";
import { withPhrasePairs } from "./phrase-pairs";

describe("withPhrasePairs", () => {
  it("turns a two-word phrase into one pair lexeme", () => {
    expect(withPhrasePairs("'unit' <-> 'nation'")).toBe("'unit nation'");
  });

  it("narrows longer phrases by their pairs and keeps the exact chain", () => {
    expect(withPhrasePairs("'general' <-> 'assembl' <-> 'resolut'")).toBe(
      "'general assembl' & 'assembl resolut' & ( 'general' <-> 'assembl' <-> 'resolut' )",
    );
  });

  it("uses only the adjacent pairs around a stop-word gap", () => {
    expect(withPhrasePairs("'council' <3> 'unit' <-> 'nation'")).toBe(
      "'unit nation' & ( 'council' <3> 'unit' <-> 'nation' )",
    );
    expect(withPhrasePairs("'secur' <2> 'council'")).toBe("'secur' <2> 'council'");
  });

  it("keeps quotes doubled and leaves other queries alone", () => {
    expect(withPhrasePairs("'d''ivoir' <-> 'côte'")).toBe("'d''ivoir côte'");
    for (const q of ["'climat'", "'a' & 'b'", "'a' | 'b' <-> 'c'", ""]) expect(withPhrasePairs(q)).toBe(q);
  });
});
