import { z } from "zod";
import type { WebSettings } from "../../web/src/server/web-context";

/** The server's own settings (the store reads DATA_DIR and DATABASE_URL itself). */
const ServerEnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  /** Loopback by default: exposing the site is a deliberate act (HOST=0.0.0.0 behind a proxy). */
  HOST: z.string().min(1).default("127.0.0.1"),
  PRODUCT_NAME: z.string().min(1).max(60).default("Communiqué"),
  /** Shown on the contact page; without it the page says that no address is published. */
  CONTACT_EMAIL: z.email().optional(),
  /** Page-view statistics, off unless all three are set (privacy policy). */
  PAGEVIEW_PROVIDER: z.enum(["plausible", "matomo"]).optional(),
  PAGEVIEW_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  PAGEVIEW_SITE: z.string().min(1).max(200).optional(),
  /** false: the API only (`npm run dev` serves the web app through Vite). */
  SERVE_WEB: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
  /** The web app's build (npm run build); relative to the working directory. */
  WEB_BUILD_DIR: z.string().min(1).default("apps/web/build"),
});

export type ServerEnv = z.infer<typeof ServerEnvSchema>;

/** Empty variables count as unset, as in the store's settings. */
function withoutEmpty(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
}

export function readServerEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const parsed = ServerEnvSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid environment: ${problems}`);
  }
  const { PAGEVIEW_PROVIDER, PAGEVIEW_ENDPOINT, PAGEVIEW_SITE } = parsed.data;
  const pageviewSettings = [PAGEVIEW_PROVIDER, PAGEVIEW_ENDPOINT, PAGEVIEW_SITE].filter(Boolean).length;
  if (pageviewSettings !== 0 && pageviewSettings !== 3)
    throw new Error(
      "Invalid environment: PAGEVIEW_PROVIDER, PAGEVIEW_ENDPOINT and PAGEVIEW_SITE go together",
    );
  return parsed.data;
}

export function webSettings(env: ServerEnv): WebSettings {
  return {
    product: env.PRODUCT_NAME,
    contactEmail: env.CONTACT_EMAIL,
    pageviews:
      env.PAGEVIEW_PROVIDER && env.PAGEVIEW_ENDPOINT && env.PAGEVIEW_SITE
        ? { provider: env.PAGEVIEW_PROVIDER, endpoint: env.PAGEVIEW_ENDPOINT, site: env.PAGEVIEW_SITE }
        : undefined,
  };
}
