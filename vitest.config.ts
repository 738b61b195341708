import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["packages/*/src/**/*.test.ts", "apps/*/src/**/*.test.{ts,tsx}", "apps/web/e2e/**/*.test.ts"],
    globalSetup: ["packages/store/test/global-setup.ts", "apps/web/test/build-web-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
