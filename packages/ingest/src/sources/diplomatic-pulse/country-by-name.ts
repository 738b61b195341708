import { COUNTRIES } from "@communique/core";

/**
 * UN short names that have since changed and that Diplomatic Pulse still uses; the core list
 * carries today's names only.
 */
const FORMER_UN_NAMES: Record<string, string> = {
  "czech republic": "CZ",
  turkey: "TR",
};

/** Folds case, accents, punctuation and spacing, as core's search key does. */
function fold(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[\p{P}\p{S}\s]+/gu, " ")
    .trim();
}

let byName: Map<string, string> | undefined;

/** The code of a country named exactly (in any of the six languages, or an alias), or undefined. */
export function countryCodeByName(name: string): string | undefined {
  if (!byName) {
    byName = new Map(Object.entries(FORMER_UN_NAMES));
    for (const country of COUNTRIES)
      for (const n of [...Object.values(country.names), ...country.aliases])
        byName.set(fold(n), country.code);
  }
  return byName.get(fold(name));
}
