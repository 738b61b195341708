/**
 * The benchmarks' settings: the only place scripts/bench reads its environment. The processes a
 * benchmark starts (the import CLI, the server) read their own settings (DATA_DIR, PORT, ...) in
 * their env modules; a benchmark passes them on with inheritedEnv. CHROMIUM_PATH (bench:web) is
 * read where the browser is found, in the test environment (@communique/core/testing).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type EnvSource, filePath, readEnv } from "@communique/core/env";
import { z } from "zod";

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

const BenchEnvSchema = z.object({
  /** The shared data (the UN General Debate Corpus); ../shared/data beside the repository. */
  CORPUS_DIR: filePath()
    .default(path.join(REPO_ROOT, "../shared/data"))
    .transform((dir) => path.resolve(dir)),
  /** explain-search.ts: the source tree whose SQL is explained (a snapshot of a commit); this one by default. */
  CODE_ROOT: filePath()
    .default(REPO_ROOT)
    .transform((dir) => path.resolve(dir)),
  /** time-search-mix.ts: a second source tree, run in turn with CODE_ROOT's query by query. */
  COMPARE_ROOT: filePath()
    .optional()
    .transform((dir) => (dir ? path.resolve(dir) : undefined)),
  /** time-search-mix.ts: the query types to time (comma-separated; all by default). */
  TYPES: z
    .string()
    .optional()
    .transform((types) => types?.split(",").filter(Boolean)),
  /** time-search-mix.ts: timed runs per query and code (after one to warm the caches). */
  ITERS: z.coerce.number().int().min(1).max(1000).default(7),
  /**
   * bench:load's FTS5 and Xapian servers: a Python with sqlite3 (FTS5) and xapian. Debian's by
   * default, where apt puts python3-xapian (a pyenv or venv python3 first on PATH lacks it).
   */
  PYTHON: filePath().default(existsSync("/usr/bin/python3") ? "/usr/bin/python3" : "python3"),
});

export type BenchEnv = z.output<typeof BenchEnvSchema>;

/** Empty variables count as unset. */
export function readBenchEnv(env: EnvSource = process.env): BenchEnv {
  return readEnv(BenchEnvSchema, env);
}
