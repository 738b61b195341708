/** Fonts named in the SVG itself, so a downloaded chart renders Arabic and Chinese labels too. */
export const CHART_FONT =
  'system-ui, "Noto Sans", "Noto Naskh Arabic", "Noto Sans Arabic", "Noto Sans CJK SC", "PingFang SC", "Microsoft YaHei", "Segoe UI", Arial, sans-serif';

/** What a chart's values are: counts of statements, or shares (0 to 1) of a period's statements. */
export type ChartValueFormat = "count" | "share";

const percentFormats = new Map<string, Intl.NumberFormat>();

export function valueFormatter(
  kind: ChartValueFormat,
  locale: string,
  number: (n: number) => string,
): (value: number) => string {
  if (kind === "count") return number;
  let percent = percentFormats.get(locale);
  if (!percent) {
    percent = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 });
    percentFormats.set(locale, percent);
  }
  return (value) => percent.format(value);
}
