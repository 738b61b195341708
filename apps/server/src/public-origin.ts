import type { Context } from "hono";

/**
 * The origin of every absolute link the server writes (feeds, citations, reports): PUBLIC_URL's
 * when set, else the one the server itself listens on (main.ts). Never the request's Host header,
 * which a client chooses: behind a reverse proxy it names the proxy's upstream, and a feed cached
 * publicly for five minutes would carry a forged one to every reader. Only an app made without
 * it (tests) falls back to the request's own address.
 */
export function publicOrigin(c: Context, configured: string | undefined): string {
  return configured ?? new URL(c.req.url).origin;
}
