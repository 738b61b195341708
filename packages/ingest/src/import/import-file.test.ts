import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { getStatement, writeStatements } from "@communique/store";
import { createTestDatabase, type TestDatabase } from "@communique/store/testing";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { repairMojibake } from "../text/repair-mojibake";
import {
  DatabaseFailedError,
  type ImportOptions,
  type ImportProgress,
  importFile,
  type RejectedLine,
} from "./import-file";
import { toStatement } from "./to-statement";

/**
 * Every record here is FICTIONAL: invented ministries ("Verdania", "Solmaris"), invented events,
 * titles that say so. Country codes are real only because the reference table requires them.
 */

/** A fixed "now", so that "future" means the same thing on every run. */
const NOW = new Date("2025-06-15T12:00:00Z");

let db: TestDatabase;
let dir: string;
let fileCount = 0;

beforeAll(async () => {
  db = await createTestDatabase();
  dir = await mkdtemp(path.join(tmpdir(), "communique-import-test-"));
});

afterAll(async () => {
  await db?.drop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

beforeEach(async () => {
  await db.pool.query("TRUNCATE statements CASCADE");
});

type Line = Record<string, unknown> | string;

/** Writes lines (objects are JSON-encoded, strings written as they are) to a new temporary file. */
async function writeLines(lines: Line[], options: { gzip?: boolean; name?: string } = {}): Promise<string> {
  const text = `${lines.map((line) => (typeof line === "string" ? line : JSON.stringify(line))).join("\n")}\n`;
  const file = path.join(dir, options.name ?? `import-${++fileCount}.ndjson${options.gzip ? ".gz" : ""}`);
  await writeFile(file, options.gzip ? gzipSync(text) : text);
  return file;
}

async function importLines(lines: Line[], options: ImportOptions & { gzip?: boolean } = {}) {
  const { gzip, ...importOptions } = options;
  return importFile(db.pool, await writeLines(lines, { gzip }), { now: NOW, ...importOptions });
}

function fictional(id: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id,
    country: "FR",
    language: "en",
    date: "2024-03-12",
    title: `Fictional test release ${id}: Verdania opens a coastal office`,
    body: `Fictional test text for ${id}. The ministry of Verdania announced a new coastal office for fisheries cooperation.`,
    url: `https://ministry.example/releases/${id}`,
    ...overrides,
  };
}

/** Every column a reader or the search sees, as text, so two snapshots compare byte for byte. */
async function snapshot() {
  const { rows } = await db.pool.query(
    `SELECT s.id, s.country_code, s.source, s.url, s.title, s.body, s.language, s.date_start::text,
            s.date_end::text, s.date_precision, s.year, s.meta::text, s.content_hash, s.fetched_at::text,
            s.indexed_at::text, x.search_vector::text, x.facet, x.period
       FROM statements s JOIN statement_search x ON x.sid = s.sid ORDER BY s.id`,
  );
  return rows;
}

async function row(id: string) {
  const { rows } = await db.pool.query(
    `SELECT id, country_code, source, url, title, body, language, date_start::text AS date_start,
            date_end::text AS date_end, date_precision, year, meta, indexed_at::text AS indexed_at
       FROM statements WHERE id = $1`,
    [id],
  );
  return rows[0];
}

async function ids(): Promise<string[]> {
  const { rows } = await db.pool.query<{ id: string }>("SELECT id FROM statements ORDER BY id");
  return rows.map((r) => r.id);
}

describe("importFile: counts and rejections", () => {
  it("keeps every good line and reports every bad one with its number and the field at fault", async () => {
    const lines: Line[] = [
      /* 1 */ fictional("fx-good-1"),
      /* 2 */ '{"id": "fx-broken", "country": "FR",',
      /* 3 */ "[1, 2, 3]",
      /* 4 */ fictional("fx-no-title", { title: undefined }),
      /* 5 */ fictional("fx-unknown-country", { country: "ZZ" }),
      /* 6 */ fictional("fx-feb-30", { date: "2024-02-30" }),
      /* 7 */ fictional("fx-future", { date: "2025-06-20" }),
      /* 8 */ fictional("fx-undetectable", {
        language: undefined,
        title: "Fiktive Erklärung des Außenministeriums",
        body: "Das Außenministerium der Republik Verdanien hat heute die Eröffnung einer neuen Botschaft in der Küstenstadt bekannt gegeben.",
      }),
      /* 9 */ fictional("fx-bad-url", { url: "not a url" }),
      /* 10 */ "",
      /* 11 */ "   ",
      /* 12 */ fictional("fx-good-2", { country: "ES", date: "2024-02" }),
      /* 13 */ "null",
      /* 14 */ '"just a string"',
      /* 15 */ fictional("fx-ftp-url", { url: "ftp://ministry.example/release" }),
      /* 16 */ fictional("fx-short-date", { date: "24-03-12" }),
      /* 17 */ fictional("fx-german", { language: "de" }),
      /* 18 */ fictional("fx-empty-body", { body: "   " }),
      /* 19 */ fictional("fx-good-3", { country: "FRA", date: "2023" }),
    ];
    const reported: RejectedLine[] = [];
    const summary = await importLines(lines, { onRejected: (r) => reported.push(r) });

    expect(summary).toMatchObject({ lines: 19, added: 3, updated: 0, unchanged: 0, rejected: 14 });
    expect(summary.rejections.map((r) => r.line)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 13, 14, 15, 16, 17, 18]);
    expect(reported).toEqual(summary.rejections);
    const reasons = new Map(summary.rejections.map((r) => [r.line, r.reason]));
    expect(reasons.get(2)).toMatch(/^invalid JSON: /);
    expect(reasons.get(3)).toBe("not a JSON object");
    expect(reasons.get(4)).toMatch(/^title: /);
    expect(reasons.get(5)).toBe('country: unknown country or organisation "ZZ"');
    expect(reasons.get(6)).toBe('date: "2024-02-30" is not a real date');
    expect(reasons.get(7)).toBe("date: 2025-06-20 is in the future");
    expect(reasons.get(8)).toMatch(/^language: not given, and not recognised/);
    expect(reasons.get(9)).toMatch(/^url: /);
    expect(reasons.get(13)).toBe("not a JSON object");
    expect(reasons.get(14)).toBe("not a JSON object");
    expect(reasons.get(15)).toMatch(/^url: /);
    expect(reasons.get(16)).toBe("date: must be YYYY, YYYY-MM or YYYY-MM-DD");
    expect(reasons.get(17)).toMatch(/^language: /);
    expect(reasons.get(18)).toMatch(/^body: /);

    expect(await ids()).toEqual(["fx-good-1", "fx-good-2", "fx-good-3"]);
    expect(await row("fx-good-3")).toMatchObject({ country_code: "FR", date_precision: "year" });
  });

  it("ignores blank lines but still counts them in the line numbers", async () => {
    const summary = await importLines(["", fictional("fx-a"), "", "\t", fictional("fx-b"), "", "not json"]);
    expect(summary).toMatchObject({ lines: 7, added: 2, rejected: 1 });
    expect(summary.rejections).toEqual([{ line: 7, reason: expect.stringMatching(/^invalid JSON/) }]);
  });

  it("accepts a date up to today in the time zone furthest ahead of UTC, not after", async () => {
    // NOW is 2025-06-15 12:00 UTC: already 2025-06-16 in UTC+14, never 2025-06-17 anywhere.
    const summary = await importLines([
      fictional("fx-today", { date: "2025-06-15" }),
      fictional("fx-tomorrow-somewhere", { date: "2025-06-16" }),
      fictional("fx-day-after", { date: "2025-06-17" }),
      fictional("fx-this-month", { date: "2025-06" }),
      fictional("fx-next-month", { date: "2025-07" }),
      fictional("fx-next-year", { date: "2026" }),
    ]);
    expect(summary).toMatchObject({ added: 3, rejected: 3 });
    expect(summary.rejections.map((r) => r.line)).toEqual([3, 5, 6]);
    for (const r of summary.rejections) expect(r.reason).toMatch(/^date: .* is in the future$/);
  });

  it("reads gzip by its content, whatever the file is called", async () => {
    const gzipNamedPlain = await writeLines([fictional("fx-gz-1"), fictional("fx-gz-2")], {
      gzip: true,
      name: "looks-plain.ndjson",
    });
    const plainNamedGzip = await writeLines([fictional("fx-plain-1")], { name: "looks-gzipped.jsonl.gz" });
    expect(await importFile(db.pool, gzipNamedPlain, { now: NOW })).toMatchObject({ added: 2, rejected: 0 });
    expect(await importFile(db.pool, plainNamedGzip, { now: NOW })).toMatchObject({ added: 1, rejected: 0 });
    expect(await ids()).toEqual(["fx-gz-1", "fx-gz-2", "fx-plain-1"]);
  });

  it("fails, rather than stops quietly, on a truncated gzip file", async () => {
    const text = Array.from({ length: 2000 }, (_, i) => JSON.stringify(fictional(`fx-trunc-${i}`))).join(
      "\n",
    );
    const gz = gzipSync(text);
    const file = path.join(dir, "truncated.ndjson.gz");
    await writeFile(file, gz.subarray(0, Math.floor(gz.length / 2)));
    await expect(importFile(db.pool, file, { now: NOW })).rejects.toThrow(/unexpected end of file/);
    // Writes already under way finish before the failure is reported: nothing lands afterwards.
    const count = async () => (await db.pool.query("SELECT count(*)::int AS n FROM statements")).rows[0].n;
    const atFailure = await count();
    expect(atFailure).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await count()).toBe(atFailure);
  });
});

