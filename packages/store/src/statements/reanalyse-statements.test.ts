import { readFileSync } from "node:fs";
import { normalizeForIndex } from "@communique/core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { openDatabase } from "../db/open-database";
import { REANALYSIS_LOCK, reanalyseStatements } from "./reanalyse-statements";
import { parseStatementDate } from "./statement-date";
import { type StatementInput, writeStatements } from "./write-statements";

/** FICTIONAL statements: the Republic of the Oases does not exist. */
function statement(
  id: string,
  language: StatementInput["language"],
  title: string,
  body: string,
): StatementInput {
  return {
    id,
    countryCode: "EG",
    source: "test-fixture",
    url: `https://ministry.example/${id}`,
    title,
    body,
    language,
    date: parseStatementDate("2024-05-02")!,
    meta: { fictional: true },
    fetchedAt: new Date("2024-05-03T00:00:00Z"),
  };
}

const ARABIC = [
  statement("fx-re-ar-1", "ar", "بيان خيالي", "تدين جمهورية الواحات الأعمال الإرهابية في قرية النخيل."),
  statement("fx-re-ar-2", "ar", "بيان خيالي آخر", "وصلت القافلة الإنسانية إلى مدينة المرجان."),
  statement("fx-re-ar-3", "ar", "بيان خيالي ثالث", "ترحب الوزارة بالمبادرة الإقليمية للسلام."),
];
// Arabic script in a statement of another language went through the same normalisation.
const FRENCH_WITH_ARABIC = statement(
  "fx-re-fr",
  "fr",
  "Déclaration fictive",
  "La ministre a reçu la présidente de l'association «الجمعية الخيرية» de la République des Oasis.",
);
const ENGLISH = statement(
  "fx-re-en",
  "en",
  "Fictional statement",
  "The ministry welcomes the fictional initiative.",
);

/** The statement as a database indexed before migration 008: ta marbuta written ه, every hamza seat folded. */
const OLD_ANALYSIS = `cq_statement_vector(s.language, translate(s.title, 'أإآؤئةى', 'اااويهي'),
  translate(s.body, 'أإآؤئةى', 'اااويهي'), false, k.code, k.group_slug, s.year)`;

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

/** Rewrites the statements as before (ignoring what is listed), then lists them as migration 008 does. */
beforeEach(async () => {
  await db.pool.query("DELETE FROM statements");
  await writeStatements(db.pool, [...ARABIC, FRENCH_WITH_ARABIC, ENGLISH]);
  await db.pool.query(
    `UPDATE statement_search x SET search_vector = ${OLD_ANALYSIS}
       FROM statements s JOIN countries k ON k.code = s.country_code WHERE s.sid = x.sid`,
  );
  const migration = readFileSync(
    new URL("../../migrations/008-arabic-reanalysis.sql", import.meta.url),
    "utf8",
  );
  const listing = migration.match(/INSERT INTO statements_to_reanalyse[^;]+;/)![0];
  await db.pool.query(listing);
});

/** Ids of the statements whose search vector matches `q` as an Arabic query (or `language`'s). */
async function matching(q: string, language = "ar"): Promise<string[]> {
  const { rows } = await db.pool.query<{ id: string }>(
    `SELECT s.id FROM statement_search x JOIN statements s ON s.sid = x.sid
      WHERE x.search_vector @@ cq_fold(plainto_tsquery(cq_search_config($2), $1)::text)::tsquery ORDER BY s.id`,
    [normalizeForIndex(q), language],
  );
  return rows.map((r) => r.id);
}

async function listed(): Promise<string[]> {
  const { rows } = await db.pool.query<{ id: string }>(
    "SELECT s.id FROM statements_to_reanalyse q JOIN statements s ON s.sid = q.sid ORDER BY s.id",
  );
  return rows.map((r) => r.id);
}

async function vectorOf(id: string): Promise<string> {
  const { rows } = await db.pool.query<{ v: string }>(
    "SELECT x.search_vector::text AS v FROM statement_search x JOIN statements s ON s.sid = x.sid WHERE s.id = $1",
    [id],
  );
  return rows[0]!.v;
}

