import { COUNTRIES } from "@communique/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fictionalStatements } from "../../test/fictional-statements";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { writeStatements } from "../statements/write-statements";
import { syncCountries } from "./sync-countries";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db?.drop());

describe("syncCountries", () => {
  it("keeps each issuer's number across syncs, and draws none for existing rows", async () => {
    const numbers = async () =>
      (await db.pool.query<{ code: string; num: number }>("SELECT code, num FROM countries ORDER BY code"))
        .rows;
    const before = await numbers();
    expect(before).toHaveLength(COUNTRIES.length);
    await syncCountries(db.pool);
    await syncCountries(db.pool);
    expect(await numbers()).toEqual(before);
    const { rows } = await db.pool.query<{ next: string }>(
      "SELECT nextval('countries_num_seq')::text AS next",
    );
    expect(Number(rows[0]!.next)).toBe(COUNTRIES.length + 1);
  });

  it("moves a country's statements to its new group's lexeme when its group changes", async () => {
    const statement = { ...fictionalStatements()[0]!, id: "fx-regroup", countryCode: "FR" };
    await writeStatements(db.pool, [statement]);
    // As if France had been in another group when the statement was written.
    await db.pool.query("UPDATE countries SET group_slug = 'igo' WHERE code = 'FR'");
    await db.pool.query(
      `UPDATE statement_search x SET search_vector = ts_delete(search_vector, ARRAY['~gwestern-european-other'])
                                     || array_to_tsvector(ARRAY['~gigo'])
         FROM statements s WHERE s.sid = x.sid AND s.id = 'fx-regroup'`,
    );
    await syncCountries(db.pool);
    const { rows } = await db.pool.query<{ lexemes: string[] }>(
      `SELECT tsvector_to_array(x.search_vector) AS lexemes FROM statement_search x
         JOIN statements s ON s.sid = x.sid WHERE s.id = 'fx-regroup'`,
    );
    expect(rows[0]!.lexemes).toContain("~gwestern-european-other");
    expect(rows[0]!.lexemes).not.toContain("~gigo");
    expect(rows[0]!.lexemes).toEqual(
      expect.arrayContaining(["~cFR", `~l${statement.language}`, `~y${statement.date.year}`]),
    );
  });

  it("keeps a co-signatory group's lexeme while another co-signatory is still in it", async () => {
    // FICTIONAL joint statement issued by Kenya, signed with France and Poland.
    const joint = {
      ...fictionalStatements()[0]!,
      id: "fx-regroup-joint",
      countryCode: "KE",
      joint: { signatories: ["KE", "FR", "PL"], unread: [] },
    };
    await writeStatements(db.pool, [joint]);
    const lexemes = async () =>
      (
        await db.pool.query<{ lexemes: string[] }>(
          `SELECT ARRAY(SELECT l FROM unnest(tsvector_to_array(x.search_vector)) l WHERE l LIKE '~sg%' ORDER BY l) AS lexemes
             FROM statement_search x JOIN statements s ON s.sid = x.sid WHERE s.id = 'fx-regroup-joint'`,
        )
      ).rows[0]!.lexemes;
    expect(await lexemes()).toEqual(["~sgeastern-european", "~sgwestern-european-other"]);
    // As if France had been in Poland's group when the statement was written.
    await db.pool.query("UPDATE countries SET group_slug = 'eastern-european' WHERE code = 'FR'");
    await db.pool.query(
      `UPDATE statement_search x SET search_vector = ts_delete(x.search_vector, ARRAY['~sgwestern-european-other'])
         FROM statements s WHERE s.sid = x.sid AND s.id = 'fx-regroup-joint'`,
    );
    await syncCountries(db.pool);
    // France is back in its group; Poland still stands for the one France left.
    expect(await lexemes()).toEqual(["~sgeastern-european", "~sgwestern-european-other"]);
  });
});
