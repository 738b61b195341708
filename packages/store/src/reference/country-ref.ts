import { countryName, getCountry, type LanguageCode } from "@communique/core";
import type { CountryRef } from "@communique/core/contract";

/** An issuer as answers name it: code, name in `lang`, group. */
export function countryRef(code: string, lang: LanguageCode): CountryRef {
  const country = getCountry(code);
  return { code, name: countryName(code, lang), group: country?.group ?? "igo" };
}
