import { type Country, MEMBER_STATES_TOTAL } from "@communique/core";
import {
  type CountryCoverageAnswer,
  type CoverageTotals,
  NO_FILTERS,
  type SearchFilters,
} from "@communique/core/contract";
import { precisionOf } from "../analytics/day-counts";
import { cachePerDatabase } from "../analytics/expiring-cache";
import type { Queryable } from "../db/queryable";
import { buildCountsFilter, issuerCodes } from "../search/search-filters";
import { formatStatementDate } from "./statement-date";

/**
 * What the index holds for one issuer, and what the crawler knows of its sources: the answer's
 * type (CountryCoverageSchema) without the name, which the API gives in the asked language, and
 * with its instants as dates. When the latest crawl of any of its sources ended (whatever its
 * outcome), the latest success; the first statement in "most recent" order at its own precision
 * ("2024" stays a year).
 */
export type IssuerCoverage = Omit<CountryCoverageAnswer, "name" | "lastCrawlAt" | "lastSuccessAt"> & {
  lastCrawlAt: Date | null;
  lastSuccessAt: Date | null;
};

export interface CountryCoverage {
  totals: CoverageTotals;
  /** Every member and observer state, and any other issuer with sources or statements; by code. */
  issuers: IssuerCoverage[];
}

interface Row {
  code: string;
  kind: Country["kind"];
  group_slug: Country["group"];
  sources: number;
  enabled_sources: number;
  last_crawl_at: Date | null;
  last_success_at: Date | null;
  newest_start: string | null;
  newest_end: string | null;
  statements: number;
}

/**
 * Per issuer: sources, latest crawls, newest statement and count. Statements are counted from the
 * table of counts the triggers keep (migration 003), one narrow row per issuer, language and date,
 * never from the statements themselves; each source's latest runs are read from the end of its
 * index. Of two periods starting on the same day ("2024" and "2024-01-01"), the more precise is
 * the newest, as the search's "most recent" order has no better answer. The search's filters apply:
 * issuers narrow the list, languages and dates what is counted.
 */
export async function coverageByCountry(
  db: Queryable,
  filters: SearchFilters = NO_FILTERS,
): Promise<CountryCoverage> {
  const counts = buildCountsFilter(filters);
  const params = [...counts.params];
  const issuers = issuerCodes(filters);
  const listed = issuers ? `c.code = ANY($${params.push(issuers)}::text[])` : "TRUE";
  const { rows } = await db.query<Row>(
    `WITH counted AS (
       SELECT d.country_code, sum(d.n)::int AS statements, max(d.date_start) AS newest_start
         FROM statement_day_counts d WHERE ${counts.where} GROUP BY d.country_code HAVING sum(d.n) > 0
     ), crawled AS (
       SELECT s.country_code, count(*)::int AS sources, count(*) FILTER (WHERE s.enabled)::int AS enabled_sources,
              max(latest.at) AS last_crawl_at, max(success.at) AS last_success_at
         FROM sources s
         LEFT JOIN LATERAL (SELECT coalesce(r.finished_at, r.started_at) AS at FROM crawl_runs r
                             WHERE r.source_id = s.id ORDER BY r.started_at DESC LIMIT 1) latest ON true
         LEFT JOIN LATERAL (SELECT coalesce(r.finished_at, r.started_at) AS at FROM crawl_runs r
                             WHERE r.source_id = s.id AND r.status = 'ok'
                             ORDER BY r.started_at DESC LIMIT 1) success ON true
        GROUP BY s.country_code
     )
     SELECT c.code, c.kind, c.group_slug,
            coalesce(cr.sources, 0) AS sources, coalesce(cr.enabled_sources, 0) AS enabled_sources,
            cr.last_crawl_at, cr.last_success_at,
            to_char(co.newest_start, 'YYYY-MM-DD') AS newest_start,
            to_char(newest.date_end, 'YYYY-MM-DD') AS newest_end,
            coalesce(co.statements, 0) AS statements
       FROM countries c
       LEFT JOIN counted co ON co.country_code = c.code
       LEFT JOIN crawled cr ON cr.country_code = c.code
       LEFT JOIN LATERAL (SELECT min(d.date_end) AS date_end FROM statement_day_counts d
                           WHERE ${counts.where} AND d.country_code = co.country_code
                             AND d.date_start = co.newest_start AND d.n > 0) newest ON true
      WHERE (c.kind IN ('member', 'observer') OR co.country_code IS NOT NULL OR cr.country_code IS NOT NULL)
        AND ${listed}
      ORDER BY c.code COLLATE "C"`,
    params,
  );
  const listedIssuers = rows.map(toIssuer);
  const members = listedIssuers.filter((issuer) => issuer.kind === "member");
  const total = (pick: (issuer: IssuerCoverage) => number) =>
    listedIssuers.reduce((sum, issuer) => sum + pick(issuer), 0);
  return {
    totals: {
      memberStatesWithSources: members.filter((m) => m.enabledSources > 0).length,
      memberStatesWithStatements: members.filter((m) => m.statements > 0).length,
      memberStatesTotal: MEMBER_STATES_TOTAL,
      statements: total((issuer) => issuer.statements),
      sources: total((issuer) => issuer.sources),
      enabledSources: total((issuer) => issuer.enabledSources),
    },
    issuers: listedIssuers,
  };
}

const cachedCoverage = cachePerDatabase<CountryCoverage>(60_000, 100);

/** The same, reused for a minute per database and filters: the figures move slowly. */
export function recentCoverageByCountry(db: Queryable, filters: SearchFilters): Promise<CountryCoverage> {
  return cachedCoverage(db, filters, [], () => coverageByCountry(db, filters));
}

function toIssuer(row: Row): IssuerCoverage {
  const precision = row.newest_start && row.newest_end ? precisionOf(row.newest_start, row.newest_end) : null;
  return {
    code: row.code,
    kind: row.kind,
    group: row.group_slug,
    sources: row.sources,
    enabledSources: row.enabled_sources,
    lastCrawlAt: row.last_crawl_at,
    lastSuccessAt: row.last_success_at,
    newestStatement:
      row.newest_start && precision
        ? { date: formatStatementDate(row.newest_start, precision), datePrecision: precision }
        : null,
    statements: row.statements,
  };
}
