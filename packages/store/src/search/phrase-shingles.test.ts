import { describe, expect, it } from "vitest";
import { withPhraseShingles } from "./phrase-shingles";

describe("withPhraseShingles", () => {
  it("turns a phrase of two or three words into one shingle lexeme", () => {
    expect(withPhraseShingles("'unit' <-> 'nation'")).toBe("'unit nation'");
    expect(withPhraseShingles("'general' <-> 'assembl' <-> 'resolut'")).toBe("'general assembl resolut'");
  });

  it("narrows longer phrases by their triples and keeps the exact chain", () => {
    expect(withPhraseShingles("'a' <-> 'b' <-> 'c' <-> 'd'")).toBe(
      "'a b c' & 'b c d' & ( 'a' <-> 'b' <-> 'c' <-> 'd' )",
    );
  });

  it("uses the shingles of the adjacent runs around a stop-word gap", () => {
    expect(withPhraseShingles("'council' <3> 'unit' <-> 'nation'")).toBe(
      "'unit nation' & ( 'council' <3> 'unit' <-> 'nation' )",
    );
    expect(withPhraseShingles("'weapon' <2> 'mass' <-> 'destruct' <-> 'programm'")).toBe(
      "'mass destruct programm' & ( 'weapon' <2> 'mass' <-> 'destruct' <-> 'programm' )",
    );
    expect(withPhraseShingles("'secur' <2> 'council'")).toBe("'secur' <2> 'council'");
  });

  it("keeps quotes doubled and leaves other queries alone", () => {
    expect(withPhraseShingles("'d''ivoir' <-> 'côte'")).toBe("'d''ivoir côte'");
    for (const q of ["'climat'", "'a' & 'b'", "'a' | 'b' <-> 'c'", ""]) expect(withPhraseShingles(q)).toBe(q);
  });
});
