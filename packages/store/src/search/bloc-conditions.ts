import {
  COUNTRIES,
  countriesInGroup,
  type GroupSlug,
  getBloc,
  getCountry,
  membershipDays,
} from "@communique/core";
import type { SearchFilters } from "@communique/core/contract";
import { once } from "./once";

/**
 * The intergovernmental groupings as SQL (issue 37, decision 031): a bloc's dated memberships as
 * conditions on the search table and on the per-day counts, and its members' groups as a
 * prefilter of the tsquery. search-filters.ts puts them together with the other filters.
 */

/**
 * The chosen blocs' condition (issue 37): the signatory was a member of one of them on the
 * statement's date, by the period's rule (`dates`): its whole date inside one membership, or with
 * "overlap" any of it. Memberships are gathered by their dates, so that the condition is a few
 * ORed terms (the African Union: its founders, Morocco from 2017, South Sudan from 2011), each an
 * issuer list looked up once (an InitPlan) and two date comparisons: a row costs a few
 * comparisons, where a semi-join on the memberships cost a join per matching row (30 ms of 450
 * for a year of "security" among the AU's members at 100k).
 *
 * Unlike countries and groups, a bloc adds no lexemes of its members to the tsquery: ORing the
 * lexemes of its 54 members made the planner cost the GIN scan above a walk of the date index that
 * reads every statement of the period's tsvector from TOAST (a year of "trade" among the AU at
 * 100k: 361 ms with them, 22 without). At most its members' groups' lexemes narrow the index
 * (blocGroups); the bloc is checked here on the rows the index keeps.
 */
export function blocTerms(
  filters: SearchFilters,
  param: (value: unknown) => string,
): { condition: (column: string) => string; candidate: () => string } | undefined {
  if (!filters.blocs.length) return undefined;
  const byDates = membershipsByDates(filters.blocs);
  if (byDates.size === 0) return { condition: () => "FALSE", candidate: () => "FALSE" };
  const terms = [...byDates.values()].map(({ since, until, codes }) => ({
    members: once(() => `ARRAY(SELECT num FROM countries WHERE code = ANY(${param(codes)}::text[]))`),
    dates: once(() =>
      filters.dates === "overlap"
        ? `x.date_end >= ${param(since)}::date AND x.date_start <= ${param(until)}::date`
        : `x.date_start >= ${param(since)}::date AND x.date_end <= ${param(until)}::date`,
    ),
  }));
  const everMember = once(() => param([...new Set([...byDates.values()].flatMap((entry) => entry.codes))]));
  return {
    condition: (column) => {
      const each = terms.map(({ members, dates }) => `(${column} = ANY(${members()}) AND ${dates()})`);
      return each.length === 1 ? each[0]! : `(${each.join(" OR ")})`;
    },
    candidate: () =>
      `g.country = ANY(ARRAY(SELECT num FROM countries WHERE code = ANY(${everMember()}::text[])))`,
  };
}

/**
 * The blocs' condition over the per-day counts (`statement_day_counts d`), which count each
 * statement under its issuer only: a co-signatory's statements are added by the reader
 * (joint-signings.ts).
 */
export function blocCountsCondition(
  filters: SearchFilters,
  param: (value: unknown) => string,
): string | undefined {
  if (!filters.blocs.length) return undefined;
  const byDates = membershipsByDates(filters.blocs);
  if (byDates.size === 0) return "FALSE";
  const terms = [...byDates.values()].map(({ since, until, codes }) => {
    const dates =
      filters.dates === "overlap"
        ? `d.date_end >= ${param(since)}::date AND d.date_start <= ${param(until)}::date`
        : `d.date_start >= ${param(since)}::date AND d.date_end <= ${param(until)}::date`;
    return `(d.country_code = ANY(${param(codes)}::text[]) AND ${dates})`;
  });
  return terms.length === 1 ? terms[0] : `(${terms.join(" OR ")})`;
}

/** The chosen blocs' members gathered by the days of their membership. */
function membershipsByDates(blocs: readonly string[]) {
  const byDates = new Map<string, { since: string; until: string; codes: string[] }>();
  for (const id of blocs) {
    const bloc = getBloc(id);
    for (const days of bloc ? membershipDays(bloc) : []) {
      const key = `${days.since}/${days.until}`;
      const entry = byDates.get(key) ?? { since: days.since, until: days.until, codes: [] };
      entry.codes.push(days.country);
      byDates.set(key, entry);
    }
  }
  return byDates;
}

/**
 * The groups of the chosen blocs' members (any time), as a prefilter of the blocs' lexemes, when
 * they hold at most a third of the countries; else undefined. A bloc adds no lexemes of its own
 * members: ORing 54 countries' lexemes cost the index more than it narrowed (decision 031). One
 * group's lexeme is a single entry. "Who has spoken" among the African Union, translated, at
 * 100k: its statement of who spoke took 29 ms on average, 18 with '~gafrican' ANDed (the other
 * groups' matches are no longer read to be rejected by the membership's column conditions,
 * which still decide).
 */
export function blocGroups(blocs: readonly string[]): string[] | undefined {
  const groups = new Set<string>();
  for (const id of blocs)
    for (const member of getBloc(id)?.members ?? []) {
      const group = getCountry(member.country)?.group;
      if (!group) return undefined;
      groups.add(group);
    }
  const countries = [...groups].reduce((sum, g) => sum + countriesInGroup(g as GroupSlug).length, 0);
  return groups.size && countries * 3 <= COUNTRIES.length ? [...groups].sort() : undefined;
}
