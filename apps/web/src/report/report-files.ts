import type { ReportItem } from "./report-store";

/** RFC 4180 field; a leading =, +, -, @, tab or CR is neutralised (spreadsheet formula injection). */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The report as CSV (UTF-8 with a byte-order mark, so spreadsheets read Arabic and Chinese). */
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
  const rows = items.map((item, index) =>
    [
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
    ].map(csvField),
  );
  return `\uFEFF${[header, ...rows].map((row) => row.join(",")).join("\r\n")}\r\n`;
}

export function reportJson(items: readonly ReportItem[], statementUrl: (id: string) => string): string {
  return `${JSON.stringify(
    items.map((item, index) => ({ position: index + 1, ...item, pageUrl: statementUrl(item.id) })),
    null,
    2,
  )}\n`;
}

/** The share link carries only the statements' ids, in order: notes stay private. */
export function shareLink(origin: string, lang: string, items: readonly ReportItem[]): string {
  const params = new URLSearchParams({ ids: items.map((i) => i.id).join(",") });
  return `${origin}/${lang}/report?${params}`;
}

export function downloadFile(name: string, type: string, content: string): void {
  downloadBlob(name, new Blob([content], { type }));
}

export function downloadBlob(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
