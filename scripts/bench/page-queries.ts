/**
 * How many statements PostgreSQL receives for one page of each kind (issue 34): each page asked
 * twice to warm the caches, then once with pg_stat_statements reset. Counts every statement,
 * and apart those that do work (not BEGIN, SET, COMMIT or ROLLBACK).
 *   npx tsx scripts/bench/page-queries.ts [--data 100k] [--ref REV]
 * --ref runs a snapshot of another commit (git archive) on the same data, for a before/after.
 */
import { parseArgs } from "node:util";
import {
  BENCH_DIR,
  cleanUp,
  connectToDataDir,
  DATA_OPTIONS,
  existingDataDir,
  lockDataDir,
  runMain,
  snapshot,
  startServer,
} from "./bench-processes";
import { ensureStatementStatistics } from "./profile-load-stats";

async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      ...DATA_OPTIONS,
      ref: { type: "string" },
    },
  });
  const dataDir = existingDataDir(values.data, values["data-dir"]);
  if (values.ref) await snapshot(values.ref);
  const unlock = await lockDataDir(dataDir);
  try {
    await ensureStatementStatistics(dataDir);
    const server = await startServer(dataDir, `${BENCH_DIR}/server-page-queries.log`, {
      CRAWL_IN_SERVER: "0",
      RATE_LIMIT_PER_MINUTE: "0",
    });
    const db = await connectToDataDir(dataDir, "page-queries");
    await db.query("CREATE EXTENSION IF NOT EXISTS pg_stat_statements");
    const { rows: ids } = await db.query<{ id: string }>(
      "SELECT id FROM statements ORDER BY date_start DESC, sid LIMIT 1",
    );
    const pages: [string, string][] = [
      ["home", "/en"],
      ["search", "/en/search?q=security"],
      ["search, a country and a period", "/en/search?q=security&country=FR&period=2y"],
      ["search, nothing as typed", "/en/search?q=s%C3%A9curit%C3%A9%20Xyzzyq"],
      ["analytics", "/en/analytics?q=security"],
      ["analytics, a country", "/en/analytics?q=security&country=FR"],
      ["statement, from a search", `/en/statements/${encodeURIComponent(ids[0]!.id)}?q=security`],
    ];
    console.log("| page | statements | of which work | ms |");
    console.log("|---|---:|---:|---:|");
    for (const [name, path] of pages) {
      for (let i = 0; i < 2; i++) await (await fetch(`${server.base}${path}`)).arrayBuffer();
      await db.query("SELECT pg_stat_statements_reset()");
      const started = performance.now();
      const response = await fetch(`${server.base}${path}`);
      await response.arrayBuffer();
      const ms = performance.now() - started;
      const { rows } = await db.query<{ all: string; work: string }>(
        `SELECT coalesce(sum(calls), 0) AS all,
                coalesce(sum(calls) FILTER (WHERE query !~* '^\\s*(BEGIN|SET|COMMIT|ROLLBACK|SELECT pg_stat_statements_reset)'), 0) AS work
           FROM pg_stat_statements WHERE query !~* 'pg_stat_statements_reset'`,
      );
      console.log(`| ${name} (${response.status}) | ${rows[0]!.all} | ${rows[0]!.work} | ${ms.toFixed(0)} |`);
    }
    await db.end();
    await server.stop();
    return 0;
  } finally {
    await unlock();
    await cleanUp();
  }
}

runMain(main);
