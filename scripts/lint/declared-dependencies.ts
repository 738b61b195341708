/**
 * Declared dependencies (issue 18): every workspace declares in its own package.json what its
 * files import, and declares nothing it does not use. npm hoists every package to the root
 * node_modules, so an undeclared import works by accident until a dependency's own
 * dependencies change; a declared package nothing uses (pg-copy-streams) is installed for
 * nothing.
 *
 *   npx tsx scripts/lint/declared-dependencies.ts
 *
 * Rules:
 *   undeclared  A file imports a package its workspace does not declare. Code that ships may use
 *               "dependencies" (or optional/peer ones) only; tests, test helpers (test/, testing/,
 *               e2e/) and the root's scripts may also use "devDependencies". A type-only package
 *               counts through its @types package.
 *   unused      A workspace declares a package that none of its files imports or names (a font
 *               file path, say) and whose command none of the project's scripts runs.
 */
import { existsSync, readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { findImports, readPackages, SOURCE_EXTENSIONS } from "./package-boundaries";
import { REPOSITORY_ROOT, readSourceFiles, type SourceFile } from "./source-files";

export interface Manifest {
  name?: string;
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

export interface Workspace {
  /** Its folder relative to the root ("" for the root itself). */
  dir: string;
  manifest: Manifest;
}

export interface DependencyViolation {
  file: string;
  line: number;
  rule: "undeclared" | "unused";
  message: string;
}

const BUILTINS = new Set(builtinModules);

/** The package a bare specifier names ("@scope/name/sub" → "@scope/name"), or null for others. */
export function packageName(specifier: string): string | null {
  if (specifier.startsWith(".") || specifier.startsWith("/") || specifier.includes(":")) return null;
  if (specifier.startsWith("~") || specifier.startsWith("#") || specifier.startsWith("virtual")) return null;
  const parts = specifier.split("/");
  const name = specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]!;
  return BUILTINS.has(name) ? null : name;
}

/** Its @types package ("@scope/name" → "@types/scope__name"). */
export const typesPackage = (name: string) =>
  `@types/${name.startsWith("@") ? name.slice(1).replace("/", "__") : name}`;

/** Files only the web app's build reads: React Router's route table and the build configs. */
const BUILD_TIME_FILES = new Set(["apps/web/src/routes.ts"]);

/** Tests, their helpers, build-time files and the root's tooling may use devDependencies. */
export function mayUseDevDependencies(file: string, workspace: Workspace): boolean {
  if (workspace.dir === "") return true;
  return (
    /\.test\.[cm]?[jt]sx?$/.test(file) ||
    /\/(test|testing|e2e)\//.test(file) ||
    /\.config\.[cm]?ts$/.test(file) ||
    BUILD_TIME_FILES.has(file)
  );
}

function workspaceOf(file: string, workspaces: readonly Workspace[]): Workspace {
  return (
    workspaces.find((w) => w.dir !== "" && (file === w.dir || file.startsWith(`${w.dir}/`))) ??
    workspaces.find((w) => w.dir === "")!
  );
}

const names = (record: Record<string, string> | undefined) => Object.keys(record ?? {});

export function checkDependencies(
  files: readonly SourceFile[],
  workspaces: readonly Workspace[],
  /** The commands (bin names) each package provides, for the "unused" rule. */
  binsOf: (name: string) => string[],
  /** Every command line the project runs: package.json scripts and CI's shell scripts. */
  commandLines: readonly string[],
): DependencyViolation[] {
  const violations: DependencyViolation[] = [];
  const used = new Map<Workspace, Set<string>>(workspaces.map((w) => [w, new Set<string>()]));
  for (const file of files) {
    const workspace = workspaceOf(file.path, workspaces);
    const m = workspace.manifest;
    const shipped = new Set([
      ...names(m.dependencies),
      ...names(m.optionalDependencies),
      ...names(m.peerDependencies),
    ]);
    const all = new Set([...shipped, ...names(m.devDependencies)]);
    const allowed = mayUseDevDependencies(file.path, workspace) ? all : shipped;
    const { imports } = findImports(file.path, file.text);
    for (const { specifier, line } of imports) {
      const name = packageName(specifier);
      if (name === null || name === m.name) continue;
      // Types are needed to compile, never to run: an @types package may be a devDependency.
      const declaredAs = [name, typesPackage(name)].filter(
        (n) => allowed.has(n) || (n.startsWith("@types/") && all.has(n)),
      );
      for (const n of declaredAs) used.get(workspace)!.add(n);
      if (declaredAs.length > 0) continue;
      const where = workspace.dir === "" ? "the root package.json" : `${workspace.dir}/package.json`;
      violations.push({
        file: file.path,
        line,
        rule: "undeclared",
        message: all.has(name)
          ? `"${name}" is a devDependency of ${where}, but this file ships: declare it in "dependencies"`
          : `"${name}" is not declared in ${where}: add it there (npm install ${name} -w ${workspace.dir || "."})`,
      });
    }
    // A package named in a string rather than imported: a font file resolved by its path.
    for (const name of all) if (file.text.includes(`"${name}/`)) used.get(workspace)!.add(name);
  }
  for (const workspace of workspaces) {
    const m = workspace.manifest;
    for (const name of [...names(m.dependencies), ...names(m.devDependencies)]) {
      const seen = used.get(workspace)!;
      if (seen.has(name)) continue;
      // An @types package counts when its library is used, and a tool when a script runs it.
      if (name.startsWith("@types/") && [...seen].some((n) => typesPackage(n) === name)) continue;
      if (name.startsWith("@types/") && name.slice(7).split("__")[0] === "node") continue;
      const bins = binsOf(name);
      if (
        bins.some((bin) => commandLines.some((line) => new RegExp(`(^|[\\s/;&|(])${bin}(\\s|$)`).test(line)))
      )
        continue;
      violations.push({
        file: `${workspace.dir === "" ? "" : `${workspace.dir}/`}package.json`,
        line: 1,
        rule: "unused",
        message: `"${name}" is declared but nothing in ${workspace.dir || "the root"} imports it or runs it: remove it`,
      });
    }
  }
  return violations;
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, "utf8")) as T;
}

