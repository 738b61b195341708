import { describe, expect, it } from "vitest";
import { foldArabic, normalizeArabic } from "./arabic";

describe("normalizeArabic", () => {
  it("removes diacritics and tatweel, folds ٱ ؤ ئ ى, and keeps ta marbuta for the stemmer", () => {
    expect(normalizeArabic("الأمْــنُ")).toBe("الامن");
    expect(normalizeArabic("الأمْــنُ")).toBe(normalizeArabic("الامن"));
    expect(normalizeArabic("ٱلسلام")).toBe("السلام");
    expect(normalizeArabic("مسؤول")).toBe("مسوول");
    expect(normalizeArabic("رئيس")).toBe("رييس");
    expect(normalizeArabic("مستشفى")).toBe("مستشفي");
    // ة is the suffix PostgreSQL's stemmer strips (الإرهابية → ارهاب); as ه it stayed whole.
    expect(normalizeArabic("الإرهابية")).toBe("الارهابية");
    expect(normalizeArabic("وَزِيرُ الخَارِجِيَّةِ")).toBe("وزير الخارجية");
  });

  it("keeps a hamza on alef only after a word-initial و ف ب س, where the stemmer needs it", () => {
    expect(normalizeArabic("إعلان")).toBe("اعلان");
    expect(normalizeArabic("آفاق")).toBe("افاق");
    expect(normalizeArabic("الأزمة")).toBe("الازمة");
    expect(normalizeArabic("مبدأ")).toBe("مبدا");
    // و + أكد: the stemmer strips و before أ, not before ا (واجب).
    expect(normalizeArabic("وأكد")).toBe("وأكد");
    expect(normalizeArabic("فإن")).toBe("فإن");
    expect(normalizeArabic("بأهمية")).toBe("بأهمية");
    expect(normalizeArabic("وَأَكَّدَ")).toBe("وأكد");
  });

  it("drops و or ف before the article, when at least three letters follow it", () => {
    expect(normalizeArabic("السلام والأمن")).toBe("السلام الامن");
    expect(normalizeArabic("فالمجتمع")).toBe("المجتمع");
    expect(normalizeArabic("وللتنمية")).toBe("للتنمية");
    // Root letters, not a conjunction.
    expect(normalizeArabic("والي")).toBe("والي");
    expect(normalizeArabic("والدة")).toBe("والدة");
    expect(normalizeArabic("واجب")).toBe("واجب");
  });

  it("writes a final ه after the article as ة (the informal spelling of ta marbuta)", () => {
    expect(normalizeArabic("الارهابيه")).toBe(normalizeArabic("الإرهابية"));
    expect(normalizeArabic("الحكومه")).toBe("الحكومة");
    expect(normalizeArabic("بالمنظمه")).toBe("بالمنظمة");
    expect(normalizeArabic("والدوليه")).toBe("الدولية");
    // Without the article a final ه may be a pronoun (كتابه: his book): the stemmer strips it itself.
    expect(normalizeArabic("كتابه")).toBe("كتابه");
    expect(normalizeArabic("حكومه")).toBe("حكومه");
    // Nothing between the article and ه: not a word with the article.
    expect(normalizeArabic("إله")).toBe("اله");
    expect(normalizeArabic("لله")).toBe("لله");
  });

  it("writes the plural ات and the adjective ending ني of words without the article as ة and نية", () => {
    expect(normalizeArabic("هجمات")).toBe("هجمة");
    expect(normalizeArabic("مفاوضات")).toBe("مفاوضة");
    expect(normalizeArabic("إنساني")).toBe("انسانية");
    expect(normalizeArabic("قانوني")).toBe("قانونية");
    // With the article the stemmer strips ات and ي itself.
    expect(normalizeArabic("الهجمات")).toBe("الهجمات");
    expect(normalizeArabic("الإنساني")).toBe("الانساني");
    // Too short to hold the suffix: ذات (self), بات, يعني.
    expect(normalizeArabic("ذات")).toBe("ذات");
    expect(normalizeArabic("يعني")).toBe("يعني");
  });

  it("removes Quranic annotation marks and superscript alef", () => {
    expect(normalizeArabic("رحمٰن")).toBe("رحمن");
    expect(normalizeArabic("كتاب\u06DA\u0615")).toBe("كتاب");
  });

  it("converts Arabic-Indic and Persian digits to ASCII", () => {
    expect(normalizeArabic("٢٠٢٤/٠٣/١٥")).toBe("2024/03/15");
    expect(normalizeArabic("۱۲۳۴۵۶۷۸۹۰")).toBe("1234567890");
  });

  it("leaves non-Arabic text untouched", () => {
    const text = "Café «Élysée» — 联合国 Москва 12 ; l'ONU\n";
    expect(normalizeArabic(text)).toBe(text);
    expect(normalizeArabic("Le ministre وَزِير a parlé")).toBe("Le ministre وزير a parlé");
  });

  it("folds Persian-keyboard yeh and kaf into the Arabic letters", () => {
    expect(normalizeArabic("مجلس الامن الدولی")).toBe(normalizeArabic("مجلس الامن الدولي"));
    expect(normalizeArabic("الکرامة")).toBe(normalizeArabic("الكرامة"));
  });
});

describe("foldArabic", () => {
  it("folds every hamza seat and ta marbuta, letter by letter", () => {
    expect(foldArabic("وَأَكَّدَت الوزارة")).toBe("واكدت الوزاره");
    expect(foldArabic("الإرهابية")).toBe("الارهابيه");
    expect(foldArabic("مسؤولية رئيس مستشفى")).toBe("مسووليه رييس مستشفي");
    expect(foldArabic("ٱلسلام ٢٠٢٤")).toBe("السلام 2024");
  });

  it("has no rule that depends on a letter's place in a word", () => {
    for (const word of ["والأمن", "الحكومه", "هجمات", "إنساني", "الإرهابية", "البيئة"]) {
      expect(Array.from(word, foldArabic).join("")).toBe(foldArabic(word));
    }
  });
});
