import { describe, expect, it } from "vitest";
import { normalizeArabic } from "./arabic";

describe("normalizeArabic", () => {
  it("normalises hamza seats, diacritics, tatweel and ta marbuta identically", () => {
    expect(normalizeArabic("الأمْــنُ")).toBe("الامن");
    expect(normalizeArabic("الأمْــنُ")).toBe(normalizeArabic("الامن"));
    expect(normalizeArabic("إعلان")).toBe("اعلان");
    expect(normalizeArabic("آفاق")).toBe("افاق");
    expect(normalizeArabic("ٱلسلام")).toBe("السلام");
    expect(normalizeArabic("مسؤول")).toBe("مسوول");
    expect(normalizeArabic("رئيس")).toBe("رييس");
    expect(normalizeArabic("الوزارة")).toBe(normalizeArabic("الوزاره"));
    expect(normalizeArabic("مستشفى")).toBe("مستشفي");
    expect(normalizeArabic("وَزِيرُ الخَارِجِيَّةِ")).toBe("وزير الخارجيه");
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
