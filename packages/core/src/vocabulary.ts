/**
 * The product's vocabulary and limits, in one place: every layer (store, API, web) imports them
 * from here. Light on purpose (no data, no dependency): the browser bundle takes it as it is.
 */
/** The six UN languages, with their direction and search configuration. */
export * from "./languages";

/** How precisely a statement is dated: as its source says, never more (decision 001). */
export const DATE_PRECISIONS = ["day", "month", "year"] as const;
export type DatePrecision = (typeof DATE_PRECISIONS)[number];

/** What an issuer is: a UN member or observer state, an organisation, or a state that no longer exists. */
export const COUNTRY_KINDS = ["member", "observer", "organization", "former"] as const;
export type CountryKind = (typeof COUNTRY_KINDS)[number];

/** SPEC §9's date presets: ranges that end today (UTC), except "yesterday". */
export const PERIODS = ["today", "yesterday", "3d", "week", "month", "year", "2y"] as const;
export type Period = (typeof PERIODS)[number];
/** Days before today that each period starts. */
export const PERIOD_START_DAYS: Readonly<Record<Period, number>> = {
  today: 0,
  yesterday: 1,
  "3d": 2,
  week: 6,
  month: 30,
  year: 365,
  "2y": 730,
};

/** Orders of a result list; relevance needs words to rank by. */
export const SORT_ORDERS = ["relevance", "recent", "oldest", "country"] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Lengths of a timeline's periods. */
export const INTERVALS = ["day", "week", "month", "year"] as const;
export type Interval = (typeof INTERVALS)[number];

/** SPEC §9: the query compared with at most four other themes or countries. */
export const MAX_COMPARE = 4;
/** SPEC §9: the map shows the top 20 countries. */
export const TOP_COUNTRIES = 20;
/** The most countries one ranking answer lists. */
export const MAX_COUNTRIES_LIMIT = 250;
/** SPEC §9: the member states of the United Nations. */
export const MEMBER_STATES_TOTAL = 193;

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/** Deep pages cost an OFFSET scan each; past this, narrow the search or export it. */
export const MAX_RESULT_WINDOW = 10_000;
/** Entries in a search's Atom feed: its most recent matches. */
export const FEED_SIZE = 50;

/**
 * Cross-language search: `keep` searches the query as typed (each word analysed in every
 * language); `add` also searches each clause's equivalents in the other five languages.
 */
export const TRANSLATE_MODES = ["keep", "add"] as const;
export type TranslateMode = (typeof TRANSLATE_MODES)[number];

/** Where a clause's equivalents came from, in the order they are looked for. */
export const TRANSLATION_SOURCES = ["country", "terminology", "machine", "none"] as const;
export type TranslationSource = (typeof TRANSLATION_SOURCES)[number];
