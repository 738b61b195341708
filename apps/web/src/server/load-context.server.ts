import { type AppLoadContext, data } from "react-router";
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

/**
 * A page asked with a method other than GET or HEAD (the server renders it as a GET with
 * refusedMethod set): the loaders that take every page path refuse it, so that the page answers
 * 405 with the error page in the visitor's language.
 */
export function refuseOtherMethods(context: AppLoadContext | undefined): void {
  const refused = webContext(context).refusedMethod;
  if (refused) throw data({ method: refused }, { status: 405 });
}
