import type { SourceWithHealth } from "@communique/store";

const HEADERS = [
  "id",
  "country",
  "kind",
  "enabled",
  "last success",
  "last error",
  "items/run",
  "lag",
  "flag",
];

/** Minutes are enough to read a crawl history; UTC so that two operators see the same thing. */
function when(date: Date | null): string {
  return date ? `${date.toISOString().slice(0, 16).replace("T", " ")}Z` : "-";
}

/** The median time from publication to indexing, in the unit a person reads at a glance. */
export function formatLag(seconds: number | null): string {
  if (seconds === null) return "-";
  const minutes = Math.max(0, seconds) / 60;
  if (minutes < 90) return `${Math.round(minutes)} min`;
  if (minutes < 48 * 60) return `${(minutes / 60).toFixed(1)} h`;
  return `${(minutes / 1440).toFixed(1)} d`;
}

function row(source: SourceWithHealth): string[] {
  const h = source.health;
  return [
    source.id,
    source.countryCode,
    source.kind,
    source.enabled ? "yes" : "no",
    when(h.lastSuccessAt),
    h.lastErrorAt ? `${when(h.lastErrorAt)} ${h.lastErrorReason}` : "-",
    h.itemsPerRun === null ? "-" : h.itemsPerRun.toFixed(1),
    formatLag(h.lagSeconds),
    h.selectorsStale ? "selectors stopped matching" : "",
  ];
}

/** The registry as an aligned plain-text table, one source per line. */
export function formatSourcesTable(sources: readonly SourceWithHealth[]): string {
  const rows = [HEADERS, ...sources.map(row)];
  const widths = HEADERS.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows
    .map((r) =>
      r
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}
