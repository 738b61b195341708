import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const SRC = path.resolve(import.meta.dirname, "../..");
const MAP = path.join(SRC, "analytics/map");

/** Relative imports of a module, resolved to files (packages are outside the question). */
function importsOf(file: string): string[] {
  const source = readFileSync(file, "utf8");
  const specifiers = [...source.matchAll(/(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g)].map(
    (m) => m[1]!,
  );
  return specifiers.flatMap((specifier) => {
    const base = path.resolve(path.dirname(file), specifier);
    const found = [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")].find(
      (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
    );
    return found && /\.tsx?$/.test(found) ? [found] : [];
  });
}

function reachable(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...importsOf(file));
  }
  return seen;
}

const modulesIn = (folder: string) =>
  readdirSync(path.join(SRC, folder))
    .filter((name) => /\.tsx?$/.test(name) && !name.startsWith("analytics"))
    .map((name) => path.join(SRC, folder, name));

describe("the map's place in the bundles", () => {
  it("is reached from no page but the analytics ones (it carries 108 kB of TopoJSON and d3-geo)", () => {
    const everyPage = [path.join(SRC, "root.tsx"), ...modulesIn("routes"), ...modulesIn("layouts")];
    const leaks = [...reachable(everyPage)].filter((file) => file.startsWith(MAP));
    expect(leaks).toEqual([]);
  });

  it("is found by this check when a page does import it", () => {
    expect([...reachable([path.join(MAP, "world-map.tsx")])]).toContain(path.join(MAP, "base-map.ts"));
  });
});
