import { createHash } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Lexizer } from "@communique/store";
import { createTestDatabase, fictionalStatements } from "@communique/store/testing";
import { afterAll, describe, expect, it } from "vitest";
import { serveDuringTests } from "../../test/test-server";
import { createApp } from "../app";
import { Admission } from "./admission";

const ONE_AT_A_TIME = { inFlight: 1, queue: 1, maxWaitMs: 60_000 };
const served = serveDuringTests(fictionalStatements(), {
  admission: {
    limits: { api: ONE_AT_A_TIME },
    rateLimit: { perMinute: 6, burst: 2 },
    trustProxy: 1,
  },
});

/** Statements waiting for a lock: the searches held in PostgreSQL by the test's lock. */
async function lockWaiters(): Promise<number[]> {
  const { rows } = await served.server.database.pool.query<{ pid: number }>(
    "SELECT pid FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()",
  );
  return rows.map((r) => r.pid);
}

async function until<T>(check: () => Promise<T | undefined>): Promise<T> {
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

// Each request from its own address, so that the rate limit (tested below) stays out of the way.
let nextAddress = 10;
const from = () => ({ "X-Forwarded-For": `198.51.100.${nextAddress++}` });

describe("admission control over HTTP", () => {
  it("holds one search at work and one waiting, refuses the next at once, and never queues /healthz", async () => {
    const lock = await served.server.database.pool.connect();
    await lock.query("BEGIN; LOCK TABLE statement_search IN ACCESS EXCLUSIVE MODE");
    try {
      const leaving = new AbortController();
      const first = fetch(`${served.base}/api/search?q=peace`, {
        headers: from(),
        signal: leaving.signal,
      }).catch((error: unknown) => error);
      const [held] = await until(async () => ((await lockWaiters()).length ? lockWaiters() : undefined));
      // Two more: one waits in the queue (of one), the other is refused at once.
      const next = ["climate", "refugees"].map((q) =>
        fetch(`${served.base}/api/search?q=${q}`, { headers: from() }).then((response) => ({ q, response })),
      );
      const refused = await Promise.race(next);
      expect(refused.response.status).toBe(503);
      expect(refused.response.headers.get("Retry-After")).toBe("2");
      expect(await refused.response.json()).toMatchObject({ error: { code: "busy" } });
      const second = Promise.all(next).then((all) => all.find((n) => n.q !== refused.q)!.response);
      const health = await fetch(`${served.base}/healthz`);
      expect(health.status).toBe(200);

      // The first visitor leaves: its query is cancelled in PostgreSQL, and its place goes to the second.
      leaving.abort();
      await first;
      await until(async () => ((await lockWaiters()).includes(held!) ? undefined : true));
      await until(async () => ((await lockWaiters()).length ? true : undefined));
      await lock.query("COMMIT");
      const answered = await second;
      expect(answered.status).toBe(200);
      expect((await answered.json()).total).toBeGreaterThan(0);
    } finally {
      await lock.query("ROLLBACK").catch(() => {});
      lock.release();
    }
  });

  it("limits each client address, believing X-Forwarded-For only as far as the trusted proxy", async () => {
    const visitor = { "X-Forwarded-For": "203.0.113.9" };
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await fetch(`${served.base}/api/countries`, { headers: visitor })).status);
    expect(statuses).toEqual([200, 200, 429]);
    const refused = await fetch(`${served.base}/api/countries`, { headers: visitor });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ error: { code: "rate_limited" } });
    // Writing another address in front of the proxy's changes nothing: the proxy's entry counts.
    const spoofed = await fetch(`${served.base}/api/countries`, {
      headers: { "X-Forwarded-For": "192.0.2.1, 203.0.113.9" },
    });
    expect(spoofed.status).toBe(429);
    // Another visitor, and the health check, are not held back.
    expect((await fetch(`${served.base}/api/countries`, { headers: from() })).status).toBe(200);
    expect((await fetch(`${served.base}/healthz`, { headers: visitor })).status).toBe(200);
  });
});

