import { writeFile } from "node:fs/promises";
import path from "node:path";
import { writeConcepts } from "@communique/store";
import { describe, expect, it } from "vitest";
import { type CliRun, cliDuringTests } from "../../test/cli-harness";

/** Runs the real CLI, as `npm run cli` does, against a test database. All concepts are FICTIONAL. */

const harness = cliDuringTests("communique-cli-terms-");
const cli = harness.run;

const SUMMARY = /: (\d+) concepts? read, (\d+) added, (\d+) updated, (\d+) unchanged, (\d+) refused\.$/m;

/** Read, added, updated, unchanged, refused; null when there is no summary. */
function counts(run: CliRun): number[] | null {
  const match = SUMMARY.exec(run.stdout);
  return match ? match.slice(1).map(Number) : null;
}

const refusals = (run: CliRun) => run.stderr.split("\n").filter((line) => line.startsWith("line "));

async function write(name: string, content: string): Promise<string> {
  const file = path.join(harness.dir, name);
  await writeFile(file, content);
  return file;
}

const CSV = [
  "id,ar,zh,en,fr,ru,es,en_alt,domain",
  "fx/blue-corridor,الممر الأزرق,蓝色走廊,blue corridor,corridor bleu,голубой коридор,corredor azul,blue lane|blue route,transport",
  "fx/half,الممر,走廊,half corridor,demi-couloir,,,,",
  ',الرصيف الأخضر,绿色码头,"green dock, east",quai vert,зеленый причал,muelle verde,"green',
  'quay",ports',
  "fx/common,الرصيف,码头,of the,quai,причал,muelle,,",
  "fx/grey-zone,المنطقة الرمادية,灰色区域,grey zone,zone grise,серая зона,zona gris,,",
].join("\r\n");

