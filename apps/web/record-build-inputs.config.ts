import path from "node:path";
import type { Plugin } from "vite";

/** Where each build (client, server) lists the files it read, beside its output. */
export const BUILD_INPUTS_FILE = ".build-inputs.json";

/**
 * Lists the repository's files each build of the web app read (its module graph, without
 * node_modules: package-lock.json stands for those), beside the build's output (not served: the
 * site serves only /assets/ and its icons from there). scripts/build-web.ts hashes them to know
 * when the bundle is stale: a fixed list of inputs missed most of @communique/core, so that a
 * changed contract could ship in a stale bundle (issue 34).
 */
export function recordBuildInputs(repoRoot: string): Plugin {
  return {
    name: "communique:record-build-inputs",
    apply: "build",
    generateBundle() {
      const files = new Set<string>();
      for (const id of this.getModuleIds()) {
        const file = id.split("?")[0]!;
        if (!path.isAbsolute(file) || !file.startsWith(`${repoRoot}${path.sep}`)) continue;
        if (file.split(path.sep).includes("node_modules")) continue;
        files.add(path.relative(repoRoot, file));
      }
      this.emitFile({
        type: "asset",
        fileName: BUILD_INPUTS_FILE,
        source: `${JSON.stringify([...files].sort(), null, 1)}\n`,
      });
    },
  };
}
