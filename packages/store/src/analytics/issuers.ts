import {
  COUNTRIES,
  countriesInGroup,
  GROUP_SLUGS,
  type GroupSlug,
  getCountry,
  groupName,
  type LanguageCode,
  MEMBER_STATES_TOTAL,
  type ParsedQuery,
} from "@communique/core";
import type { SearchDatabase } from "../db/planner-settings";
import { compileQuery } from "../search/compile-query";
import { type CountryRef, countryRef } from "../search/search-statements";
import { type AnalyticsFilters, countByIssuer, type IssuerCount } from "./day-counts";
import { cachePerDatabase } from "./expiring-cache";

export interface IssuerRequest extends AnalyticsFilters {
  query: ParsedQuery;
  /** Language of the names in the answer. */
  lang: LanguageCode;
}

export interface CountryCount extends CountryRef {
  count: number;
  /** Whether the issuer is one of the 193 member states. */
  memberState: boolean;
}

export interface AnalyticsSummary {
  /** Matching statements. */
  statements: number;
  /** Member states with at least one matching statement. */
  memberStates: number;
  memberStatesTotal: typeof MEMBER_STATES_TOTAL;
  /** Issuers of matching statements: states, observers and organisations. */
  issuers: number;
}

export interface GroupCount {
  slug: GroupSlug;
  name: string;
  /** Matching statements issued by the group's members. */
  statements: number;
  /** How many of the group's members issued at least one. */
  issuers: number;
  /** How many current members the group has (states, or organisations for the IGO group). */
  members: number;
}

const MEMBER_CODES = new Set(COUNTRIES.filter((c) => c.kind === "member").map((c) => c.code));
/** Current members of each group: former states (Yugoslavia…) may be issuers, never members. */
const GROUP_SIZES = new Map(
  GROUP_SLUGS.map((slug) => [slug, countriesInGroup(slug).filter((c) => c.kind !== "former").length]),
);

/**
 * Counts by issuer, shared by the countries, summary and groups answers: a page asks for the three
 * at once, and they then cost one query (and agree with each other). Kept ten seconds.
 */
const cachedIssuerCounts = cachePerDatabase<IssuerCount[]>(10_000, 200);
async function issuerCounts(db: SearchDatabase, request: IssuerRequest): Promise<IssuerCount[]> {
  const compiled = await compileQuery(db, request.query, request.languages);
  return cachedIssuerCounts(db, request, [compiled.match, compiled.exclude], () =>
    countByIssuer(db, request, compiled),
  );
}

/** The states (members, observers, former states) with the most matching statements; organisations apart. */
export async function topCountries(
  db: SearchDatabase,
  request: IssuerRequest,
  limit: number,
): Promise<{ statements: number; countries: CountryCount[] }> {
  const rows = await issuerCounts(db, request);
  const collator = new Intl.Collator(request.lang);
  const countries = rows
    .filter((row) => getCountry(row.code)?.kind !== "organization")
    .map((row) => ({
      ...countryRef(row.code, request.lang),
      count: row.n,
      memberState: MEMBER_CODES.has(row.code),
    }))
    .sort((a, b) => b.count - a.count || collator.compare(a.name, b.name));
  return { statements: sum(rows), countries: countries.slice(0, limit) };
}

export async function analyticsSummary(
  db: SearchDatabase,
  request: IssuerRequest,
): Promise<AnalyticsSummary> {
  const rows = await issuerCounts(db, request);
  return {
    statements: sum(rows),
    memberStates: rows.filter((row) => MEMBER_CODES.has(row.code)).length,
    memberStatesTotal: MEMBER_STATES_TOTAL,
    issuers: rows.length,
  };
}

/** The seven groups in the order of the specification, each with its statements and issuers. */
export async function groupBreakdown(db: SearchDatabase, request: IssuerRequest): Promise<GroupCount[]> {
  const rows = await issuerCounts(db, request);
  const byGroup = new Map<GroupSlug, { statements: number; issuers: number }>();
  for (const row of rows) {
    const group = countryRef(row.code, request.lang).group;
    const entry = byGroup.get(group) ?? { statements: 0, issuers: 0 };
    entry.statements += row.n;
    entry.issuers += 1;
    byGroup.set(group, entry);
  }
  return GROUP_SLUGS.map((slug) => ({
    slug,
    name: groupName(slug, request.lang),
    statements: byGroup.get(slug)?.statements ?? 0,
    issuers: byGroup.get(slug)?.issuers ?? 0,
    members: GROUP_SIZES.get(slug) ?? 0,
  }));
}

function sum(rows: IssuerCount[]): number {
  return rows.reduce((total, row) => total + row.n, 0);
}
