import { LANGUAGE_CODES, type LanguageCode } from "../languages";
import type { CountryKind } from "../vocabulary";
import { COUNTRIES } from "./countries.generated";
import { GROUPS, type GroupSlug } from "./groups";
import { searchKey } from "./search-key";

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

interface SearchEntry {
  country: Country;
  names: Record<LanguageCode, string>;
  others: string[];
}

let searchIndex: SearchEntry[] | undefined;

function getSearchIndex(): SearchEntry[] {
  searchIndex ??= COUNTRIES.map((country) => {
    const names = Object.fromEntries(
      LANGUAGE_CODES.map((lang) => [lang, searchKey(country.names[lang])]),
    ) as Record<LanguageCode, string>;
    const others = [...LANGUAGE_CODES.map((lang) => names[lang]), ...country.aliases.map(searchKey)];
    return { country, names, others };
  });
  return searchIndex;
}

function startsWord(key: string, query: string): boolean {
  return key.startsWith(query) || key.includes(` ${query}`);
}

/**
 * Ranks one entry against a folded query: lower is better, null is no match. The display name in
 * the reader's language comes first, then what they typed exactly ("EU", "Iran"), then prefixes and
 * word starts in any language, then any substring (the only way into the middle of a Chinese name).
 */
function rank(entry: SearchEntry, query: string, lang: LanguageCode): [number, number] | null {
  const own = entry.names[lang];
  if (own.startsWith(query)) return [own === query ? 0 : 1, own.length];
  if (entry.others.includes(query)) return [2, query.length];
  if (startsWord(own, query)) return [3, own.length];
  return (
    shortest(4, entry.others, (key) => key.startsWith(query)) ??
    shortest(5, entry.others, (key) => startsWord(key, query)) ??
    shortest(6, entry.others, (key) => key.includes(query))
  );
}

function shortest(tier: number, keys: string[], test: (key: string) => boolean): [number, number] | null {
  const lengths = keys.filter(test).map((key) => key.length);
  return lengths.length > 0 ? [tier, Math.min(...lengths)] : null;
}

/**
 * Autocomplete over every name and alias in all six languages, ignoring case and accents. Within a
 * tier the shortest matching name wins, so "Niger" comes before "Nigeria".
 */
export function findCountries(text: string, lang: LanguageCode, limit = 10): Country[] {
  const query = searchKey(text);
  if (query === "" || limit <= 0) return [];
  const collator = new Intl.Collator(lang);
  return getSearchIndex()
    .flatMap((entry) => {
      const score = rank(entry, query, lang);
      return score ? [{ country: entry.country, score }] : [];
    })
    .sort(
      (a, b) =>
        a.score[0] - b.score[0] ||
        a.score[1] - b.score[1] ||
        collator.compare(a.country.names[lang], b.country.names[lang]),
    )
    .slice(0, limit)
    .map((match) => match.country);
}

/**
 * The state or organisation whose name (in any of the six languages) or alias is exactly `text`,
 * ignoring case, accents and punctuation: "france", "Франция", "法国", "Estados Unidos".
 */
export function countryNamed(text: string): Country | undefined {
  const query = searchKey(text);
  if (query === "") return undefined;
  return getSearchIndex().find((entry) => entry.others.includes(query))?.country;
}
