import pg from "pg";
import type { SearchDatabase } from "./planner-settings";

/**
 * Whether the database answers, through a connection of its own: under a crowd every connection
 * of the site's pool can be busy with searches, and a health check waiting behind them (35–40 s,
 * measured before) makes an orchestrator restart a process that is only busy.
 */
export function healthCheck(
  db: SearchDatabase,
  timeoutMs = 1000,
): { check(): Promise<boolean>; close(): Promise<void> } {
  const options = (db as Partial<pg.Pool>).options;
  // A database that is not a pool (a test's stand-in) is asked directly.
  const own = options
    ? new pg.Pool({
        ...options,
        max: 1,
        connectionTimeoutMillis: timeoutMs,
        query_timeout: timeoutMs,
        idleTimeoutMillis: 60_000,
        // Never what keeps a process alive.
        allowExitOnIdle: true,
      })
    : undefined;
  own?.on("error", () => {});
  return {
    async check() {
      try {
        await (own ?? db).query("SELECT 1");
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      await own?.end();
    },
  };
}