describe("importFile: idempotence and updates", () => {
  const records = [
    fictional("fx-idem-1"),
    fictional("fx-idem-2", {
      country: "SN",
      language: undefined,
      date: "2024-01",
      title: "Communiqué fictif",
      body: "Le ministère de la Verdanie a annoncé aujourd'hui l'ouverture d'un bureau côtier pour la coopération.",
    }),
    fictional("fx-idem-3", { country: "eu", date: "2022", meta: { fictional: true, tags: ["a", "b"] } }),
    fictional("fx-idem-4", {
      country: "MX",
      language: "es",
      title: "Comunicado ficticio",
      body: "El ministerio de Verdania anunció hoy la apertura de una oficina costera.",
      url: undefined,
    }),
    {
      country: "JP",
      date: "2024-03-01",
      title: "Fictional note without id or url",
      body: "Fictional text: the ministry of Solmaris welcomed the visiting delegation today.",
    },
  ];

  it("re-importing the same file adds, updates and rewrites nothing", async () => {
    const file = await writeLines(records, { gzip: true });
    const first = await importFile(db.pool, file, { now: NOW });
    expect(first).toMatchObject({ lines: 5, added: 5, updated: 0, unchanged: 0, rejected: 0 });
    const before = await snapshot();
    expect(before).toHaveLength(5);

    // Another day: were any row rewritten, its fetched_at and indexed_at would change.
    const second = await importFile(db.pool, file, { now: new Date("2025-06-20T08:00:00Z") });
    expect(second).toMatchObject({ lines: 5, added: 0, updated: 0, unchanged: 5, rejected: 0 });
    expect(await snapshot()).toEqual(before);
  });

  it("derives a stable id when a line has none", async () => {
    await importLines(records);
    const derived = (await ids()).filter((id) => !id.startsWith("fx-"));
    expect(derived).toHaveLength(1);
    expect(derived[0]).toMatch(/^cq-[0-9a-f]{20}$/);
    expect(await importLines(records)).toMatchObject({ added: 0, unchanged: 5 });
    expect((await ids()).filter((id) => !id.startsWith("fx-"))).toEqual(derived);
  });

  it("counts a line whose body changed as updated and rewrites only that row", async () => {
    await importLines(records);
    const before = await row("fx-idem-1");
    const unchangedBefore = await row("fx-idem-3");
    const changed = records.map((r) =>
      r.id === "fx-idem-1"
        ? { ...r, body: "Fictional test text, corrected: the coastal office opens next week." }
        : r,
    );
    const summary = await importLines(changed);
    expect(summary).toMatchObject({ added: 0, updated: 1, unchanged: 4, rejected: 0 });
    const after = await row("fx-idem-1");
    expect(after.body).toBe("Fictional test text, corrected: the coastal office opens next week.");
    expect(after.indexed_at > before.indexed_at).toBe(true);
    expect((await row("fx-idem-3")).indexed_at).toBe(unchangedBefore.indexed_at);
  });
});

