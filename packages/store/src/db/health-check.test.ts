import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { healthCheck } from "./health-check";
import { createPool } from "./open-database";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db?.drop());

describe("healthCheck", () => {
  it("answers while every connection of the site's pool is taken", async () => {
    const pool = createPool(db.connectionString, 2);
    const taken = await Promise.all([pool.connect(), pool.connect()]);
    const health = healthCheck(pool);
    try {
      // The site's pool has nothing to give: a check through it would wait.
      expect(pool.totalCount).toBe(2);
      expect(await health.check()).toBe(true);
    } finally {
      for (const client of taken) client.release();
      await health.close();
      await pool.end();
    }
  });

  it("says false when the database cannot be reached", async () => {
    const url = new URL(db.connectionString);
    url.port = "1";
    const pool = createPool(url.toString(), 1);
    const health = healthCheck(pool);
    expect(await health.check()).toBe(false);
    await health.close();
    await pool.end();
  });
});
