import { editDistance } from "@communique/core/edit-distance";

/**
 * Parameters of a page's address that the page does not know but look like one it does
 * (`contry=FR` for `country=FR`): the page ignores every unknown parameter, as an address is
 * pasted and shared with trackers' additions (utm_source), but says so when one is likely a typo
 * of a setting the reader meant, since the page then shows something else than was asked.
 */
export interface MistypedParam {
  name: string;
  /** The known parameter it is most likely a typo of. */
  meant: string;
}

export function mistypedParams(params: URLSearchParams, known: readonly string[]): MistypedParam[] {
  const found: MistypedParam[] = [];
  for (const name of new Set(params.keys())) {
    if (known.includes(name) || name.length < 3) continue;
    const lower = name.toLowerCase();
    const meant = known.find((k) => k === lower || editDistance(lower, k) <= (k.length > 4 ? 2 : 1));
    if (meant) found.push({ name, meant });
  }
  return found;
}
