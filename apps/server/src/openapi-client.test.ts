import { fictionalStatements } from "@communique/store/testing";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createApiClient } from "../test/client/client";
import { serveDuringTests } from "../test/test-server";

const served = serveDuringTests(fictionalStatements());
const api = () => createApiClient(served.base);

/** The live document's schema of an operation's answer, as a zod schema (its $refs resolved). */
async function answerSchema(path: string, method: string, status: number) {
  const document = await (await fetch(`${served.base}/api/openapi.json`)).json();
  const schema = document.paths[path][method].responses[status].content["application/json"].schema;
  // zod resolves references under $defs: the components' schemas, moved there.
  const moved = JSON.parse(
    JSON.stringify({ ...schema, $defs: document.components.schemas }).replaceAll(
      "#/components/schemas/",
      "#/$defs/",
    ),
  );
  return z.fromJSONSchema(moved);
}

describe("the generated client, against the live API", () => {
  it("searches, with typed numbers and results", async () => {
    const { data, error, response } = await api().GET("/api/search", {
      params: { query: { q: "climate", country: ["GB", "FR"], size: 5, page: 1 } },
    });
    expect(error, JSON.stringify(error)).toBeUndefined();
    expect(response.status).toBe(200);
    // Typed fields: total and size are numbers, results carry their ids.
    const total: number = data!.total;
    const size: number = data!.size;
    expect(total).toBeGreaterThan(0);
    expect(size).toBe(5);
    expect(data!.results.map((r) => r.id)).toContain("fx-en-1");
    const britain = data!.facets.countries.find((c) => c.code === "GB");
    const count: number | undefined = britain?.count;
    expect(count).toBeGreaterThan(0);
    const schema = await answerSchema("/api/search", "get", 200);
    schema.parse(data);
    // The check bites: a count as a string is not the documented answer.
    expect(() => schema.parse({ ...data, total: String(total) })).toThrow();
  });

  it("reads one statement by its id", async () => {
    const { data, error } = await api().GET("/api/statements/{id}", {
      params: { path: { id: "fx-en-1" } },
    });
    expect(error).toBeUndefined();
    expect(data).toMatchObject({
      id: "fx-en-1",
      country: { code: "GB" },
      language: "en",
      date: "2024-03-15",
    });
    (await answerSchema("/api/statements/{id}", "get", 200)).parse(data);
  });

  it("counts under a search (analytics summary)", async () => {
    const { data, error } = await api().GET("/api/analytics/summary", {
      params: { query: { q: "climate" } },
    });
    expect(error).toBeUndefined();
    const statements: number = data!.statements;
    expect(statements).toBeGreaterThan(0);
    expect(data!.memberStatesTotal).toBe(193);
    (await answerSchema("/api/analytics/summary", "get", 200)).parse(data);
  });

  it("gets a documented, typed error for a missing statement and for bad parameters", async () => {
    const missing = await api().GET("/api/statements/{id}", { params: { path: { id: "fx-none" } } });
    expect(missing.data).toBeUndefined();
    expect(missing.response.status).toBe(404);
    expect(missing.error?.error.code).toBe("not_found");
    (await answerSchema("/api/statements/{id}", "get", 404)).parse(missing.error);

    // size is an integer from 1 to 100 in the document; 500 reaches the server's own check.
    const bad = await api().GET("/api/search", { params: { query: { q: "climate", size: 500 } } });
    expect(bad.response.status).toBe(400);
    expect(bad.error?.error.code).toBe("invalid_parameter");
    expect(bad.error?.error.message).toMatch(/^size: /);
  });
});
