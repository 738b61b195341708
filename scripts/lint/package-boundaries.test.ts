import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  checkBoundaries,
  entryPoints,
  findImports,
  readPackages,
  SOURCE_EXTENSIONS,
  type WorkspacePackage,
} from "./package-boundaries";
import { readSourceFiles } from "./source-files";

const PACKAGES: WorkspacePackage[] = [
  {
    name: "@communique/core",
    dir: "packages/core",
    exports: { ".": "./src/index.ts", "./vocabulary": "./src/vocabulary.ts" },
  },
  {
    name: "@communique/store",
    dir: "packages/store",
    exports: { ".": "./src/index.ts", "./testing": "./test/index.ts" },
  },
  { name: "@communique/server", dir: "apps/server", exports: undefined },
  {
    name: "@communique/web",
    dir: "apps/web",
    exports: {
      "./load-context": "./src/server/web-context.ts",
      "./search-entry": "./src/search/index.ts",
      "./search-internals": "./src/search/search-state.ts",
    },
  },
  { name: "@communique/icons", dir: "packages/icons", exports: { "./*": "./src/*.ts" } },
];

/** The violations of one in-memory file, as "line rule". */
function check(file: string, text: string): string[] {
  return checkBoundaries([{ path: file, text }], PACKAGES).map((v) => `${v.line} ${v.rule}`);
}

describe("findImports", () => {
  it("finds every import form, with its line, and nothing in strings or comments", () => {
    const text = [
      'import type { A } from "./a";',
      'import b, { c } from "../b";',
      'export * from "./all";',
      'export { d } from "./d";',
      'const s = \'import z from "../string"\'; // import q from "../comment"',
      'type T = typeof import("../typeof");',
      'vi.mock("../mocked", () => ({}));',
      'const actual = await vi.importActual("../actual");',
      'const dynamic = await import("./dynamic");',
      'import legacy = require("../legacy");',
      'const required = require("./required");',
      "/* import w from '../block' */ const el = `import(\"../template\")`;",
      'import "./side-effect.css";',
      "const dir = import(`./template-literal`);",
    ].join("\n");
    const { imports, errors } = findImports("f.ts", text);
    expect(errors).toEqual([]);
    expect(imports.map(({ specifier, line }) => `${line} ${specifier}`)).toEqual([
      "1 ./a",
      "2 ../b",
      "3 ./all",
      "4 ./d",
      "6 ../typeof",
      "7 ../mocked",
      "8 ../actual",
      "9 ./dynamic",
      "10 ../legacy",
      "11 ./required",
      "13 ./side-effect.css",
      "14 ./template-literal",
    ]);
  });

  it("reads TSX with text that looks like strings, and counts lines in UTF-16", () => {
    const text =
      'const name = "Communiqué — ☃";\nexport const P = () => <p>Don\'t "quote"</p>;\nimport x from "../x";\n';
    expect(findImports("f.tsx", text).imports).toEqual([{ specifier: "../x", line: 3 }]);
  });
});

