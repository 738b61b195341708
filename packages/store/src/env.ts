import path from "node:path";
import { type EnvSource, filePath, intRange, readEnv } from "@communique/core/env";
import { z } from "zod";

/**
 * The store's settings. This module is the only place that reads them (the server, the CLI and
 * the benchmarks all come here), so a bad value fails at start with a clear message instead of
 * deep inside a query.
 */
const StoreEnvSchema = z.object({
  DATA_DIR: filePath().default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  /**
   * Read replicas of DATABASE_URL's server, comma-separated: searches, analytics, exports and
   * statement pages read from them (decision 018).
   */
  DATABASE_REPLICA_URLS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const urls = (value ?? "")
        .split(",")
        .map((url) => url.trim())
        .filter(Boolean);
      for (const url of urls) {
        if (!/^postgres(ql)?:\/\//.test(url)) {
          ctx.addIssue({ code: "custom", message: `"${url}" must start with postgres:// or postgresql://` });
        }
      }
      return urls;
    }),
  /** Size of the connection pool; PostgreSQL itself is the real limit. */
  DATABASE_POOL_SIZE: intRange(1, 100).default(10),
});

export interface StoreEnv {
  dataDir: string;
  databaseUrl: string | undefined;
  /** Read replicas (DATABASE_REPLICA_URLS); none when empty. */
  replicaUrls: string[];
  poolSize: number;
}

/** An empty variable is an unset one (`DATABASE_URL= npm start` means "use the embedded one"). */
export function readStoreEnv(env: EnvSource = process.env): StoreEnv {
  const parsed = readEnv(StoreEnvSchema, env);
  return {
    dataDir: path.resolve(parsed.DATA_DIR),
    databaseUrl: parsed.DATABASE_URL || undefined,
    replicaUrls: parsed.DATABASE_REPLICA_URLS,
    poolSize: parsed.DATABASE_POOL_SIZE,
  };
}