/** A TBX file of fictional entries: `[id, english terms, subject field?]`. */
function tbx(entries: [string, string[], string?][]): string {
  const others: [string, string][] = [
    ["ar-SA", "مصطلح"],
    ["zh-Hans", "术语"],
    ["fr-FR", "terme"],
    ["ru-RU", "термин"],
    ["es-ES", "término"],
  ];
  const body = entries.map(
    ([id, english, field]) => `    <termEntry id="${id}">
      ${field ? `<descrip type="subjectField">${field}</descrip>` : ""}
      <langSet xml:lang="en-US">${english.map((t) => `<tig><term>${t}</term></tig>`).join("")}</langSet>
${others.map(([tag, term]) => `      <langSet xml:lang="${tag}"><tig><term>${term} ${id}</term></tig></langSet>`).join("\n")}
    </termEntry>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<martif type="TBX" xml:lang="en">
  <martifHeader><fileDesc><titleStmt><title>Fictional termbase</title></titleStmt></fileDesc></martifHeader>
  <text><body>
${body.join("\n")}
  </body></text>
</martif>
`;
}

describe("communique terms import", { timeout: 120_000 }, () => {
  it("exits 64 on a usage error and 66 on a file it cannot read", async () => {
    const runs = await Promise.all([
      cli(["terms", "export", "x.csv"]),
      cli(["terms", "import", "terms.json"]),
      cli(["terms", "import", "terms.csv", "--format", "xlsx"]),
      cli(["import", "statements.ndjson", "--dry-run"]),
      cli(["terms", "import", path.join(harness.dir, "no-such-file.csv")]),
    ]);
    expect(runs.map((r) => r.code)).toEqual([64, 64, 64, 64, 66]);
    expect(runs[0]!.stderr).toContain('Unknown terms command "export"');
    expect(runs[0]!.stderr).toContain(
      "Usage: npm run cli -- terms import <file> [--format csv|tbx] [--dry-run]",
    );
    expect(runs[1]!.stderr).toContain("Cannot tell the format of terms.json from its extension");
    expect(runs[2]!.stderr).toContain('--format must be csv or tbx, not "xlsx".');
    expect(runs[3]!.stderr).toContain("--format and --dry-run are options of terms import only.");
    expect(runs[4]!.stderr).toContain("Cannot read");
    const help = await cli(["--help"]);
    expect(help.stdout).toContain("terms import <file>");
  });

  it("imports a CSV file: good rows kept, refused ones reported with their line (exit 2); twice changes nothing", async () => {
    const file = await write("fictional.csv", `\uFEFF${CSV}\r\n`);
    const dry = await cli(["terms", "import", file, "--dry-run"]);
    expect(dry.code).toBe(2);
    expect(counts(dry)).toEqual([5, 3, 0, 0, 2]);
    expect(dry.stdout).toContain("Dry run: nothing was written.");
    const { rows: none } = await harness.db.pool.query(
      "SELECT id FROM term_concepts WHERE origin = 'imported'",
    );
    expect(none).toEqual([]);

    const first = await cli(["terms", "import", file]);
    expect(first.code).toBe(2);
    expect(first.stdout).toContain(
      `Terminology from ${file} (CSV): 5 concepts read, 3 added, 0 updated, 0 unchanged, 2 refused.`,
    );
    expect(refusals(first)).toEqual([
      "line 3 (fx/half): no term in ru, es",
      "line 6 (fx/common): en “of the” has only words too common to be indexed",
    ]);
    const { rows } = await harness.db.pool.query(
      `SELECT c.id, c.domain, c.source, string_agg(t.term, '|' ORDER BY t.rank) AS english
         FROM term_concepts c JOIN terms t ON t.concept_id = c.id AND t.language = 'en'
        WHERE c.origin = 'imported' GROUP BY c.id ORDER BY c.id`,
    );
    expect(rows).toEqual([
      {
        id: "fx/blue-corridor",
        domain: "transport",
        source: "fictional.csv",
        english: "blue corridor|blue lane|blue route",
      },
      { id: "fx/grey-zone", domain: null, source: "fictional.csv", english: "grey zone" },
      {
        id: "imported/green-dock-east",
        domain: "ports",
        source: "fictional.csv",
        english: "green dock, east|green quay",
      },
    ]);

    const again = await cli(["terms", "import", file]);
    expect(again.code).toBe(2);
    expect(counts(again)).toEqual([5, 0, 0, 3, 2]);

    await write("fictional.csv", CSV.replace("blue lane|blue route", "blue lane"));
    expect(counts(await cli(["terms", "import", file]))).toEqual([5, 0, 1, 2, 2]);
  });

  it("imports a TBX file: a term of another imported concept is refused, one of the shipped terminology allowed", async () => {
    await writeConcepts(
      harness.db.pool,
      [
        {
          id: "fx-shipped/red-harbour",
          terms: {
            ar: ["ميناء"],
            zh: ["港口"],
            en: ["red harbour"],
            fr: ["port"],
            ru: ["гавань"],
            es: ["puerto"],
          },
          source: "fictional shipped file",
        },
      ],
      "bundled",
    );
    const text = tbx([
      ["fx-t1", ["red harbour", "scarlet harbour"], "ports"],
      ["fx-t2", ["Blue Lane"]],
      ["fx-t3", ["white pier"]],
    ]);
    const file = await write("fictional.tbx", text);
    const line = text.slice(0, text.indexOf('<termEntry id="fx-t2"')).split("\n").length;
    const run = await cli(["terms", "import", file]);
    expect(run.code).toBe(2);
    expect(counts(run)).toEqual([3, 2, 0, 0, 1]);
    expect(run.stdout).toContain(`Terminology from ${file} (TBX):`);
    expect(refusals(run)).toEqual([
      `line ${line} (fx-t2): en “Blue Lane” is already a term of “fx/blue-corridor”`,
    ]);
    const { rows } = await harness.db.pool.query(
      "SELECT id, origin, domain, source FROM term_concepts WHERE id LIKE 'fx-t%' ORDER BY id",
    );
    expect(rows).toEqual([
      { id: "fx-t1", origin: "imported", domain: "ports", source: "Fictional termbase" },
      { id: "fx-t3", origin: "imported", domain: null, source: "Fictional termbase" },
    ]);

    const good = await write(
      "good.xml",
      tbx([
        ["fx-t1", ["red harbour", "scarlet harbour"], "ports"],
        ["fx-t3", ["white pier"]],
      ]),
    );
    const clean = await cli(["terms", "import", good]);
    expect(clean.code).toBe(0);
    expect(clean.stderr).toBe("");
    expect(counts(clean)).toEqual([2, 0, 0, 2, 0]);
  });

  it("reports broken XML with its line and column, keeping the entries before it", async () => {
    const text = tbx([
      ["fx-b1", ["violet road"]],
      ["fx-b2", ["amber road"]],
      ["fx-b3", ["teal road"]],
    ]).replace("<term>amber road</term>", "<term>amber road</trm>");
    const file = await write("broken.tbx", text);
    const run = await cli(["terms", "import", file]);
    expect(run.code).toBe(2);
    expect(counts(run)).toEqual([1, 1, 0, 0, 0]);
    const line = text.slice(0, text.indexOf("</trm>")).split("\n").length;
    expect(refusals(run)).toEqual([
      expect.stringMatching(
        new RegExp(`^line ${line}: not well-formed XML at column \\d+: Expected closing tag 'term' .*'trm'`),
      ),
    ]);
  });
});
