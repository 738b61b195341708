import type { LanguageCode } from "@communique/core";

/** The six languages under the names termbases give them: ISO 639-1, ISO 639-2 (B and T) and English. */
const NAMES: Readonly<Record<string, LanguageCode>> = {
  ar: "ar",
  ara: "ar",
  arabic: "ar",
  zh: "zh",
  zho: "zh",
  chi: "zh",
  chinese: "zh",
  en: "en",
  eng: "en",
  english: "en",
  fr: "fr",
  fra: "fr",
  fre: "fr",
  french: "fr",
  ru: "ru",
  rus: "ru",
  russian: "ru",
  es: "es",
  spa: "es",
  spanish: "es",
};

/** Subtags that mark Chinese written in Traditional characters (script, or a region that uses it). */
const TRADITIONAL = new Set(["hant", "tw", "hk", "mo"]);

export interface TaggedLanguage {
  language: LanguageCode;
  /** Chinese in Traditional characters (zh-Hant, zh-TW, zh-HK, zh-MO): converted, used when no Simplified is given. */
  traditional: boolean;
}

/**
 * Which of the six languages a language tag names: `en`, `en-US`, `EN-GB`, `zh-CN`, `zh-Hans`,
 * `zh_TW`, `ar-SA`, `es-419`, ISO 639-2 codes (`fre`, `zho`) and English names (`French`).
 * Undefined for any other language (`de`, `pt-BR`), which an import leaves out.
 */
export function languageOfTag(tag: string): TaggedLanguage | undefined {
  const subtags = tag.trim().toLowerCase().split(/[-_]/);
  const language = NAMES[subtags[0] ?? ""];
  if (!language) return undefined;
  return { language, traditional: language === "zh" && subtags.slice(1).some((s) => TRADITIONAL.has(s)) };
}