function main(): number {
  const root = REPOSITORY_ROOT;
  const workspaces: Workspace[] = [
    { dir: "", manifest: readJson<Manifest>(path.join(root, "package.json")) },
    ...readPackages(root).map((p) => ({
      dir: p.dir,
      manifest: readJson<Manifest>(path.join(root, p.dir, "package.json")),
    })),
  ];
  const binsOf = (name: string): string[] => {
    const file = path.join(root, "node_modules", name, "package.json");
    if (!existsSync(file)) return [];
    const bin = readJson<{ bin?: string | Record<string, string> }>(file).bin;
    if (typeof bin === "string") return [name.split("/").pop()!];
    return Object.keys(bin ?? {});
  };
  const shellScripts = [".ci/run", "scripts/with-postgres-15.sh"]
    .filter((f) => existsSync(path.join(root, f)))
    .flatMap((f) => readFileSync(path.join(root, f), "utf8").split("\n"));
  const commandLines = [
    ...workspaces.flatMap((w) => Object.values(w.manifest.scripts ?? {})),
    ...shellScripts,
  ];
  const files = readSourceFiles(root, SOURCE_EXTENSIONS).filter(
    (f) => !/\/(fixtures?|__fixtures__)\//.test(f.path) && !f.path.startsWith("scripts/lint/fixtures"),
  );
  const violations = checkDependencies(files, workspaces, binsOf, commandLines);
  for (const v of violations) console.error(`${v.file}:${v.line}  ${v.rule}  ${v.message}`);
  if (violations.length) {
    console.error(`declared-dependencies: ${violations.length} violation(s)`);
    return 1;
  }
  console.log(
    `declared-dependencies: ${files.length} files across ${workspaces.length} workspaces, every import declared`,
  );
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main();
}