describe("importFile: mapping", () => {
  it("stores a year-only date as a year, never as 1 January", async () => {
    await importLines([
      fictional("fx-year", { date: "2023" }),
      fictional("fx-month", { date: "2024-02" }),
      fictional("fx-day", { date: "2024-02-29" }),
    ]);
    expect(await row("fx-year")).toMatchObject({
      date_start: "2023-01-01",
      date_end: "2023-12-31",
      date_precision: "year",
      year: 2023,
    });
    expect(await row("fx-month")).toMatchObject({
      date_start: "2024-02-01",
      date_end: "2024-02-29",
      date_precision: "month",
    });
    expect(await row("fx-day")).toMatchObject({
      date_start: "2024-02-29",
      date_end: "2024-02-29",
      date_precision: "day",
    });
    const statement = await getStatement(db.pool, "fx-year", "en");
    expect(statement).toMatchObject({ date: "2023", datePrecision: "year" });
  });

  it("detects the language when absent, and keeps the one given", async () => {
    await importLines([
      fictional("fx-detect-fr", {
        language: undefined,
        title: "Communiqué fictif du ministère de la Verdanie",
        body: "Le ministère des Affaires étrangères de la République de Verdanie a annoncé aujourd'hui l'ouverture d'une nouvelle ambassade dans la ville côtière.",
      }),
      fictional("fx-detect-es", {
        language: undefined,
        title: "Comunicado ficticio",
        body: "El Ministerio de Relaciones Exteriores de la República de Verdania anunció hoy la apertura de una nueva embajada en la ciudad costera.",
      }),
      fictional("fx-given-fr", { language: "fr" }),
    ]);
    expect((await row("fx-detect-fr")).language).toBe("fr");
    expect((await row("fx-detect-es")).language).toBe("es");
    expect((await row("fx-given-fr")).language).toBe("fr");
  });

  it("lets the later line win when an id repeats in one file, without an error", async () => {
    const summary = await importLines([
      fictional("fx-twice", { title: "Fictional first version" }),
      fictional("fx-other"),
      fictional("fx-twice", { title: "Fictional second version" }),
    ]);
    expect(summary).toMatchObject({ added: 2, updated: 1, unchanged: 0, rejected: 0 });
    expect((await row("fx-twice")).title).toBe("Fictional second version");
  });

  it("lets the later line win when an id repeats in a later batch, while the earlier batch is still being written", async () => {
    // The earlier batch is slow to index (long bodies) and has the id last; the later batch is
    // quick and has it first: written side by side, the earlier line would land last.
    const long = "Fictional filler sentence about the coastal fisheries office of Verdania. ".repeat(1500);
    const earlier = Array.from({ length: 19 }, (_, i) => fictional(`fx-slow-${i}`, { body: long + i }));
    const lines: Line[] = [
      ...earlier,
      fictional("fx-race", { title: "Fictional earlier version" }),
      fictional("fx-quick-1"),
      fictional("fx-race", { title: "Fictional later version" }),
    ];
    const summary = await importLines(lines, { batchSize: 20 });
    expect(summary).toMatchObject({ added: 21, updated: 1, rejected: 0 });
    expect((await row("fx-race")).title).toBe("Fictional later version");
  });

  it("repairs mojibake and removes NUL characters", async () => {
    await importLines([
      fictional("fx-mojibake", {
        title: "Fictional release â€” Verdania",
        body: "Fictional text: the dÃ©lÃ©gation of Verdania â€œwelcomesâ€\u009d the talks.",
      }),
      fictional("fx-nul", {
        title: "Fictional\u0000 title",
        body: "Fictional text\u0000 with a NUL\u0000 inside.",
      }),
    ]);
    expect(await row("fx-mojibake")).toMatchObject({
      title: "Fictional release — Verdania",
      body: "Fictional text: the délégation of Verdania “welcomes” the talks.",
    });
    expect(await row("fx-nul")).toMatchObject({
      title: "Fictional title",
      body: "Fictional text with a NUL inside.",
    });
  });

  it("uses the source given on the line, else the import's, else 'import', and keeps meta", async () => {
    await importLines([fictional("fx-src-line", { source: "verdania-feed", meta: { fictional: 1 } })], {
      source: "cli-source",
    });
    await importLines([fictional("fx-src-option")], { source: "cli-source" });
    await importLines([fictional("fx-src-default")]);
    expect(await row("fx-src-line")).toMatchObject({ source: "verdania-feed", meta: { fictional: 1 } });
    expect(await row("fx-src-option")).toMatchObject({ source: "cli-source", meta: {} });
    expect(await row("fx-src-default")).toMatchObject({
      source: "import",
      url: "https://ministry.example/releases/fx-src-default",
    });
  });
});

