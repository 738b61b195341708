import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "packages/*/src/**/*.test.ts",
      "apps/*/src/**/*.test.{ts,tsx}",
      "apps/web/e2e/**/*.test.ts",
      "scripts/**/*.test.ts",
    ],
    globalSetup: ["packages/store/test/global-setup.ts", "apps/web/test/build-web-setup.ts"],
    // One worker per core, and each worker runs its files one after another in one module graph
    // (docs/decisions/025-fast-test-suite.md): the product's modules, the web app's server bundle
    // and Playwright are imported once per worker instead of once per file, and a worker's browser
    // tests share one Chromium. Each file still gets its own database and browser contexts.
    maxWorkers: availableParallelism(),
    isolate: false,
    // A guard against hangs, not a speed check: under the whole suite on 2 cores (Chromium,
    // PostgreSQL and the server sharing them) a browser test has needed more than 30 s.
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // The default report, and each file's time for `npm run test:timings`.
    reporters: ["default", "./scripts/test/timings-reporter.ts"],
  },
});
