import { LANGUAGE_CODES } from "@communique/core";
import { Lexizer } from "@communique/store";
import { fictionalStatements } from "@communique/store/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectJsonError } from "../../test/expect-json-error";
import { postReport } from "../../test/post-report";
import { startTestServer, type TestServer } from "../../test/test-server";
import { createApp } from "../app";

/** The report download's contract: what a request that is not as described gets, and its OpenAPI. */
const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const PDF = "application/pdf";

let testServer: TestServer;
let base: string;

beforeAll(async () => {
  testServer = await startTestServer(fictionalStatements());
  base = testServer.base;
});

afterAll(async () => {
  await testServer?.close();
});

const post = (query: string, body: unknown, headers: Record<string, string> = {}) =>
  postReport(base, query, body, headers);

describe("errors", () => {
  const expectError = expectJsonError;

  it("answers 404 in JSON when none of the statements exists", async () => {
    expect(
      await expectError(await post("format=pdf", { items: [{ id: "fx-none-1" }] }), 404, "not_found"),
    ).toBe('No statement has the id "fx-none-1"');
    expect(
      await expectError(
        await post("format=docx", { items: [{ id: "fx-none-1" }, { id: "fx-none-2" }] }),
        404,
        "not_found",
      ),
    ).toBe("None of the statements exists");
  });

  it("answers 400 to a bad format or language", async () => {
    const items = [{ id: "fx-en-1" }];
    expect(await expectError(await post("format=txt", { items }), 400, "invalid_parameter")).toMatch(
      /^format: /,
    );
    expect(await expectError(await post("", { items }), 400, "invalid_parameter")).toMatch(/^format: /);
    expect(await expectError(await post("format=PDF", { items }), 400, "invalid_parameter")).toMatch(
      /^format: /,
    );
    expect(await expectError(await post("format=pdf&lang=de", { items }), 400, "invalid_parameter")).toMatch(
      /^lang: /,
    );
  });

  it("answers 400 to a body that is not as described", async () => {
    const bad = async (body: unknown, pattern: RegExp) =>
      expect(await expectError(await post("format=pdf", body), 400, "invalid_parameter")).toMatch(pattern);
    await bad({}, /^items: /);
    await bad({ items: [] }, /^items: /);
    await bad({ items: Array.from({ length: 201 }, (_, i) => ({ id: `fx-en-${i}` })) }, /^items: /);
    await bad({ items: [{ id: "" }] }, /^items\.0\.id: /);
    await bad({ items: [{ id: "x".repeat(201) }] }, /^items\.0\.id: /);
    await bad({ items: [{ id: "fx-en-1" }, { id: "fx\u0000en" }] }, /^items\.1\.id: .*control characters/);
    await bad({ items: [{ id: "fx-en-1" }, { id: "fx-en-2", note: "n".repeat(5001) }] }, /^items\.1\.note: /);
    await bad({ items: [{ id: "fx-en-1", note: 3 }] }, /^items\.0\.note: /);
    await bad({ items: "fx-en-1" }, /^items: /);
    await bad({ title: "t".repeat(201), items: [{ id: "fx-en-1" }] }, /^title: /);
    await bad({ title: "Two\nlines", items: [{ id: "fx-en-1" }] }, /^title: .*one line/);
    await bad({ title: 7, items: [{ id: "fx-en-1" }] }, /^title: /);
    await bad("{not json", /^body: /);
    await bad("", /^body: /);
  });

  it("answers 415 to a body that is not JSON by its media type, naming the one it wants", async () => {
    const body = JSON.stringify({ items: [{ id: "fx-en-1" }] });
    for (const type of [
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
    ]) {
      const message = await expectError(
        await post("format=pdf", body, { "Content-Type": type }),
        415,
        "unsupported_media_type",
      );
      expect(message, type).toContain("application/json");
    }
    // With its parameters, JSON is JSON.
    expect(
      (await post("format=docx", body, { "Content-Type": "application/json; charset=utf-8" })).status,
    ).toBe(200);
    // A malformed Content-Type (found by the web fuzz of issue 35) is answered, never a 500.
    for (const type of ["application/json;;;", "application/json; charset", "application/json;=x"]) {
      const response = await post("format=docx", body, { "Content-Type": type });
      expect([200, 415], type).toContain(response.status);
      if (response.status === 415) await expectError(response, 415, "unsupported_media_type");
      else await response.arrayBuffer();
    }
  });

  it("makes the report of a title with a lone surrogate, its file name made safe (issue 35)", async () => {
    const response = await post("format=docx", {
      items: [{ id: "fx-en-1" }],
      title: "Fictional \ud800 report",
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="/);
    await response.arrayBuffer();
  });

  it("answers 503 when too many reports are being made", async () => {
    const services = Promise.resolve({
      db: testServer.database.pool,
      lexizer: new Lexizer(testServer.database.pool),
    });
    const app = createApp({ services, productName: "Communiqué", reports: { maxConcurrent: 0 } });
    await services;
    const response = await app.request("/api/report/download?format=pdf", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ items: [{ id: "fx-en-1" }] }),
    });
    expect(await expectError(response, 503, "busy")).toMatch(/try again/);
    expect(response.headers.get("retry-after")).toBe("60");
  });
});

describe("OpenAPI", () => {
  it("describes the report download, its formats, languages and body", async () => {
    const document = await (await fetch(`${base}/api/openapi.json`)).json();
    const operation = document.paths["/api/report/download"].post;
    expect(operation.description).toContain("reader's note");
    const parameters = Object.fromEntries(
      operation.parameters.map((p: { name: string; schema: unknown }) => [p.name, p.schema]),
    );
    expect(parameters.format).toMatchObject({ enum: ["docx", "pdf"] });
    expect(parameters.lang).toMatchObject({ enum: [...LANGUAGE_CODES], default: "en" });
    expect(operation.requestBody.required).toBe(true);
    expect(operation.requestBody.content["application/json"].schema).toEqual({
      $ref: "#/components/schemas/ReportRequest",
    });
    const schema = document.components.schemas.ReportRequest;
    expect(schema.properties.items).toMatchObject({ minItems: 1, maxItems: 200 });
    expect(schema.properties.items.items.properties.note).toMatchObject({ maxLength: 5000 });
    expect(schema.properties.title.description).toContain("reader's title");
    expect(Object.keys(operation.responses["200"].content)).toEqual([DOCX, PDF]);
    expect(Object.keys(operation.responses)).toEqual(["200", "400", "404", "413", "415", "500", "503"]);
  });
});
