import type { DateCandidate, DateForm } from "./date-candidate";
import type { Span } from "./find-hijri-dates";

// When two readings start at the same place and are as long, the more formal form wins:
// "2021-01-12" is ISO before it is a numeric date.
const FORM_RANK: Record<DateForm, number> = {
  iso: 0,
  "rfc-2822": 1,
  "month-name": 2,
  chinese: 3,
  numeric: 4,
  year: 5,
};

/**
 * One reading per stretch of text: the one starting first, and of those the longest, so
 * "12 janvier 2021" is a day and not also the month "janvier 2021". Readings inside a Hijri
 * date are dropped (1442/05/28 هـ is not a Gregorian date with a strange year).
 */
export function separateCandidates(candidates: DateCandidate[], hijri: Span[]): DateCandidate[] {
  const ordered = [...candidates].sort(
    (a, b) => a.start - b.start || b.end - a.end || FORM_RANK[a.form] - FORM_RANK[b.form],
  );
  const kept: DateCandidate[] = [];
  let reached = 0;
  for (const candidate of ordered) {
    if (candidate.start < reached) continue;
    reached = candidate.end;
    if (!hijri.some((span) => span.start < candidate.end && candidate.start < span.end)) kept.push(candidate);
  }
  return kept;
}

const PRECISION_RANK = { day: 0, month: 1, year: 2 };

/**
 * Candidates in the order they should be tried: the most precise first (a page's full date
 * beats a month in its heading), then the first in the text (a byline comes before the dates
 * the statement talks about).
 */
export function byPreference(candidates: DateCandidate[]): DateCandidate[] {
  const precision = (c: DateCandidate) =>
    PRECISION_RANK[c.day !== undefined ? "day" : c.month !== undefined ? "month" : "year"];
  return [...candidates].sort((a, b) => precision(a) - precision(b) || a.start - b.start);
}
