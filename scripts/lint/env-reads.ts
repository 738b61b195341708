/**
 * Environment reads (issue 14): only the env modules below read process.env. Each process kind
 * parses its variables once, in its env module, with the shared parser (@communique/core/env), so
 * a bad value fails at start with a message naming it and a variable's name, default and meaning
 * live in one place.
 *
 *   npx tsx scripts/lint/env-reads.ts
 *
 * Exits 1 listing every read outside the allowlist as file:line:column; exits 0 with a one-line
 * summary otherwise. Checks the .ts/.tsx/.mts/.cts files under apps/, packages/ and scripts/
 * (node_modules, build output, data and dot-folders skipped).
 *
 * What counts, on the syntax tree (comments and strings never count):
 *   - a read: any use of `process.env` (or `process["env"]`) that is not one of the writes below:
 *     `process.env.X`, `process.env[name]`, `{ ...process.env }`, `Object.entries(process.env)`,
 *     `f(process.env)`, a default parameter `env = process.env`; and `import { env } from
 *     "node:process"`.
 *   - a write, allowed anywhere: `process.env.X = v` (also `??=`, `||=` and the other compound
 *     assignments), `process.env = {...}` and `delete process.env.X`.
 * To pass this process's whole environment to a child process, use inheritedEnv(overrides) from
 * @communique/core/env. Not caught (keep it simple): aliases such as `const { env } = process`
 * or `const p = process; p.env`.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { locator, parseSource, REPOSITORY_ROOT, readSourceFiles, type SourceFile } from "./source-files";

export type { SourceFile };

/** The env modules: one per process kind, plus the shared parser. Paths from the repository root. */
export const ENV_MODULES: readonly string[] = [
  // The shared parser: readEnv's default (process.env) and inheritedEnv for child processes.
  "packages/core/src/env.ts",
  // The server process (`npm start`): PORT, HOST, PRODUCT_NAME, SERVE_WEB, ...
  "apps/server/src/env.ts",
  // The database, in every process that opens it: DATA_DIR, DATABASE_URL, DATABASE_POOL_SIZE.
  "packages/store/src/env.ts",
  // The crawler, in the server or a `crawl` worker: CRAWL_*.
  "packages/ingest/src/crawl/fetch/crawl-env.ts",
  // The web app under `npm run dev` (Vite's dev server): API_ORIGIN, PRODUCT_NAME, CONTACT_EMAIL.
  "apps/web/src/server/dev-env.server.ts",
  // Build and development tooling: vite.config.ts, scripts/dev.ts, scripts/screenshots.ts, build-countries.
  "scripts/tooling-env.ts",
  // Benchmarks (scripts/bench): CORPUS_DIR, CODE_ROOT.
  "scripts/bench/bench-env.ts",
  // Tests (@communique/core/testing): CORPUS_DIR, CHROMIUM_PATH, DATABASE_URL, TZ.
  "packages/core/src/testing/test-env.ts",
];

const SOURCE_EXTENSIONS = [".ts", ".tsx", ".mts", ".cts"];
/** Folders never scanned (dependencies, generated output, data); dot-folders are skipped too. */

export interface EnvRead {
  line: number;
  column: number;
  /** The source line, trimmed, for the report. */
  text: string;
}

export interface Violation extends EnvRead {
  file: string;
  message: string;
}

type Node = { type: string; start: number; end: number; [key: string]: unknown };

const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && typeof (value as { type?: unknown }).type === "string";

/** `process.env` or `process["env"]`. */
function isProcessEnv(node: Node): boolean {
  if (node.type !== "MemberExpression") return false;
  const object = node.object as Node;
  const property = node.property as Node & { name?: string; value?: unknown };
  if (object.type !== "Identifier" || (object as { name?: string }).name !== "process") return false;
  return node.computed
    ? property.type === "Literal" && property.value === "env"
    : property.type === "Identifier" && property.name === "env";
}

