import { csvDocument } from "../files/csv";
import type { ReportItem } from "./report-store";

/** The report as CSV, one row per statement in the report's order. */
export function reportCsv(items: readonly ReportItem[], statementUrl: (id: string) => string): string {
  const header = [
    "position",
    "id",
    "title",
    "country",
    "country_code",
    "date",
    "date_precision",
    "language",
    "original_url",
    "page_url",
    "note",
  ];
  const rows = items.map((item, index) => [
    String(index + 1),
    item.id,
    item.title,
    item.country.name,
    item.country.code,
    item.date,
    item.datePrecision,
    item.language,
    item.url ?? "",
    statementUrl(item.id),
    item.note,
  ]);
  return csvDocument([header, ...rows]);
}

export function reportJson(items: readonly ReportItem[], statementUrl: (id: string) => string): string {
  return `${JSON.stringify(
    items.map((item, index) => ({ position: index + 1, ...item, pageUrl: statementUrl(item.id) })),
    null,
    2,
  )}\n`;
}
