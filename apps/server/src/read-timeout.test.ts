import type { Server } from "node:http";
import { createPool, Lexizer, writeStatements } from "@communique/store";
import { createTestDatabase, fictionalStatements, type TestDatabase } from "@communique/store/testing";
import { serve } from "@hono/node-server";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app";

let database: TestDatabase;
let reads: pg.Pool;
let server: Server;
let base: string;

beforeAll(async () => {
  database = await createTestDatabase();
  await writeStatements(database.pool, fictionalStatements());
  // The server's reads, with a limit of 300 ms a statement (READ_TIMEOUT_MS in production).
  reads = createPool(database.connectionString, 2, false, 300);
  const app = createApp({
    services: Promise.resolve({ db: reads, lexizer: new Lexizer(reads) }),
    productName: "Communiqué",
  });
  base = await new Promise<string>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) =>
      resolve(`http://127.0.0.1:${info.port}`),
    ) as Server;
  });
});

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await reads?.end();
  await database?.drop();
});

describe("the reads' statement time-out", () => {
  it("answers a read the database cannot finish in time with 503 and Retry-After, then serves again", async () => {
    // A statement page waits on a lock nobody releases before the limit.
    const locker = await database.pool.connect();
    try {
      await locker.query("BEGIN; LOCK TABLE statements IN ACCESS EXCLUSIVE MODE");
      const response = await fetch(`${base}/api/statements/fx-en-1`);
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("5");
      expect(body.error.code).toBe("database_timeout");
      expect(body.error.message).toMatch(/took too long/);
    } finally {
      await locker.query("ROLLBACK");
      locker.release();
    }
    const again = await fetch(`${base}/api/statements/fx-en-1`);
    expect(again.status).toBe(200);
  });
});
