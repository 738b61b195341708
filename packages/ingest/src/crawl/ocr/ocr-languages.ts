import type { LanguageCode } from "@communique/core";

/** Tesseract's name for the language data of each of our languages (Debian's tesseract-ocr-*). */
export const TESSERACT_LANGUAGES: Readonly<Record<LanguageCode, string>> = {
  ar: "ara",
  zh: "chi_sim",
  en: "eng",
  fr: "fra",
  ru: "rus",
  es: "spa",
};

/**
 * Our languages written in each script that tesseract's orientation and script detection (OSD)
 * names. Used for a document whose source declares no language: the script is seen on the page,
 * and only then does a language have to be guessed.
 */
const SCRIPT_LANGUAGES: Readonly<Record<string, readonly LanguageCode[]>> = {
  Arabic: ["ar"],
  Han: ["zh"],
  Cyrillic: ["ru"],
  Latin: ["en", "fr", "es"],
};

/** Our language for a tesseract code ("ara" → ar); undefined for a combination or another language. */
export function languageOfTesseract(code: string): LanguageCode | undefined {
  return (Object.keys(TESSERACT_LANGUAGES) as LanguageCode[]).find((l) => TESSERACT_LANGUAGES[l] === code);
}

/** The language data names in the output of `tesseract --list-langs` (after its heading line). */
export function parseLanguageList(output: string): Set<string> {
  return new Set(
    output
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => /^[\w-]+$/.test(line)),
  );
}

/** The script named by `tesseract --psm 0` (OSD), e.g. "Latin", or undefined. */
export function parseOsdScript(output: string): string | undefined {
  return /^Script:\s*(\S+)/m.exec(output)?.[1];
}

/**
 * The tesseract language argument for a page: the source's language when its data is installed;
 * else the languages of the script OSD saw, joined with "+" (several Latin languages at once cost
 * about twice the time of one, and the text's language is detected afterwards); else English and
 * whichever other installed Latin-script data, as the commonest case of a scan with no clue.
 * Undefined when none of the needed data is installed.
 */
export function tesseractLanguageFor(
  installed: ReadonlySet<string>,
  language: LanguageCode | undefined,
  script?: string,
): string | undefined {
  if (language) {
    const code = TESSERACT_LANGUAGES[language];
    return installed.has(code) ? code : undefined;
  }
  const candidates = (script && SCRIPT_LANGUAGES[script]) || SCRIPT_LANGUAGES.Latin!;
  const codes = candidates.map((l) => TESSERACT_LANGUAGES[l]).filter((code) => installed.has(code));
  return codes.length > 0 ? codes.join("+") : undefined;
}
