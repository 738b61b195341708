import { writeFile } from "node:fs/promises";
import path from "node:path";
import { testEnv } from "@communique/core/testing";
import { describe, expect, it } from "vitest";
import { cliDuringTests } from "../../test/cli-harness";

/** Runs the real CLI, as `npm run cli` does, against a test database. All sources are FICTIONAL. */

const CORPUS_DIR = testEnv.CORPUS_DIR;

const harness = cliDuringTests("communique-cli-sources-");
const cli = harness.run;

async function write(name: string, content: unknown): Promise<string> {
  const file = path.join(harness.dir, name);
  await writeFile(file, typeof content === "string" ? content : JSON.stringify(content));
  return file;
}

const fictional = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  country: "SN",
  kind: "html",
  url: `https://${id}.example.org/communiques`,
  selectors: { item: "li.news", link: "a", title: "h2", date: "time" },
  ...overrides,
});

describe("communique sources", { timeout: 60_000 }, () => {
  it("exits 64 on a usage error and 66 on a file it cannot read", async () => {
    const runs = await Promise.all([
      cli(["sources"]),
      cli(["sources", "remove", "x"]),
      cli(["sources", "add"]),
      cli(["sources", "list", "extra"]),
      cli(["sources", "list", "--source", "x"]),
      cli(["sources", "add", path.join(harness.dir, "no-such-file.json")]),
      cli(["sources", "import-dp", harness.dir]),
      cli(["sources", "list", "--pages", harness.dir]),
      cli(["sources", "import-dp", "x.json", "--pages", path.join(harness.dir, "no-such-folder")]),
    ]);
    expect(runs.map((r) => r.code)).toEqual([64, 64, 64, 64, 64, 66, 66, 64, 66]);
    expect(runs[7]!.stderr).toContain("--pages is an option of sources import-dp only");
    expect(runs[8]!.stderr).toContain("Cannot read the folder");
    expect(runs[0]!.stderr).toContain("Usage: npm run cli -- sources add <file.json>");
    expect(runs[1]!.stderr).toContain('Unknown sources command "remove"');
    expect(runs[5]!.stderr).toContain("Cannot read");
    const help = await cli(["--help"]);
    expect(help.stdout).toContain("sources import-dp <urlconfig>");
  });

  it("lists an empty registry with a hint", async () => {
    const run = await cli(["sources", "list"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("No sources yet");
  });

  it("adds a file: good entries kept, bad ones reported (exit 2); a second run changes nothing", async () => {
    const file = await write("fictional.json", [
      fictional("fx-cli-a"),
      fictional("fx-cli-b", { country: "fr", kind: "rss", selectors: undefined }),
      fictional("fx-cli-bad", { url: "ftp://files.example.org/" }),
    ]);
    const first = await cli(["sources", "add", file]);
    expect(first.code).toBe(2);
    expect(first.stdout).toContain(`Sources from ${file}: 2 added, 0 updated, 0 unchanged, 1 rejected.`);
    expect(first.stderr).toContain("entry 2 (fx-cli-bad): url: must be an http or https address");
    const again = await cli([
      "sources",
      "add",
      await write("one.json", fictional("fx-cli-a", { schedule: 30 })),
    ]);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain("0 added, 1 updated, 0 unchanged, 0 rejected.");
    const same = await cli(["sources", "add", path.join(harness.dir, "one.json")]);
    expect(same.stdout).toContain("0 added, 0 updated, 1 unchanged, 0 rejected.");
    const { rows } = await harness.db.pool.query(
      "SELECT id, origin, schedule_minutes FROM sources ORDER BY id",
    );
    expect(rows).toEqual([
      { id: "fx-cli-a", origin: "cli", schedule_minutes: 30 },
      { id: "fx-cli-b", origin: "cli", schedule_minutes: 60 },
    ]);
  });

  it("lists sources with their health, flagging selectors that stopped matching", async () => {
    await harness.db.pool.query(
      `INSERT INTO crawl_runs (source_id, started_at, finished_at, status, items_seen, items_new, error_reason)
       VALUES ('fx-cli-a', '2026-03-01 10:00Z', '2026-03-01 10:01Z', 'ok', 12, 3, null),
              ('fx-cli-a', '2026-03-01 11:00Z', '2026-03-01 11:01Z', 'ok', 0, 0, null),
              ('fx-cli-b', '2026-03-01 10:00Z', '2026-03-01 10:00Z', 'error', 0, 0, 'http-503')`,
    );
    await harness.db.pool.query(
      `UPDATE crawl_runs SET error_message = 'https://fx-cli-b.example.org/communiques: HTTP 503 Service Unavailable'
        WHERE source_id = 'fx-cli-b'`,
    );
    // The newest statement of fx-cli-a's first run was published 2 h 31 min before the run ended.
    await harness.db.pool.query(
      `UPDATE crawl_runs SET newest_published = '2026-03-01 07:30Z' WHERE source_id = 'fx-cli-a' AND items_new = 3`,
    );
    const run = await cli(["sources", "list"]);
    expect(run.code).toBe(0);
    const lines = run.stdout.split("\n");
    expect(lines[0]).toMatch(
      /^id\s+country\s+kind\s+enabled\s+last success\s+last error\s+items\/run\s+lag\s+flag$/,
    );
    expect(lines.find((l) => l.startsWith("fx-cli-a"))).toMatch(
      /^fx-cli-a\s+SN\s+html\s+yes\s+2026-03-01 11:01Z\s+-\s+6\.0\s+2\.5 h\s+selectors stopped matching$/,
    );
    expect(lines.find((l) => l.startsWith("fx-cli-b"))).toMatch(
      /^fx-cli-b\s+FR\s+rss\s+yes\s+-\s+2026-03-01 10:00Z http-503\s+-\s+-\s+failing$/,
    );
    // Under each row: the URL, the last error's text (not only its reason) and why it is off.
    const b = lines.findIndex((l) => l.startsWith("fx-cli-b"));
    expect(lines[b + 1]).toBe("    https://fx-cli-b.example.org/communiques");
    // Flagged: what changed, before the last error's text.
    expect(lines[b + 2]).toBe("    changed: HTTP 503 since 2026-03-01 (1 run)");
    expect(lines[b + 3]).toBe(
      "    last error: https://fx-cli-b.example.org/communiques: HTTP 503 Service Unavailable",
    );
    const a = lines.findIndex((l) => l.startsWith("fx-cli-a"));
    expect(lines[a + 2]).toBe("    changed: entries per run fell from 12 to 0 on 2026-03-01 (1 run since)");
    expect(run.stdout).toContain("2 sources, 0 disabled, 2 flagged.");

    const json = await cli(["sources", "list", "--json"]);
    expect(json.code).toBe(0);
    const records = JSON.parse(json.stdout) as {
      id: string;
      url: string;
      kind: string;
      enabled: boolean;
      disabledReason: string | null;
      health: { lastErrorReason: string | null; lastErrorMessage: string | null; selectorsStale: boolean };
    }[];
    expect(records.map((r) => [r.id, r.kind, r.url, r.enabled])).toEqual([
      ["fx-cli-b", "rss", "https://fx-cli-b.example.org/communiques", true],
      ["fx-cli-a", "html", "https://fx-cli-a.example.org/communiques", true],
    ]);
    expect(records[0]!.health).toMatchObject({
      lastErrorReason: "http-503",
      lastErrorMessage: "https://fx-cli-b.example.org/communiques: HTTP 503 Service Unavailable",
    });
    expect(records[1]!.health.selectorsStale).toBe(true);
    const misplaced = await Promise.all([
      cli(["sources", "add", "x.json", "--json"]),
      cli(["sources", "list", "--disabled"]),
      cli(["import", "x.jsonl", "--json"]),
    ]);
    expect(misplaced.map((r) => r.code)).toEqual([64, 64, 64]);
    expect(misplaced[0]!.stderr).toContain("--json is not an option of sources add");
  });

  it("imports a Diplomatic Pulse file: imported, disabled and rejected counted, with why", async () => {
    const config = (name: string, url: string, contentType: string) => ({
      name,
      url,
      content_type: contentType,
      global: '//div[has-class("item")]',
      link: "//a/@href",
      title: "//a/text()",
      posted_date: "nill",
      statement: null,
      us_date_format: "",
      link_follow: "",
      tag: null,
    });
    const lines = [
      config("Senegal", "https://dp-sn.example.org/", "static"),
      config("Mauritius", "https://dp-mu.example.org/", "javascript"),
      config("Verdania", "https://dp-xx.example.org/", "static"),
    ].flatMap((c, i) => [JSON.stringify({ index: { _id: `fx${i}` } }), JSON.stringify(c), ""]);
    const file = await write("urlconfig.json", lines.join("\n"));
    const run = await cli(["sources", "import-dp", file]);
    expect(run.code).toBe(2);
    expect(run.stdout).toContain(
      `Diplomatic Pulse sources from ${file}: 2 imported (2 added, 0 updated, 0 unchanged), 0 of them disabled, 1 rejected.`,
    );
    expect(run.stdout).toContain("1 rendered in a browser (Diplomatic Pulse javascript)");
    expect(run.stderr).toContain('line 8 (Verdania): name: no country of that name ("Verdania")');
    const { rows } = await harness.db.pool.query(
      "SELECT country_code, enabled, render, origin FROM sources WHERE origin = 'diplomatic-pulse' ORDER BY country_code",
    );
    expect(rows).toEqual([
      { country_code: "MU", enabled: true, render: true, origin: "diplomatic-pulse" },
      { country_code: "SN", enabled: true, render: false, origin: "diplomatic-pulse" },
    ]);
  });

  it("imports with --disabled: every source off, with why, and none queued for a crawl", async () => {
    const lines = [
      {
        name: "Senegal",
        url: "https://dp-sn2.example.org/",
        content_type: "static",
        global: "//li",
        link: "//a/@href",
      },
      // Like Diplomatic Pulse's Mauritius entry: no link selector. Kept, disabled, with what it lacks.
      {
        name: "Mauritius",
        url: "https://dp-mu2.example.org/",
        content_type: "javascript",
        global: "div,more",
        link: "",
      },
    ].flatMap((c, i) => [JSON.stringify({ index: { _id: `fy${i}` } }), JSON.stringify(c), ""]);
    const file = await write("urlconfig-disabled.json", lines.join("\n"));
    const run = await cli(["sources", "import-dp", file, "--disabled"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      "2 imported (2 added, 0 updated, 0 unchanged), 2 of them disabled, 0 rejected.",
    );
    expect(run.stdout).toContain("1 disabled because imported with --disabled");
    expect(run.stdout).toContain('its configuration has no "link" selector');
    const { rows } = await harness.db.pool.query(
      "SELECT id, enabled, disabled_reason FROM sources WHERE url LIKE 'https://dp-__2.example.org/' ORDER BY id",
    );
    expect(rows.map((r) => r.enabled)).toEqual([false, false]);
    // The scheduler of a running site queues due enabled sources only.
    const { enqueueDueSources } = await import("@communique/store");
    await enqueueDueSources(harness.db.pool);
    const queued = await harness.db.pool.query("SELECT source_id FROM crawl_jobs WHERE source_id = ANY($1)", [
      rows.map((r) => r.id),
    ]);
    expect(queued.rows).toEqual([]);
    const list = await cli(["sources", "list"]);
    expect(list.stdout).toContain("    disabled: imported with --disabled");

    // One by one, as an operator checks them.
    const senegal = rows.find((r) => (r.id as string).startsWith("dp-sn-"))?.id as string | undefined;
    const mauritius = rows.find((r) => (r.id as string).startsWith("dp-mu-"))?.id as string | undefined;
    const on = await cli(["sources", "enable", senegal!]);
    expect([on.code, on.stdout.trim()]).toEqual([0, "1 enabled, 0 already enabled, 0 unknown."]);
    const off = await cli([
      "sources",
      "disable",
      senegal!,
      "fx-no-such-source",
      "--reason",
      "fictional: site moved",
    ]);
    expect(off.code).toBe(2);
    expect(off.stderr).toContain('No source "fx-no-such-source"');
    expect(off.stdout).toContain("1 disabled, 0 already disabled, 1 unknown.");
    const { rows: after } = await harness.db.pool.query(
      "SELECT id, enabled, disabled_reason FROM sources WHERE id = ANY($1) ORDER BY id",
      [[senegal, mauritius]],
    );
    expect(after.find((r) => r.id === senegal)).toMatchObject({
      enabled: false,
      disabled_reason: "fictional: site moved",
    });
    expect(after.find((r) => r.id === mauritius)?.enabled).toBe(false);
    const noReason = await cli(["sources", "disable", senegal!]);
    expect(noReason.code).toBe(64);
    expect(noReason.stderr).toContain("sources disable needs --reason");

    // Importing again, without --disabled, keeps what the operator switched off.
    const again = await cli(["sources", "import-dp", file]);
    expect(again.stdout).toContain("1 disabled because fictional: site moved.");
    const { rows: reimported } = await harness.db.pool.query(
      "SELECT enabled, disabled_reason FROM sources WHERE id = $1",
      [senegal],
    );
    expect(reimported[0]).toEqual({ enabled: false, disabled_reason: "fictional: site moved" });
  });

  it.skipIf(!CORPUS_DIR)(
    `imports the real Diplomatic Pulse configuration${CORPUS_DIR ? "" : " (skipped: CORPUS_DIR is not set)"}`,
    async () => {
      const file = path.join(CORPUS_DIR!, "sources", "urlconfig.json");
      const first = await cli(["sources", "import-dp", file]);
      expect(first.stdout).toContain(
        "263 imported (263 added, 0 updated, 0 unchanged), 1 of them disabled, 0 rejected.",
      );
      // Mauritius's listing without a link selector is kept, disabled with what it lacks.
      expect(first.stdout).toContain('1 disabled because its configuration has no "link" selector');
      expect(first.stdout).toContain("27 rendered in a browser");
      // The saved pages beside the file's folder (../shared/data/pages) are checked without asking.
      expect(first.stdout).toContain(
        `Saved pages in ${path.resolve(CORPUS_DIR!, "pages")}: 5 sources have one`,
      );
      expect(first.code).toBe(0);
      const again = await cli(["sources", "import-dp", file]);
      expect(again.stdout).toContain("263 imported (0 added, 0 updated, 263 unchanged)");
      const list = await cli(["sources", "list", "--json"]);
      const mauritius = (
        JSON.parse(list.stdout) as {
          url: string;
          enabled: boolean;
          render: boolean;
          disabledReason: string;
        }[]
      ).filter((s) => s.url.includes("govmu.org"));
      // Two javascript listings: one complete, read rendered; one without a link selector, off.
      expect(mauritius.map((s) => [s.render, s.enabled]).sort()).toEqual([
        [true, false],
        [true, true],
      ]);
      expect(mauritius.find((s) => !s.enabled)!.disabledReason).toContain('no "link" selector');

      // Per source with a saved page, whether its selectors still match it.
      const pages = path.join(CORPUS_DIR!, "pages");
      const checked = await cli(["sources", "import-dp", file, "--pages", pages]);
      expect(checked.code).toBe(0);
      expect(checked.stdout).toContain(
        `Saved pages in ${pages}: 5 sources have one; the selectors of 1 do not match (11 checks, 0 pages of no source).`,
      );
      const out = checked.stdout.split("\n");
      const belarus = out.findIndex((l) =>
        /^ {2}dp-by-\w+ {2}https:\/\/mfa\.gov\.by\/en\/press\/statements$/.test(l),
      );
      expect(out.slice(belarus + 1, belarus + 3)).toEqual([
        expect.stringMatching(
          /^ {4}b7b71aff55bfca76\.html \(article\): body found, \d+ characters \(by the body selector\)$/,
        ),
        "    belarus.html (listing): matched 10 items, 5 with a link",
      ]);
      expect(checked.stdout).toMatch(
        /^ {4}2021\.html \(article of the same site, listing not known\): selectors do not match: the body selector matched nothing/m,
      );
      expect(checked.stdout).toContain(
        "    press-release.html (listing): matched 293 items, 293 with a link",
      );
    },
  );
});
