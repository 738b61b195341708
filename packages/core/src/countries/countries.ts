import type { LanguageCode } from "../languages";
import type { CountryKind } from "../vocabulary";
import { COUNTRIES } from "./countries.generated";
import { exactNames, type FinderEntry, rankCountries } from "./country-finder";
import { GROUPS, type GroupSlug } from "./groups";
import { searchKey } from "./search-key";
import { STATE_NAMES } from "./state-names.generated";

export { COUNTRIES };

/** Anyone whose statements the engine indexes: a state (current or former) or an organisation. */
export interface Country {
  /** ISO 3166-1 alpha-2 (upper case) for states, ISO 3166-3's withdrawn code for former ones, a slug for organisations. */
  readonly code: string;
  readonly iso3: string | null;
  readonly m49: string | null;
  readonly kind: CountryKind;
  readonly group: GroupSlug;
  /** UN M49 names for states; official names for organisations and former states. */
  readonly names: Record<LanguageCode, string>;
  /** Other names people type (colloquial names, UNTERM short names, abbreviations); search only. */
  readonly aliases: string[];
  /** The same aliases by the language they are written in (cross-language search expands a name to them). */
  readonly localAliases: Partial<Record<LanguageCode, string[]>>;
  /** [lat, lng] of the capital, or of the secretariat's seat for an organisation. */
  readonly capital: [number, number] | null;
}

const BY_CODE = new Map(COUNTRIES.map((country) => [country.code, country]));
const BY_ISO3 = new Map(
  COUNTRIES.filter((country) => country.iso3).map((country) => [country.iso3!.toUpperCase(), country]),
);

/**
 * Case-insensitive: ISO2 codes are upper-case ("fr" is France: URLs get lower-cased) and
 * organisation slugs lower-case ("EU" is the European Union). No slug is also an ISO2 code
 * (hence "african-union", not "au", which is Australia).
 */
export function getCountry(code: string): Country | undefined {
  return BY_CODE.get(code) ?? BY_CODE.get(code.toUpperCase()) ?? BY_CODE.get(code.toLowerCase());
}

export function getCountryByIso3(iso3: string): Country | undefined {
  return BY_ISO3.get(iso3.toUpperCase());
}

/** Falls back to the code itself so that an unknown or retired code still renders as something. */
export function countryName(code: string, lang: LanguageCode): string {
  return getCountry(code)?.names[lang] ?? code;
}

export function groupName(slug: GroupSlug, lang: LanguageCode): string {
  const group = GROUPS.find((g) => g.slug === slug);
  if (!group) throw new Error(`Unknown group ${slug}`);
  return group.names[lang];
}

export function countriesInGroup(slug: GroupSlug): Country[] {
  return COUNTRIES.filter((country) => country.group === slug);
}

let finderIndex: FinderEntry[] | undefined;

/**
 * What the finder matches each State and organisation by: its names, its aliases and the
 * gazetteer's names for it (UK, Britain, США, 英国; "US" in capitals), and its code in capitals.
 */
export function finderEntries(): readonly FinderEntry[] {
  finderIndex ??= COUNTRIES.map((country) => {
    const gazetteer = STATE_NAMES[country.code];
    const capitals = gazetteer?.capitals ?? [];
    const inCapitals = new Set(capitals.map(searchKey));
    const aliases = [...country.aliases, ...(gazetteer?.names ?? [])].filter(
      (alias) => !inCapitals.has(searchKey(alias)),
    );
    return { code: country.code, names: country.names, aliases, capitals };
  });
  return finderIndex;
}

/**
 * Autocomplete over every name and alias in all six languages, ignoring case and accents: what
 * was typed exactly first ("UK" is the United Kingdom before Ukraine), then prefixes, then
 * substrings (rankCountries).
 */
export function findCountries(text: string, lang: LanguageCode, limit = 10): Country[] {
  return rankCountries(finderEntries(), text, lang, limit).map((entry) => getCountry(entry.code)!);
}

/**
 * The state or organisation whose name (in any of the six languages) or alias is exactly `text`,
 * ignoring case, accents and punctuation: "france", "Франция", "法国", "Estados Unidos", "UK";
 * "US" only in capitals.
 */
export function countryNamed(text: string): Country | undefined {
  namedIndex ??= exactNames(finderEntries());
  const entry = namedIndex(text);
  return entry && getCountry(entry.code);
}
let namedIndex: ((text: string) => FinderEntry | undefined) | undefined;
