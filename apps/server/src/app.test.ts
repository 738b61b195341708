import type { Server } from "node:http";
import { SearchResponseSchema } from "@communique/core/contract";
import { Lexizer, writeStatements } from "@communique/store";
import { createTestDatabase, fictionalStatements, type TestDatabase } from "@communique/store/testing";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppOptions, createApp } from "./app";

const DOCUMENTED_PATHS = ["/api/search", "/api/statements/{id}", "/api/countries", "/api/groups", "/healthz"];

let database: TestDatabase;
const servers: Server[] = [];
/** Base URLs: one app whose database is ready, one whose database never comes up. */
let ready: string;
let starting: string;

function listen(services: AppOptions["services"]): Promise<string> {
  const app = createApp({ services, productName: "Communiqué" });
  return new Promise((resolve) => {
    servers.push(
      serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) =>
        resolve(`http://127.0.0.1:${info.port}`),
      ) as Server,
    );
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  await writeStatements(database.pool, fictionalStatements());
  ready = await listen(Promise.resolve({ db: database.pool, lexizer: new Lexizer(database.pool) }));
  starting = await listen(new Promise(() => {}));
});

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  await database?.drop();
});

/** Asserts a JSON error answer of exactly the documented shape and returns its message. */
async function expectError(response: Response, status: number, code: string): Promise<string> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  const body = JSON.parse(text);
  expect(Object.keys(body)).toEqual(["error"]);
  expect(Object.keys(body.error).sort()).toEqual(["code", "message"]);
  expect(body.error.code).toBe(code);
  expect(body.error.message.length).toBeGreaterThan(10);
  return body.error.message;
}

function searchUrl(params: Record<string, string>): string {
  return `${ready}/api/search?${new URLSearchParams(params)}`;
}

