import {
  COUNTRIES,
  countriesInGroup,
  countryName,
  GROUP_SLUGS,
  type GroupSlug,
  getCountry,
  groupName,
  MEMBER_STATES_TOTAL,
} from "@communique/core";
import type {
  AnalyticsSummary,
  FormerStateCount,
  GroupBreakdown,
  IssuerRequest,
  TopCountries,
} from "@communique/core/contract";
import type { SearchDatabase } from "../db/planner-settings";
import { countryRef } from "../reference/country-ref";
import { compileQuery } from "../search/compile-query";
import { countByIssuer, type IssuerCount } from "./day-counts";
import { cachePerDatabase } from "./expiring-cache";

const MEMBER_CODES = new Set(COUNTRIES.filter((c) => c.kind === "member").map((c) => c.code));
/** Present members of each group: former states (Yugoslavia…) may be issuers, never members. */
const GROUP_MEMBERS = new Map(
  GROUP_SLUGS.map((slug) => [
    slug,
    new Set(
      countriesInGroup(slug)
        .filter((c) => c.kind !== "former")
        .map((c) => c.code),
    ),
  ]),
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

/**
 * The seven groups in the order of the specification, each with its present members' statements
 * and how many of them issued one, so that "N of M members" never exceeds M; former states apart.
 *
 * Membership is today's: the table has no dates of admission, of a change of group or of a
 * state's end, so a group "as it was on the statement's date" cannot be known. A former state
 * (Yugoslavia, the German Democratic Republic…) is in no group's count and is listed on its own.
 * A successor that kept the seat (the Russian Federation for the USSR) is stored under the
 * present member's code and counted as that member.
 */
export async function groupBreakdown(db: SearchDatabase, request: IssuerRequest): Promise<GroupBreakdown> {
  const rows = await issuerCounts(db, request);
  const byGroup = new Map<GroupSlug, { statements: number; issuers: Set<string> }>();
  const former: FormerStateCount[] = [];
  for (const row of rows) {
    const country = getCountry(row.code);
    // Codes are those of the countries table (the search row joins it); one missing from the
    // present table, like a former state, is a member of no group today.
    if (!country || !GROUP_MEMBERS.get(country.group)?.has(country.code)) {
      former.push({ code: row.code, name: countryName(row.code, request.lang), statements: row.n });
      continue;
    }
    const entry = byGroup.get(country.group) ?? { statements: 0, issuers: new Set<string>() };
    entry.statements += row.n;
    entry.issuers.add(country.code);
    byGroup.set(country.group, entry);
  }
  const collator = new Intl.Collator(request.lang);
  former.sort((a, b) => b.statements - a.statements || collator.compare(a.name, b.name));
  return {
    groups: GROUP_SLUGS.map((slug) => ({
      slug,
      name: groupName(slug, request.lang),
      statements: byGroup.get(slug)?.statements ?? 0,
      issuers: byGroup.get(slug)?.issuers.size ?? 0,
      members: GROUP_MEMBERS.get(slug)?.size ?? 0,
    })),
    formerStates: { statements: former.reduce((total, f) => total + f.statements, 0), states: former },
  };
}

function sum(rows: IssuerCount[]): number {
  return rows.reduce((total, row) => total + row.n, 0);
}
