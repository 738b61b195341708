import type { GroupSlug, LanguageCode, ParsedQuery } from "@communique/core";

export const SORT_ORDERS = ["relevance", "recent", "oldest", "country"] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** What the store needs to answer a search; the API layer builds it from validated input. */
export interface SearchRequest {
  query: ParsedQuery;
  countries: readonly string[];
  groups: readonly GroupSlug[];
  languages: readonly LanguageCode[];
  /** Inclusive ISO dates (YYYY-MM-DD): a statement is kept when its whole date period lies inside. */
  from?: string | undefined;
  to?: string | undefined;
  sort: SortOrder;
  page: number;
  size: number;
  /** Language of country and group names in the answer. */
  lang: LanguageCode;
}
