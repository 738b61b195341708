import type { MemberVoice } from "../contract/answers";

/**
 * The arithmetic of the "bloc over time" view (issue 37, point 3): where a member's first and last
 * statements fall on a time axis, how to sort the members, and the share of the bloc that had
 * spoken by each step. A statement dated only by month or year covers its whole month or year:
 * the chart draws it as a span, never as a made-up day.
 */

export const TIMELINE_SORTS = ["first", "last", "statements", "name"] as const;
export type TimelineSort = (typeof TIMELINE_SORTS)[number];

type Dated = NonNullable<MemberVoice["first"]>;

/** The first day a date ("2024", "2024-03" or "2024-03-05") covers. */
export function firstDay(date: string): string {
  return date.length === 4 ? `${date}-01-01` : date.length === 7 ? `${date}-01` : date;
}

/** The last day a date covers. */
export function lastDay(date: string): string {
  if (date.length === 4) return `${date}-12-31`;
  if (date.length === 7) {
    const [y, m] = date.split("-").map(Number) as [number, number];
    return `${date}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, "0")}`;
  }
  return date;
}

/** Days since 1970-01-01. */
export function dayNumber(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) / 86_400_000;
}

/** The days the chart spans: the period asked, else from the first to the last statement drawn. */
export function timeRange(
  from: string | null,
  to: string | null,
  members: readonly Pick<MemberVoice, "first" | "last">[],
): { from: string; to: string } | null {
  const firsts = members.flatMap((m) => (m.first ? [firstDay(m.first.date)] : [])).sort();
  const lasts = members.flatMap((m) => (m.last ? [lastDay(m.last.date)] : [])).sort();
  const start = from ?? firsts[0];
  const end = to ?? lasts.at(-1);
  return start && end ? { from: start, to: end } : null;
}

/** The members that spoke, in the order asked (ties by name). */
export function sortSpeakers<M extends Pick<MemberVoice, "name" | "statements" | "first" | "last">>(
  members: readonly M[],
  sort: TimelineSort,
  collator: Intl.Collator,
): M[] {
  const spoke = members.filter((m) => m.first && m.last);
  const day = (d: Dated | null, end = false) => (d ? (end ? lastDay(d.date) : firstDay(d.date)) : "");
  const order: Record<TimelineSort, (a: M, b: M) => number> = {
    first: (a, b) => day(a.first).localeCompare(day(b.first)),
    last: (a, b) => day(b.last, true).localeCompare(day(a.last, true)),
    statements: (a, b) => b.statements - a.statements,
    name: () => 0,
  };
  return [...spoke].sort((a, b) => order[sort](a, b) || collator.compare(a.name, b.name));
}

/** A step of the share: its last day, and the share of the members that had spoken by then. */
export interface ShareStep {
  end: string;
  share: number;
}

/**
 * The share of the members that had spoken by the end of each step: weeks over up to four months,
 * months over up to six years, years beyond. A member counts from the last day its first
 * statement covers (a speech dated only 2023 counts from the end of 2023: before that, we cannot
 * say it had spoken).
 */
export function shareSteps(
  members: readonly Pick<MemberVoice, "first">[],
  range: { from: string; to: string },
): ShareStep[] {
  const total = members.length;
  if (total === 0) return [];
  const spokeBy = members.flatMap((m) => (m.first ? [lastDay(m.first.date)] : [])).sort();
  const span = dayNumber(range.to) - dayNumber(range.from);
  const ends = stepEnds(range, span <= 122 ? "week" : span <= 6 * 366 ? "month" : "year");
  return ends.map((end) => ({ end, share: spokeBy.filter((day) => day <= end).length / total }));
}

function stepEnds(range: { from: string; to: string }, step: "week" | "month" | "year"): string[] {
  const ends: string[] = [];
  let cursor = new Date(`${range.from}T00:00:00Z`);
  for (let guard = 0; guard < 2000; guard++) {
    const end =
      step === "week"
        ? new Date(cursor.getTime() + 6 * 86_400_000)
        : step === "month"
          ? new Date(Date.UTC(cursor.getUTCFullYear(), cursor.getUTCMonth() + 1, 0))
          : new Date(Date.UTC(cursor.getUTCFullYear(), 11, 31));
    const day = end.toISOString().slice(0, 10);
    if (day >= range.to) {
      ends.push(range.to);
      break;
    }
    ends.push(day);
    cursor = new Date(end.getTime() + 86_400_000);
  }
  return ends;
}
