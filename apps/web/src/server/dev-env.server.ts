import { type EnvSource, readEnv, url } from "@communique/core/env";
import { z } from "zod";

/**
 * Settings the web app reads itself, only under `npm run dev` (in production the hosting server
 * parses its environment and passes the settings in the load context). The only place the web
 * dev server reads its environment.
 */
const DevEnvSchema = z.object({
  API_ORIGIN: url().default("http://127.0.0.1:3001"),
  PRODUCT_NAME: z.string().min(1).max(60).default("Communiqué"),
  CONTACT_EMAIL: z.email().optional(),
});

export type DevEnv = z.output<typeof DevEnvSchema>;

/** An empty variable is an unset one. */
export function readDevEnv(env: EnvSource = process.env): DevEnv {
  return readEnv(DevEnvSchema, env);
}
