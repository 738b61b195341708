import type { ListedStatement } from "@communique/store";

/**
 * How exported statements are written: CSV (RFC 4180) and JSON. Each function writes one piece
 * of a stream; the exports route puts them together.
 */

export const CSV_COLUMNS = [
  "id",
  "country_code",
  "country_name",
  "group",
  "date",
  "date_precision",
  "language",
  "title",
  "title_language",
  "url",
  "source",
  "signatories",
  "body",
] as const;

/** Excel reads a UTF-8 file as UTF-8 (Arabic, Chinese, accents) only when it starts with a BOM. */
export const UTF8_BOM = "\uFEFF";

/**
 * A cell a spreadsheet would take for a formula (OWASP, "CSV Injection"): a statement's text is
 * not ours, and `=HYPERLINK(...)` or `@SUM(...)` in a title must stay text when opened.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field: formula-like text prefixed with `'`, quoted when it holds `,`, `"`, CR or LF. */
export function csvField(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV record, CRLF-terminated as RFC 4180 says. */
export function csvRecord(values: readonly string[]): string {
  return `${values.map(csvField).join(",")}\r\n`;
}

export function csvHeader(): string {
  return `${UTF8_BOM}${csvRecord(CSV_COLUMNS)}`;
}

/** A statement's values in the order of CSV_COLUMNS, as they are (the xlsx export writes them too). */
export function csvValues(s: ListedStatement): string[] {
  return [
    s.id,
    s.country.code,
    s.country.name,
    s.country.group,
    s.date,
    s.datePrecision,
    s.language,
    s.title,
    s.titleLanguage,
    s.url ?? "",
    s.source,
    // A joint statement's signatories' codes (decision 032), in the order named; empty otherwise.
    (s.signatories ?? []).map((signatory) => signatory.code).join(" "),
    s.body,
  ];
}

export function csvStatement(s: ListedStatement): string {
  return csvRecord(csvValues(s));
}

/** One statement as a JSON object, in the API's usual shape (the country nested). */
export function jsonStatement(s: ListedStatement): string {
  return JSON.stringify({
    id: s.id,
    country: s.country,
    date: s.date,
    datePrecision: s.datePrecision,
    language: s.language,
    title: s.title,
    titleLanguage: s.titleLanguage,
    url: s.url,
    source: s.source,
    ...(s.signatories ? { signatories: s.signatories } : {}),
    body: s.body,
  });
}

/** `communique-search-2026-11-21.csv`: the product's name in ASCII, the day in UTC. */
export function exportFilename(productName: string, extension: string, now = new Date()): string {
  const slug =
    productName
      .normalize("NFKD")
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || "statements";
  return `${slug}-search-${now.toISOString().slice(0, 10)}.${extension}`;
}
