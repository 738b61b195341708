import { DATE_PRECISIONS } from "@communique/core";
import type { SearchFilters } from "@communique/core/contract";
import type pg from "pg";
import { type SearchDatabase, type TextPlanOptions, withIndexedTextPlans } from "../db/planner-settings";
import type { Queryable } from "../db/queryable";
import { ISSUER_CODES_BY_NUM_SQL } from "../reference/issuer-codes-sql";
import type { CompiledQuery } from "../search/compile-query";
import { inSample, SERIES_EXACT_LIMIT, scaleSample } from "../search/facets";
import { type JointSigning, readJointSignings, withSignatories } from "../search/joint-signings";
import { buildCountsFilter, buildSearchFilter, hasText, type SqlFilter } from "../search/search-filters";
import { readDuplicateVersions, withoutDuplicates } from "../search/version-duplicates";
import type { DatePrecision } from "../statements/statement-date";
import { periodEnd } from "./intervals";

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

const NO_TEXT: CompiledQuery = {
  match: "",
  exclude: "",
  lexemes: new Map(),
  marks: new Map(),
  termLexemes: () => [],
  languageMatch: () => "",
};

/** Per-day counts of one query; `estimated` when they were scaled up from the sample. */
export interface MatchingDays {
  days: DayCount[];
  estimated: boolean;
}

/**
 * Counts per day of the statements that match `compiled` (all of them when omitted) under the
 * filters. At most one row per day and precision (about 1,100 for three years), whatever the number
 * of statements: every interval is rolled up from these in memory, so choosing week or month costs
 * no new query.
 *
 * `estimateFrom`: counted first in the sample (facets.ts), and kept from it, scaled up, when the
 * sample holds at least this many matches and stands for at least `exactLimit`; counted exactly
 * otherwise. Counting costs about 0.2 µs a match, so five common words with their equivalents at
 * 1M statements (2.5 million matches) cannot be counted exactly in the analytics' 300 ms.
 */
export async function countByDay(
  db: SearchDatabase,
  filters: SearchFilters,
  compiled: CompiledQuery = NO_TEXT,
  options: { parallel?: boolean; estimateFrom?: number | undefined; exactLimit?: number | undefined } = {},
): Promise<MatchingDays> {
  if (!hasText(compiled)) return { days: await countAllByDay(db, filters), estimated: false };
  const filter = buildSearchFilter(filters, compiled, { alternativesApart: true });
  if (options.estimateFrom !== undefined && compiled.match) {
    const sampled = await daysMatching(db, compiled, options, inSample(filter));
    const matches = sampled.reduce((sum, row) => sum + row.n, 0);
    if (matches >= options.estimateFrom && scaleSample(matches) >= (options.exactLimit ?? SERIES_EXACT_LIMIT))
      return { days: sampled.map((row) => ({ ...row, n: scaleSample(row.n) })), estimated: true };
  }
  return { days: await daysMatching(db, compiled, options, filter), estimated: false };
}

async function daysMatching(
  db: SearchDatabase,
  compiled: CompiledQuery,
  options: TextPlanOptions,
  filter: SqlFilter,
): Promise<DayCount[]> {
  // Grouped by the period number (migration 006: the start day and the precision in one integer,
  // cheaper to hash than two dates), decoded once per group.
  const [rows, duplicates] = await Promise.all([
    run<{ start: string; precision: number; n: number }>(
      db,
      compiled,
      options,
      `SELECT to_char(DATE '1900-01-01' + (p.period >> 2), 'YYYY-MM-DD') AS start, p.period & 3 AS precision, p.n
         FROM (SELECT x.period, count(*)::int AS n FROM statement_search x WHERE ${filter.where} GROUP BY x.period) p`,
      filter.params,
    ),
    readDuplicateVersions((sql, params) => db.query(sql, params), filter),
  ]);
  const days = rows.map((row) => ({ day: row.start, precision: DATE_PRECISIONS[row.precision]!, n: row.n }));
  return addToDays(days, duplicates, -1);
}

/**
 * Days with one more (or less) statement for each entry: a joint statement an issuer filter
 * keeps for a co-signatory only, a language version counted already. A day left with none goes.
 */
function addToDays(
  days: DayCount[],
  entries: readonly { day?: string | undefined; precision?: number | undefined }[],
  delta: 1 | -1,
): DayCount[] {
  if (!entries.length) return days;
  const byDay = new Map(days.map((row) => [`${row.day}/${row.precision}`, row]));
  for (const entry of entries) {
    const precision = DATE_PRECISIONS[entry.precision!]!;
    const key = `${entry.day}/${precision}`;
    const day = byDay.get(key) ?? { day: entry.day!, precision, n: 0 };
    day.n += delta;
    if (!byDay.has(key)) {
      byDay.set(key, day);
      days.push(day);
    }
  }
  return days.filter((day) => day.n > 0);
}

