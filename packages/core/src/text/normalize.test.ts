import { describe, expect, it } from "vitest";
import { foldForMatch, normalizeForIndex } from "./normalize";

describe("normalizeForIndex", () => {
  it("gives Traditional and Simplified Chinese the same segmented text", () => {
    const traditional = normalizeForIndex("聯合國安理會呼籲立即停火");
    expect(traditional).toBe(normalizeForIndex("联合国安理会呼吁立即停火"));
    expect(traditional).toBe("联合 国 安理会 呼吁 立即 停火");
    expect(normalizeForIndex("聯合國安理會")).toBe(normalizeForIndex("联合国安理会"));
  });

  it("normalises Arabic spelling variants identically", () => {
    expect(normalizeForIndex("الأمْــنُ")).toBe(normalizeForIndex("الامن"));
    expect(normalizeForIndex("المسؤولية الكُبرى")).toBe(normalizeForIndex("المسوولية الكبري"));
    expect(normalizeForIndex("عام ٢٠٢٤")).toBe("عام 2024");
    // Ta marbuta stays for the stemmer; its informal spelling ه after the article becomes ة.
    expect(normalizeForIndex("الإرهابية")).toBe("الارهابية");
    expect(normalizeForIndex("الارهابيه")).toBe("الارهابية");
  });

  it("folds full-width and compatibility characters (NFKC)", () => {
    expect(normalizeForIndex("ＵＮＧＡ　２０２４")).toBe("UNGA 2024");
    expect(normalizeForIndex("ﬁnancement")).toBe("financement");
    // Arabic presentation forms become ordinary letters.
    expect(normalizeForIndex("ﻻ")).toBe("لا");
  });

  it("replaces control and format characters with a space but keeps layout", () => {
    expect(normalizeForIndex("a\u0000b\u0007c\u007Fd\u0085e")).toBe("a b c d e");
    expect(normalizeForIndex("peace\u200Bsecurity\uFEFF")).toBe("peace security ");
    expect(normalizeForIndex("\u202Bنص\u202C")).toBe(" نص ");
    expect(normalizeForIndex("line one\n\tline two\r\n")).toBe("line one\n\tline two\r\n");
    // ZWNJ and ZWJ are kept; a soft hyphen is removed so the word stays whole.
    expect(normalizeForIndex("a\u200Cb\u200Dc")).toBe("a\u200Cb\u200Dc");
    expect(normalizeForIndex("Sicher\u00ADheit")).toBe("Sicherheit");
  });

  it("changes nothing else", () => {
    const text = "The Minister's statement (12 March): «Paix et sécurité» — ¿Qué? Москва!\n";
    expect(normalizeForIndex(text)).toBe(text);
    expect(normalizeForIndex("")).toBe("");
  });

  it("keeps Han words apart from adjacent Latin letters and digits", () => {
    expect(normalizeForIndex("2024年COVID-19疫情")).toBe(
      `2024 ${normalizeForIndex("年")} COVID-19 ${normalizeForIndex("疫情")}`,
    );
  });
});

describe("foldForMatch", () => {
  it("lower-cases and strips accents from French and Spanish words", () => {
    expect(foldForMatch("Élysée")).toBe("elysee");
    expect(foldForMatch("DÉCLARATION")).toBe("declaration");
    expect(foldForMatch("Œuvre")).toBe("oeuvre");
    expect(foldForMatch("Niño")).toBe("nino");
    expect(foldForMatch("Cooperación")).toBe("cooperacion");
    expect(foldForMatch("ＥＬＹＳＥＥ")).toBe("elysee");
  });

  it("folds ё to е but keeps й in Russian", () => {
    expect(foldForMatch("Ёлка")).toBe("елка");
    expect(foldForMatch("всё")).toBe(foldForMatch("все"));
    expect(foldForMatch("Мирный")).toBe("мирный");
    // A combining stress mark is dropped.
    expect(foldForMatch("ми\u0301р")).toBe("мир");
  });

  it("normalises Arabic", () => {
    expect(foldForMatch("أَمْن")).toBe("امن");
    expect(foldForMatch("الأمْــنُ")).toBe(foldForMatch("الامن"));
  });

  it("folds Arabic letter by letter, more loosely than normalizeForIndex", () => {
    // Stored duplicate fingerprints are built from this fold: ة and every hamza seat fold as before.
    expect(foldForMatch("الإرهابية")).toBe("الارهابيه");
    expect(foldForMatch("وأكدت")).toBe("واكدت");
    expect(foldForMatch("والأمن")).toBe("والامن");
    expect(foldForMatch("هجمات")).toBe("هجمات");
  });

  it("converts Chinese to Simplified without splitting the word", () => {
    expect(foldForMatch("聯合國")).toBe("联合国");
  });
});