describe("importFile: UN General Debate Corpus lines", () => {
  /** Shaped like the corpus (same field names), but invented. */
  function ungdc(iso3: string, iso2: string | null, country: string, session: number, year: number) {
    const text = `Fictional test speech by the delegation of ${country}. Mr. President, the fictional delegation of Verdania congratulates you.`;
    return {
      id: `UNGDC-${iso3}-${session}-${year}-FICTIONAL`,
      source: "UNGDC",
      iso3,
      iso2,
      country,
      un_member_today: iso2 !== null,
      un_regional_group: null,
      session,
      year,
      date: null,
      language: "en",
      doc_type: "general_debate_statement",
      speaker_name: "Fictional Speaker",
      speaker_post: null,
      title_generated: `Statement by ${country} at the General Debate of the ${session}th session of the UN General Assembly (${year})`,
      text,
      n_chars: text.length,
    };
  }

  it("maps year, country, former states and the EU, and invents no URL", async () => {
    const lines = [
      ungdc("FRA", "FR", "France", 74, 2019),
      ungdc("EU", null, "European Union", 70, 2015),
      ungdc("YUG", null, "Yugoslavia", 40, 1985),
      ungdc("XYZ", null, "Nowhere", 70, 2015),
      {
        ...ungdc("BRA", "BR", "Brazil", 79, 2024),
        text: "Fictional â€” mended text of the fictional speech of Verdania.",
      },
    ];
    const summary = await importLines(lines);
    expect(summary).toMatchObject({ added: 4, rejected: 1 });
    expect(summary.rejections).toEqual([{ line: 4, reason: 'iso3: unknown country "XYZ" (Nowhere)' }]);

    expect(await row("UNGDC-FRA-74-2019-FICTIONAL")).toMatchObject({
      country_code: "FR",
      source: "ungdc",
      url: null,
      language: "en",
      title:
        "Statement by France at the General Debate of the 74th session of the UN General Assembly (2019)",
      date_start: "2019-01-01",
      date_end: "2019-12-31",
      date_precision: "year",
      year: 2019,
      meta: {
        corpus: "UN General Debate Corpus",
        session: 74,
        speakerName: "Fictional Speaker",
        speakerPost: null,
        titleGenerated: true,
      },
    });
    expect(await row("UNGDC-EU-70-2015-FICTIONAL")).toMatchObject({
      country_code: "eu",
      date_precision: "year",
    });
    expect(await row("UNGDC-YUG-40-1985-FICTIONAL")).toMatchObject({
      country_code: "YU",
      date_start: "1985-01-01",
      date_end: "1985-12-31",
    });
    expect((await row("UNGDC-BRA-79-2024-FICTIONAL")).body).toBe(
      "Fictional — mended text of the fictional speech of Verdania.",
    );
    expect(await importLines(lines)).toMatchObject({ added: 0, updated: 0, unchanged: 4, rejected: 1 });
  });

  /** A fictional speech written as the corpus writes them: one line break ends a paragraph. */
  const SPEECH = [
    "Mr. President, the fictional delegation of Verdania congratulates you.  ",
    "### Fictional section on lighthouses",
    "12. The fictional lighthouses of Verdania were repainted.\r",
    "",
    "- Solmaris, a word cut by a fictional scan, and the dÃ©lÃ©gation â€” mended.",
    "Thank you, Mr. President.",
  ].join("\n");

  it("keeps the corpus's paragraphs: each line a paragraph, separated by a blank line", async () => {
    await importLines([{ ...ungdc("FRA", "FR", "France", 74, 2019), text: SPEECH }]);
    expect((await row("UNGDC-FRA-74-2019-FICTIONAL")).body).toBe(
      [
        "Mr. President, the fictional delegation of Verdania congratulates you.",
        "### Fictional section on lighthouses",
        "12. The fictional lighthouses of Verdania were repainted.",
        "- Solmaris, a word cut by a fictional scan, and the délégation — mended.",
        "Thank you, Mr. President.",
      ].join("\n\n"),
    );
  });

  it("updates a speech stored before paragraphs were kept, adds none, and indexes the same words", async () => {
    const line = { ...ungdc("FRA", "FR", "France", 74, 2019), text: SPEECH };
    const mapped = toStatement(line, NOW, "import");
    if (!mapped.ok) throw new Error(mapped.reason);
    // What the import stored before: the corpus's text, mended and trimmed, its line breaks single.
    const before = repairMojibake(SPEECH).trim();
    await writeStatements(db.pool, [{ ...mapped.statement, body: before }]);
    const vector = async () =>
      (
        await db.pool.query<{ v: string }>(
          "SELECT x.search_vector::text AS v FROM statements s JOIN statement_search x ON x.sid = s.sid WHERE s.id = $1",
          [line.id],
        )
      ).rows[0]?.v;
    const vectorBefore = await vector();

    expect(await importLines([line])).toMatchObject({ added: 0, updated: 1, unchanged: 0 });
    expect(await ids()).toEqual([line.id]);
    expect((await row(line.id)).body).toContain("you.\n\n### Fictional section");
    // Line breaks are white space to the index: the same words at the same positions.
    expect(await vector()).toBe(vectorBefore);
    expect(await importLines([line])).toMatchObject({ added: 0, updated: 0, unchanged: 1 });
  });
});

