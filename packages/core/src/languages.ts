/**
 * The six official UN languages: the only interface languages and the only languages a statement
 * is indexed in. Order is the UN's (alphabetical in English), used wherever languages are listed.
 */
export const LANGUAGE_CODES = ["ar", "zh", "en", "fr", "ru", "es"] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

export interface Language {
  code: LanguageCode;
  /** Endonym: how the language names itself, for the language switcher. */
  name: string;
  /** BCP 47 tag used for Intl formatting and `<html lang>`. */
  iso: string;
  dir: "ltr" | "rtl";
  /** PostgreSQL text search configuration created by the store's migrations. */
  searchConfig: string;
}

export const LANGUAGES: readonly Language[] = [
  { code: "ar", name: "العربية", iso: "ar", dir: "rtl", searchConfig: "cq_ar" },
  { code: "zh", name: "中文", iso: "zh-Hans", dir: "ltr", searchConfig: "cq_zh" },
  { code: "en", name: "English", iso: "en-US", dir: "ltr", searchConfig: "cq_en" },
  { code: "fr", name: "Français", iso: "fr", dir: "ltr", searchConfig: "cq_fr" },
  { code: "ru", name: "Русский", iso: "ru", dir: "ltr", searchConfig: "cq_ru" },
  { code: "es", name: "Español", iso: "es", dir: "ltr", searchConfig: "cq_es" },
];

export const DEFAULT_LANGUAGE: LanguageCode = "en";

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === "string" && (LANGUAGE_CODES as readonly string[]).includes(value);
}

export function getLanguage(code: LanguageCode): Language {
  const language = LANGUAGES.find((l) => l.code === code);
  if (!language) throw new Error(`Unknown language ${code}`);
  return language;
}
