import { type AssessedSource, isFlagged } from "@communique/store";
import { describeChange, FLAG_LABELS } from "./health-words";

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

function row(source: AssessedSource): string[] {
  const h = source.health;
  return [
    source.id,
    source.countryCode,
    // "html+js": read through headless Chromium (render: true).
    source.render ? `${source.kind}+js` : source.kind,
    source.enabled ? "yes" : "no",
    when(h.lastSuccessAt),
    h.lastErrorAt ? `${when(h.lastErrorAt)} ${h.lastErrorReason}` : "-",
    h.itemsPerRun === null ? "-" : h.itemsPerRun.toFixed(1),
    formatLag(h.lagSeconds),
    FLAG_LABELS[source.assessment.flag],
  ];
}

/** An error message kept to what a terminal line shows; `sources list --json` has it whole. */
const MESSAGE_MAX = 160;
const clip = (text: string) => (text.length > MESSAGE_MAX ? `${text.slice(0, MESSAGE_MAX - 1)}…` : text);

/**
 * What a source's row does not hold: its address, what changed when it is flagged, its last
 * error's text, why it is disabled.
 */
function details(source: AssessedSource): string[] {
  const h = source.health;
  const { assessment } = source;
  return [
    source.url,
    ...(isFlagged(assessment) && assessment.change ? [`changed: ${describeChange(assessment.change)}`] : []),
    ...(h.lastErrorAt && h.lastErrorMessage
      ? [`last error: ${clip(h.lastErrorMessage.replace(/\s+/g, " "))}`]
      : []),
    ...(source.enabled ? [] : [`disabled: ${source.disabledReason ?? "no reason recorded"}`]),
  ].map((line) => `    ${line}`);
}

/**
 * The registry as an aligned plain-text table, one source per line, each followed by indented
 * lines with its URL, what changed when it is flagged, its last error's text and why it is
 * disabled (never cut: they are what an operator copies).
 */
export function formatSourcesTable(sources: readonly AssessedSource[]): string {
  const rows = [HEADERS, ...sources.map(row)];
  const widths = HEADERS.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) =>
    r
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join("  ")
      .trimEnd();
  return [line(HEADERS), ...sources.flatMap((s, i) => [line(rows[i + 1]!), ...details(s)])].join("\n");
}
