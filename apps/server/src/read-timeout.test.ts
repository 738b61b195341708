import { fictionalStatements } from "@communique/store/testing";
import { describe, expect, it } from "vitest";
import { serveDuringTests } from "../test/test-server";

// The server's reads with a limit of 300 ms a statement (READ_TIMEOUT_MS in production).
const served = serveDuringTests(fictionalStatements(), { readTimeoutMs: 300 });

describe("the reads' statement time-out", () => {
  it("answers a read the database cannot finish in time with 503 and Retry-After, then serves again", async () => {
    // A statement page waits on a lock nobody releases before the limit.
    const locker = await served.server.database.pool.connect();
    try {
      await locker.query("BEGIN; LOCK TABLE statements IN ACCESS EXCLUSIVE MODE");
      const response = await fetch(`${served.base}/api/statements/fx-en-1`);
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("5");
      expect(body.error.code).toBe("database_timeout");
      expect(body.error.message).toMatch(/took too long/);
    } finally {
      await locker.query("ROLLBACK");
      locker.release();
    }
    const again = await fetch(`${served.base}/api/statements/fx-en-1`);
    expect(again.status).toBe(200);
  });
});