describe("relative imports across packages", () => {
  it("fails an import into another package's sources, whatever its form", () => {
    expect(
      check("apps/server/src/web-app.ts", 'import type { W } from "../../web/src/server/web-context";'),
    ).toEqual(["1 relative-import"]);
    expect(
      check("apps/server/src/routes/a.test.ts", 'vi.mock("../../../../packages/store/src/db/x");'),
    ).toEqual(["1 relative-import"]);
    expect(
      check("apps/cli/src/a.ts", 'const m = await import("../../../packages/store/test/test-database");'),
    ).toEqual(["1 relative-import"]);
    expect(check("apps/cli/src/a.ts", 'export { x } from "../../../packages/store/src/x";')).toEqual([
      "1 relative-import",
    ]);
    expect(check("packages/store/src/a.ts", 'import { x } from "../../core/src/x";')).toEqual([
      "1 relative-import",
    ]);
  });

  it("lets a package import its own files, in or out of src/, and leave the repository's scripts alone", () => {
    expect(
      check(
        "packages/store/src/search/a.ts",
        'import { x } from "../db/x";\nimport { y } from "../../test/y";',
      ),
    ).toEqual([]);
    expect(check("apps/web/e2e/a.test.ts", 'import { en } from "../src/i18n/messages/en";')).toEqual([]);
    expect(check("apps/web/test/setup.ts", 'import { buildWeb } from "../../../scripts/build-web";')).toEqual(
      [],
    );
  });

  it("keeps scripts out of package sources but lets them import each other", () => {
    expect(
      check("scripts/bench/a.ts", 'import { x } from "../../packages/store/test/fictional-statements";'),
    ).toEqual(["1 relative-import"]);
    expect(
      check("scripts/a.ts", 'type M = typeof import("../apps/server/src/routes/search-params");'),
    ).toEqual(["1 relative-import"]);
    expect(check("scripts/bench/a.ts", 'import { buildWeb } from "../build-web";')).toEqual([]);
  });

  it("does not count a sibling folder whose name starts like a package's", () => {
    expect(check("packages/store/src/a.ts", 'import { x } from "../../store-extra/x";')).toEqual([]);
  });
});

describe("workspace package entry points", () => {
  it("accepts declared entries and ignores other packages", () => {
    const text = [
      'import { a } from "@communique/core";',
      'import type { L } from "@communique/core/vocabulary";',
      'import { createTestDatabase } from "@communique/store/testing";',
      'import { Hono } from "hono";',
      'import { serve } from "@hono/node-server";',
      'import { icon } from "@communique/icons/flag";',
    ].join("\n");
    expect(check("apps/cli/src/a.ts", text)).toEqual([]);
  });

  it("fails undeclared entries, packages without exports and unknown workspace packages", () => {
    const text = [
      'import { x } from "@communique/store/src/db/postmaster-pid";',
      'import { y } from "@communique/core/languages";',
      'import { startTestServer } from "@communique/server/test/test-server";',
      'import { z } from "@communique/server";',
      'import { w } from "@communique/nothing";',
      'vi.mock("@communique/store/test/test-database");',
    ].join("\n");
    expect(check("apps/web/e2e/a.ts", text)).toEqual([
      "1 package-entry",
      "2 package-entry",
      "3 package-entry",
      "4 package-entry",
      "5 package-entry",
      "6 package-entry",
    ]);
  });

  it("reads the forms an exports field takes", () => {
    expect([...entryPoints("./index.ts").keys()]).toEqual(["."]);
    expect([...entryPoints({ import: "./a.js", types: "./a.d.ts" }).keys()]).toEqual(["."]);
    expect([...entryPoints({ ".": "./a.ts", "./b": { default: "./b.ts" } }).keys()]).toEqual([".", "./b"]);
    expect([...entryPoints(undefined).keys()]).toEqual([]);
  });
});

