import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { chown, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { parseQuery } from "@communique/core";
import { NO_FILTERS } from "@communique/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { syncCountries } from "../reference/sync-countries";
import { Lexizer } from "../search/lexizer";
import { searchStatements } from "../search/search-statements";
import { writeStatements } from "../statements/write-statements";
import { cancelOnAbort } from "./cancel-on-abort";
import { findFreePort } from "./free-port";
import { createPool, type Database, openDatabase } from "./open-database";
import { ReadReplicas } from "./read-replicas";

const run = promisify(execFile);

/** Debian's PostgreSQL 15 (`apt-get install postgresql-15`, as .ci/run does). */
const PG_BIN = "/usr/lib/postgresql/15/bin";
const available = existsSync(path.join(PG_BIN, "pg_basebackup"));

/** initdb and postgres refuse to run as root: as root, the clusters belong to `postgres`. */
async function asPostgres(command: string, args: string[]): Promise<void> {
  const bin = path.join(PG_BIN, command);
  if (process.getuid?.() === 0) await run("runuser", ["-u", "postgres", "--", bin, ...args]);
  else await run(bin, args);
}

/** A primary and a standby streaming from it (pg_basebackup -R), on loopback ports, for one test file. */
class StreamingPair {
  primaryPort = 0;
  standbyPort = 0;
  private constructor(private readonly dir: string) {}

  static async start(): Promise<StreamingPair> {
    const dir = await mkdtemp(path.join(os.tmpdir(), "communique-replicas-"));
    if (process.getuid?.() === 0) {
      const { stdout } = await run("id", ["-u", "postgres"]);
      await chown(dir, Number(stdout.trim()), 0);
    }
    const pair = new StreamingPair(dir);
    pair.primaryPort = await findFreePort();
    pair.standbyPort = await findFreePort();
    // Trust authentication only because both listen on loopback and hold fictional test data.
    await asPostgres("initdb", [
      "-D",
      pair.data("primary"),
      "-U",
      "postgres",
      "-A",
      "trust",
      "-E",
      "UTF8",
      "--locale=C.UTF-8",
    ]);
    await pair.startServer("primary", pair.primaryPort);
    await asPostgres("pg_basebackup", [
      ...["-h", "127.0.0.1", "-p", String(pair.primaryPort), "-U", "postgres"],
      ...["-D", pair.data("standby"), "-R", "-X", "stream"],
    ]);
    await pair.startServer("standby", pair.standbyPort);
    return pair;
  }

  url(which: "primary" | "standby"): string {
    return `postgresql://postgres@127.0.0.1:${which === "primary" ? this.primaryPort : this.standbyPort}/postgres`;
  }

  async startServer(which: "primary" | "standby", port: number): Promise<void> {
    await asPostgres("pg_ctl", [
      ...["-D", this.data(which), "-l", path.join(this.dir, `${which}.log`), "-w"],
      ...["-o", `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=''`, "start"],
    ]);
  }

  /** `fast` ends every session with 57P01 (admin shutdown); `immediate` cuts them off. */
  async stopServer(which: "primary" | "standby", mode: "fast" | "immediate" = "immediate"): Promise<void> {
    await asPostgres("pg_ctl", ["-D", this.data(which), "-m", mode, "-w", "stop"]).catch(() => {});
  }

  async stop(): Promise<void> {
    await this.stopServer("standby");
    await this.stopServer("primary");
    await rm(this.dir, { recursive: true, force: true });
  }

  private data(which: string): string {
    return path.join(this.dir, which);
  }
}

async function eventually<T>(
  check: () => Promise<T | undefined>,
  what: string,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A search of the first ten results in English. */
const searchRequest = (q: string, sort: "recent" | "relevance") => ({
  query: parseQuery({ q }),
  filters: NO_FILTERS,
  sort,
  page: 1,
  size: 10,
  lang: "en" as const,
});

const inRecovery = async (db: Database["reads"]) =>
  (await db.query<{ r: boolean }>("SELECT pg_is_in_recovery() AS r")).rows[0]!.r;

describe.skipIf(!available)(
  available
    ? "read replicas on a real streaming standby (PostgreSQL 15)"
    : `read replicas on a real streaming standby (skipped: ${PG_BIN} has no pg_basebackup; apt-get install postgresql-15)`,
  () => {
    let pair: StreamingPair;
    let db: Database;

    beforeAll(async () => {
      pair = await StreamingPair.start();
      db = await openDatabase(
        {
          dataDir: "/nonexistent",
          databaseUrl: pair.url("primary"),
          replicaUrls: [pair.url("standby")],
          poolSize: 3,
        },
        { reanalyse: false },
      );
      await syncCountries(db.pool);
    }, 120_000);
    afterAll(async () => {
      await db?.close();
      await pair?.stop();
    });

    it("reads from the standby, writes to the primary, and finds a statement once replicated", async () => {
      expect(await inRecovery(db.reads)).toBe(true);
      expect(await inRecovery(db.pool)).toBe(false);
      await writeStatements(db.pool, [
        {
          id: "replicated-1",
          countryCode: "FR",
          source: "test",
          url: null,
          title: "Fictional statement on a fictional quillmarsh",
          body: "A fictional minister spoke about the quillmarsh.",
          language: "en",
          date: { start: "2024-03-01", end: "2024-03-01", precision: "day", year: 2024 },
          meta: {},
          fetchedAt: null,
        },
      ]);
      const request = searchRequest("quillmarsh", "recent");
      const found = await eventually(async () => {
        const page = await searchStatements(db.reads, new Lexizer(db.reads), request);
        return page.total === 1 ? page.results.map((r) => r.id) : undefined;
      }, "the statement to reach the standby");
      expect(found).toEqual(["replicated-1"]);
      // Writes are refused there: what answered is the standby.
      await expect(db.reads.query("CREATE TABLE nowhere (x int)")).rejects.toThrow(/read-only/);
    });

    it("reads from the primary while the standby is down, and from the standby again once it is back", async () => {
      const reads = new ReadReplicas(db.pool, [createPool(pair.url("standby"), 2)], { retryAfterMs: 500 });
      await pair.stopServer("standby");
      expect(await inRecovery(reads)).toBe(false);
      expect(await inRecovery(reads)).toBe(false);
      await pair.startServer("standby", pair.standbyPort);
      await eventually(
        async () => ((await inRecovery(reads)) ? true : undefined),
        "reads to return to the standby",
      );
      await reads.end();
    });

    it.each(["fast", "immediate"] as const)(
      "answers every search while the standby is killed under traffic (%s), then reads from it again",
      async (mode) => {
        const logs: string[] = [];
        const reads = new ReadReplicas(db.pool, [createPool(pair.url("standby"), 4)], {
          retryAfterMs: 1_000,
          log: (message) => logs.push(message),
        });
        const lexizer = new Lexizer(reads);
        const request = searchRequest("fictional minister", "relevance");
        // As the server reads for a request: through its own cancellable connections.
        const search = () =>
          searchStatements(cancelOnAbort(reads, new AbortController().signal), lexizer, request);
        expect(await inRecovery(reads)).toBe(true);
        let stop = false;
        let answered = 0;
        const failures: string[] = [];
        const traffic = Array.from({ length: 6 }, async () => {
          while (!stop) {
            await search().then(
              () => answered++,
              (error: Error) => failures.push(error.message),
            );
          }
        });
        try {
          await eventually(async () => (answered >= 30 ? true : undefined), "searches on the standby");
          await pair.stopServer("standby", mode);
          const atKill = answered;
          // Marked down by the first read that fails there (seen while it is: the mark lapses
          // after retryAfterMs, and 30 searches on a busy machine may take longer than that).
          await eventually(
            async () => (reads.state().down === 1 ? true : undefined),
            "the standby marked down",
          );
          await eventually(
            async () => (answered >= atKill + 30 ? true : undefined),
            "searches after the kill",
          );
        } finally {
          stop = true;
          await Promise.all(traffic);
        }
        // No search failed, and the process is still here (an unhandled 'error' of pg ended it).
        expect(failures).toEqual([]); // failures
        expect(logs.filter((l) => l.startsWith("A read replica did not answer"))).not.toEqual([]);
        await pair.startServer("standby", pair.standbyPort);
        await eventually(
          async () => ((await inRecovery(reads)) ? true : undefined),
          "reads to return to the standby",
        );
        expect(reads.state()).toEqual({ replicas: 1, down: 0 });
        await reads.end();
      },
      120_000,
    );
  },
);
