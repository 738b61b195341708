import { Lexizer, writeStatements } from "@communique/store";
import { createTestDatabase, fictionalBulkStatements, type TestDatabase } from "@communique/store/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
  await writeStatements(db.pool, fictionalBulkStatements(2_500));
});
afterAll(() => db?.drop());

describe("an export read too slowly", () => {
  it("is ended once past its grace, says why, and frees its place and connection", async () => {
    const logs: string[] = [];
    const app = createApp({
      services: Promise.resolve({ db: db.pool, lexizer: new Lexizer(db.pool) }),
      productName: "Communiqué",
      log: (message) => logs.push(message),
      // A minimum no reader can meet: the second chunk asked for ends it.
      exports: { maxConcurrent: 1, minBytesPerSecond: 1e15, rateGraceMs: 0 },
    });
    await new Promise((resolve) => setImmediate(resolve));
    const response = await app.request("/api/search/export.csv");
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow("export read too slowly");
    expect(logs.at(-1)).toMatch(
      /^Export \/api\/search\/export\.csv ended: its client read \d+ KB\/s over the last 1 s, under the minimum of \d+ KB\/s$/,
    );
    // Its place (the only one) is free: the next export, a small one, is made whole.
    // (One chunk, so that this app's impossible minimum never applies to it.)
    const again = await app.request("/api/search/export.json?q=nothingmatchesthisword");
    expect(again.status).toBe(200);
    expect(JSON.parse(await again.text())).toEqual([]);
    const busy = async () =>
      (
        await db.pool.query<{ q: string }>(
          "SELECT state || ': ' || left(query, 60) AS q FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND state <> 'idle'",
        )
      ).rows.map((r) => r.q);
    await expect.poll(busy).toEqual([]);
  });

  it("is left alone while it keeps the pace", async () => {
    const app = createApp({
      services: Promise.resolve({ db: db.pool, lexizer: new Lexizer(db.pool) }),
      productName: "Communiqué",
      exports: { minBytesPerSecond: 1, rateGraceMs: 0 },
    });
    await new Promise((resolve) => setImmediate(resolve));
    const csv = await (await app.request("/api/search/export.csv")).text();
    expect(csv.split("\n").length).toBeGreaterThan(2_500);
  });
});
