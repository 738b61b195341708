import type { LanguageCode } from "@communique/core";
import type { NumericOrder } from "./date-candidate";

// CLDR's short date pattern puts the day first in every French, Spanish, Russian and Arabic
// locale. English is split (en-US month-first, en-GB, en-IN, en-AU day-first) and Chinese
// writes year first, so for those only the source's configuration can tell.
const DAY_FIRST_LANGUAGES: ReadonlySet<LanguageCode> = new Set(["ar", "fr", "es", "ru"]);

/**
 * The day/month order to read numeric dates with: the source's own when configured, else its
 * language's, else the script's (Cyrillic or Arabic text is never month-first), else none.
 */
export function dayMonthOrder(
  text: string,
  numericOrder: NumericOrder | undefined,
  language: LanguageCode | undefined,
): "day-first" | "month-first" | null {
  if (numericOrder === "day-first" || numericOrder === "month-first") return numericOrder;
  // A year-first source says nothing about day and month in the rare D/M/Y date it shows.
  if (numericOrder === "year-first") return null;
  const inferred = language ?? languageOfScript(text);
  return inferred !== undefined && DAY_FIRST_LANGUAGES.has(inferred) ? "day-first" : null;
}

function languageOfScript(text: string): LanguageCode | undefined {
  if (/\p{Script=Cyrillic}/u.test(text)) return "ru";
  if (/\p{Script=Arabic}/u.test(text)) return "ar";
  return undefined;
}
