import type { DatePrecision, LanguageCode } from "@communique/core";
import { countryRef } from "../reference/country-ref";
import { formatStatementDate } from "./statement-date";

/**
 * What every reader of statements selects (the table as `st`) and shows: a search result, a
 * listed statement for exports and feeds, a whole statement. Each adds its own columns.
 */
export const STATEMENT_COLUMNS = `st.id, st.title, st.body, st.country_code,
  to_char(st.date_start, 'YYYY-MM-DD') AS date_start, st.date_precision, st.language, st.url`;

export interface StatementRow {
  id: string;
  title: string;
  body: string;
  country_code: string;
  date_start: string;
  date_precision: DatePrecision;
  language: LanguageCode;
  url: string | null;
}

/** The fields every answer about a statement shares, names in `lang`, its date as precise as its source. */
export function statementFields(row: StatementRow, lang: LanguageCode) {
  return {
    id: row.id,
    title: row.title,
    country: countryRef(row.country_code, lang),
    date: formatStatementDate(row.date_start, row.date_precision),
    datePrecision: row.date_precision,
    language: row.language,
    url: row.url,
  };
}
