import { appendFile, readFile } from "node:fs/promises";
import path from "node:path";

/**
 * pg_stat_statements preloaded by the data directory's PostgreSQL (written to its
 * postgresql.auto.conf when missing; the server's start restarts the cluster): what
 * profile-load.ts and page-queries.ts read PostgreSQL's statements from.
 */
export async function ensureStatementStatistics(dataDir: string): Promise<void> {
  const conf = path.join(dataDir, "postgres", "postgresql.auto.conf");
  if (!(await readFile(conf, "utf8")).includes("pg_stat_statements")) {
    await appendFile(
      conf,
      "shared_preload_libraries = 'pg_stat_statements'\npg_stat_statements.track = all\n",
    );
  }
}