describe("reanalyseStatements", () => {
  it("lists every statement with Arabic script, whatever its language", async () => {
    expect(await listed()).toEqual(["fx-re-ar-1", "fx-re-ar-2", "fx-re-ar-3", "fx-re-fr"]);
  });

  it("brings statements indexed with the old analysis up to date", async () => {
    // The bug: الإرهابية was indexed as ارهابيه, which إرهاب (ارهاب) does not meet.
    expect(await matching("إرهاب")).toEqual([]);
    expect(await matching("إنساني")).toEqual([]);
    const log: string[] = [];
    expect(await reanalyseStatements(db.pool, { log: (m) => log.push(m) })).toBe(4);
    expect(log[0]).toBe("Re-analysing the search index of 4 statements in the background…");
    expect(log[1]).toMatch(/^Re-analysed 4 statements in \d+ s$/);
    expect(await matching("إرهاب")).toEqual(["fx-re-ar-1"]);
    expect(await matching("إنساني")).toEqual(["fx-re-ar-2"]);
    expect(await matching("الجمعية", "fr")).toEqual(["fx-re-fr"]);
    expect(await listed()).toEqual([]);
    // Nothing left: a second run does nothing and says nothing.
    expect(await reanalyseStatements(db.pool, { log: (m) => log.push(m) })).toBe(0);
    expect(log).toHaveLength(2);
  });

  it("writes exactly the vector that writing the statement anew gives", async () => {
    await reanalyseStatements(db.pool);
    const reanalysed = await vectorOf("fx-re-ar-1");
    await writeStatements(db.pool, [{ ...ARABIC[0]!, id: "fx-re-ar-1-copy" }]);
    expect(reanalysed).toBe(await vectorOf("fx-re-ar-1-copy"));
  });

  it("leaves statements without Arabic script alone", async () => {
    const before = await vectorOf("fx-re-en");
    await reanalyseStatements(db.pool);
    expect(await vectorOf("fx-re-en")).toBe(before);
  });

  it("stops between batches and resumes where it stopped", async () => {
    let batches = 0;
    const stopped = () => batches++ >= 1;
    expect(await reanalyseStatements(db.pool, { batchSize: 1, stopped })).toBe(1);
    expect(await listed()).toEqual(["fx-re-ar-2", "fx-re-ar-3", "fx-re-fr"]);
    expect(await reanalyseStatements(db.pool, { batchSize: 2 })).toBe(3);
    expect(await listed()).toEqual([]);
  });

  it("skips a statement being written meanwhile, which stays listed, and never waits for it", async () => {
    const writer = await db.pool.connect();
    try {
      await writer.query("BEGIN");
      await writer.query("SELECT 1 FROM statements WHERE id = 'fx-re-ar-2' FOR UPDATE");
      const log: string[] = [];
      expect(await reanalyseStatements(db.pool, { log: (m) => log.push(m) })).toBe(3);
      expect(log[1]).toMatch(/^Re-analysed 3 statements in \d+ s \(1 left for the next start\)$/);
      expect(await listed()).toEqual(["fx-re-ar-2"]);
    } finally {
      await writer.query("ROLLBACK");
      writer.release();
    }
    expect(await reanalyseStatements(db.pool)).toBe(1);
    expect(await matching("الإنسانية")).toEqual(["fx-re-ar-2"]);
  });

  it("leaves the work to the process that already does it", async () => {
    const other = await db.pool.connect();
    try {
      await other.query("SELECT pg_advisory_lock($1)", [REANALYSIS_LOCK]);
      expect(await reanalyseStatements(db.pool)).toBe(0);
      expect(await listed()).toHaveLength(4);
    } finally {
      await other.query("SELECT pg_advisory_unlock($1)", [REANALYSIS_LOCK]);
      other.release();
    }
    expect(await reanalyseStatements(db.pool)).toBe(4);
  });

  it("runs in the background when the site opens the database, and says how many it re-analysed", async () => {
    const log: string[] = [];
    const opened = await openDatabase(
      { dataDir: "/nonexistent", databaseUrl: db.connectionString, poolSize: 2, replicaUrls: [] },
      { log: (m) => log.push(m), keepRunning: true },
    );
    try {
      expect(await opened.reanalysed).toBe(4);
      expect(log.at(-1)).toMatch(/^Re-analysed 4 statements in \d+ s$/);
    } finally {
      await opened.close();
    }
    expect(await matching("إرهاب")).toEqual(["fx-re-ar-1"]);
  });
});
