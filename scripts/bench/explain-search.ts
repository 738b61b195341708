/**
 * EXPLAIN (ANALYZE, BUFFERS) of the SQL statements behind GET /api/search, against a benchmark
 * database:
 *
 *   DATA_DIR=.bench/data-100k npx tsx scripts/bench/explain-search.ts 'q=nations' 'q=security&sort=recent'
 *
 * The search runs through the product's own code (the server's parameter parsing, the store's
 * searchStatements) on a connection that records every statement; each statement that reads the
 * statements or search table (the counts) is then run again under EXPLAIN ANALYZE. Nothing here
 * copies the product's SQL, so it stays true when that SQL changes. CODE_ROOT picks the source
 * tree (default: this repository; bench-search.ts --ref makes snapshots under .bench/code-*).
 * Works whether or not a server is running on DATA_DIR.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import type pg from "pg";
import { readBenchEnv } from "./bench-env";

type Store = typeof import("@communique/store");
type Contract = typeof import("@communique/core/contract");

interface Call {
  text: string;
  values: unknown[];
  ms: number;
  /** BEGIN/SET statements run before it on the same connection (settings it ran under). */
  setup: string[];
}

type QueryArgs = [text: string | { text: string; values?: unknown[] }, values?: unknown[]];

/** A pool look-alike that records every statement, with the settings of its connection. */
function recordingDatabase(pool: pg.Pool, calls: Call[]) {
  const record = async (target: pg.Pool | pg.PoolClient, setup: string[], args: QueryArgs) => {
    const [first, second] = args;
    const text = typeof first === "string" ? first : first.text;
    const values = (typeof first === "string" ? second : (first.values ?? second)) ?? [];
    const started = performance.now();
    const result = await target.query(text, values);
    const ms = performance.now() - started;
    if (/^\s*(BEGIN|SET)\b/i.test(text)) setup.push(text.trim());
    else if (/^\s*(COMMIT|ROLLBACK|END)\b/i.test(text)) setup.length = 0;
    else calls.push({ text, values, ms, setup: [...setup] });
    return result;
  };
  return {
    query: (...args: QueryArgs) => record(pool, [], args),
    connect: async () => {
      const client = await pool.connect();
      const setup: string[] = [];
      return {
        query: (...args: QueryArgs) => record(client, setup, args),
        release: (error?: Error | boolean) => client.release(error),
      };
    },
  };
}

async function main(args: string[]): Promise<number> {
  if (!args.length) {
    console.error("Usage: DATA_DIR=.bench/data-100k npx tsx scripts/bench/explain-search.ts 'q=nations' …");
    return 64;
  }
  const codeRoot = readBenchEnv().CODE_ROOT;
  const load = (file: string) => import(pathToFileURL(path.join(codeRoot, file)).href);
  const store = (await load("packages/store/src/index.ts")) as Store;
  const { queryRecord, SearchParamsSchema, toSearchRequest } = (await load(
    "packages/core/src/contract/index.ts",
  )) as Contract;

  const db = await store.openDatabase(store.readStoreEnv(), { migrate: false });
  try {
    const lexizer = new store.Lexizer(db.pool);
    for (const arg of args) {
      const params = SearchParamsSchema.parse(queryRecord(new URLSearchParams(arg)));
      const { notices: _notices, ...request } = toSearchRequest(params);
      const calls: Call[] = [];
      const recorder = recordingDatabase(db.pool, calls) as unknown as Parameters<
        Store["searchStatements"]
      >[0];
      // Once to warm caches (as the benchmark does), once measured.
      await store.searchStatements(recorder, lexizer, request);
      calls.length = 0;
      const started = performance.now();
      const response = await store.searchStatements(recorder, lexizer, request);
      const total = performance.now() - started;

      console.log(`\n######## ${arg}: ${response.total} hits, searchStatements ${total.toFixed(1)} ms`);
      for (const call of calls) {
        const firstLine = call.text.trim().split("\n")[0]!.slice(0, 100);
        console.log(`  ${call.ms.toFixed(1)} ms  ${firstLine}`);
      }
      for (const call of calls) {
        if (!/\bstatement(s|_search)\b/.test(call.text) || !/^\s*(SELECT|WITH)\b/i.test(call.text)) continue;
        const client = await db.pool.connect();
        try {
          // Same session settings as in the search (e.g. SET LOCAL enable_seqscan = off).
          await client.query("BEGIN");
          for (const setup of call.setup) {
            const rest = setup.replace(/^\s*BEGIN[^;]*;?/i, "").trim();
            if (rest) await client.query(rest);
          }
          const { rows } = await client.query<{ "QUERY PLAN": string }>(
            `EXPLAIN (ANALYZE, BUFFERS) ${call.text}`,
            call.values,
          );
          console.log(`\n--- ${call.ms.toFixed(1)} ms in the search:\n${call.text.trim()}`);
          if (call.setup.length) console.log(`session: ${call.setup.join(" ")}`);
          console.log(
            `params: ${JSON.stringify(call.values.map((v) => (typeof v === "string" && v.length > 300 ? `${v.slice(0, 300)}…` : v)))}`,
          );
          for (const row of rows) console.log(row["QUERY PLAN"]);
        } finally {
          await client.query("ROLLBACK").catch(() => {});
          client.release();
        }
      }
    }
  } finally {
    // A database some other process started (a running server) is left running.
    if (db.embedded?.adopted) await db.pool.end();
    else await db.close();
  }
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(1);
  },
);
