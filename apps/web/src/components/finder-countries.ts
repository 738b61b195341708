import { type FinderEntry, rankCountries } from "@communique/core/country-finder";
import type { LanguageCode } from "@communique/core/vocabulary";

/** A country as GET /api/countries lists it: its name here, its names in the six languages, its aliases. */
export interface FinderCountry extends FinderEntry {
  name: string;
}

const MAX_SUGGESTIONS = 8;
let cache: { lang: string; list: Promise<FinderCountry[]> } | undefined;

/**
 * Every country with all its names, fetched once per page life when a reader first types in a
 * finder: the pages' own data carries the names in their language only, to stay small.
 */
export function loadFinderCountries(lang: string): Promise<FinderCountry[]> {
  if (cache?.lang !== lang) {
    const list = fetch(`/api/countries?lang=${lang}`).then((r) => (r.ok ? r.json() : []));
    cache = { lang, list };
    list.catch(() => {
      cache = undefined;
    });
  }
  return cache.list;
}

/**
 * The countries a typed text names, best first, ranked as the server ranks them (rankCountries):
 * "UK" is the United Kingdom before Ukraine; 英国 and Reino Unido find it on every page.
 */
export function suggestCountries(countries: readonly FinderCountry[], text: string, lang: LanguageCode) {
  if (text.trim().length < 2) return [];
  return rankCountries(countries, text, lang, MAX_SUGGESTIONS);
}
