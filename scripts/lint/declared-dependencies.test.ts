import { describe, expect, it } from "vitest";
import { checkDependencies, packageName, typesPackage, type Workspace } from "./declared-dependencies";

const ROOT: Workspace = { dir: "", manifest: { name: "root", devDependencies: { vitest: "1" } } };
const STORE: Workspace = {
  dir: "packages/store",
  manifest: {
    name: "@fict/store",
    dependencies: { pg: "1", "@fict/core": "*", "@fict-fonts/amiri": "1" },
    devDependencies: { vitest: "1", "@types/pg": "1", "@types/geojson": "1", "pg-copy-streams": "1" },
  },
};

function check(
  files: Record<string, string>,
  binsOf: (n: string) => string[] = () => [],
  lines: string[] = [],
) {
  return checkDependencies(
    Object.entries(files).map(([path, text]) => ({ path, text })),
    [ROOT, STORE],
    binsOf,
    lines,
  ).map((v) => `${v.file} ${v.rule} ${v.message.split(" ")[0]}`);
}

describe("declared dependencies", () => {
  it("names the package of a specifier and skips builtins, relative paths and aliases", () => {
    expect(packageName("@scope/name/sub/file.js")).toBe("@scope/name");
    expect(packageName("pg/lib/client")).toBe("pg");
    expect(packageName("node:fs")).toBeNull();
    expect(packageName("fs")).toBeNull();
    expect(packageName("./x")).toBeNull();
    expect(packageName("~/x")).toBeNull();
    expect(typesPackage("@scope/name")).toBe("@types/scope__name");
  });

  it("reports an import its workspace does not declare, and a devDependency in shipped code", () => {
    expect(
      check({
        "packages/store/src/a.ts": `import pg from "pg";\nimport { z } from "zod";\nimport "@fict/core";`,
        "packages/store/src/b.ts": `import { it } from "vitest";`,
        "packages/store/src/c.test.ts": `import { it } from "vitest";\nimport type { Feature } from "geojson";`,
        "packages/store/test/helper.ts": `import { it } from "vitest";`,
        "scripts/x.ts": `import { it } from "vitest";`,
      }),
    ).toEqual([
      'packages/store/src/a.ts undeclared "zod"',
      'packages/store/src/b.ts undeclared "vitest"',
      'packages/store/package.json unused "@fict-fonts/amiri"',
      'packages/store/package.json unused "pg-copy-streams"',
    ]);
  });

  it("counts a package named by a file path, a tool run by a script, and types through their library", () => {
    const files = {
      "packages/store/src/a.ts": `import pg from "pg";\nimport { x } from "@fict/core";\nconst f = "@fict-fonts/amiri/400Regular/Amiri.ttf";`,
      "scripts/x.ts": `import { it } from "vitest";`,
      "packages/store/src/a.test.ts": `import { it } from "vitest";\nimport type { Feature } from "geojson";`,
    };
    expect(check(files)).toEqual(['packages/store/package.json unused "pg-copy-streams"']);
    expect(
      check(files, (n) => (n === "pg-copy-streams" ? ["pg-copy"] : []), ["tsx x && pg-copy --fast"]),
    ).toEqual([]);
  });
});
