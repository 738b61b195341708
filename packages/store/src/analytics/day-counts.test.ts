import { NO_FILTERS } from "@communique/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyticsStatements } from "../../test/fictional-analytics";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { parseStatementDate } from "../statements/statement-date";
import { writeStatements } from "../statements/write-statements";
import { countAllByDay } from "./day-counts";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

/** The counts table, and the same counts computed from the statements themselves. */
async function bothCounts() {
  const query = (from: string) =>
    db.pool.query<{ k: string; n: number }>(
      `SELECT concat_ws(' ', country_code, language, date_start, date_end) AS k, n::int FROM (${from}) c ORDER BY k`,
    );
  const table = await query(
    "SELECT country_code, language, date_start, date_end, n FROM statement_day_counts",
  );
  const direct = await query(
    "SELECT country_code, language, date_start, date_end, count(*) AS n FROM statements GROUP BY 1, 2, 3, 4",
  );
  return { table: table.rows, direct: direct.rows };
}

describe("the counts table kept by triggers", () => {
  it("follows inserts, updates that move statements, unchanged rewrites and deletes", async () => {
    const statements = analyticsStatements();
    await writeStatements(db.pool, statements.slice(0, 250));
    await writeStatements(db.pool, statements.slice(200)); // 50 unchanged, the rest new
    let counts = await bothCounts();
    expect(counts.table.length).toBeGreaterThan(100);
    expect(counts.table).toEqual(counts.direct);

    // The same statements, now issued elsewhere and dated otherwise (a corrected source).
    const moved = statements.slice(0, 40).map((s, i) => ({
      ...s,
      countryCode: i % 2 ? "NO" : s.countryCode,
      date: parseStatementDate(i % 3 ? "2021-05" : "2021-06-07")!,
      body: `${s.body} Corrected.`,
    }));
    await writeStatements(db.pool, moved);
    counts = await bothCounts();
    expect(counts.table).toEqual(counts.direct);

    await db.pool.query("DELETE FROM statements WHERE id LIKE 'fx-an-1%' OR country_code = 'NO'");
    counts = await bothCounts();
    expect(counts.table).toEqual(counts.direct);
    expect(
      (await db.pool.query("SELECT count(*)::int AS n FROM statement_day_counts WHERE n = 0")).rows[0].n,
    ).toBe(0);
  });

  it("gives the totals per day under filters, as counted from the statements", async () => {
    const totals = await countAllByDay(db.pool, {
      ...NO_FILTERS,
      countries: ["KE", "FR"],
      languages: ["en"],
    });
    const { rows } = await db.pool.query<{ day: string; n: number }>(
      `SELECT to_char(date_start, 'YYYY-MM-DD') AS day, count(*)::int AS n FROM statements
        WHERE country_code IN ('KE', 'FR') GROUP BY date_start, date_end ORDER BY 1, 2`,
    );
    const sorted = [...totals].sort((a, b) => a.day.localeCompare(b.day) || a.n - b.n);
    expect(sorted.map((t) => ({ day: t.day, n: t.n }))).toEqual(
      [...rows].sort((a, b) => a.day.localeCompare(b.day) || a.n - b.n),
    );
  });
});
