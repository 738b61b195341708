import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DOCUMENT_FILE, generatedFiles, staleFiles, TYPES_FILE } from "./openapi";

const root = mkdtempSync(path.join(tmpdir(), "openapi-lint-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("the OpenAPI lint's freshness check", () => {
  it("finds a generated file missing or different, and passes one that matches", () => {
    mkdirSync(path.join(root, "client"));
    writeFileSync(path.join(root, "client/same.json"), "{}\n");
    writeFileSync(path.join(root, "client/other.ts"), "export interface paths {}\n");
    const files = {
      "client/same.json": "{}\n",
      "client/other.ts": "export interface paths { '/api/search': {} }\n",
      "client/missing.ts": "x",
    };
    expect(staleFiles(files, root)).toEqual(["client/other.ts", "client/missing.ts"]);
  });

  it("makes the document and its types from the routes, as committed", async () => {
    const files = await generatedFiles();
    expect(Object.keys(files)).toEqual([DOCUMENT_FILE, TYPES_FILE]);
    expect(JSON.parse(files[DOCUMENT_FILE]!).paths["/api/search"].get.operationId).toBe("searchStatements");
    expect(files[TYPES_FILE]).toContain('"/api/search": {');
    expect(staleFiles(files)).toEqual([]);
  });
});