describe("importFile: a large file", () => {
  it("streams 20,000 gzipped lines with correct counts", { timeout: 180_000 }, async () => {
    const countries = ["FR", "ES", "MX", "SN", "JP", "KE", "BR", "eu"];
    const lines: string[] = [];
    for (let i = 0; i < 20_000; i++) {
      lines.push(
        JSON.stringify({
          id: `fx-bulk-${i}`,
          country: countries[i % countries.length],
          language: "en",
          date: `20${10 + (i % 14)}-0${1 + (i % 9)}-1${i % 10}`,
          title: `Fictional bulk release ${i}`,
          body: `Fictional bulk text number ${i} about the coastal office of Verdania.`,
        }),
      );
    }
    const file = path.join(dir, "bulk.ndjson.gz");
    await writeFile(file, gzipSync(`${lines.join("\n")}\n`));
    const progress: ImportProgress[] = [];
    const summary = await importFile(db.pool, file, { now: NOW, onProgress: (p) => progress.push(p) });
    expect(summary).toMatchObject({ lines: 20_000, added: 20_000, updated: 0, unchanged: 0, rejected: 0 });
    const last = progress.at(-1)!;
    expect(last).toMatchObject({ added: 20_000 });
    expect(last.bytesRead).toBe(last.bytesTotal);
    const { rows } = await db.pool.query<{ n: number }>("SELECT count(*)::int AS n FROM statements");
    expect(rows[0]!.n).toBe(20_000);
  });
});

