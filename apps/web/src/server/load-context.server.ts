import { ErrorResponseSchema, OPERATIONS, operationPath } from "@communique/core/contract";
import { type AppLoadContext, data } from "react-router";
import { readDevEnv } from "./dev-env.server";
import type { Operate, WebLoadContext } from "./web-context";

/** The operations through the API process's HTTP routes (npm run dev): each answer parsed by its schema. */
function operateOverHttp(origin: string): Operate {
  return async (id, params, path) => {
    const response = await fetch(`${origin}${operationPath(id, path)}?${params}`);
    const body: unknown = await response.json().catch(() => undefined);
    if (response.ok) return { ok: true, answer: OPERATIONS[id].answer.parse(body) as never };
    const error = ErrorResponseSchema.safeParse(body).data?.error;
    return {
      ok: false,
      status: response.status,
      code: error?.code ?? "",
      message: error?.message ?? `HTTP ${response.status}`,
    };
  };
}

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
  if (context && typeof context.operate === "function") return context;
  const env = readDevEnv();
  return {
    nonce: "",
    settings: { product: env.PRODUCT_NAME, contactEmail: env.CONTACT_EMAIL },
    operate: operateOverHttp(env.API_ORIGIN),
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