describe("refusals", () => {
  const database = createTestDatabase();
  afterAll(async () => (await database).drop());
  const closed = { inFlight: 0, queue: 0, maxWaitMs: 0 };

  it("refuse a page in its own language and direction, with nothing to load", async () => {
    const db = await database;
    const app = createApp({
      services: Promise.resolve({ db: db.pool, lexizer: new Lexizer(db.pool) }),
      productName: "Communiqué",
      admission: { limits: { page: closed, api: closed } },
    });
    const page = await app.request("/ar/search?q=peace");
    expect(page.status).toBe(503);
    expect(page.headers.get("Retry-After")).toBe("2");
    expect(page.headers.get("Content-Security-Policy")).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain("يُرجى المحاولة مرة أخرى");
    expect(html).not.toMatch(/<script|<link/);
    // Its one style is allowed by its hash, nothing else.
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
    const hash = createHash("sha256").update(style).digest("base64");
    expect(page.headers.get("Content-Security-Policy")).toContain(`style-src 'sha256-${hash}'`);
    const french = await (await app.request("/fr/")).text();
    expect(french).toContain("Veuillez réessayer");
    const api = await app.request("/api/search?q=peace");
    expect(api.status).toBe(503);
    expect(await api.json()).toMatchObject({ error: { code: "busy" } });
    // What never queues.
    expect((await app.request("/healthz")).status).toBe(200);
    expect((await app.request("/api/openapi.json")).status).toBe(200);
  });
});

describe("the rate limit without trusted proxies", () => {
  const database = createTestDatabase();
  afterAll(async () => (await database).drop());

  it("counts the socket's address, ignores X-Forwarded-For, and leaves loopback (a local proxy) alone", async () => {
    const db = await database;
    const app = createApp({
      services: Promise.resolve({ db: db.pool, lexizer: new Lexizer(db.pool) }),
      productName: "Communiqué",
      admission: { rateLimit: { perMinute: 60, burst: 1 } },
    });
    const as = (remoteAddress: string, forwardedFor?: string) =>
      app.request(
        "/api/groups",
        { headers: forwardedFor ? { "X-Forwarded-For": forwardedFor } : {} },
        { incoming: { socket: { remoteAddress } } },
      );
    expect((await as("192.0.2.5")).status).toBe(200);
    expect((await as("192.0.2.5", "203.0.113.1")).status).toBe(429);
    expect((await as("192.0.2.6")).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await as("127.0.0.1")).status).toBe(200);
  });
});

describe("refusals at the door", () => {
  it("answer a request whose line is full on the socket, after a pause, and let everything else through", async () => {
    const door = new Admission({
      limits: { api: { inFlight: 0, queue: 0, maxWaitMs: 0 } },
      doorPauseMs: 300,
    });
    const passed: string[] = [];
    const server = createServer((req, res) => {
      if (door.refuseAtTheDoor(req, res)) return;
      passed.push(req.url!);
      res.end("through");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const asked = performance.now();
      const refused = await fetch(`${base}/api/search?q=peace`);
      // Held, not sent at once: a client that retries at once asks about once per pause.
      expect(performance.now() - asked).toBeGreaterThanOrEqual(250);
      expect(refused.status).toBe(503);
      expect(refused.headers.get("Retry-After")).toBe("2");
      expect(refused.headers.get("Access-Control-Allow-Origin")).toBe("*");
      expect(await refused.json()).toMatchObject({ error: { code: "busy" } });
      for (const path of ["/healthz", "/en/search?q=peace", "/api/openapi.json"])
        expect(await (await fetch(`${base}${path}`)).text()).toBe("through");
      expect(passed).toEqual(["/healthz", "/en/search?q=peace", "/api/openapi.json"]);
    } finally {
      server.close();
    }
  });
});
