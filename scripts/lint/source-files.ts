/**
 * What the lint scripts read: the repository's source files under apps/, packages/ and scripts/
 * (dependencies, build output, data and dot-folders skipped), parsed with the same parser.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseSync } from "vite";

export interface SourceFile {
  /** Relative to the repository root, with forward slashes. */
  path: string;
  text: string;
}

const SCANNED_ROOTS = ["apps", "packages", "scripts"];
const SKIPPED_FOLDERS = new Set(["node_modules", "build", "dist", "data", "coverage"]);

/** The repository's root, from a script in scripts/lint. */
export const REPOSITORY_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** The source files whose names end with one of `extensions`. */
export function readSourceFiles(root: string, extensions: readonly string[]): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!entry.name.startsWith(".") && !SKIPPED_FOLDERS.has(entry.name)) walk(relative);
      } else if (entry.isFile() && extensions.some((extension) => entry.name.endsWith(extension))) {
        files.push({ path: relative, text: readFileSync(path.join(root, relative), "utf8") });
      }
    }
  };
  for (const dir of SCANNED_ROOTS) if (existsSync(path.join(root, dir))) walk(dir);
  return files;
}

function languageOf(file: string): "ts" | "tsx" | "js" | "jsx" {
  if (file.endsWith(".tsx")) return "tsx";
  if (file.endsWith(".jsx")) return "jsx";
  if (/\.[mc]?ts$/.test(file)) return "ts";
  return "js";
}

/** A file's syntax tree (oxc, through Vite), and its parse errors. */
export function parseSource(file: string, text: string) {
  return parseSync(file, text, { lang: languageOf(file), sourceType: "module" });
}
