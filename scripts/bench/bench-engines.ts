/**
 * The engines a user could pick instead, over the same statements, for bench:load's comparison
 * (issue 16): SQLite FTS5 (Python's sqlite3) and Xapian (Debian's python3-xapian), each behind
 * scripts/bench/engines/engine_server.py answering the load mix's /api/search addresses. Built
 * once per data directory under .bench/engines-<name> (rebuilt when the number of statements
 * changes).
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { createWriteStream, existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import path from "node:path";
import { getCountry } from "@communique/core";
import { readBenchEnv } from "./bench-env";
import { BENCH_DIR, REPO_ROOT } from "./bench-processes";
import { connectToDataDir } from "./relevance/bm25-data";

export type EngineKind = "fts5" | "xapian" | "xapian-estimate";
export const ENGINE_KINDS: EngineKind[] = ["fts5", "xapian", "xapian-estimate"];
export const ENGINE_NOTES: Record<EngineKind, string> = {
  fts5: "SQLite FTS5 (bm25, snippet), exact count and facets (country, language, year)",
  xapian: "Xapian (BM25, snippet), exact count and facets (value count match spies)",
  "xapian-estimate": "Xapian as usually run: estimated count, no facets",
};

const SERVER = path.join(REPO_ROOT, "scripts/bench/engines/engine_server.py");
const PYTHON = readBenchEnv().PYTHON;

/** Why the engines cannot run here, or undefined when they can. */
export function enginesUnavailable(): string | undefined {
  try {
    execFileSync(
      PYTHON,
      [
        "-c",
        "import sqlite3, xapian; sqlite3.connect(':memory:').execute('CREATE VIRTUAL TABLE t USING fts5(x)')",
      ],
      {
        stdio: "ignore",
      },
    );
    return undefined;
  } catch {
    return `${PYTHON} with sqlite3 (FTS5) and xapian is needed: apt-get install python3-xapian (or set PYTHON)`;
  }
}

/** The statements of `dataDir`'s database exported and indexed by both engines (reused when current). */
export async function prepareEngines(dataDir: string): Promise<string> {
  const dir = path.join(BENCH_DIR, `engines-${path.basename(dataDir)}`);
  await mkdir(dir, { recursive: true });
  const client = await connectToDataDir(dataDir);
  try {
    const { rows } = await client.query<{ n: number }>("SELECT count(*)::int AS n FROM statements");
    const count = rows[0]!.n;
    const marker = path.join(dir, "built.json");
    const built = existsSync(marker)
      ? (JSON.parse(await readFile(marker, "utf8")) as { count: number })
      : undefined;
    if (built?.count === count) return dir;
    console.log(`Exporting ${count.toLocaleString("en")} statements for FTS5 and Xapian…`);
    const file = path.join(dir, "statements.jsonl");
    const out = createWriteStream(file);
    const batch = 5_000;
    for (let after = -1; ; ) {
      const page = await client.query<{
        sid: number;
        id: string;
        title: string;
        body: string;
        country_code: string;
        language: string;
        date: string;
      }>(
        `SELECT sid, id, title, body, country_code, language, to_char(date_start, 'YYYY-MM-DD') AS date
           FROM statements WHERE sid > $1 ORDER BY sid LIMIT $2`,
        [after, batch],
      );
      for (const s of page.rows) {
        const group = getCountry(s.country_code)?.group ?? "igo";
        out.write(
          `${JSON.stringify({ id: s.id, title: s.title, body: s.body, country: s.country_code, group, language: s.language, date: s.date })}\n`,
        );
      }
      if (page.rows.length < batch) break;
      after = page.rows.at(-1)!.sid;
    }
    await new Promise<void>((resolve, reject) =>
      out.end((error?: Error | null) => (error ? reject(error) : resolve())),
    );
    console.log("Building the FTS5 and Xapian indexes (minutes at 100k)…");
    const started = performance.now();
    execFileSync(PYTHON, [SERVER, "build", file, dir], { stdio: "inherit" });
    console.log(`Built in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
    await writeFile(marker, JSON.stringify({ count }));
    return dir;
  } finally {
    await client.end();
  }
}

export interface EngineServer {
  base: string;
  stop(): Promise<void>;
}

/** One engine's server on a free loopback port. */
export async function startEngine(kind: EngineKind, dir: string): Promise<EngineServer> {
  const port = await freePort();
  // Its own process group: it forks a process per connection, all stopped together.
  const child: ChildProcess = spawn(PYTHON, [SERVER, "serve", kind, dir, String(port)], {
    stdio: ["ignore", "pipe", "inherit"],
    detached: true,
  });
  await new Promise<void>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`${kind} server exited (${code})`)));
    child.stdout!.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("listening")) resolve();
    });
  });
  return {
    base: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      process.kill(-child.pid!, "SIGTERM");
      await exited;
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
