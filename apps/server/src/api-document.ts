/**
 * The API's OpenAPI document (served at /api/openapi.json): what the routes declare, completed with
 * what holds for every operation, so that a generated client knows every answer it can get:
 *   - `servers` (PUBLIC_URL, or "/" when the origin is not known), `security: []` (a public API,
 *     no credentials), the tags with their descriptions;
 *   - the answers of the middleware in front of the routes, which no route declares itself:
 *     503 while the database starts (starting), 503/429 from admission control (busy,
 *     rate_limited), 503 when a full-text search or the database times out (search_timeout,
 *     database_timeout), 500 for our own errors.
 * 405 (a method an address does not answer, with Allow) is said in the description: it belongs to
 * no documented operation.
 */
import type { OpenAPIHono } from "@hono/zod-openapi";
import { requestKind } from "./admission/admission";
import type { AppEnv } from "./app-context";

export type OpenApiDocument = ReturnType<OpenAPIHono<AppEnv>["getOpenAPI31Document"]>;

type Responses = Record<string, { description: string; content?: unknown }>;

export const API_DESCRIPTION =
  "Search the official statements of UN member states, observer states and intergovernmental organisations in the six UN languages.\n\n" +
  "Every error is JSON `{ error: { code, message } }`: branch on `code`, show `message`. A method an address does not answer gets 405 (method_not_allowed) with an `Allow` header; an unknown address gets 404 (not_found). A 429, and a 503 for want of room (busy) or of a quick database (database_timeout), say when to come back in `Retry-After`.";

export const API_TAGS = [
  { name: "Search", description: "Full-text search, its exports and its Atom feed." },
  { name: "Statements", description: "One statement, its downloads, and reports of several." },
  { name: "Analytics", description: "Counts over time, by country and by group, under a search." },
  { name: "Reference", description: "Issuers, groups and the corpus's coverage." },
  { name: "Operations", description: "For load balancers and monitoring." },
];

const ERROR_CONTENT = { "application/json": { schema: { $ref: "#/components/schemas/Error" } } };

/** Adds servers, security, tags and the middleware's answers to the document the routes make. */
export function completeDocument(generated: OpenApiDocument, publicOrigin?: string): OpenApiDocument {
  // A copy: the generator may share objects with the routes' own definitions.
  const document = structuredClone(generated);
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    if (!path.startsWith("/api/")) continue;
    for (const operation of Object.values(item as Record<string, { responses?: Responses }>))
      if (operation.responses) addMiddlewareAnswers(path, operation.responses);
  }
  const { openapi, info, ...rest } = document;
  return {
    openapi,
    info: { ...info, description: API_DESCRIPTION },
    servers: [{ url: publicOrigin ?? "/", description: "This site" }],
    security: [],
    tags: API_TAGS,
    ...rest,
  };
}

function addMiddlewareAnswers(path: string, responses: Responses) {
  const kind = requestKind(path);
  // Each reason once: a route's own description may already name one (search: starting).
  const own = responses["503"]?.description;
  const reasons = [
    ["starting", "the service is starting"],
    ...(kind ? [["busy", "too many requests are at work or waiting"]] : []),
    // A full-text search stopped at its time-out (store: withIndexedTextPlans).
    ...(/^\/api\/(search|analytics)\//.test(`${path}/`)
      ? [["search_timeout", "the search ran past its time-out"]]
      : []),
    ["database_timeout", "the database took too long"],
  ]
    .filter(([code]) => !own?.includes(`(${code})`))
    .map(([code, what]) => `${what} (${code})`);
  const listed = reasons.length > 1 ? `${reasons.slice(0, -1).join(", ")} or ${reasons.at(-1)}` : reasons[0];
  responses["503"] = {
    description: own ? `${own}; or ${listed}` : `Unavailable: ${listed}`,
    content: ERROR_CONTENT,
  };
  if (kind && !responses["429"])
    responses["429"] = {
      description: "Too many requests from this address (rate_limited; when a rate limit is set)",
      content: ERROR_CONTENT,
    };
  responses["500"] ??= {
    description: "An error on our side (internal_error), logged",
    content: ERROR_CONTENT,
  };
}