/** Whether this `process.env` (with its parents, nearest first) is written, not read. */
function isWrite(node: Node, parents: readonly Node[]): boolean {
  const [parent, grandparent] = parents;
  if (!parent) return false;
  // process.env = {...}
  if (parent.type === "AssignmentExpression" && parent.left === node) return true;
  if (parent.type !== "MemberExpression" || parent.object !== node || !grandparent) return false;
  // process.env.X = v, process.env.X ??= v, ...
  if (grandparent.type === "AssignmentExpression" && grandparent.left === parent) return true;
  // delete process.env.X
  return grandparent.type === "UnaryExpression" && grandparent.operator === "delete";
}

/** Every read of the environment in one source file; throws if the file does not parse. */
export function findEnvReads(file: string, text: string): EnvRead[] {
  const result = parseSource(file, text);
  if (result.errors.length) throw new Error(result.errors.map((error) => error.message).join("; "));
  const at: (offset: number) => EnvRead = locator(text);

  const reads: EnvRead[] = [];
  const visit = (node: Node, parents: Node[]) => {
    if (isProcessEnv(node) && !isWrite(node, parents)) reads.push(at(node.start));
    if (node.type === "ImportDeclaration") {
      const source = (node.source as { value?: unknown }).value;
      if (source === "process" || source === "node:process") {
        for (const specifier of node.specifiers as Node[]) {
          const imported = specifier.imported as { name?: string; value?: string } | undefined;
          if (specifier.type === "ImportSpecifier" && (imported?.name ?? imported?.value) === "env")
            reads.push(at(specifier.start));
        }
      }
    }
    const inner = [node, ...parents];
    for (const [key, value] of Object.entries(node)) {
      if (key === "type" || key === "start" || key === "end") continue;
      if (Array.isArray(value)) {
        for (const item of value) if (isNode(item)) visit(item, inner);
      } else if (isNode(value)) visit(value, inner);
    }
  };
  visit(result.program as unknown as Node, []);
  return reads;
}

/** The violations in a set of files: reads outside the allowlist, and files that do not parse. */
export function checkEnvReads(
  files: readonly SourceFile[],
  allowlist: readonly string[] = ENV_MODULES,
): Violation[] {
  const allowed = new Set(allowlist);
  const violations: Violation[] = [];
  for (const file of files) {
    if (allowed.has(file.path)) continue;
    let reads: EnvRead[];
    try {
      reads = findEnvReads(file.path, file.text);
    } catch (error) {
      violations.push({
        file: file.path,
        line: 1,
        column: 1,
        text: "",
        message: `does not parse, so its environment reads cannot be checked: ${(error as Error).message}`,
      });
      continue;
    }
    for (const read of reads) {
      violations.push({
        file: file.path,
        ...read,
        message:
          "reads process.env outside the env modules: read the variable in its process kind's env " +
          "module (listed in scripts/lint/env-reads.ts), or use inheritedEnv() to pass the environment on",
      });
    }
  }
  return violations;
}

function main(): number {
  const root = REPOSITORY_ROOT;
  const files = readSourceFiles(root, SOURCE_EXTENSIONS);
  const missing = ENV_MODULES.filter((module) => !existsSync(path.join(root, module)));
  const violations = checkEnvReads(files);
  for (const module of missing)
    console.error(`scripts/lint/env-reads.ts: the allowlisted env module ${module} does not exist`);
  for (const v of violations) console.error(`${v.file}:${v.line}:${v.column}  ${v.message}\n    ${v.text}`);
  if (violations.length || missing.length) {
    console.error(
      `env-reads: ${violations.length} violation${violations.length === 1 ? "" : "s"}` +
        (missing.length
          ? `, ${missing.length} stale allowlist entr${missing.length === 1 ? "y" : "ies"}`
          : ""),
    );
    return 1;
  }
  console.log(
    `env-reads: ${files.length} files checked; process.env is read only in the ${ENV_MODULES.length} env modules`,
  );
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main();
}
