/**
 * A source's usual rhythm, read from the publication days of its recent statements, and how long
 * a silence must last before it is worth an operator's look.
 *
 * Why publication days and not crawl runs: a source's first run already reads its listing's
 * backlog, whose dates give the rhythm at once; runs that added something would need weeks of
 * crawling before they said anything, and they measure our schedule as much as the ministry's.
 *
 * Why the median gap, three times over, and the 90th percentile, half as long again: ministries
 * publish in bursts (five texts on a summit's day, then nothing for a week), so the median gap is
 * what "usually" means, and a silence three times as long is unusual; the 90th percentile keeps a
 * source that routinely goes quiet between sessions from being flagged at every lull, while one
 * long outlier in thirty gaps (a past outage) does not hide the next one. The floor covers the
 * holidays even a daily publisher takes (a week and some), and too short a history says nothing.
 */

/** Fewer distinct publication days than this give no rhythm (four gaps at least). */
export const MIN_PUBLICATION_DAYS = 5;
/** The shortest silence ever flagged, whatever the rhythm. */
export const SILENCE_FLOOR_DAYS = 10;
export const MEDIAN_GAP_FACTOR = 3;
export const P90_GAP_FACTOR = 1.5;

export interface PublicationRhythm {
  /** The median gap, in days, between two publication days: "usually one every N days". */
  usualGapDays: number;
  /** A silence longer than this many days is stale. */
  staleAfterDays: number;
  /** The distinct publication days it was read from. */
  basedOnDays: number;
}

const DAY_MS = 86_400_000;

/** Days as YYYY-MM-DD, any order, repeats allowed; null when there are too few to say. */
export function publicationRhythm(days: readonly string[]): PublicationRhythm | null {
  const times = [...new Set(days)]
    .map((day) => Date.parse(`${day}T00:00:00Z`))
    .filter((time) => !Number.isNaN(time))
    .sort((a, b) => a - b);
  if (times.length < MIN_PUBLICATION_DAYS) return null;
  const gaps = times.slice(1).map((time, i) => (time - times[i]!) / DAY_MS);
  const usualGapDays = percentile(gaps, 0.5);
  const staleAfterDays = Math.max(
    SILENCE_FLOOR_DAYS,
    MEDIAN_GAP_FACTOR * usualGapDays,
    P90_GAP_FACTOR * percentile(gaps, 0.9),
  );
  return { usualGapDays, staleAfterDays, basedOnDays: times.length };
}

/** Whole days from a publication day (YYYY-MM-DD) to `now`. */
export function daysSince(day: string, now: Date): number {
  return Math.floor((now.getTime() - Date.parse(`${day}T00:00:00Z`)) / DAY_MS);
}

/** Linear interpolation between the closest ranks, as PostgreSQL's percentile_cont. */
function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = p * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (rank - low);
}