describe("web features", () => {
  const web = (file: string) => `apps/web/src/${file}`;

  it("lets a feature import shared code and its own files", () => {
    const text = [
      'import { AppLink } from "../components/app-link";',
      'import { useI18n } from "../i18n/i18n-context";',
      'import { callApi } from "../server/api-call.server";',
      'import { pageTitle } from "../page-meta";',
      'import { SearchState } from "./search-state";',
    ].join("\n");
    expect(check(web("search/results-list.tsx"), text)).toEqual([]);
    expect(check(web("analytics/sections/summary.tsx"), 'import { Chart } from "../charts/chart";')).toEqual(
      [],
    );
  });

  it("fails a feature reaching into another feature, and accepts its public entry", () => {
    const text = [
      'import { report } from "../report/report-store";',
      'import { report as r1 } from "../report";',
      'import { report as r2 } from "../report/index";',
      'import { report as r3 } from "../report/index.ts";',
      'import { loadReport } from "../report/index.server";',
      'import type { SearchAnswer } from "../search/search-api.server";',
      'import { x } from "../../content/x.md?raw";',
    ].join("\n");
    expect(check(web("statements/statement-actions.tsx"), text)).toEqual(["1 web-feature", "6 web-feature"]);
    expect(
      check(web("analytics/calendar/calendar.tsx"), 'import { a } from "../../search/search-state";'),
    ).toEqual(["1 web-feature"]);
  });

  it("fails shared code importing a feature, even through its entry", () => {
    expect(check(web("components/search-box.tsx"), 'import { s } from "../search";')).toEqual([
      "1 web-feature",
    ]);
    expect(check(web("page-meta.ts"), 'import { s } from "./search/search-state";')).toEqual([
      "1 web-feature",
    ]);
  });

  it("lets the app layer import anything, and only the app layer import routes/", () => {
    const text = 'import { a } from "../search/search-state";\nimport { b } from "../report/report-files";';
    expect(check(web("routes/search.tsx"), text)).toEqual([]);
    expect(check(web("routes.ts"), 'import { CONTENT_PAGES } from "./content/content-pages";')).toEqual([]);
    expect(check(web("search/a.ts"), 'import { loader } from "../routes/search";')).toEqual([
      "1 web-feature",
    ]);
    expect(check(web("components/a.ts"), 'import { loader } from "../routes/search";')).toEqual([
      "1 web-feature",
    ]);
    expect(check(web("page-meta.ts"), 'import type { RootData } from "./root";')).toEqual([]);
  });

  it("follows the web package's own entries into a feature", () => {
    expect(check(web("analytics/a.ts"), 'import { s } from "@communique/web/search-entry";')).toEqual([]);
    expect(check(web("analytics/a.ts"), 'import { s } from "@communique/web/search-internals";')).toEqual([
      "1 web-feature",
    ]);
  });

  it("leaves files outside apps/web/src to the other rules", () => {
    expect(check("apps/web/e2e/a.test.ts", 'import { s } from "../src/search/search-state";')).toEqual([]);
  });
});

describe("reading the workspace", () => {
  const root = mkdtempSync(path.join(tmpdir(), "package-boundaries-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };

  it("lists the workspace packages and the sources, without generated output", () => {
    write("package.json", JSON.stringify({ workspaces: ["packages/*", "apps/web"] }));
    write("packages/a/package.json", JSON.stringify({ name: "@x/a", exports: { ".": "./src/index.ts" } }));
    write("packages/a/src/index.ts", 'export * from "../../b/src/index";');
    write("packages/b/package.json", JSON.stringify({ name: "@x/b" }));
    write("packages/b/src/index.ts", "export const b = 1;");
    write("packages/not-a-package/readme.ts", "");
    write("apps/web/package.json", JSON.stringify({ name: "@x/web" }));
    write("apps/web/build/server/index.js", 'import "../../../../packages/b/src/index";');
    write("apps/web/node_modules/x/index.js", "");
    write("apps/web/.react-router/types/x.ts", "");
    write("scripts/tool.mts", 'import { a } from "@x/a";');
    write("scripts/notes.md", "");

    const packages = readPackages(root);
    expect(packages.map((pkg) => `${pkg.name} ${pkg.dir}`)).toEqual([
      "@x/a packages/a",
      "@x/b packages/b",
      "@x/web apps/web",
    ]);
    const files = readSourceFiles(root, SOURCE_EXTENSIONS);
    expect(files.map((file) => file.path).sort()).toEqual([
      "packages/a/src/index.ts",
      "packages/b/src/index.ts",
      "packages/not-a-package/readme.ts",
      "scripts/tool.mts",
    ]);
    expect(checkBoundaries(files, packages).map((v) => `${v.file}:${v.line} ${v.rule}`)).toEqual([
      "packages/a/src/index.ts:1 relative-import",
    ]);
  });
});

describe("unparseable files", () => {
  it("are reported rather than passed", () => {
    expect(check("packages/core/src/a.ts", 'import { from "./x";')).toContainEqual(
      expect.stringMatching(/ parse$/),
    );
  });
});
