// Preloaded into a CLI process by apps/cli/src/main.test.ts: notes which of the heavy packages the
// process loaded (by the URL each import resolves to), and prints them on stderr as it exits.
import { registerHooks } from "node:module";

const HEAVY = ["playwright-core", "jsdom", "pdfjs-dist", "undici", "sanitize-html", "@mozilla/readability"];
const loaded = new Set();
registerHooks({
  resolve(specifier, context, nextResolve) {
    const resolved = nextResolve(specifier, context);
    for (const name of HEAVY) if (resolved.url.includes(`/node_modules/${name}/`)) loaded.add(name);
    return resolved;
  },
});
process.on("exit", () => {
  process.stderr.write(`\nheavy packages loaded: ${[...loaded].sort().join(",") || "none"}\n`);
});
