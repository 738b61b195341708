/**
 * The whole state of a search lives in the address, so a link shares it and Back restores it.
 * This module reads and writes that state; the API accepts the same parameter names.
 */
export const PERIOD_PRESETS = ["today", "yesterday", "3d", "week", "month", "year", "2y"] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];
export const SORTS = ["recent", "oldest", "country", "relevance"] as const;
export type Sort = (typeof SORTS)[number];
export const TRANSLATE_OPTIONS = ["keep", "add"] as const;
export type TranslateOption = (typeof TRANSLATE_OPTIONS)[number];

export interface SearchState {
  q: string;
  all: string;
  exact: string;
  any: string;
  none: string;
  countries: string[];
  groups: string[];
  languages: string[];
  period?: PeriodPreset;
  from: string;
  to: string;
  sort?: Sort;
  translate: TranslateOption;
}

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

const list = (params: URLSearchParams, name: string) => [
  ...new Set(
    params
      .getAll(name)
      .flatMap((v) => v.split(","))
      .map((v) => v.trim())
      .filter(Boolean),
  ),
];

export function readSearchState(params: URLSearchParams): SearchState {
  const period = params.get("period");
  const sort = params.get("sort");
  const translate = params.get("translate");
  return {
    q: params.get("q")?.trim() ?? "",
    all: params.get("all")?.trim() ?? "",
    exact: params.get("exact")?.trim() ?? "",
    any: params.get("any")?.trim() ?? "",
    none: params.get("none")?.trim() ?? "",
    countries: list(params, "country"),
    groups: list(params, "group"),
    languages: list(params, "language"),
    period: isOneOf(PERIOD_PRESETS, period) ? period : undefined,
    from: params.get("from") ?? "",
    to: params.get("to") ?? "",
    sort: isOneOf(SORTS, sort) ? sort : undefined,
    translate: isOneOf(TRANSLATE_OPTIONS, translate) ? translate : "keep",
  };
}

/** The address's query string for a state: empty values left out, a stable parameter order. */
export function writeSearchState(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of ["q", "all", "exact", "any", "none"] as const)
    if (state[name]) params.set(name, state[name]);
  for (const code of state.countries) params.append("country", code);
  for (const slug of state.groups) params.append("group", slug);
  for (const code of state.languages) params.append("language", code);
  if (state.period) params.set("period", state.period);
  else {
    if (state.from) params.set("from", state.from);
    if (state.to) params.set("to", state.to);
  }
  if (state.sort) params.set("sort", state.sort);
  if (state.translate !== "keep") params.set("translate", state.translate);
  return params;
}

export function hasQuery(state: SearchState): boolean {
  return Boolean(state.q || state.all || state.exact || state.any);
}

export function hasFilters(state: SearchState): boolean {
  return Boolean(
    state.countries.length ||
      state.groups.length ||
      state.languages.length ||
      state.period ||
      state.from ||
      state.to,
  );
}

/** The API's parameters for a state (it ignores `translate`, which is the web's option). */
export function apiSearchParams(state: SearchState, extra: Record<string, string>): URLSearchParams {
  const params = writeSearchState({ ...state, translate: "keep" });
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  return params;
}

export function toggle(values: readonly string[], value: string): string[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
}
