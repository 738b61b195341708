import type pg from "pg";
import { type SearchDatabase, withIndexedTextPlans } from "../db/planner-settings";
import type { CompiledQuery } from "../search/compile-query";
import { buildFilter } from "../search/search-filters";
import type { SearchRequest } from "../search/search-request";
import type { DatePrecision } from "../statements/statement-date";

export type AnalyticsFilters = Pick<SearchRequest, "countries" | "groups" | "languages" | "from" | "to">;

/** Statements counted by the first day of their date and its precision. */
export interface DayCount {
  day: string;
  precision: DatePrecision;
  n: number;
}

/** Statements counted by issuer. */
export interface IssuerCount {
  code: string;
  n: number;
}

const NO_TEXT: CompiledQuery = { match: "", exclude: "", lexemes: new Map() };

/**
 * Counts per day of the statements that match `compiled` (all of them when omitted) under the
 * filters. At most one row per day and precision (about 1,100 for three years), whatever the number
 * of statements: every interval is rolled up from these in memory, so choosing week or month costs
 * no new query.
 */
export function countByDay(
  db: SearchDatabase,
  filters: AnalyticsFilters,
  compiled: CompiledQuery = NO_TEXT,
): Promise<DayCount[]> {
  const filter = buildFilter(filters, compiled);
  return run<DayCount>(
    db,
    compiled,
    `SELECT to_char(s.date_start, 'YYYY-MM-DD') AS day, s.date_precision AS precision, count(*)::int AS n
       FROM statements s WHERE ${filter.where} GROUP BY s.date_start, s.date_precision`,
    filter.params,
  );
}

/** Counts per issuer (country or organisation) of the statements that match under the filters. */
export function countByIssuer(
  db: SearchDatabase,
  filters: AnalyticsFilters,
  compiled: CompiledQuery = NO_TEXT,
): Promise<IssuerCount[]> {
  const filter = buildFilter(filters, compiled);
  return run<IssuerCount>(
    db,
    compiled,
    `SELECT s.country_code AS code, count(*)::int AS n FROM statements s WHERE ${filter.where}
      GROUP BY s.country_code`,
    filter.params,
  );
}

async function run<R extends pg.QueryResultRow>(
  db: SearchDatabase,
  compiled: CompiledQuery,
  sql: string,
  params: unknown[],
): Promise<R[]> {
  // A text match must go through the GIN index (see withIndexedTextPlans): a sequential scan would
  // read every statement's tsvector.
  const result =
    compiled.match || compiled.exclude
      ? await withIndexedTextPlans(db, (client) => client.query<R>(sql, params))
      : await db.query<R>(sql, params);
  return result.rows;
}
