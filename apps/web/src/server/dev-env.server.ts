import { z } from "zod";

/**
 * Settings the web app reads itself, only under `npm run dev` (in production the hosting server
 * parses its environment and passes the settings in the load context).
 */
const DevEnvSchema = z.object({
  API_ORIGIN: z.url().default("http://127.0.0.1:3001"),
  PRODUCT_NAME: z.string().min(1).max(60).default("Communiqué"),
  CONTACT_EMAIL: z.email().optional(),
});

export function readDevEnv(env: NodeJS.ProcessEnv = process.env) {
  const parsed = DevEnvSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== "")));
  if (!parsed.success) {
    throw new Error(
      `Invalid environment: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`,
    );
  }
  return parsed.data;
}
