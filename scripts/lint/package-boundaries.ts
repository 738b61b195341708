/**
 * Package boundaries (issue 14): packages import each other only through the entry points their
 * package.json "exports" declares, and a web feature uses another feature only through its
 * public entry file.
 *
 *   npx tsx scripts/lint/package-boundaries.ts
 *
 * Exits 1 listing each violation as file:line, the rule and what to do; exits 0 with a one-line
 * summary otherwise. Every import form counts: static imports, `export … from`, dynamic
 * `import()`, `typeof import()`, `import x = require()`, `require()` and vi.mock-style paths.
 *
 * Rules:
 *   relative-import  A relative import whose target lies in another package root (packages/*,
 *                    apps/*) than the importing file; from scripts/, any relative import into a
 *                    package root. (A package may still use the repository's tooling in scripts/,
 *                    as apps/web/test/build-web-setup.ts does.)
 *   package-entry    An import of a workspace package (`@communique/x`, `@communique/x/sub`) that
 *                    is not one of its "exports".
 *   web-feature      In apps/web/src: a feature importing another feature other than through its
 *                    public entry (`<feature>/index.ts`, or `<feature>/index.server.ts` for what
 *                    only loaders may use: a .server module cannot sit behind an entry the browser
 *                    bundle imports), shared code importing a feature, or anything but the app
 *                    layer importing routes/.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { locator, parseSource, REPOSITORY_ROOT, readSourceFiles, type SourceFile } from "./source-files";

export type { SourceFile };

export const WEB_SRC = "apps/web/src";
/** apps/web/src folders that are features; every other folder and top-level file is shared code. */
export const WEB_FEATURES = ["analytics", "search", "statements", "report", "country-coverage", "content"];
/**
 * The app layer, which may import anything: the route modules, and React Router's own app modules
 * (the route config, the root route, the entries).
 */
export const WEB_APP_LAYER = "routes";
export const WEB_APP_FILES = ["routes.ts", "root.tsx", "entry.client.tsx", "entry.server.tsx"];

export const SOURCE_EXTENSIONS = [".ts", ".tsx", ".mts", ".cts", ".js", ".jsx", ".mjs", ".cjs"];
/** Folders never scanned (generated output, data, dependencies); dot-folders are skipped too. */
/** Top-level folders of the repository whose files are checked. */

export interface WorkspacePackage {
  name: string;
  /** Its folder, relative to the repository root, with forward slashes (e.g. packages/store). */
  dir: string;
  /** package.json "exports" as written; undefined when it declares none. */
  exports: unknown;
}

export type Rule = "relative-import" | "package-entry" | "web-feature" | "parse";

export interface Violation {
  file: string;
  line: number;
  rule: Rule;
  message: string;
}

export interface ImportSite {
  specifier: string;
  line: number;
}

/** Every module specifier a source file names, with its line. */
export function findImports(file: string, text: string): { imports: ImportSite[]; errors: string[] } {
  const locate = locator(text);
  const lineOf = (offset: number) => locate(offset).line;
  const imports: ImportSite[] = [];
  const result = parseSource(file, text);
  walk(result.program, (node) => {
    const source = specifierNode(node);
    const specifier = stringValue(source);
    if (source && specifier !== undefined) imports.push({ specifier, line: lineOf(source.start) });
  });
  return { imports, errors: result.errors.map((error) => error.message) };
}

