/** RFC 4180 field; a leading =, +, -, @, tab or CR is neutralised (spreadsheet formula injection). */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A CSV file: UTF-8 with a byte-order mark (so spreadsheets read Arabic and Chinese), CRLF lines. */
export function csvDocument(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvField).join(",")).join("\r\n")}\r\n`;
}
