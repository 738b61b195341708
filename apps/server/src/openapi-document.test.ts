import { ERROR_CODES } from "@communique/core";
import { describe, expect, it } from "vitest";
import { API_TAGS } from "./api-document";
import { openApiDocument } from "./openapi-document";

type Operation = {
  operationId?: string;
  tags?: string[];
  parameters?: { name: string; in: string; schema: { type?: string } }[];
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
};

async function operations(publicOrigin?: string) {
  const document = await openApiDocument(publicOrigin);
  return {
    document,
    operations: Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
      Object.entries(item as Record<string, Operation>).map(([method, operation]) => ({
        path,
        method,
        operation,
      })),
    ),
  };
}

describe("the OpenAPI document, for generated clients", () => {
  it("names every operation once, in camelCase", async () => {
    const { operations: all } = await operations();
    const ids = all.map((o) => o.operation.operationId);
    for (const id of ids) expect(id).toMatch(/^[a-z][A-Za-z]+$/);
    expect(new Set(ids).size).toBe(all.length);
    expect(ids).toEqual(expect.arrayContaining(["searchStatements", "getStatement", "exportSearchCsv"]));
  });

  it("says where it is served, that it needs no credentials, and describes every tag it uses", async () => {
    expect((await openApiDocument()).servers).toEqual([{ url: "/", description: "This site" }]);
    const { document, operations: all } = await operations("https://communique.example");
    expect(document.servers).toEqual([{ url: "https://communique.example", description: "This site" }]);
    expect(document.security).toEqual([]);
    expect(document.info.license).toEqual({ name: "MIT", identifier: "MIT" });
    const described = new Set(API_TAGS.map((t) => t.name));
    for (const { operation } of all) for (const tag of operation.tags ?? []) expect(described).toContain(tag);
    for (const tag of API_TAGS) expect(tag.description.length).toBeGreaterThan(10);
  });

  it("documents the errors every API operation can answer, each as the error schema", async () => {
    const { operations: all } = await operations();
    for (const { path, method, operation } of all) {
      const where = `${method} ${path}`;
      const statuses = Object.keys(operation.responses);
      if (!path.startsWith("/api/")) continue;
      // A parameter can be wrong (400); the service can be starting (503); our own error (500).
      if (operation.parameters?.length) expect(statuses, where).toContain("400");
      expect(statuses, where).toEqual(expect.arrayContaining(["503", "500"]));
      if (path.includes("{id}")) expect(statuses, where).toContain("404");
      for (const status of statuses.filter((s) => Number(s) >= 400))
        expect(
          operation.responses[status]?.content?.["application/json"]?.schema?.$ref,
          `${where} ${status}`,
        ).toBe("#/components/schemas/Error");
    }
    // Admission control's answers where it holds requests back, not on the exports (their own caps).
    const search = all.find((o) => o.operation.operationId === "searchStatements")!.operation;
    expect(Object.keys(search.responses)).toContain("429");
    const exportCsv = all.find((o) => o.operation.operationId === "exportSearchCsv")!.operation;
    expect(Object.keys(exportCsv.responses)).not.toContain("429");
  });

  it("lists every error code, closed, each with what it means", async () => {
    const { document } = await operations();
    const error = (document.components!.schemas as Record<string, unknown>).Error as {
      properties: { error: { properties: { code: { enum: string[]; description: string } } } };
    };
    const code = error.properties.error.properties.code;
    expect(code.enum).toEqual(Object.keys(ERROR_CODES));
    for (const [name, meaning] of Object.entries(ERROR_CODES))
      expect(code.description).toContain(`${name} (${meaning})`);
  });

  it("types numbers in the query as integers", async () => {
    const { operations: all } = await operations();
    const search = all.find((o) => o.operation.operationId === "searchStatements")!.operation;
    const size = (search.parameters ?? []).find((p) => p.name === "size");
    expect(size?.schema.type).toBe("integer");
  });
});
