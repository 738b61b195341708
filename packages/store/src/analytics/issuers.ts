import {
  COUNTRIES,
  countriesInGroup,
  GROUP_SLUGS,
  type GroupSlug,
  getCountry,
  groupName,
  MEMBER_STATES_TOTAL,
} from "@communique/core";
import type { AnalyticsSummary, GroupCount, IssuerRequest, TopCountries } from "@communique/core/contract";
import type { SearchDatabase } from "../db/planner-settings";
import { countryRef } from "../reference/country-ref";
import { compileQuery } from "../search/compile-query";
import { countByIssuer, type IssuerCount } from "./day-counts";
import { cachePerDatabase } from "./expiring-cache";

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
  const compiled = await compileQuery(db, request.query, request.filters.languages);
  return cachedIssuerCounts(db, request.filters, [compiled.match, compiled.exclude], () =>
    countByIssuer(db, request.filters, compiled),
  );
}

/** The states (members, observers, former states) with the most matching statements; organisations apart. */
export async function topCountries(
  db: SearchDatabase,
  request: IssuerRequest,
  limit: number,
): Promise<TopCountries> {
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
