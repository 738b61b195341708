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

/** Where an offset of `text` stands: its line and column (from 1) and the line's trimmed text. */
export function locator(text: string): (offset: number) => { line: number; column: number; text: string } {
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === "\n") lineStarts.push(i + 1);
  return (offset) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (lineStarts[mid]! <= offset) low = mid;
      else high = mid - 1;
    }
    const start = lineStarts[low]!;
    const lineEnd = text.indexOf("\n", start);
    return {
      line: low + 1,
      column: offset - start + 1,
      text: text.slice(start, lineEnd < 0 ? undefined : lineEnd).trim(),
    };
  };
}
