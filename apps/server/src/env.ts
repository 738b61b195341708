import { type EnvSource, flag, httpUrl, intRange, port, readEnv } from "@communique/core/env";
import type { WebSettings } from "@communique/web/load-context";
import { z } from "zod";

/**
 * The server's own settings (the store reads DATA_DIR and DATABASE_URL itself, the crawler its
 * CRAWL_* variables): the only place the server process reads them.
 */
const ServerEnvSchema = z.object({
  PORT: port().default(3000),
  /** Loopback by default: exposing the site is a deliberate act (HOST=0.0.0.0 behind a proxy). */
  HOST: z.string().min(1).default("127.0.0.1"),
  PRODUCT_NAME: z.string().min(1).max(60).default("Communiqué"),
  /**
   * The site's public address (https://communique.example), for every absolute link it writes
   * (feeds, citations, reports); without it, http://localhost:PORT. Never the Host header.
   */
  PUBLIC_URL: httpUrl()
    .transform((url) => new URL(url).origin)
    .optional(),
  /** Shown on the contact page; without it the page says that no address is published. */
  CONTACT_EMAIL: z.email().optional(),
  /** Page-view statistics, off unless all three are set (privacy policy). */
  PAGEVIEW_PROVIDER: z.enum(["plausible", "matomo"]).optional(),
  PAGEVIEW_ENDPOINT: httpUrl().optional(),
  PAGEVIEW_SITE: z.string().min(1).max(200).optional(),
  /** 0: the API only (`npm run dev` serves the web app through Vite); true/false still work. */
  SERVE_WEB: flag(true),
  /** The web app's build (npm run build); relative to the working directory. */
  WEB_BUILD_DIR: z.string().min(1).default("apps/web/build"),
  /** A LibreTranslate-compatible service for what the terminology does not know; off unless set. */
  TRANSLATE_URL: httpUrl().optional(),
  TRANSLATE_API_KEY: z.string().min(1).max(500).optional(),
  /** How long a search waits for it before going on without (milliseconds). */
  TRANSLATE_TIMEOUT_MS: intRange(100, 30_000, "a number of milliseconds").default(1500),
  /**
   * Requests a minute per client address (pages, API calls; not static files or /healthz), with
   * bursts of a fifth of it; 0 turns the limit off (a load test from one address).
   */
  RATE_LIMIT_PER_MINUTE: intRange(0, 1_000_000, "a number of requests a minute").default(600),
  /**
   * How many reverse proxies in front of the site append to X-Forwarded-For and are believed
   * (1 behind one nginx); 0: the header is ignored and the socket's address is the client's.
   */
  TRUST_PROXY: intRange(0, 10, "a number of proxies").default(0),
  /**
   * Web processes sharing the port (Node's cluster): one opens the database and forks them; the
   * crawler runs in one of them only (processes.ts).
   */
  WEB_CONCURRENCY: intRange(1, 64, "a number of processes").default(1),
});

export type ServerEnv = z.infer<typeof ServerEnvSchema>;

/** The server's settings, from process.env unless told otherwise (empty variables count as unset). */
export function readServerEnv(env: EnvSource = process.env): ServerEnv {
  const parsed = readEnv(ServerEnvSchema, env);
  const { PAGEVIEW_PROVIDER, PAGEVIEW_ENDPOINT, PAGEVIEW_SITE } = parsed;
  const pageviewSettings = [PAGEVIEW_PROVIDER, PAGEVIEW_ENDPOINT, PAGEVIEW_SITE].filter(Boolean).length;
  if (pageviewSettings !== 0 && pageviewSettings !== 3)
    throw new Error(
      "Invalid environment: PAGEVIEW_PROVIDER, PAGEVIEW_ENDPOINT and PAGEVIEW_SITE go together",
    );
  return parsed;
}

export function webSettings(env: ServerEnv): WebSettings {
  return {
    product: env.PRODUCT_NAME,
    https: env.PUBLIC_URL?.startsWith("https://") ?? false,
    contactEmail: env.CONTACT_EMAIL,
    pageviews:
      env.PAGEVIEW_PROVIDER && env.PAGEVIEW_ENDPOINT && env.PAGEVIEW_SITE
        ? { provider: env.PAGEVIEW_PROVIDER, endpoint: env.PAGEVIEW_ENDPOINT, site: env.PAGEVIEW_SITE }
        : undefined,
  };
}
