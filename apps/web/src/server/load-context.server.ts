import type { AppLoadContext } from "react-router";
import { readDevEnv } from "./dev-env.server";
import type { WebLoadContext } from "./web-context";

/**
 * The origin of absolute links (canonical, hreflang, sitemaps): the public origin the server
 * was given (PUBLIC_URL), never the Host header; the request's own only where none is (tests).
 */
export function siteOrigin(context: AppLoadContext | undefined, request: Request): string {
  return webContext(context).settings.publicOrigin ?? new URL(request.url).origin;
}

/**
 * The context the production server passes; under `npm run dev` (Vite, no hosting server) a
 * stand-in that reaches the API process over HTTP and reads the same settings.
 */
export function webContext(context: AppLoadContext | undefined): WebLoadContext {
  if (context && typeof context.api === "function") return context;
  const env = readDevEnv();
  return {
    nonce: "",
    settings: { product: env.PRODUCT_NAME, contactEmail: env.CONTACT_EMAIL },
    api: (path) => fetch(`${env.API_ORIGIN}${path}`),
  };
}
