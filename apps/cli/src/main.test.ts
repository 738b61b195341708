import { writeFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { type CliRun, cliDuringTests } from "../test/cli-harness";

/**
 * Runs the real CLI against a test database: `main(argv, io)` in this process, and once as its own
 * process, as `npm run cli` runs it. All records are FICTIONAL.
 */

const SUMMARY = /(\d+) added, (\d+) updated, (\d+) unchanged, (\d+) rejected\.$/m;

const harness = cliDuringTests("communique-cli-test-");
const cli = harness.run;
type Run = CliRun;

/** The four counts of the summary line, or null when there is none. */
function counts(run: Run): number[] | null {
  const match = SUMMARY.exec(run.stdout);
  return match ? match.slice(1).map(Number) : null;
}

function fictional(id: string, overrides: Record<string, unknown> = {}): string {
  return JSON.stringify({
    id,
    country: "SN",
    language: "fr",
    date: "2024-05-02",
    title: `Communiqué fictif ${id}`,
    body: `Texte fictif ${id} : le ministère de la Verdanie a annoncé l'ouverture d'un bureau côtier.`,
    ...overrides,
  });
}

async function write(name: string, lines: string[], gzip = false): Promise<string> {
  const file = path.join(harness.dir, name);
  const text = `${lines.join("\n")}\n`;
  await writeFile(file, gzip ? gzipSync(text) : text);
  return file;
}

async function sources(): Promise<Record<string, string>> {
  const { rows } = await harness.db.pool.query<{ id: string; source: string }>(
    "SELECT id, source FROM statements ORDER BY id",
  );
  return Object.fromEntries(rows.map((r) => [r.id, r.source]));
}

describe("communique CLI", { timeout: 60_000 }, () => {
  it("runs as its own process, as npm run cli does: usage, an import, its exit codes", async () => {
    // Which heavy packages (the browser, the HTML parser, the HTTP client, PDF) a process loaded.
    const watched = ["--import", "./apps/cli/test/heavy-packages-hook.mjs"];
    const help = await harness.start(["--help"], {}, watched).done;
    expect(help.code).toBe(0);
    expect(help.stdout).toContain("Communiqué command line");
    expect(help.stderr).toContain("heavy packages loaded: none");
    const unknown = await harness.start(["export"]).done;
    expect(unknown.code).toBe(64);
    expect(unknown.stderr).toContain('Unknown command "export"');
    const file = await write("process.ndjson", [fictional("fx-cli-process-1"), '{"id": "fx-cli-broken"']);
    const imported = await harness.start(["import", file], {}, watched).done;
    expect(imported.code, imported.stderr).toBe(2);
    // An import needs none of the crawler's packages, and loads none.
    expect(imported.stderr).toContain("heavy packages loaded: none");
    expect(counts(imported)).toEqual([1, 0, 0, 1]);
    expect(imported.stderr).toMatch(/^line 2: invalid JSON: /m);
    expect(await sources()).toMatchObject({ "fx-cli-process-1": "import" });
  });

  it("prints its usage with --help and exits 0", async () => {
    const run = await cli(["--help"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("Communiqué command line");
    expect(run.stdout).toContain("import <file> [--source <name>]");
    expect(run.stdout).toContain("docs/import-format.md");
  });

  it("exits 64 on a usage error: no command, no file, two files, unknown command or option", async () => {
    const runs = await Promise.all([
      cli([]),
      cli(["import"]),
      cli(["import", "a.ndjson", "b.ndjson"]),
      cli(["export", "a.ndjson"]),
      cli(["import", "a.ndjson", "--fictional-option"]),
    ]);
    expect(runs.map((r) => r.code)).toEqual([64, 64, 64, 64, 64]);
    expect(runs[1]!.stderr).toContain("Usage: npm run cli -- import <file>");
    expect(runs[3]!.stderr).toContain('Unknown command "export"');
    expect(runs[4]!.stderr).toMatch(/fictional-option/);
  });

  it("exits 66 when the file cannot be read", async () => {
    const missing = await cli(["import", path.join(harness.dir, "no-such-file.ndjson")]);
    expect(missing.code).toBe(66);
    expect(missing.stderr).toContain(`Cannot read ${path.join(harness.dir, "no-such-file.ndjson")}`);
    const directory = await cli(["import", harness.dir]);
    expect(directory.code).toBe(66);
    expect(directory.stderr).toContain(`Cannot read ${harness.dir}`);
  });

  it("imports a file, prints the summary and exits 0; a second run changes nothing", async () => {
    const file = await write("good.ndjson.gz", [fictional("fx-cli-1"), fictional("fx-cli-2")], true);
    const first = await cli(["import", file]);
    expect(first.stderr).toBe("");
    expect(first.code).toBe(0);
    expect(first.stdout).toContain(`Imported ${file} in `);
    expect(counts(first)).toEqual([2, 0, 0, 0]);

    const second = await cli(["import", file]);
    expect(second.code).toBe(0);
    expect(counts(second)).toEqual([0, 0, 2, 0]);
    expect(await sources()).toMatchObject({ "fx-cli-1": "import", "fx-cli-2": "import" });
  });

  it("prints every rejected line with its number on stderr, keeps the good ones and exits 2", async () => {
    const file = await write("mixed.ndjson", [
      fictional("fx-cli-3"),
      '{"id": "fx-cli-broken"',
      "",
      fictional("fx-cli-4", { country: "ZZ" }),
      fictional("fx-cli-5", { date: "2024-02-30" }),
      fictional("fx-cli-1", {
        body: "Texte fictif corrigé : le bureau côtier de la Verdanie ouvrira en juin.",
      }),
    ]);
    const run = await cli(["import", file, "--source", "fictional-feed"]);
    expect(run.code).toBe(2);
    expect(counts(run)).toEqual([1, 1, 0, 3]);
    const rejected = run.stderr.split("\n").filter((line) => line.startsWith("line "));
    expect(rejected).toEqual([
      expect.stringMatching(/^line 2: invalid JSON: /),
      'line 4: country: unknown country or organisation "ZZ"',
      'line 5: date: "2024-02-30" is not a real date',
    ]);
    expect(run.stdout).not.toContain("line 2");
    expect(await sources()).toMatchObject({ "fx-cli-1": "fictional-feed", "fx-cli-3": "fictional-feed" });
    expect(await sources()).not.toHaveProperty("fx-cli-4");
  });

  it("exits 1 on any other failure, with a message", async () => {
    const text = Array.from({ length: 3000 }, (_, i) => fictional(`fx-cli-trunc-${i}`)).join("\n");
    const gz = gzipSync(text);
    const file = path.join(harness.dir, "truncated.ndjson.gz");
    await writeFile(file, gz.subarray(0, Math.floor(gz.length / 2)));
    const truncated = await cli(["import", file]);
    expect(truncated.code).toBe(1);
    expect(truncated.stderr).toContain("unexpected end of file");
    expect(counts(truncated)).toBeNull();

    const good = await write("another.ndjson", [fictional("fx-cli-6")]);
    const badEnv = await cli(["import", good], { DATABASE_URL: "mysql://fictional.example/db" });
    expect(badEnv.code).toBe(1);
    expect(badEnv.stderr).toContain("DATABASE_URL: must start with postgres://");
  });
});
