import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { sourceHash } from "./build-web";

const root = join(import.meta.dirname, "..");

describe("the web build's staleness", () => {
  it("changes its hash when a file the last build read changes, or is gone", async () => {
    const dir = await mkdtemp(join(tmpdir(), "build-web-"));
    try {
      const file = join(dir, "fictional-contract.ts");
      await writeFile(file, "export const FICTIONAL = 1;\n");
      const read = [relative(root, file)];
      const before = sourceHash(read);
      expect(sourceHash(read)).toBe(before);
      await writeFile(file, "export const FICTIONAL = 2;\n");
      const changed = sourceHash(read);
      expect(changed).not.toBe(before);
      await rm(file);
      expect(sourceHash(read)).not.toBe(changed);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  // The suite builds the web app before its browser tests (apps/web/test/build-web-setup.ts).
  const list = join(root, "apps/web/build/server/.build-inputs.json");
  it.skipIf(!existsSync(list))(
    "lists what the build read: the shared contract and vocabulary, never node_modules",
    () => {
      const server = JSON.parse(readFileSync(list, "utf8")) as string[];
      const client = JSON.parse(
        readFileSync(join(root, "apps/web/build/client/.build-inputs.json"), "utf8"),
      ) as string[];
      for (const read of [server, client]) {
        expect(read).toContain("packages/core/src/vocabulary.ts");
        expect(read).toContain("apps/web/src/root.tsx");
        expect(read.some((f) => f.includes("node_modules"))).toBe(false);
      }
      expect(server).toContain("packages/core/src/contract/answers.ts");
    },
  );
});