describe("importFile: a database that fails during the import", () => {
  it("stops once with the database's reason, blames no line, and keeps what was written", async () => {
    const failing = await createTestDatabase();
    const name = new URL(failing.connectionString).pathname.slice(1);
    const lines = Array.from({ length: 3000 }, (_, i) => fictional(`fx-gone-${i}`));
    const file = await writeLines(lines);
    const rejected: RejectedLine[] = [];
    let killed: Promise<void> | undefined;
    let written = 0;
    try {
      const failure = await importFile(failing.pool, file, {
        now: NOW,
        batchSize: 10,
        onRejected: (r) => rejected.push(r),
        onProgress: (p) => {
          written = p.added;
          // After the first batches, the database stops taking connections and drops the open ones.
          // (Asked from this file's other database: a database cannot refuse its own session.)
          killed ??= (async () => {
            await db.pool.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
            await db.pool.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1", [
              name,
            ]);
          })();
        },
      }).then(
        () => undefined,
        (error: unknown) => error,
      );
      await killed;
      expect(failure).toBeInstanceOf(DatabaseFailedError);
      expect(rejected).toEqual([]);
      expect(written).toBeGreaterThan(0);
      expect(written).toBeLessThan(lines.length);
    } finally {
      await failing.drop();
    }
  });

  it("tells a row's fault from the database's", async () => {
    const { isRowError } = await import("./import-file");
    expect(isRowError({ code: "22021" })).toBe(true); // invalid byte sequence
    expect(isRowError({ code: "23505" })).toBe(true);
    expect(isRowError({ code: "54000" })).toBe(true); // a tsvector too long
    expect(isRowError({ code: "57P01" })).toBe(false); // the server shutting down
    expect(isRowError({ code: "08006" })).toBe(false);
    expect(isRowError({ code: "ECONNREFUSED" })).toBe(false);
    expect(isRowError(new Error("Connection terminated unexpectedly"))).toBe(false);
  });
});

