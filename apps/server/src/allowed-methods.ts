import type { Context } from "hono";
import { errorBody } from "./errors";

interface RouteEntry {
  method: string;
  path: string;
}

/**
 * The methods the app answers at `path`, from its own routes (middleware, registered as ALL, is
 * not a route): GET brings HEAD, which Hono answers with it.
 */
export function allowedMethods(routes: readonly RouteEntry[], path: string): string[] {
  const methods = new Set<string>();
  for (const route of routes) {
    if (route.method === "ALL" || !pathPattern(route.path).test(path)) continue;
    methods.add(route.method);
    if (route.method === "GET") methods.add("HEAD");
  }
  return [...methods].sort();
}

/** Hono's path syntax as a regular expression: `:name` (and `:name{…}`) one segment, `*` the rest. */
function pathPattern(routePath: string): RegExp {
  const source = routePath
    .split(/(:[A-Za-z0-9_]+(?:\{[^}]*\})?|\*)/)
    .map((part) => {
      if (part === "*") return ".*";
      if (part.startsWith(":")) return "[^/]+";
      return part.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
    })
    .join("");
  return new RegExp(`^${source}/?$`);
}

/**
 * What an address the app does not answer gets: 405 with `Allow` when the path exists for other
 * methods (POST on /api/search), else 404.
 */
export function notFoundOrNotAllowed(c: Context, routes: readonly RouteEntry[]): Response {
  const allowed = allowedMethods(routes, c.req.path);
  if (allowed.length) {
    c.header("Allow", allowed.join(", "));
    return c.json(
      errorBody(
        "method_not_allowed",
        `${c.req.method} is not allowed on ${c.req.path}; allowed: ${allowed.join(", ")}.`,
      ),
      405,
    );
  }
  return c.json(errorBody("not_found", `Nothing at ${c.req.method} ${c.req.path}`), 404);
}
