import { z } from "zod";
import { BLOC_IDS, blocIdOf } from "../blocs/bloc-ids";
import { COUNTRIES, getCountry } from "../countries/countries";
import { GROUP_SLUGS, type GroupSlug, isGroupSlug } from "../countries/groups";
import { isLanguageCode, LANGUAGE_CODES, type LanguageCode } from "../languages";
import { PERIOD_START_DAYS, PERIODS, type Period } from "../vocabulary";
import { dayParam, listParam } from "./query-values";

/**
 * What narrows a search, an analysis, an export or a feed: ONE type from the address to the SQL.
 * Search, facets, analytics, coverage of a query, exports and the feed all take it whole, so a
 * field added here (and its parameter below, and its SQL in the store) reaches every one of them.
 */
export interface SearchFilters {
  /** Issuers by ISO 3166 alpha-2 code or organisation slug. */
  countries: string[];
  groups: GroupSlug[];
  /**
   * Intergovernmental groupings (issue 37), by id: a statement is kept when its issuer was a
   * member of one of them on the statement's date. A separate dimension from countries and
   * groups, which it narrows (bloc=eu&group=eastern-european: the EU's Eastern European members).
   */
  blocs: string[];
  /** Languages of the statements. */
  languages: LanguageCode[];
  /** A preset range; the request builders resolve it into `from` and `to` (its dates as of today). */
  period?: Period | undefined;
  /** Inclusive ISO days: a statement is kept when its whole date period lies inside. */
  from?: string | undefined;
  to?: string | undefined;
  /**
   * How a statement dated only by month or year meets the period: "within" (the default) keeps
   * it when its whole month or year lies inside; "overlap" when any of it does (a speech dated
   * 2024 for "the past two years" as of late 2025).
   */
  dates?: DateMatch | undefined;
}

export const DATE_MATCHES = ["within", "overlap"] as const;
export type DateMatch = (typeof DATE_MATCHES)[number];

/** Each filter's name in the address and the API: the one table that maps fields to parameters. */
export const FILTER_PARAMS = {
  countries: "country",
  groups: "group",
  blocs: "bloc",
  languages: "language",
  period: "period",
  from: "from",
  to: "to",
  dates: "dates",
} as const satisfies Record<keyof SearchFilters, string>;

export const FILTER_FIELDS = Object.keys(FILTER_PARAMS) as (keyof SearchFilters)[];

export const NO_FILTERS: SearchFilters = { countries: [], groups: [], blocs: [], languages: [] };

/**
 * A flat object's filter fields gathered into SearchFilters (NO_FILTERS for the rest), and its
 * other fields: for code and tests that write a request flat.
 */
export function splitFilters<T extends Partial<SearchFilters>>(
  flat: T,
): {
  filters: SearchFilters;
  rest: Omit<T, keyof SearchFilters>;
} {
  const filters: Record<string, unknown> = { ...NO_FILTERS };
  const rest: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(flat)) {
    if ((FILTER_FIELDS as string[]).includes(name)) filters[name] = value;
    else rest[name] = value;
  }
  return { filters: filters as unknown as SearchFilters, rest: rest as Omit<T, keyof SearchFilters> };
}

const GROUP_LIST = GROUP_SLUGS.join(", ");

/** The filter parameters, validated; `toFilters` turns their values into a SearchFilters. */
export const filterParamsShape = {
  country: listParam(
    "Issuing country (ISO 3166 alpha-2) or organisation slug; repeatable.",
    "FR",
    COUNTRIES.map((c) => c.code),
  ).transform((values, ctx) =>
    values.map((value) => {
      const country = getCountry(value);
      if (!country) ctx.addIssue({ code: "custom", message: `unknown country or organisation "${value}"` });
      return country?.code ?? value;
    }),
  ),
  group: listParam(
    `Group slug (${GROUP_LIST}); repeatable. Issuers add up, except that countries chosen within a chosen group narrow that group to them (group=african&country=KE is Kenya alone).`,
    undefined,
    GROUP_SLUGS,
  ).transform((values, ctx) =>
    values.filter((value): value is GroupSlug => {
      if (!isGroupSlug(value)) ctx.addIssue({ code: "custom", message: `unknown group "${value}"` });
      return isGroupSlug(value);
    }),
  ),
  bloc: listParam(
    `Intergovernmental grouping (${BLOC_IDS.join(", ")}); repeatable. A statement counts when its issuer was a member on the statement's date (its whole date, or any of it with dates=overlap). Narrows the countries and groups chosen.`,
    "african-union",
    BLOC_IDS,
  ).transform((values, ctx) =>
    values.flatMap((value) => {
      const id = blocIdOf(value);
      if (id) return [id];
      ctx.addIssue({
        code: "custom",
        message: `unknown bloc "${value}": the blocs are ${BLOC_IDS.join(", ")}`,
        params: { code: "unknown_bloc" },
      });
      return [];
    }),
  ),
  language: listParam(
    `Statement language (${LANGUAGE_CODES.join(", ")}); repeatable.`,
    undefined,
    LANGUAGE_CODES,
  ).transform((values, ctx) =>
    values.flatMap((value) => {
      const code = value.toLowerCase();
      if (isLanguageCode(code)) return [code];
      ctx.addIssue({ code: "custom", message: `"${value}" is not one of ${LANGUAGE_CODES.join(", ")}` });
      return [];
    }),
  ),
  period: z
    .enum(PERIODS)
    .optional()
    .meta({ description: "Preset range ending today (UTC); not combinable with from/to." }),
  from: dayParam(
    "First day, YYYY-MM-DD. A statement dated only by month or year is kept when its whole period lies inside.",
    "2024-01-01",
  ),
  to: dayParam("Last day, YYYY-MM-DD.", "2024-12-31"),
  dates: z.enum(DATE_MATCHES).optional().meta({
    description:
      "within (default): a statement dated only by month or year is kept when its whole month or year lies inside the period; overlap: when any of it does.",
  }),
};

