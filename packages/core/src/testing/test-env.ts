import { z } from "zod";
import { type EnvSource, filePath, readEnv } from "../env";

/**
 * What the test suite reads from its environment, and the only place it reads it
 * (`@communique/core/testing`). All optional: without them the tests that need them are skipped,
 * and say so.
 */
const TestEnvSchema = z.object({
  /** The folder of the shared data (`../shared/data`); corpus tests are skipped, saying so, without it. */
  CORPUS_DIR: filePath().optional(),
  /** The Chromium playwright-core drives; else Debian's (/usr/bin/chromium); browser tests are skipped without one. */
  CHROMIUM_PATH: filePath().optional(),
  /**
   * A PostgreSQL server for the whole run instead of an embedded one (CI runs the suite against
   * Debian's PostgreSQL 15 this way: scripts/with-postgres-15.sh); tests of the embedded cluster
   * itself are skipped then.
   */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  /** The fuzzer's seed (apps/server/src/fuzz.test.ts): a failure is replayed with the seed it printed. */
  FUZZ_SEED: z.coerce.number().int().min(0).optional(),
  /** How many requests the fuzzer makes (1,200 by default; CI's fuzz leg makes 10,000). */
  FUZZ_CASES: z.coerce.number().int().min(1).max(1_000_000).optional(),
  /** The process's time zone as the run started, which time-zone tests change and put back. */
  TZ: z.string().optional(),
});

export type TestEnv = z.output<typeof TestEnvSchema>;

/** Empty variables count as unset. */
export function readTestEnv(env: EnvSource = process.env): TestEnv {
  return readEnv(TestEnvSchema, env);
}

/** The test environment, read once when a test file first imports it. */
export const testEnv: TestEnv = readTestEnv();
export { seededRandom } from "./seeded-random";
