import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, runnerImport } from "vite";
import type * as ToolingEnv from "../../scripts/tooling-env";
import { listMessageFiles } from "./message-files.config";
import { recordBuildInputs } from "./record-build-inputs.config";

export default defineConfig(async () => {
  // The settings come from the tooling env module (scripts/tooling-env.ts). It is loaded through
  // Vite's module runner, not imported: the config bundler leaves workspace packages such as
  // @communique/core/env (TypeScript) to Node, which cannot load them.
  const { module: toolingEnv } = await runnerImport<typeof ToolingEnv>(
    path.join(import.meta.dirname, "../../scripts/tooling-env.ts"),
  );
  // Development only (`npm run dev`): the API runs in its own process and Vite forwards to it.
  const apiOrigin = toolingEnv.readViteEnv().API_ORIGIN;
  return {
    plugins: [reactRouter(), recordBuildInputs(path.join(import.meta.dirname, "../..")), listMessageFiles()],
    server: { proxy: { "/api": apiOrigin, "/healthz": apiOrigin } },
    build: { assetsInlineLimit: 0 },
    // Loaded from its folder at run time, not bundled: it finds its font files beside itself.
    ssr: { external: ["@communique/report-fonts"] },
  };
});
