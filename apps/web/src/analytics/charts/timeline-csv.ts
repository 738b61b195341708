import { csvDocument } from "../../files/csv";

export interface TimelineData {
  periods: readonly { start: string; end: string; total: number }[];
  series: readonly { label: string; counts: readonly number[]; shares: readonly (number | null)[] }[];
}

/** A timeline's figures: one row per period, a count and a share column per series. */
export function timelineCsv(data: TimelineData): string {
  const header = [
    "period_start",
    "period_end",
    "all_statements",
    ...data.series.flatMap((s) => [`${s.label} (count)`, `${s.label} (share)`]),
  ];
  const rows = data.periods.map((period, i) => [
    period.start,
    period.end,
    String(period.total),
    ...data.series.flatMap((s) => [
      String(s.counts[i] ?? 0),
      s.shares[i] == null ? "" : s.shares[i]!.toFixed(6),
    ]),
  ]);
  return csvDocument([header, ...rows]);
}
