import { firstDay, lastDay } from "@communique/core";
import type { MemberVoice } from "@communique/core/contract";

/** A member's membership as the row says it, when it did not cover the whole period. */
export type MembershipNote =
  | { kind: "from"; from: string }
  | { kind: "until"; until: string }
  | { kind: "between"; from: string; until: string };

/**
 * Why a member may have few statements counted: it joined or left within the period (the United
 * Kingdom left the EU on 31 January 2020; a speech dated only 2020 is then not counted). Nothing
 * when one of its memberships covers the whole period; without a period, any membership with an
 * end, or a start of its own, is said.
 */
export function membershipNotes(
  memberships: MemberVoice["memberships"],
  from: string | null,
  to: string | null,
): MembershipNote[] {
  const covers = (m: MemberVoice["memberships"][number]) =>
    (m.from === null || (from !== null && firstDay(m.from) <= from)) &&
    (m.until === null || (to !== null && lastDay(m.until) >= to));
  if (memberships.some(covers)) return [];
  return memberships.flatMap((m): MembershipNote[] => {
    const starts = m.from !== null && (from === null || firstDay(m.from) > from);
    const ends = m.until !== null && (to === null || lastDay(m.until) < to);
    if (starts && ends) return [{ kind: "between", from: m.from!, until: m.until! }];
    if (starts) return [{ kind: "from", from: m.from! }];
    if (ends) return [{ kind: "until", until: m.until! }];
    return [];
  });
}

/** A date as the data gives it (YYYY, YYYY-MM or YYYY-MM-DD) and its precision. */
export function datePrecisionOf(date: string): "year" | "month" | "day" {
  return date.length === 4 ? "year" : date.length === 7 ? "month" : "day";
}
