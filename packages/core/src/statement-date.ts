import type { DatePrecision } from "./vocabulary";

export interface StatementDate {
  start: string;
  end: string;
  precision: DatePrecision;
  year: number;
}

/**
 * Parses "2024", "2024-09" or "2024-09-24" into the period it names. Only the precision the
 * source gives is kept: a year stays a year, never 1 January.
 */
export function parseStatementDate(value: string): StatementDate | null {
  const match = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(value.trim());
  if (!match) return null;
  const year = Number(match[1]);
  const month = match[2] === undefined ? undefined : Number(match[2]);
  const day = match[3] === undefined ? undefined : Number(match[3]);
  if (year < 1900 || year > 2200) return null;
  if (month === undefined)
    return { start: `${match[1]}-01-01`, end: `${match[1]}-12-31`, precision: "year", year };
  if (month < 1 || month > 12) return null;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const mm = match[2]!;
  if (day === undefined)
    return { start: `${year}-${mm}-01`, end: `${year}-${mm}-${lastDay}`, precision: "month", year };
  if (day < 1 || day > lastDay) return null;
  const iso = `${year}-${mm}-${match[3]}`;
  return { start: iso, end: iso, precision: "day", year };
}

/** "YYYY-MM-DD" period start shown at its precision. */
export function formatStatementDate(start: string, precision: DatePrecision): string {
  if (precision === "year") return start.slice(0, 4);
  if (precision === "month") return start.slice(0, 7);
  return start.slice(0, 10);
}
