import { describe, expect, it } from "vitest";
import { checkEnvReads, ENV_MODULES, findEnvReads } from "./env-reads";

const ALLOWLIST = ["apps/server/src/env.ts"];

describe("checkEnvReads", () => {
  it("finds a read outside the env modules, with its line and column", () => {
    const text = ["// process.env in a comment is no read", 'const port = process.env.PORT ?? "3000";'].join(
      "\n",
    );
    expect(checkEnvReads([{ path: "scripts/dev.ts", text }], ALLOWLIST)).toEqual([
      expect.objectContaining({
        file: "scripts/dev.ts",
        line: 2,
        column: 14,
        text: 'const port = process.env.PORT ?? "3000";',
      }),
    ]);
  });

  it("lets the allowlisted env modules read", () => {
    const text = "export function readServerEnv(env = process.env) {\n  return env.PORT;\n}\n";
    expect(checkEnvReads([{ path: "apps/server/src/env.ts", text }], ALLOWLIST)).toEqual([]);
    expect(checkEnvReads([{ path: "apps/server/src/main.ts", text }], ALLOWLIST)).toHaveLength(1);
  });

  it("lets anyone write: assignments, compound assignments, delete", () => {
    const text = [
      'process.env.NODE_ENV ??= "production";',
      'process.env.TZ = "Asia/Kolkata";',
      'process.env["DATA_DIR"] = "/tmp/x";',
      "delete process.env.DATABASE_URL;",
    ].join("\n");
    expect(checkEnvReads([{ path: "apps/server/src/production-mode.ts", text }], ALLOWLIST)).toEqual([]);
  });

  it("reports a file that does not parse rather than passing it", () => {
    expect(checkEnvReads([{ path: "scripts/broken.ts", text: "const = ;" }], ALLOWLIST)).toEqual([
      expect.objectContaining({
        file: "scripts/broken.ts",
        message: expect.stringMatching(/does not parse/),
      }),
    ]);
  });

  it("declares one env module per process kind, plus the shared parser", () => {
    expect(ENV_MODULES).toContain("packages/core/src/env.ts");
    expect(ENV_MODULES).toContain("packages/core/src/testing/test-env.ts");
    expect(new Set(ENV_MODULES).size).toBe(ENV_MODULES.length);
  });
});

describe("findEnvReads", () => {
  const lines = (text: string, file = "a.ts") => findEnvReads(file, text).map((read) => read.line);

  it("counts every kind of read", () => {
    const text = [
      "const a = process.env.A;", // 1
      'const b = process["env"].B;', // 2
      "const c = { ...process.env, X: '1' };", // 3
      "const d = Object.entries(process.env);", // 4
      "spawn('x', [], { env: process.env });", // 5
      "if (process.env.E === '1') {}", // 6
      'import { env } from "node:process";', // 7
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text for the parser, not a template
      "const f = `${process.env.F}`;", // 8
    ].join("\n");
    expect(lines(text)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it("ignores comments, strings and other objects' env", () => {
    const text = [
      "/** Reads process.env once. */",
      'const s = "process.env.PORT";',
      "const t = `process.env`;",
      "const u = config.env.PORT;",
      "const v = import.meta.env.DEV;",
    ].join("\n");
    expect(lines(text)).toEqual([]);
  });

  it("reads TSX too", () => {
    expect(lines("export const A = () => <p>{process.env.PRODUCT_NAME}</p>;", "a.tsx")).toEqual([1]);
  });
});
