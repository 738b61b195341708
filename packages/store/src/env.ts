import path from "node:path";
import { z } from "zod";

/**
 * The store's settings. This module (and the server's env.ts) are the only places that read
 * process.env, so a bad value fails at start with a clear message instead of deep inside a query.
 */
const StoreEnvSchema = z.object({
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres:// or postgresql://")
    .optional(),
  /** Size of the connection pool; PostgreSQL itself is the real limit. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
});

export interface StoreEnv {
  dataDir: string;
  databaseUrl: string | undefined;
  poolSize: number;
}

export function readStoreEnv(env: NodeJS.ProcessEnv = process.env): StoreEnv {
  // An empty variable is an unset one (`DATABASE_URL= npm start` means "use the embedded one").
  const parsed = StoreEnvSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, v]) => v !== "")),
  );
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid environment: ${problems}`);
  }
  return {
    dataDir: path.resolve(parsed.data.DATA_DIR),
    databaseUrl: parsed.data.DATABASE_URL || undefined,
    poolSize: parsed.data.DATABASE_POOL_SIZE,
  };
}
