import type { LanguageCode } from "@communique/core";
import type { StatementInput } from "../src/statements/write-statements";
import { fictionalStatement } from "./fictional-statements";

/**
 * 960 FICTIONAL statements naming the orchard, spread evenly over four issuers, two languages and
 * four years (each dated 1 March); 40 of them also name a lantern. Enough for a one-in-sixteen
 * sample to hold about 60 of them: the estimates' tests, with their limits lowered.
 */
export const ORCHARD = 960;
export const LANTERNS = ORCHARD / 24;
export const ORCHARD_COUNTRIES = ["FR", "KE", "BR", "JP"];
export const ORCHARD_YEARS = [2020, 2021, 2022, 2023];
const LANGUAGES: LanguageCode[] = ["en", "fr"];

export function orchardStatements(): StatementInput[] {
  return Array.from({ length: ORCHARD }, (_, i) => {
    const language = LANGUAGES[i % 2]!;
    const words =
      language === "en" ? "The fictional orchard was discussed." : "Le verger fictif a été discuté.";
    return fictionalStatement({
      id: `orchard-${i}`,
      language,
      country: ORCHARD_COUNTRIES[Math.floor(i / 2) % 4],
      date: `${ORCHARD_YEARS[Math.floor(i / 8) % 4]}-03-01`,
      body: `${words} orchard ${i % 24 === 0 ? "lantern" : ""}`,
    });
  });
}