/** The precision of a date period from its bounds (statement-date.ts makes no other kind). */
export function precisionOf(start: string, end: string): DatePrecision {
  if (start === end) return "day";
  return end === periodEnd(start, "month") ? "month" : "year";
}

/**
 * Counts per day of all statements under the filters, from the table of counts the statements'
 * triggers maintain (migration 003): a few narrow rows per day instead of every statement.
 */
export async function countAllByDay(db: Queryable, filters: SearchFilters): Promise<DayCount[]> {
  const filter = buildCountsFilter(filters);
  const statements = buildSearchFilter(filters, NO_TEXT);
  const [{ rows }, joint, duplicates] = await Promise.all([
    db.query<{ start: string; end: string; n: number }>(
      `SELECT to_char(d.date_start, 'YYYY-MM-DD') AS start, to_char(d.date_end, 'YYYY-MM-DD') AS end, sum(d.n)::int AS n
         FROM statement_day_counts d WHERE ${filter.where} GROUP BY d.date_start, d.date_end HAVING sum(d.n) > 0`,
      filter.params,
    ),
    cosignedOnly(db, statements),
    readDuplicateVersions((sql, params) => db.query(sql, params), statements),
  ]);
  const days = rows.map((row) => ({ day: row.start, precision: precisionOf(row.start, row.end), n: row.n }));
  // The per-day counts hold each statement under its issuer: a joint statement that an issuer
  // filter keeps only for a co-signatory is added to its day; a statement's versions count once.
  return addToDays(addToDays(days, joint, 1), duplicates, -1);
}

/** The joint statements an issuer filter keeps for a co-signatory only (none without one). */
async function cosignedOnly(db: Queryable, filter: SqlFilter): Promise<JointSigning[]> {
  if (!filter.signers) return [];
  const joint = await readJointSignings((sql, params) => db.query(sql, params), filter);
  return joint.filter((statement) => !statement.issuerPasses);
}

/** Counts per issuer (country or organisation) of the statements that match under the filters. */
export async function countByIssuer(
  db: SearchDatabase,
  filters: SearchFilters,
  compiled: CompiledQuery = NO_TEXT,
): Promise<IssuerCount[]> {
  // Each statement under its issuer, as the issuer filter names it; then each joint statement
  // under its co-signatories the filter names (joint-signings.ts).
  const jointFilter = buildSearchFilter(filters, compiled, { alternativesApart: true });
  const joint = readJointSignings((sql, params) => db.query(sql, params), jointFilter);
  const duplicates = readDuplicateVersions((sql, params) => db.query(sql, params), jointFilter);
  let byIssuer: Promise<IssuerCount[]>;
  if (!hasText(compiled)) {
    const filter = buildCountsFilter(filters);
    byIssuer = db
      .query<IssuerCount>(
        `SELECT d.country_code AS code, sum(d.n)::int AS n FROM statement_day_counts d WHERE ${filter.where}
          GROUP BY d.country_code HAVING sum(d.n) > 0`,
        filter.params,
      )
      .then((result) => result.rows);
  } else {
    const filter = buildSearchFilter(filters, compiled, { alternativesApart: true, signatories: "issuer" });
    byIssuer = run<IssuerCount>(
      db,
      compiled,
      {},
      `SELECT k.codes[i.country] AS code, i.n
         FROM (SELECT x.country, count(*)::int AS n FROM statement_search x WHERE ${filter.where} GROUP BY x.country) i
         CROSS JOIN ${ISSUER_CODES_BY_NUM_SQL} AS k(codes)`,
      filter.params,
    );
  }
  const [rows, signings, versions] = await Promise.all([byIssuer, joint, duplicates]);
  if (!signings.length && !versions.length) return rows;
  const counts = withSignatories(
    new Map(rows.map((row) => [row.code, row.n])),
    withoutDuplicates(signings, versions),
    { issuerCounted: false },
  );
  // A statement's versions count once under their issuer (decision 033).
  for (const version of versions) {
    if (!version.issuerPasses) continue;
    const n = (counts.get(version.issuer) ?? 0) - 1;
    if (n > 0) counts.set(version.issuer, n);
    else counts.delete(version.issuer);
  }
  return [...counts].map(([code, n]) => ({ code, n }));
}

async function run<R extends pg.QueryResultRow>(
  db: SearchDatabase,
  compiled: CompiledQuery,
  options: TextPlanOptions,
  sql: string,
  params: unknown[],
): Promise<R[]> {
  // A text match must go through the GIN index (see withIndexedTextPlans): a sequential scan would
  // read every statement's tsvector.
  const result = hasText(compiled)
    ? await withIndexedTextPlans(db, (client) => client.query<R>(sql, params), options)
    : await db.query<R>(sql, params);
  return result.rows;
}