/** An ESTree node as the parser gives it (plain objects, no parent links). */
interface AstNode {
  type: string;
  start: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is AstNode =>
  typeof value === "object" && value !== null && typeof (value as AstNode).type === "string";

function walk(value: unknown, visit: (node: AstNode) => void): void {
  if (Array.isArray(value)) {
    for (const item of value) walk(item, visit);
    return;
  }
  if (typeof value !== "object" || value === null) return;
  if (isNode(value)) visit(value);
  for (const child of Object.values(value)) if (typeof child === "object") walk(child, visit);
}

/** The node holding the module specifier, for the nodes that name a module. */
function specifierNode(node: AstNode): AstNode | undefined {
  const child = (value: unknown) => (isNode(value) ? value : undefined);
  switch (node.type) {
    case "ImportDeclaration":
    case "ExportAllDeclaration":
    case "ExportNamedDeclaration":
    case "ImportExpression":
      return child(node.source);
    case "TSImportType":
      return child(node.source) ?? child(child(node.argument)?.literal) ?? child(node.argument);
    case "TSExternalModuleReference":
      return child(node.expression);
    case "CallExpression":
      return isModuleCall(child(node.callee)) && Array.isArray(node.arguments)
        ? child(node.arguments[0])
        : undefined;
    default:
      return undefined;
  }
}

const VI_MODULE_FUNCTIONS = new Set(["mock", "doMock", "unmock", "doUnmock", "importActual", "importMock"]);

/** require("x"), vi.mock("x"), vi.importActual("x") and the like. */
function isModuleCall(callee: AstNode | undefined): boolean {
  if (!callee) return false;
  if (callee.type === "Identifier") return callee.name === "require";
  if (callee.type !== "MemberExpression" || callee.computed) return false;
  const object = callee.object as AstNode;
  const property = callee.property as AstNode;
  return (
    object.type === "Identifier" &&
    (object.name === "vi" || object.name === "vitest") &&
    property.type === "Identifier" &&
    VI_MODULE_FUNCTIONS.has(property.name as string)
  );
}

function stringValue(node: AstNode | undefined): string | undefined {
  if (node?.type === "Literal" && typeof node.value === "string") return node.value;
  if (node?.type === "TemplateLiteral" && Array.isArray(node.expressions) && node.expressions.length === 0) {
    const [quasi] = node.quasis as { value: { cooked: string | null } }[];
    return quasi?.value.cooked ?? undefined;
  }
  return undefined;
}

/** The package whose folder holds a repository path, if any. */
function packageOf(file: string, packages: readonly WorkspacePackage[]): WorkspacePackage | undefined {
  return packages.find((pkg) => file === pkg.dir || file.startsWith(`${pkg.dir}/`));
}

/** The entry points ("." and "./sub", patterns with *) an "exports" field declares, with their targets. */
export function entryPoints(exports: unknown): Map<string, unknown> {
  if (exports === undefined || exports === null) return new Map();
  if (typeof exports === "string" || Array.isArray(exports)) return new Map([[".", exports]]);
  const entries = Object.entries(exports as Record<string, unknown>);
  if (entries.every(([key]) => !key.startsWith("."))) return new Map([[".", exports]]);
  return new Map(entries.filter(([key]) => key.startsWith(".")));
}

/** The file an entry point names (resolving one * pattern), for a plain string target. */
function entryTarget(entries: Map<string, unknown>, subpath: string): string | undefined | null {
  const exact = entries.get(subpath);
  if (exact !== undefined) return typeof exact === "string" ? exact : null;
  for (const [key, target] of entries) {
    const star = key.indexOf("*");
    if (star < 0) continue;
    const prefix = key.slice(0, star);
    const suffix = key.slice(star + 1);
    if (subpath.length < key.length - 1 || !subpath.startsWith(prefix) || !subpath.endsWith(suffix)) continue;
    const match = subpath.slice(prefix.length, subpath.length - suffix.length);
    return typeof target === "string" ? target.replace("*", match) : null;
  }
  return undefined;
}

function describeEntries(entries: Map<string, unknown>): string {
  return entries.size ? [...entries.keys()].map((key) => `"${key}"`).join(", ") : "none";
}

type WebLayer = { kind: "feature"; name: string } | { kind: "shared" } | { kind: "app" };

function webLayerOf(file: string): WebLayer | undefined {
  if (!file.startsWith(`${WEB_SRC}/`)) return undefined;
  // A path of one part is a top-level file, or a folder imported as such (`../search`).
  const [folder, ...rest] = file.slice(WEB_SRC.length + 1).split("/");
  if (folder === WEB_APP_LAYER) return { kind: "app" };
  if (WEB_FEATURES.includes(folder!)) return { kind: "feature", name: folder! };
  if (!rest.length && WEB_APP_FILES.includes(folder!)) return { kind: "app" };
  return { kind: "shared" };
}

const withoutExtension = (file: string) => file.replace(/\.(d\.)?[mc]?[jt]sx?$/, "");

function isPublicEntry(target: string, feature: string): boolean {
  const bare = withoutExtension(target);
  const folder = `${WEB_SRC}/${feature}`;
  return bare === folder || bare === `${folder}/index` || bare === `${folder}/index.server`;
}

const shortWebPath = (file: string) => file.slice(WEB_SRC.length + 1);

function checkWebFeature(file: string, target: string): string | undefined {
  const from = webLayerOf(file);
  const to = webLayerOf(target);
  if (!from || !to || from.kind === "app") return undefined;
  if (to.kind === "app" && target.startsWith(`${WEB_SRC}/${WEB_APP_LAYER}/`))
    return `${shortWebPath(target)} is the app layer (${WEB_APP_LAYER}/): only the app layer imports it`;
  if (to.kind !== "feature") return undefined;
  if (from.kind === "shared")
    return `shared code imports the "${to.name}" feature (${shortWebPath(target)}): shared code may not depend on features; move what it needs into shared code or pass it in`;
  if (from.name === to.name || isPublicEntry(target, to.name)) return undefined;
  return `the "${from.name}" feature reaches into the "${to.name}" feature's internals (${shortWebPath(target)}): import it through ${WEB_SRC}/${to.name}/index.ts (index.server.ts for server-only code)`;
}

/** The violations in one file. */
export function checkFile(file: SourceFile, packages: readonly WorkspacePackage[]): Violation[] {
  const violations: Violation[] = [];
  const { imports, errors } = findImports(file.path, file.text);
  for (const error of errors) violations.push({ file: file.path, line: 1, rule: "parse", message: error });
  const home = packageOf(file.path, packages);
  const scopes = new Set(packages.map((pkg) => pkg.name.split("/")[0]).filter((s) => s?.startsWith("@")));

  for (const { specifier, line } of imports) {
    const report = (rule: Rule, message: string) => violations.push({ file: file.path, line, rule, message });
    const bare = specifier.replace(/[?#].*$/, "");
    let target: string | undefined;

    if (bare.startsWith("./") || bare.startsWith("../") || bare === "." || bare === "..") {
      target = path.posix.join(path.posix.dirname(file.path), bare);
      const owner = packageOf(target, packages);
      if (home && owner && owner !== home) {
        report(
          "relative-import",
          `relative import "${specifier}" reaches into ${owner.name} (${owner.dir}): import it through an entry point in its package.json "exports"`,
        );
      } else if (!home && owner) {
        report(
          "relative-import",
          `relative import "${specifier}" reaches into the sources of ${owner.name} (${owner.dir}): scripts import packages through the entry points in their package.json "exports"`,
        );
      }
    } else {
      const [first, second] = bare.split("/");
      const isScoped = first?.startsWith("@");
      const name = isScoped ? `${first}/${second}` : first;
      const pkg = packages.find((candidate) => candidate.name === name);
      if (!pkg && !(isScoped && scopes.has(first))) continue;
      if (!pkg) {
        report("package-entry", `"${specifier}": there is no workspace package ${name}`);
        continue;
      }
      const subpath = `.${bare.slice(name!.length)}`;
      const entries = entryPoints(pkg.exports);
      const entry = entryTarget(entries, subpath);
      if (entry === undefined) {
        report(
          "package-entry",
          `"${specifier}" is not an entry point of ${pkg.name} (its package.json "exports": ${describeEntries(entries)}): import a declared entry, or declare one`,
        );
        continue;
      }
      if (entry) target = path.posix.join(pkg.dir, entry);
    }

    if (target) {
      const problem = checkWebFeature(file.path, target);
      if (problem) report("web-feature", problem);
    }
  }
  return violations;
}

export function checkBoundaries(
  files: readonly SourceFile[],
  packages: readonly WorkspacePackage[],
): Violation[] {
  return files.flatMap((file) => checkFile(file, packages));
}

/** The workspace packages of the root package.json ("packages/*" patterns, or plain folders). */
export function readPackages(root: string): WorkspacePackage[] {
  const manifest = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
    workspaces?: string[] | { packages?: string[] };
  };
  const patterns = Array.isArray(manifest.workspaces)
    ? manifest.workspaces
    : (manifest.workspaces?.packages ?? []);
  const dirs = patterns.flatMap((pattern) => {
    if (!pattern.endsWith("/*")) return [pattern.replace(/\/$/, "")];
    const parent = pattern.slice(0, -2);
    if (!existsSync(path.join(root, parent))) return [];
    return readdirSync(path.join(root, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${parent}/${entry.name}`)
      .sort();
  });
  return dirs
    .filter((dir) => existsSync(path.join(root, dir, "package.json")))
    .map((dir) => {
      const pkg = JSON.parse(readFileSync(path.join(root, dir, "package.json"), "utf8")) as {
        name: string;
        exports?: unknown;
      };
      return { name: pkg.name, dir, exports: pkg.exports };
    });
}

function main(): number {
  const root = REPOSITORY_ROOT;
  const packages = readPackages(root);
  const files = readSourceFiles(root, SOURCE_EXTENSIONS);
  const violations = checkBoundaries(files, packages);
  for (const v of violations) console.error(`${v.file}:${v.line}  ${v.rule}  ${v.message}`);
  if (violations.length) {
    console.error(`package-boundaries: ${violations.length} violation(s) in ${files.length} files`);
    return 1;
  }
  console.log(`package-boundaries: ${files.length} files across ${packages.length} packages, no violations`);
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main();
}
