import { z } from "zod";

/** The server's own settings (the store reads DATA_DIR and DATABASE_URL itself). */
const ServerEnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  /** Loopback by default: exposing the site is a deliberate act (HOST=0.0.0.0 behind a proxy). */
  HOST: z.string().min(1).default("127.0.0.1"),
  PRODUCT_NAME: z.string().min(1).max(60).default("Communiqué"),
});

export type ServerEnv = z.infer<typeof ServerEnvSchema>;

export function readServerEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const parsed = ServerEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid environment: ${problems}`);
  }
  return parsed.data;
}