describe("operations", () => {
  it("says ok on /healthz once the database answers", async () => {
    const response = await fetch(`${ready}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("says degraded on /healthz, still 200, while some read replicas do not answer", async () => {
    let state = { replicas: 2, down: 1 };
    const app = createApp({
      services: Promise.resolve({
        db: database.pool,
        lexizer: new Lexizer(database.pool),
        replicaState: () => state,
      }),
      productName: "Communiqué",
    });
    await new Promise((resolve) => setImmediate(resolve));
    const degraded = await app.request("/healthz");
    expect(degraded.status).toBe(200);
    expect(await degraded.json()).toEqual({ status: "degraded", replicas: { total: 2, down: 1 } });
    state = { replicas: 2, down: 0 };
    expect(await (await app.request("/healthz")).json()).toEqual({
      status: "ok",
      replicas: { total: 2, down: 0 },
    });
  });

  it("answers 503 until the database is ready, except for the API description", async () => {
    const health = await fetch(`${starting}/healthz`);
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: "starting" });
    await expectError(await fetch(`${starting}/api/search?q=climate`), 503, "starting");
    await expectError(await fetch(`${starting}/api/statements/fx-en-1`), 503, "starting");
    await expectError(await fetch(`${starting}/api/countries`), 503, "starting");
    expect((await fetch(`${starting}/api/openapi.json`)).status).toBe(200);
    expect((await fetch(`${starting}/api/docs`)).status).toBe(200);
  });

  it("answers unknown paths with a JSON 404", async () => {
    const message = await expectError(await fetch(`${ready}/api/nope`), 404, "not_found");
    expect(message).toContain("/api/nope");
    await expectError(await fetch(`${ready}/nope`), 404, "not_found");
  });

  it("answers another method on an API address with 405 and the methods it allows", async () => {
    for (const [method, path, allowed] of [
      ["POST", "/api/search?q=x", "GET, HEAD"],
      ["DELETE", "/api/statements/fx-en-1", "GET, HEAD"],
      ["PUT", "/api/countries", "GET, HEAD"],
      ["GET", "/api/report/download?format=pdf", "POST"],
    ] as const) {
      const response = await fetch(`${ready}${path}`, { method });
      expect(response.headers.get("allow"), `${method} ${path}`).toBe(allowed);
      expect(await expectError(response, 405, "method_not_allowed")).toContain(method);
    }
  });

  it("compresses the API's answers for clients that accept it, and only for them", async () => {
    for (const path of ["/api/search?q=", "/api/openapi.json", "/api/countries"]) {
      const gzip = await fetch(`${ready}${path}`, { headers: { "Accept-Encoding": "gzip" } });
      expect(gzip.headers.get("content-encoding"), path).toBe("gzip");
      expect((await gzip.json()) as unknown).toBeTruthy();
      // Brotli first when the client takes both (fetch decodes it).
      const br = await fetch(`${ready}${path}`, { headers: { "Accept-Encoding": "gzip, br" } });
      expect(br.headers.get("content-encoding"), path).toBe("br");
      expect((await br.json()) as unknown).toBeTruthy();
      const raw = await fetch(`${ready}${path}`, { headers: { "Accept-Encoding": "identity" } });
      expect(raw.headers.get("content-encoding"), path).toBeNull();
      await raw.arrayBuffer();
    }
  });

  it("answers 304 to a search or a statement the client already has (ETag)", async () => {
    for (const path of ["/api/search?q=climate", "/api/statements/fx-en-1"]) {
      const first = await fetch(`${ready}${path}`);
      await first.arrayBuffer();
      const tag = first.headers.get("etag");
      expect(tag, path).toMatch(/^W\/"[0-9a-f]{40}"$/);
      const again = await fetch(`${ready}${path}`, { headers: { "If-None-Match": tag! } });
      expect(again.status, path).toBe(304);
    }
  });

  it("lets pages on any site read the API (CORS *), answers OPTIONS, and offers no other method", async () => {
    const get = await fetch(`${ready}/api/countries`, { headers: { Origin: "https://newsroom.example" } });
    expect(get.headers.get("access-control-allow-origin")).toBe("*");
    // A page elsewhere may read the validator (to ask again with If-None-Match) and Retry-After.
    expect(get.headers.get("access-control-expose-headers")?.split(/,\s*/)).toEqual(
      expect.arrayContaining(["ETag", "Retry-After", "Content-Disposition"]),
    );
    await get.arrayBuffer();
    const preflight = await fetch(`${ready}/api/search?q=climate`, {
      method: "OPTIONS",
      headers: { Origin: "https://newsroom.example", "Access-Control-Request-Method": "GET" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-methods")).toBe("GET,HEAD");
  });

  it("promises HTTPS (Strict-Transport-Security) only for an https public address", async () => {
    const made = (publicOrigin?: string) =>
      createApp({
        services: Promise.resolve({ db: database.pool, lexizer: new Lexizer(database.pool) }),
        productName: "Communiqué",
        publicOrigin,
      });
    const hsts = async (publicOrigin?: string) =>
      (await made(publicOrigin).request("/api/openapi.json")).headers.get("strict-transport-security");
    expect(await hsts("https://communique.example")).toBe("max-age=31536000; includeSubDomains");
    expect(await hsts("http://localhost:3000")).toBeNull();
    expect(await hsts(undefined)).toBeNull();
  });

  it("sends security headers on answers and on errors", async () => {
    for (const path of [
      "/api/search?q=climate",
      "/api/docs",
      "/api/nope",
      "/api/search?size=0",
      "/healthz",
    ]) {
      const response = await fetch(`${ready}${path}`);
      await response.arrayBuffer();
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp.split(";").map((d) => d.trim())).toContain("default-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers.get("x-frame-options")).toBe("DENY");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    }
  });
});

describe("API description", () => {
  it("publishes an OpenAPI 3.1 document with every route", async () => {
    const response = await fetch(`${ready}/api/openapi.json`);
    expect(response.status).toBe(200);
    const doc = await response.json();
    expect(doc.openapi).toMatch(/^3\.1\./);
    expect(doc.info.title).toBe("Communiqué");
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(DOCUMENTED_PATHS));
    const searchParams = doc.paths["/api/search"].get.parameters.map((p: { name: string }) => p.name);
    expect(searchParams).toEqual(
      expect.arrayContaining([
        "q",
        "country",
        "group",
        "language",
        "from",
        "to",
        "period",
        "sort",
        "page",
        "size",
        "lang",
      ]),
    );
    expect(doc.components.schemas).toHaveProperty("SearchResponse");
    expect(doc.components.schemas).toHaveProperty("Error");
  });

  it("renders the same paths as an HTML page styled by /api/docs.css", async () => {
    const response = await fetch(`${ready}/api/docs`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toMatch(/^<!doctype html>/i);
    for (const path of DOCUMENTED_PATHS) expect(html).toContain(`<code>${path}</code>`);
    expect(html).toContain('href="/api/docs.css"');
    expect(html).not.toContain("<script");
    const css = await fetch(`${ready}/api/docs.css`);
    expect(css.status).toBe(200);
    expect(css.headers.get("content-type")).toMatch(/^text\/css/);
    expect(await css.text()).toContain("body{");
  });
});

describe("GET /api/search with malformed input", () => {
  const manyWords = Array.from({ length: 33 }, (_, i) => `word${i}`);
  it.each<[string, Record<string, string>, string, RegExp]>([
    ["size=0", { size: "0" }, "invalid_parameter", /^size: .*1 to 100/],
    ["size=101", { size: "101" }, "invalid_parameter", /^size: .*1 to 100/],
    ["size=abc", { size: "abc" }, "invalid_parameter", /^size: /],
    ["size=2.5", { size: "2.5" }, "invalid_parameter", /^size: /],
    ["page=0", { page: "0" }, "invalid_parameter", /^page: /],
    ["page=-1", { page: "-1" }, "invalid_parameter", /^page: /],
    ["page=501&size=20", { page: "501", size: "20" }, "page_too_deep", /10000/],
    ["page=101&size=100", { page: "101", size: "100" }, "page_too_deep", /10000/],
    ["unknown country", { country: "FR,XX" }, "invalid_parameter", /^country: .*"XX"/],
    ["unknown group", { group: "nordic" }, "invalid_parameter", /^group: .*"nordic"/],
    ["unknown language", { language: "de" }, "invalid_parameter", /^language: .*"de"/],
    ["unknown lang", { lang: "de" }, "invalid_parameter", /^lang: /],
    ["month 13", { from: "2024-13-01" }, "invalid_parameter", /^from: "2024-13-01".*YYYY-MM-DD/],
    ["30 February", { to: "2024-02-30" }, "invalid_parameter", /^to: "2024-02-30"/],
    ["a date in words", { from: "yesterday" }, "invalid_parameter", /^from: /],
    [
      "from after to",
      { from: "2024-05-01", to: "2024-04-01" },
      "invalid_parameter",
      /^from: 2024-05-01 is after to: 2024-04-01/,
    ],
    ["period=bogus", { period: "bogus" }, "invalid_parameter", /^period: .*"week"/],
    ["period with from", { period: "week", from: "2024-01-01" }, "invalid_parameter", /^period: .*not both/],
    ["period with to", { period: "2y", to: "2024-01-01" }, "invalid_parameter", /^period: /],
    ["sort=bogus", { sort: "bogus" }, "invalid_parameter", /^sort: .*"relevance"/],
    ["q of 10,000 characters", { q: "climate ".repeat(1250) }, "query_too_long", /10000 characters.*1000/],
    ["33 terms", { q: manyWords.join(" ") }, "too_many_terms", /33.*32/],
    ["only stop words", { q: "the of and" }, "only_stop_words", /common words/],
  ])("answers 400 to %s", async (_name, params, code, message) => {
    expect(await expectError(await fetch(searchUrl(params)), 400, code)).toMatch(message);
  });

  it.each<Record<string, string>>([
    { size: "1" },
    { size: "100" },
    { page: "100", size: "100" },
    { q: manyWords.slice(0, 32).join(" ") },
    { q: "climate ".repeat(125) },
  ])("accepts the limits themselves: %j", async (params) => {
    const response = await fetch(searchUrl(params));
    expect(response.status).toBe(200);
    expect(SearchResponseSchema.parse(await response.json()).size).toBe(Number(params.size ?? 20));
  });
});

describe("GET /api/search interprets imperfect queries", () => {
  async function search(q: string) {
    const response = await fetch(searchUrl({ q, size: "100" }));
    expect(response.status).toBe(200);
    const body = SearchResponseSchema.parse(await response.json());
    return {
      ids: body.results.map((r) => r.id),
      total: body.total,
      notices: body.notices.map((n) => n.code),
    };
  }
  const everything = async () => (await search("")).ids;

  it("runs an unbalanced quote to the end of the text", async () => {
    const body = await search('"security council');
    expect(body.notices).toEqual(["unbalanced_quote"]);
    expect(body.ids.sort()).toEqual(["fx-en-1", "fx-en-4"]);
  });

  it("removes control characters", async () => {
    const body = await search("climate\u0000\u0007");
    expect(body.notices).toEqual(["control_characters_removed"]);
    expect(body.ids).toEqual((await search("climate")).ids);
    // The three English statements: the query is read in English, as typed (issue 33); the French
    // "climat" and Spanish "climático" are translation's to find.
    expect(body.total).toBe(3);
  });

  it.each([
    ["-", "lone_minus"],
    ["OR", "dangling_operator"],
  ])("ignores q=%s and browses everything", async (q, notice) => {
    const body = await search(q);
    expect(body.notices).toEqual([notice]);
    expect(body.total).toBe(17);
    expect(body.ids).toEqual(await everything());
  });

  it("browses everything, most recent first, for an empty or blank q", async () => {
    const ids = await everything();
    expect(ids).toHaveLength(17);
    expect(ids.slice(0, 3)).toEqual(["fx-en-5", "fx-en-1", "fx-en-6"]);
    expect(ids.at(-1)).toBe("fx-en-4");
    expect(await search("   ")).toEqual({ ids, total: 17, notices: [] });
  });
});
