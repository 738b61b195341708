import type { Queryable } from "../db/queryable";
import type { SourceRecord } from "./source-record";

/** How many recent runs the averages look at: enough to smooth one odd run, recent enough to react. */
export const HEALTH_WINDOW_RUNS = 10;

export interface SourceHealth {
  lastRunAt: Date | null;
  lastSuccessAt: Date | null;
  lastErrorAt: Date | null;
  lastErrorReason: string | null;
  lastErrorMessage: string | null;
  /** Mean entries seen per successful run, over the last HEALTH_WINDOW_RUNS of them. */
  itemsPerRun: number | null;
  /** Median seconds between a statement's publication and the run that indexed it. */
  lagSeconds: number | null;
  /** The latest successful run found nothing where an earlier one found entries. */
  selectorsStale: boolean;
}

export interface SourceWithHealth extends SourceRecord {
  createdAt: Date;
  updatedAt: Date;
  health: SourceHealth;
}

interface Row {
  id: string;
  country_code: string;
  kind: SourceRecord["kind"];
  url: string;
  language: SourceRecord["language"];
  schedule_minutes: number;
  selectors: SourceRecord["selectors"];
  numeric_date_order: SourceRecord["numericDateOrder"];
  listing_pages: number | null;
  render: boolean;
  static_hosts: string[];
  enabled: boolean;
  disabled_reason: string | null;
  origin: SourceRecord["origin"];
  created_at: Date;
  updated_at: Date;
  last_run_at: Date | null;
  last_success_at: Date | null;
  last_error_at: Date | null;
  last_error_reason: string | null;
  last_error_message: string | null;
  items_per_run: number | null;
  lag_seconds: number | null;
  selectors_stale: boolean;
}

/** Every source with its health, by country then id; optionally only some ids. */
export async function listSources(db: Queryable, ids?: readonly string[]): Promise<SourceWithHealth[]> {
  const { rows } = await db.query<Row>(
    `SELECT s.*, last.finished_at AS last_run_at, success.at AS last_success_at,
            failure.finished_at AS last_error_at, failure.error_reason AS last_error_reason,
            failure.error_message AS last_error_message, recent.items_per_run, recent.lag_seconds,
            coalesce(latest_ok.items_seen = 0 AND earlier.found, false) AS selectors_stale
       FROM sources s
       LEFT JOIN LATERAL (SELECT finished_at FROM crawl_runs r WHERE r.source_id = s.id
                           ORDER BY started_at DESC LIMIT 1) last ON true
       LEFT JOIN LATERAL (SELECT max(finished_at) AS at FROM crawl_runs r
                           WHERE r.source_id = s.id AND status = 'ok') success ON true
       LEFT JOIN LATERAL (SELECT finished_at, error_reason, error_message FROM crawl_runs r
                           WHERE r.source_id = s.id AND status = 'error'
                           ORDER BY started_at DESC LIMIT 1) failure ON true
       LEFT JOIN LATERAL (SELECT avg(items_seen)::float8 AS items_per_run,
                                 (percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM
                                   finished_at - newest_published)))::float8 AS lag_seconds
                            FROM (SELECT * FROM crawl_runs r WHERE r.source_id = s.id AND status = 'ok'
                                   ORDER BY started_at DESC LIMIT $2) w) recent ON true
       LEFT JOIN LATERAL (SELECT id, started_at, items_seen FROM crawl_runs r
                           WHERE r.source_id = s.id AND status = 'ok'
                           ORDER BY started_at DESC LIMIT 1) latest_ok ON true
       LEFT JOIN LATERAL (SELECT bool_or(items_seen > 0) AS found FROM crawl_runs r
                           WHERE r.source_id = s.id AND status = 'ok'
                             AND r.started_at < latest_ok.started_at) earlier ON true
      WHERE $1::text[] IS NULL OR s.id = ANY($1)
      ORDER BY s.country_code COLLATE "C", s.id COLLATE "C"`,
    [ids ?? null, HEALTH_WINDOW_RUNS],
  );
  return rows.map(toSource);
}

function toSource(row: Row): SourceWithHealth {
  return {
    id: row.id,
    countryCode: row.country_code,
    kind: row.kind,
    url: row.url,
    language: row.language,
    scheduleMinutes: row.schedule_minutes,
    selectors: row.selectors,
    numericDateOrder: row.numeric_date_order,
    listingPages: row.listing_pages,
    render: row.render,
    staticHosts: row.static_hosts,
    enabled: row.enabled,
    disabledReason: row.disabled_reason,
    origin: row.origin,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    health: {
      lastRunAt: row.last_run_at,
      lastSuccessAt: row.last_success_at,
      lastErrorAt: row.last_error_at,
      lastErrorReason: row.last_error_reason,
      lastErrorMessage: row.last_error_message,
      itemsPerRun: row.items_per_run,
      lagSeconds: row.lag_seconds,
      selectorsStale: row.selectors_stale,
    },
  };
}