type FilterParamValues = z.output<z.ZodObject<typeof filterParamsShape>>;

export function toFilters(values: FilterParamValues): SearchFilters {
  return {
    countries: values.country,
    groups: values.group,
    blocs: values.bloc,
    languages: values.language,
    period: values.period,
    from: values.from,
    to: values.to,
    // Only meaningful with a period: left out otherwise, so it never makes a search "filtered".
    dates: values.dates === "overlap" && (values.period || values.from || values.to) ? "overlap" : undefined,
  };
}

/** What a choice of groups and countries stands for: see `issuerSelection`. */
export interface IssuerSelection {
  /** Groups taken whole: none of their members is chosen. */
  wholeGroups: GroupSlug[];
  /** Chosen groups narrowed by chosen members, with those members (in the order chosen). */
  narrowedGroups: { group: GroupSlug; countries: string[] }[];
  /** Every chosen country or organisation, within a chosen group or not. */
  countries: string[];
}

/**
 * The one rule for issuers (issue 17), applied by the store and explained by the pages' chips:
 * a country chosen inside a chosen group narrows that group to the chosen countries ("African
 * States" and "Kenya" is Kenya alone; with "Benin" too, Kenya and Benin); whole groups and
 * countries outside every chosen group add up ("African States" and "France" is the African
 * States and France). Organisations belong to their own group ("igo"), so the same rule holds.
 */
export function issuerSelection(filters: Pick<SearchFilters, "countries" | "groups">): IssuerSelection {
  const groupOf = (code: string) => getCountry(code)?.group;
  const wholeGroups: GroupSlug[] = [];
  const narrowedGroups: IssuerSelection["narrowedGroups"] = [];
  for (const group of filters.groups) {
    const members = filters.countries.filter((code) => groupOf(code) === group);
    if (members.length) narrowedGroups.push({ group, countries: members });
    else wholeGroups.push(group);
  }
  return { wholeGroups, narrowedGroups, countries: filters.countries };
}

/** Checks across filters, for a schema's superRefine. */
export function checkFilters(values: Partial<FilterParamValues>, ctx: z.RefinementCtx): void {
  if (values.period && (values.from || values.to)) {
    ctx.addIssue({ code: "custom", path: ["period"], message: "use either period or from/to, not both" });
  }
  if (values.from && values.to && values.from > values.to) {
    ctx.addIssue({ code: "custom", path: ["from"], message: `${values.from} is after to: ${values.to}` });
  }
}

/** The filters with a preset period replaced by its dates as of `today` (UTC). */
export function resolvePeriod(filters: SearchFilters, today = new Date()): SearchFilters {
  if (!filters.period) return filters;
  const from = shiftDays(today, -PERIOD_START_DAYS[filters.period]);
  const to = filters.period === "yesterday" ? from : shiftDays(today, 0);
  return { ...filters, from, to };
}

/** Whether any filter narrows (a resolved period counts through its dates). */
export function hasFilters(filters: SearchFilters): boolean {
  return FILTER_FIELDS.some((field) => {
    const value = filters[field];
    return Array.isArray(value) ? value.length > 0 : Boolean(value);
  });
}

/** The filters as address parameters, in a stable order; a period is written instead of its dates. */
export function writeFilters(filters: SearchFilters, params = new URLSearchParams()): URLSearchParams {
  for (const field of FILTER_FIELDS) {
    if ((field === "from" || field === "to") && filters.period) continue;
    const value = filters[field];
    for (const v of Array.isArray(value) ? value : value ? [value] : [])
      params.append(FILTER_PARAMS[field], v);
  }
  return params;
}

function shiftDays(date: Date, days: number): string {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + days))
    .toISOString()
    .slice(0, 10);
}
