import {
  hasFilters as filtersNarrow,
  NO_FILTERS,
  paramNames,
  queryRecord,
  type SearchFilters,
  SearchParamsSchema,
  writeFilters,
} from "@communique/core/contract";
import type { SortOrder, TranslateMode } from "@communique/core/vocabulary";
import { type MistypedParam, mistypedParams } from "./mistyped-params";

/**
 * The whole state of a search lives in the address, so a link shares it and Back restores it.
 * It is read with the API's own parameter schema (one definition of every parameter); this
 * module only adds what a page needs: a state it can still show when a parameter is wrong.
 */
export interface SearchState {
  q: string;
  all: string;
  exact: string;
  any: string;
  none: string;
  filters: SearchFilters;
  sort?: SortOrder | undefined;
  /** add: the query is searched in all six languages (its equivalents are added). */
  translate: TranslateMode;
  /** Equivalents the visitor removed, as language:text. */
  omit: string[];
  /** The first parameter the schema refused, said as the API says it; the page shows the rest. */
  invalid?: string | undefined;
  /** That parameter's name and value as the address had them (the value cut to a readable length). */
  invalidParam?: { name: string; value: string } | undefined;
  /** Parameters the page ignored that look like a typo of one it knows (`contry`). */
  mistyped?: MistypedParam[] | undefined;
}

/** What the search page reads from its address: the search's parameters (the API's schema). */
export const SEARCH_PAGE_PARAMS: readonly string[] = paramNames(SearchParamsSchema);

/** The sorts in the order the results page offers them. */
export const SORT_CHOICES: readonly SortOrder[] = ["recent", "oldest", "country", "relevance"];

/** Refused parameters are dropped one by one, so a page with one bad value still shows the others. */
const MAX_DROPPED = 8;

export function readSearchState(
  params: URLSearchParams,
  known: readonly string[] = SEARCH_PAGE_PARAMS,
): SearchState {
  const mistyped = mistypedParams(params, known);
  return { ...readSearchParams(params), ...(mistyped.length ? { mistyped } : {}) };
}

function readSearchParams(params: URLSearchParams): SearchState {
  const record = queryRecord(params);
  // The page's own parameters are the web's business, not the search's.
  delete record.page;
  delete record.size;
  delete record.lang;
  let invalid: string | undefined;
  let invalidParam: SearchState["invalidParam"];
  for (let dropped = 0; ; dropped++) {
    const parsed = SearchParamsSchema.safeParse(record);
    if (parsed.success) {
      const { q, all, exact, any, none, filters, sort, translate, omit } = parsed.data;
      return {
        q: q.trim(),
        all: all.trim(),
        exact: exact.trim(),
        any: any.trim(),
        none: none.trim(),
        filters,
        sort,
        translate,
        omit,
        invalid,
        invalidParam,
      };
    }
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? "");
    if (!invalid) {
      invalid = `${issue.path.join(".")}: ${issue.message}`;
      invalidParam = { name, value: readableValue(params.getAll(name).join(", ")) };
    }
    if (!(name in record) || dropped >= MAX_DROPPED) {
      return {
        q: "",
        all: "",
        exact: "",
        any: "",
        none: "",
        filters: NO_FILTERS,
        translate: "keep",
        omit: [],
        invalid,
        invalidParam,
      };
    }
    delete record[name];
  }
}

/** A refused value as a person can read it: control characters out, at most 60 characters. */
function readableValue(value: string): string {
  const clean = value.replace(/[\u0000-\u001f\u007f]/g, "").replace(/\p{Cs}/gu, "\ufffd");
  return clean.length > 60 ? `${clean.slice(0, 59)}…` : clean;
}

/** The address's query string for a state: empty values left out, a stable parameter order. */
export function writeSearchState(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of ["q", "all", "exact", "any", "none"] as const)
    if (state[name]) params.set(name, state[name]);
  writeFilters(state.filters, params);
  if (state.sort) params.set("sort", state.sort);
  if (state.translate === "add") {
    params.set("translate", "add");
    for (const omitted of state.omit) params.append("omit", omitted);
  }
  return params;
}

/**
 * What a new query typed in the header keeps of the search on screen (issue 36): its filters,
 * its sort and whether it searches all six languages, as ReliefWeb does; the page shows the
 * filters as removable chips. The query's own fields and the equivalents left out of it (omit)
 * belong to the old query and go. Read through the schema, so a refused value is not carried on.
 */
export function keptByNewQuery(params: URLSearchParams): [string, string][] {
  const state = readSearchState(params);
  return [
    ...writeSearchState({ ...state, q: "", all: "", exact: "", any: "", none: "", omit: [] }).entries(),
  ];
}

export function hasQuery(state: SearchState): boolean {
  return Boolean(state.q || state.all || state.exact || state.any);
}

/** The advanced search's fields (SPEC.md §3), in the order the form shows them. */
export const ADVANCED_FIELDS = ["all", "exact", "any", "none"] as const;

/** Whether any of the advanced search's four fields is in use. */
export function usesAdvanced(state: SearchState): boolean {
  return ADVANCED_FIELDS.some((name) => state[name]);
}

/**
 * The whole query as one line in the search syntax, for titles: the box's text, all the words,
 * "the phrase", (one OR other), -excluded. The four fields are not lost behind the first. `or`
 * is the operator in the page's language (أو, 或): a title describes the query, it is not typed.
 */
export function describeQuery(state: SearchState, or = "OR"): string {
  const words = (value: string) => value.split(/\s+/).filter(Boolean);
  const any = words(state.any);
  return [
    withOr(state.q, or),
    state.all,
    state.exact ? `"${state.exact.replaceAll('"', "")}"` : "",
    any.length > 1 ? `(${any.join(` ${or} `)})` : (any[0] ?? ""),
    ...words(state.none).map((word) => `-${word}`),
  ]
    .filter(Boolean)
    .join(" ");
}

/** The typed query's OR operators (outside quoted phrases) as `or`. */
function withOr(query: string, or: string): string {
  if (or === "OR") return query;
  return query
    .split(/("[^"]*")/)
    .map((part) => (part.startsWith('"') ? part : part.replace(/(^|\s)OR(?=\s|$)/g, `$1${or}`)))
    .join("");
}

export function hasFilters(state: SearchState): boolean {
  return filtersNarrow(state.filters);
}

/** A state with some filters changed. */
export function withFilters<S extends SearchState>(state: S, change: Partial<SearchFilters>): S {
  return { ...state, filters: { ...state.filters, ...change } };
}

/** The API's parameters for a state, with the call's own (lang, page, size...). */
export function apiSearchParams(state: SearchState, extra: Record<string, string>): URLSearchParams {
  const params = writeSearchState(state);
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  return params;
}

export function toggle<T extends string>(values: readonly T[], value: T): T[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
}
