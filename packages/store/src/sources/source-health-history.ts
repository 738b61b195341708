import type { Queryable } from "../db/queryable";
import type { HealthHistory } from "./classify-health";

/**
 * Statements looked at for a source's rhythm: its most recently fetched indexed pages. Enough
 * for a median and a 90th percentile; read from crawl_pages' index on (source_id, fetched_at),
 * never by scanning the statements.
 */
export const RHYTHM_PAGES = 60;

interface Row {
  id: string;
  enabled: boolean;
  latest_status: "ok" | "error" | null;
  latest_at: Date | null;
  latest_items: number | null;
  latest_script_errors: string[] | null;
  good_at: Date | null;
  good_items: number | null;
  error_at: Date | null;
  error_reason: string | null;
  error_message: string | null;
  error_since: Date | null;
  error_runs: number;
  empty_since: Date | null;
  empty_latest: Date | null;
  empty_runs: number;
  days: string[] | null;
}

/**
 * Each source's crawl history as classifyHealth reads it, by source id. A run's time is when it
 * ended (when it started, for one that never recorded its end).
 */
export async function sourceHealthHistories(
  db: Queryable,
  ids?: readonly string[],
): Promise<Map<string, HealthHistory>> {
  const { rows } = await db.query<Row>(
    `SELECT s.id, s.enabled,
            latest.status AS latest_status, latest.at AS latest_at, latest.items_seen AS latest_items,
            latest.script_errors AS latest_script_errors,
            good.at AS good_at, good.items_seen AS good_items,
            failure.at AS error_at, failure.error_reason, failure.error_message,
            errors.since AS error_since, errors.runs AS error_runs,
            empty.since AS empty_since, empty.latest AS empty_latest, empty.runs AS empty_runs,
            rhythm.days
       FROM sources s
       LEFT JOIN LATERAL (SELECT status, coalesce(finished_at, started_at) AS at, items_seen, started_at,
                                 script_errors
                            FROM crawl_runs r WHERE r.source_id = s.id
                           ORDER BY started_at DESC LIMIT 1) latest ON true
       LEFT JOIN LATERAL (SELECT coalesce(finished_at, started_at) AS at, items_seen, started_at
                            FROM crawl_runs r WHERE r.source_id = s.id AND status = 'ok' AND items_seen > 0
                           ORDER BY started_at DESC LIMIT 1) good ON true
       LEFT JOIN LATERAL (SELECT coalesce(finished_at, started_at) AS at, error_reason, error_message
                            FROM crawl_runs r WHERE r.source_id = s.id AND status = 'error'
                           ORDER BY started_at DESC LIMIT 1) failure ON true
       LEFT JOIN LATERAL (SELECT min(coalesce(finished_at, started_at)) AS since, count(*)::int AS runs
                            FROM crawl_runs r
                           WHERE r.source_id = s.id AND status = 'error'
                             AND r.started_at > coalesce((SELECT max(started_at) FROM crawl_runs o
                                                           WHERE o.source_id = s.id AND o.status = 'ok'),
                                                         '-infinity')) errors ON true
       LEFT JOIN LATERAL (SELECT min(coalesce(finished_at, started_at)) AS since,
                                 max(coalesce(finished_at, started_at)) AS latest, count(*)::int AS runs
                            FROM crawl_runs r
                           WHERE r.source_id = s.id AND status = 'ok' AND items_seen = 0
                             AND r.started_at > coalesce(good.started_at, '-infinity')) empty ON true
       LEFT JOIN LATERAL (SELECT array_agg(DISTINCT to_char(st.date_start, 'YYYY-MM-DD')) AS days
                            FROM (SELECT statement_id FROM crawl_pages p
                                   WHERE p.source_id = s.id AND p.status = 'indexed'
                                   ORDER BY fetched_at DESC LIMIT $2) p
                            JOIN statements st ON st.id = p.statement_id AND st.date_precision = 'day'
                         ) rhythm ON true
      WHERE $1::text[] IS NULL OR s.id = ANY($1)`,
    [ids ?? null, RHYTHM_PAGES],
  );
  return new Map(rows.map((row) => [row.id, toHistory(row)]));
}

function toHistory(row: Row): HealthHistory {
  return {
    enabled: row.enabled,
    latestRun:
      row.latest_status && row.latest_at
        ? {
            status: row.latest_status,
            at: row.latest_at,
            items: row.latest_items ?? 0,
            scriptErrors: row.latest_script_errors ?? [],
          }
        : null,
    lastGood: row.good_at ? { at: row.good_at, items: row.good_items ?? 0 } : null,
    lastError:
      row.error_at && row.error_reason
        ? { at: row.error_at, reason: row.error_reason, message: row.error_message }
        : null,
    errorStreak:
      row.error_since && row.error_runs > 0 ? { since: row.error_since, runs: row.error_runs } : null,
    emptyStreak:
      row.empty_since && row.empty_latest && row.empty_runs > 0
        ? { since: row.empty_since, latest: row.empty_latest, runs: row.empty_runs }
        : null,
    publicationDays: row.days ?? [],
  };
}
