import type { LanguageCode } from "../languages";
import { searchKey } from "./search-key";

/**
 * What the country finder knows of a State or organisation. Plain data, without the country table,
 * so that the browser ranks the API's list (GET /api/countries) as the server ranks its own.
 */
export interface FinderEntry {
  readonly code: string;
  /** Its display name in each of the six languages. */
  readonly names: Readonly<Record<LanguageCode, string>>;
  /** Other names people type, in any language: short and colloquial names, the gazetteer's. */
  readonly aliases: readonly string[];
  /** Names that are a common word in small letters ("US" is "us"): they name it when typed in capitals. */
  readonly capitals: readonly string[];
}

interface Keys {
  names: Record<string, string>;
  /** Every name and alias, folded. */
  all: string[];
  capitals: string[];
}

const keysOf = new WeakMap<FinderEntry, Keys>();

function keys(entry: FinderEntry): Keys {
  let found = keysOf.get(entry);
  if (!found) {
    const names = Object.fromEntries(
      Object.entries(entry.names).map(([lang, name]) => [lang, searchKey(name)]),
    );
    found = {
      names,
      all: [...Object.values(names), ...entry.aliases.map(searchKey)].filter(Boolean),
      capitals: entry.capitals.map(searchKey).filter(Boolean),
    };
    keysOf.set(entry, found);
  }
  return found;
}

/** "UK", "U.S.", "GB": letters, all of them capitals. */
const inCapitals = (text: string) => text === text.toLocaleUpperCase() && text !== text.toLocaleLowerCase();

/**
 * A lookup of the entry a text names exactly (one of its names or aliases, ignoring case, accents
 * and punctuation; a capitals-only name typed in capitals), the first in the list's order when
 * several do. Built once: every search asks it (is the query an issuer's name?), and folding the
 * query once per entry cost more than the rest of the question.
 */
export function exactNames<E extends FinderEntry>(entries: readonly E[]): (text: string) => E | undefined {
  const byName = new Map<string, number>();
  const byCapitals = new Map<string, number>();
  entries.forEach((entry, i) => {
    const { all, capitals } = keys(entry);
    for (const key of all) if (!byName.has(key)) byName.set(key, i);
    for (const key of capitals) if (!byCapitals.has(key)) byCapitals.set(key, i);
  });
  return (text) => {
    const query = searchKey(text);
    if (query === "") return undefined;
    const found = byName.get(query) ?? Number.POSITIVE_INFINITY;
    const inCaps = inCapitals(text.trim()) ? (byCapitals.get(query) ?? Number.POSITIVE_INFINITY) : found;
    const at = Math.min(found, inCaps);
    return Number.isFinite(at) ? entries[at] : undefined;
  };
}

const startsWord = (key: string, query: string) => key.startsWith(query) || key.includes(` ${query}`);

/**
 * One entry against a query: lower is better, null is no match. What was typed exactly comes
 * first: the display name in the reader's language, then the code typed as written ("GB"), then
 * any name or alias in any language ("UK", "U.K.", 英国, Reino Unido), so that "UK" is the United
 * Kingdom before Ukraine. Then prefixes (the reader's language first), word starts, any substring
 * (the only way into the middle of a Chinese name), and last a name in capitals typed in small
 * letters ("gb").
 */
function rank(entry: FinderEntry, typed: string, query: string, lang: LanguageCode): [number, number] | null {
  const { names, all, capitals } = keys(entry);
  const own = names[lang] ?? "";
  const caps = inCapitals(typed);
  if (own === query) return [0, own.length];
  if (typed === entry.code) return [1, query.length];
  if (all.includes(query) || (caps && capitals.includes(query))) return [2, query.length];
  if (own.startsWith(query)) return [3, own.length];
  return (
    shortest(4, all, (key) => key.startsWith(query)) ??
    (startsWord(own, query) ? [5, own.length] : null) ??
    shortest(6, all, (key) => startsWord(key, query)) ??
    shortest(7, all, (key) => key.includes(query)) ??
    (searchKey(entry.code) === query || capitals.includes(query) ? [8, query.length] : null)
  );
}

function shortest(tier: number, keys: string[], test: (key: string) => boolean): [number, number] | null {
  let length = Number.POSITIVE_INFINITY;
  for (const key of keys) if (key.length < length && test(key)) length = key.length;
  return length === Number.POSITIVE_INFINITY ? null : [tier, length];
}

/**
 * The entries a typed text finds, best first: exact names and aliases, then prefixes, then
 * substrings, in all six languages whatever the reader's, ignoring case and accents. Within a
 * tier the shortest matching name wins ("Niger" before "Nigeria"), then the reader's alphabet.
 */
export function rankCountries<E extends FinderEntry>(
  entries: readonly E[],
  text: string,
  lang: LanguageCode,
  limit = 10,
): E[] {
  const typed = text.trim();
  const query = searchKey(typed);
  if (query === "" || limit <= 0) return [];
  const collator = new Intl.Collator(lang);
  return entries
    .flatMap((entry) => {
      const score = rank(entry, typed, query, lang);
      return score ? [{ entry, score }] : [];
    })
    .sort(
      (a, b) =>
        a.score[0] - b.score[0] ||
        a.score[1] - b.score[1] ||
        collator.compare(a.entry.names[lang], b.entry.names[lang]),
    )
    .slice(0, limit)
    .map((match) => match.entry);
}
