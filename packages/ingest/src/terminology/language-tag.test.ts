import { describe, expect, it } from "vitest";
import { languageOfTag } from "./language-tag";

describe("languageOfTag", () => {
  it("maps tags with regions, scripts, any case, to the six languages", () => {
    const tags = [
      "en",
      "en-US",
      "EN-GB",
      "fr-CA",
      "es-419",
      "ru-RU",
      "ar-SA",
      "zh",
      "zh-CN",
      "zh-Hans",
      "zh_SG",
    ];
    expect(tags.map((t) => languageOfTag(t)?.language)).toEqual([
      "en",
      "en",
      "en",
      "fr",
      "es",
      "ru",
      "ar",
      "zh",
      "zh",
      "zh",
      "zh",
    ]);
    expect(tags.some((t) => languageOfTag(t)?.traditional)).toBe(false);
  });

  it("tells Chinese in Traditional characters", () => {
    for (const tag of ["zh-Hant", "zh-TW", "zh-HK", "zh-Hant-MO", "ZH_tw"])
      expect(languageOfTag(tag)).toEqual({ language: "zh", traditional: true });
  });

  it("knows ISO 639-2 codes and English names, and nothing else", () => {
    expect(["fre", "zho", "ara", "Spanish", "russian"].map((t) => languageOfTag(t)?.language)).toEqual([
      "fr",
      "zh",
      "ar",
      "es",
      "ru",
    ]);
    expect(["de", "pt-BR", "", "englisch", "x-en"].map(languageOfTag)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});
