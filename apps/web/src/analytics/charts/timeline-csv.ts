import { csvDocument } from "../../files/csv";

export interface TimelineData {
  periods: readonly { start: string; end: string; total: number }[];
  series: readonly {
    label: string;
    counts: readonly number[];
    shares: readonly (number | null)[];
    estimated?: boolean | undefined;
  }[];
}

/**
 * A timeline's figures: one row per period, a count and a share column per series. An estimated
 * series says so in its columns' names, since a CSV cell has no room for a mark.
 */
export function timelineCsv(data: TimelineData): string {
  const header = [
    "period_start",
    "period_end",
    "all_statements",
    ...data.series.flatMap((s) =>
      s.estimated
        ? [`${s.label} (estimated count)`, `${s.label} (estimated share)`]
        : [`${s.label} (count)`, `${s.label} (share)`],
    ),
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
