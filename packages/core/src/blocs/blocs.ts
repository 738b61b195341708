import type { LanguageCode } from "../languages";
import { parseStatementDate } from "../statement-date";
import { BLOC_DATA } from "./blocs.generated";

/**
 * An intergovernmental grouping (issue 37): a lens over the issuers, apart from the seven groups
 * of the specification. Blocs overlap (France is in the EU, NATO, the OSCE, the OIF…) and their
 * membership changes, so a statement counts under a bloc only if its issuer was a member on the
 * statement's date (`memberOn`). The data is packages/core/reference/blocs.csv and
 * bloc-memberships.csv, read by packages/ingest's `readBlocFiles` into blocs.generated.ts.
 */
export interface Bloc {
  /** Lower-case slug, the same as the organisation's issuer slug where it issues statements (eu, african-union…). */
  readonly id: string;
  /** As given by its source: YYYY, YYYY-MM or YYYY-MM-DD. */
  readonly founded: string;
  readonly dissolved: string | null;
  /** False when some members' joining dates are not recorded: they are counted as members throughout. */
  readonly datesComplete: boolean;
  /** The organisation's own list of its members, and the day up to which ours follows it. */
  readonly sourceUrl: string;
  readonly asOf: string;
  readonly names: Readonly<Record<LanguageCode, string>>;
  readonly shortNames: Readonly<Record<LanguageCode, string>>;
  readonly members: readonly BlocMembership[];
}

/** One period of a state's membership; a state that left and came back has two. */
export interface BlocMembership {
  readonly country: string;
  /** As given (YYYY, YYYY-MM or YYYY-MM-DD); null: since the bloc's founding. */
  readonly from: string | null;
  /** As given; null: still a member (or until the bloc's dissolution). */
  readonly until: string | null;
}

/** A membership as a range of days, both ends inclusive: a month or a year given counts whole. */
export interface MembershipDays {
  readonly country: string;
  readonly since: string;
  /** "9999-12-31" while the membership lasts. */
  readonly until: string;
}

export const BLOCS: readonly Bloc[] = BLOC_DATA;
const BY_ID = new Map(BLOCS.map((bloc) => [bloc.id, bloc]));

export function getBloc(id: string): Bloc | undefined {
  return BY_ID.get(id) ?? BY_ID.get(id.trim().toLowerCase());
}

export function isBlocId(value: unknown): value is string {
  return typeof value === "string" && BY_ID.has(value);
}

export function blocName(id: string, lang: LanguageCode): string {
  return getBloc(id)?.names[lang] ?? id;
}

const OPEN_END = "9999-12-31";

/**
 * A bloc's memberships as days. A date given as a month or a year counts from the first day of it
 * and until its last day: the source does not say more, and a statement of that month or year is
 * then counted (decision 031).
 */
export function membershipDays(bloc: Bloc): readonly MembershipDays[] {
  let days = DAYS.get(bloc);
  if (!days) {
    const founded = parseStatementDate(bloc.founded)!.start;
    const dissolved = bloc.dissolved ? parseStatementDate(bloc.dissolved)!.end : OPEN_END;
    days = bloc.members.map((member) => ({
      country: member.country,
      since: member.from ? parseStatementDate(member.from)!.start : founded,
      until: member.until ? parseStatementDate(member.until)!.end : dissolved,
    }));
    DAYS.set(bloc, days);
  }
  return days;
}

/**
 * Each bloc's memberships as days, worked out once: every search with a bloc, and every row of
 * "who has spoken", reads them (54 members of the AU, each asking for its own periods).
 */
const DAYS = new WeakMap<Bloc, readonly MembershipDays[]>();

/**
 * The states that were members at some time in [from, to] (either end open), each once, in the
 * data's order.
 */
export function membersDuring(bloc: Bloc, from?: string, to?: string): string[] {
  const codes = new Set<string>();
  for (const days of membershipDays(bloc)) {
    if (from && days.until < from) continue;
    if (to && days.since > to) continue;
    codes.add(days.country);
  }
  return [...codes];
}

/**
 * Whether `country` was a member for a statement dated [start, end]: "within" when the whole of
 * its date lies in one membership (a speech dated only 2020 is not counted under the EU for the
 * United Kingdom, which left on 31 January), "overlap" when any of it does. The same rule as a
 * period's (`dates`), so that a bloc and a period agree on a statement dated by month or year.
 */
export function memberOn(
  bloc: Bloc,
  country: string,
  start: string,
  end: string,
  dates: "within" | "overlap" = "within",
): boolean {
  return membershipDays(bloc).some((days) =>
    days.country !== country
      ? false
      : dates === "within"
        ? days.since <= start && end <= days.until
        : days.since <= end && start <= days.until,
  );
}
