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
    // A guard against hangs, not a speed check: under the whole suite on 2 cores (Chromium,
    // PostgreSQL and the server sharing them) a browser test has needed more than 30 s.
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
