import { existsSync } from "node:fs";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { queryRecord } from "@communique/core/contract";
import type { Operate, WebSettings } from "@communique/web/load-context";
import { serveStatic } from "@hono/node-server/serve-static";
import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { createRequestHandler, type ServerBuild } from "react-router";
import { notFoundOrNotAllowed } from "./allowed-methods";
import type { AppEnv } from "./app-context";
import { errorAnswerOf, errorBody } from "./errors";
import { runOperation } from "./operations";
import { TAGGED_PAGE, withPageEtag } from "./page-etag";
import { strictTransportSecurity } from "./public-origin";

export interface WebAppOptions {
  /** The web app's build folder (apps/web/build), made by `npm run build`. */
  buildDir: string;
  settings: WebSettings;
  /** The site's public origin (PUBLIC_URL): Strict-Transport-Security only when it is https. */
  publicOrigin?: string | undefined;
  /** How loaders run the API's operations; by default in process, on the request's context. */
  operate?: Operate;
  /** Where an unexpected error of an operation is logged. */
  log?: ((message: string) => void) | undefined;
}

/**
 * The server-rendered site on the same port as the API: hashed assets from the build, public
 * files, then React Router for every other path. Its loaders reach the API in process.
 */
export async function mountWebApp(app: OpenAPIHono<AppEnv>, options: WebAppOptions): Promise<void> {
  const serverEntry = join(options.buildDir, "server", "index.js");
  if (!existsSync(serverEntry))
    throw new Error(`The web app is not built (${serverEntry} is missing): run npm run build`);
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const handler = createRequestHandler(build, "production");
  const clientRoot = relative(process.cwd(), join(options.buildDir, "client")) || ".";
  const pageviewOrigin = options.settings.pageviews
    ? new URL(options.settings.pageviews.endpoint).origin
    : undefined;

  const webHeaders = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", NONCE],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", "data:"],
      fontSrc: ["'self'"],
      connectSrc: pageviewOrigin ? ["'self'", pageviewOrigin] : ["'self'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    crossOriginEmbedderPolicy: false,
    // Never framed, by both headers (as the API: app.ts).
    xFrameOptions: "DENY",
    strictTransportSecurity: strictTransportSecurity(options.publicOrigin),
    referrerPolicy: "strict-origin-when-cross-origin",
  });

  app.use("/assets/*", async (c, next) => {
    await next();
    if (c.res.ok) c.header("Cache-Control", "public, max-age=31536000, immutable");
  });
  app.get("/assets/*", serveStatic({ root: clientRoot }));
  app.get("/sw.js", async (c, next) => {
    await next();
    c.header("Cache-Control", "no-cache");
    c.header("Service-Worker-Allowed", "/");
  });
  for (const file of [
    "/sw.js",
    "/favicon.svg",
    "/favicon.ico",
    "/manifest.webmanifest",
    "/icon-192.png",
    "/icon-512.png",
    "/apple-touch-icon.png",
  ]) {
    app.get(file, serveStatic({ root: clientRoot }));
  }

  // A 304 keeps the stored page's policy (its nonce is the stored page's): page-etag.ts.
  const storedPolicyOn304: MiddlewareHandler = async (c, next) => {
    await next();
    if (c.res.status === 304) c.res.headers.delete("Content-Security-Policy");
  };

  app.all("*", storedPolicyOn304, webHeaders, async (c) => {
    if (c.req.path.startsWith("/api/")) return notFoundOrNotAllowed(c, app.routes);
    // The pages and /healthz are only read: another method is refused before the page renderer,
    // which has no action to run and failed on it (500, "useI18n outside I18nProvider").
    const refused = c.req.method !== "GET" && c.req.method !== "HEAD";
    if (refused && c.req.path === "/healthz") {
      c.header("Allow", "GET, HEAD");
      return c.json(
        errorBody(
          "method_not_allowed",
          `${c.req.method} is not allowed on ${c.req.path}: it can only be read (GET).`,
        ),
        405,
      );
    }
    const nonce = c.get("secureHeadersNonce" as never) as string;
    // A page asked with another method is rendered as its GET, whose loaders refuse it (405) so
    // that the visitor gets the error page in their language; its API calls answer at once.
    const request = refused
      ? new Request(c.req.url, { headers: c.req.raw.headers, signal: c.req.raw.signal })
      : c.req.raw;
    const response = await handler(request, {
      ...(refused ? { refusedMethod: c.req.method } : {}),
      nonce,
      settings: options.publicOrigin
        ? { ...options.settings, publicOrigin: options.publicOrigin }
        : options.settings,
      // In process, outside the admission lines (the page already holds its place), and
      // cancelled with the page when its visitor leaves.
      operate: refused
        ? async () => ({
            ok: false as const,
            status: 405,
            code: "method_not_allowed",
            message: "Only read (GET).",
          })
        : (options.operate ?? operateInProcess(c, options.log)),
    });
    if (refused) response.headers.set("Allow", "GET, HEAD");
    if (c.req.method !== "GET" || !TAGGED_PAGE.test(c.req.path)) return response;
    return withPageEtag(response, nonce, c.req.header("If-None-Match"));
  });
}

/**
 * The page's operations, run on its request's context (its services, cancelled when the visitor
 * leaves, and its prepared queries): an error is what the API would answer, logged the same way.
 */
function operateInProcess(c: Context<AppEnv>, log: ((message: string) => void) | undefined): Operate {
  return async (id, params, path) => {
    const context = c.get("operations");
    if (!context) {
      return {
        ok: false,
        status: 503,
        code: "starting",
        message: "The service is starting; try again in a moment.",
      };
    }
    try {
      const { answer } = await runOperation(context, id, queryRecord(params), path);
      return { ok: true, answer };
    } catch (error) {
      const request = { method: "GET", path: `${id} for ${c.req.path}`, aborted: c.req.raw.signal.aborted };
      const { status, body } = errorAnswerOf(error as Error, request, log);
      return { ok: false, status, code: body.error.code, message: body.error.message };
    }
  };
}