describe("importFile: joint statements and language versions", () => {
  it("reads a joint statement's signatories and links a version by its title", async () => {
    const summary = await importLines([
      fictional("fx-imp-joint", {
        title: "Joint statement by the Foreign Ministers of France, Kenya and Japan on a fictional treaty",
      }),
      fictional("fx-imp-en", { title: "Statement on climate change and the protection of the oceans" }),
      fictional("fx-imp-fr", {
        language: "fr",
        title: "Déclaration sur les changements climatiques et la protection des océans",
        body: "Texte fictif : le ministère de Verdania appelle à agir contre les changements climatiques.",
      }),
    ]);
    expect(summary).toMatchObject({ added: 3, versionsLinked: 2 });
    const joint = await getStatement(db.pool, "fx-imp-joint", "en");
    expect(joint!.signatories!.map((s) => s.code)).toEqual(["FR", "KE", "JP"]);
    const en = await getStatement(db.pool, "fx-imp-en", "en");
    expect(en!.versions).toEqual([{ id: "fx-imp-fr", language: "fr", title: expect.any(String) }]);
    // Imported again, unchanged: nothing is written, nothing linked again.
    expect(
      await importLines([
        fictional("fx-imp-en", { title: "Statement on climate change and the protection of the oceans" }),
      ]),
    ).toMatchObject({ unchanged: 1, versionsLinked: 0 });
  });
});
