import { writeFile } from "node:fs/promises";
import path from "node:path";
import { type FixtureSite, fixtureSources, scaleSources, startFixtureSite } from "@communique/ingest/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cliDuringTests } from "../../test/cli-harness";

/**
 * `crawl --once` and `crawl --worker` as real processes against a test database and the FICTIONAL
 * ministries' scale mode on 127.0.0.1: killed at any moment, a crawl loses and duplicates nothing.
 */

/** 40 statements per ministry, in listings of 10 (4 pages) and feeds that list them all. */
const STATEMENTS = 240;

const harness = cliDuringTests("communique-crawl-test-", { CRAWL_ALLOW_PRIVATE: "1", CRAWL_DELAY_MS: "0" });
const { start, run } = harness;
let site: FixtureSite;

beforeAll(async () => {
  site = await startFixtureSite({ scale: { statements: STATEMENTS, pageSize: 10, feedSize: 50 } });
  const file = path.join(harness.dir, "sources.json");
  await writeFile(file, JSON.stringify(scaleSources(site.origin)));
  expect((await run(["sources", "add", file])).code).toBe(0);
});

afterAll(async () => {
  await site?.close();
});

async function count(sql: string): Promise<number> {
  return (await harness.db.pool.query<{ n: number }>(sql)).rows[0]!.n;
}

async function waitFor(check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("communique crawl", { timeout: 180_000 }, () => {
  it("explains its usage", async () => {
    const runs = await Promise.all([
      run(["crawl"]),
      run(["crawl", "--once", "--worker"]),
      run(["crawl", "--worker", "--source", "x"]),
      run(["crawl", "--once", "extra"]),
    ]);
    expect(runs.map((r) => r.code)).toEqual([64, 64, 64, 64]);
    expect(runs[0]!.stderr).toContain("crawl --once [--source <id>]");
    const unknown = await run(["crawl", "--once", "--source", "no-such-source"]);
    expect(unknown).toMatchObject({
      code: 2,
      stderr: expect.stringContaining("no-such-source: no source has this id"),
    });
  });

  it("killed in the middle of a crawl, then run again, indexes every statement exactly once", async () => {
    const first = start(["crawl", "--once"]);
    await waitFor(async () => (await count("SELECT count(*)::int AS n FROM statements")) >= 60);
    first.child.kill("SIGKILL");
    await first.done;
    const afterKill = await count("SELECT count(*)::int AS n FROM statements");
    expect(afterKill).toBeLessThan(STATEMENTS);
    // The dead process's leases run out (time passes; here, at once).
    await harness.db.pool.query(
      "UPDATE crawl_jobs SET lease_until = now() - interval '1 second' WHERE lease_until IS NOT NULL",
    );

    const second = await run(["crawl", "--once"]);
    expect(second.code, second.stderr).toBe(0);
    expect(second.stdout).toMatch(/Crawled \d+ source\(s\): \d+ added/);
    expect(await count("SELECT count(*)::int AS n FROM statements")).toBe(STATEMENTS);
    expect(await count("SELECT count(DISTINCT url)::int AS n FROM statements")).toBe(STATEMENTS);
    expect(await count("SELECT count(*)::int AS n FROM crawl_pages WHERE status <> 'indexed'")).toBe(0);
    expect(await count("SELECT count(*)::int AS n FROM crawl_jobs")).toBe(0);
  });

  it("as a worker, crawls the sources that fall due and stops cleanly on SIGTERM", async () => {
    // A new source (never crawled, so due at once) and the others due again.
    const file = path.join(harness.dir, "french-feed.json");
    await writeFile(
      file,
      JSON.stringify(fixtureSources(site.origin).filter((s) => s.id === "fixture-fr-rss")),
    );
    expect((await run(["sources", "add", file])).code).toBe(0);
    await harness.db.pool.query("UPDATE crawl_runs SET started_at = started_at - interval '2 hours'");
    const runsBefore = await count("SELECT count(*)::int AS n FROM crawl_runs");
    const worker = start(["crawl", "--worker"]);
    const french = site.statements("fr").length;
    await waitFor(
      async () => (await count("SELECT count(*)::int AS n FROM statements")) >= STATEMENTS + french,
    );
    await waitFor(async () => (await count("SELECT count(*)::int AS n FROM crawl_runs")) >= runsBefore + 13);
    worker.child.kill("SIGTERM");
    const result = await worker.done;
    // 143: ended by SIGTERM, after stopping cleanly.
    expect(result.code, result.stderr).toBe(143);
    expect(result.stdout).toContain("Stopping…\nStopped.");
    expect(await count("SELECT count(*)::int AS n FROM statements")).toBe(STATEMENTS + french);
    expect(await count("SELECT count(*)::int AS n FROM crawl_jobs WHERE claimed_by IS NOT NULL")).toBe(0);
  });
});
