import type { Context } from "hono";

/**
 * The origin of every absolute link the server writes (feeds, citations, reports): PUBLIC_URL's
 * when set, else the one the server itself listens on (main.ts). Never the request's Host header,
 * which a client chooses: behind a reverse proxy it names the proxy's upstream, and a feed cached
 * publicly for five minutes would carry a forged one to every reader. Only an app made without
 * it (tests) falls back to the request's own address.
 */
/**
 * Strict-Transport-Security only for a site served over https (PUBLIC_URL): sent over http it
 * means nothing, and on a loopback or intranet address it would be wrong to promise.
 */
export function strictTransportSecurity(configured: string | undefined): string | false {
  return configured?.startsWith("https://") ? "max-age=31536000; includeSubDomains" : false;
}

export function publicOrigin(c: Context, configured: string | undefined): string {
  return configured ?? new URL(c.req.url).origin;
}
