import pg from "pg";

/**
 * Whether the database answers, through a connection of its own: under a crowd every connection
 * of the site's pool can be busy with searches, and a health check waiting behind them (35–40 s,
 * measured before) makes an orchestrator restart a process that is only busy.
 */
export function healthCheck(
  pool: pg.Pool,
  timeoutMs = 1000,
): { check(): Promise<boolean>; close(): Promise<void> } {
  const own = new pg.Pool({
    ...pool.options,
    max: 1,
    connectionTimeoutMillis: timeoutMs,
    query_timeout: timeoutMs,
    idleTimeoutMillis: 60_000,
    // Never what keeps a process alive.
    allowExitOnIdle: true,
  });
  own.on("error", () => {});
  return {
    check: () =>
      own.query("SELECT 1").then(
        () => true,
        () => false,
      ),
    close: () => own.end(),
  };
}
