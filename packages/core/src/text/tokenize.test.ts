import { describe, expect, it } from "vitest";
import { foldForMatch } from "./normalize";
import { foldWordByCharacter, tokenizeForMatching } from "./tokenize";

describe("tokenizeForMatching", () => {
  it("maps offsets back to the exact original substrings in mixed-script text", () => {
    const text = "Le ministre a dit : «الأمْــنُ أولاً» — 聯合國安理會呼籲立即停火 (COVID-19, ١٢ آذار).";
    const tokens = tokenizeForMatching(text);
    const pieces = tokens.map((t) => text.slice(t.start, t.end));
    expect(pieces).toEqual([
      "Le",
      "ministre",
      "a",
      "dit",
      "الأمْــنُ",
      "أولاً",
      ...pieces.slice(6, -4),
      "COVID",
      "19",
      "١٢",
      "آذار",
    ]);
    const han = pieces.slice(6, -4);
    expect(han.join("")).toBe("聯合國安理會呼籲立即停火");
    // A Han run is one token, flagged: words in it are found by substring, not segmentation.
    expect(han).toHaveLength(1);
    expect(tokens[6]!.han).toBe(true);
    for (const token of tokens) {
      expect(token.end).toBeGreaterThan(token.start);
      expect(text.slice(token.start, token.end)).not.toMatch(/[\s\p{P}]/u);
    }
    // Tokens are in order and do not overlap.
    for (let i = 1; i < tokens.length; i++)
      expect(tokens[i]!.start).toBeGreaterThanOrEqual(tokens[i - 1]!.end);
  });

  it("gives folded forms for matching", () => {
    const text = "L'Élysée, الأمْــنُ, 聯合國安理會 et ٢٠٢٤";
    const folded = tokenizeForMatching(text).map((t) => t.folded);
    expect(folded.slice(0, 3)).toEqual(["l", "elysee", "الامن"]);
    expect(folded.slice(3, -2).join("")).toBe("联合国安理会");
    expect(folded.slice(-2)).toEqual(["et", "2024"]);
  });

  it("folds non-Han tokens with foldForMatch", () => {
    const text = "Всё СОТРУДНИЧЕСТВО Cooperación";
    for (const token of tokenizeForMatching(text)) {
      expect(token.folded).toBe(foldForMatch(text.slice(token.start, token.end)));
    }
  });

  it("keeps offsets right with astral characters and soft hyphens", () => {
    const text = "𝐀 paz\u00ADconjunta 😀 𠀀𠀁 fin";
    const tokens = tokenizeForMatching(text);
    expect(tokens.map((t) => text.slice(t.start, t.end))).toEqual([
      "𝐀",
      "paz\u00ADconjunta",
      ...tokens.slice(2, -1).map((t) => text.slice(t.start, t.end)),
      "fin",
    ]);
    expect(tokens[0]!.folded).toBe("a");
    expect(tokens[1]!.folded).toBe("pazconjunta");
    expect(
      tokens
        .slice(2, -1)
        .map((t) => text.slice(t.start, t.end))
        .join(""),
    ).toBe("𠀀𠀁");
  });

  it("returns nothing for text without words", () => {
    expect(tokenizeForMatching("")).toEqual([]);
    expect(tokenizeForMatching(" — ... !? ـــ ")).toEqual([]);
  });
});

describe("foldWordByCharacter", () => {
  it("folds like foldForMatch, word for word", () => {
    const words = [
      "Négociations",
      "ÉLYSÉE",
      "Ёлка",
      "أَهَمِّيَّة",
      "الأمـــن",
      "Straße",
      "Ⅻ",
      "e\u0301te\u0301",
      "ﬁnance",
      "Ⅷ",
      "São",
      "İstanbul",
    ];
    for (const word of words) expect(foldWordByCharacter(word)).toBe(foldForMatch(word));
  });
});
