import { SearchParamsSchema, SearchResponseSchema, toSearchRequest } from "@communique/core/contract";
import { searchStatements } from "@communique/store";
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../app-context";
import { errorAnswer } from "../errors";

const route = createRoute({
  method: "get",
  path: "/api/search",
  tags: ["Search"],
  summary: "Search statements",
  description:
    "Full-text search in the six UN languages with filters, sorts, facets and highlighted snippets. Facet counts are computed under the whole query, filters included.",
  request: { query: SearchParamsSchema },
  responses: {
    200: {
      description: "A page of results",
      content: { "application/json": { schema: SearchResponseSchema } },
    },
    400: errorAnswer("Invalid parameters"),
  },
});

export function registerSearch(app: OpenAPIHono<AppEnv>) {
  app.openapi(route, async (c) => {
    const { notices, ...request } = toSearchRequest(c.req.valid("query"));
    const { db, lexizer } = c.get("services");
    return c.json({ ...(await searchStatements(db, lexizer, request)), notices }, 200);
  });
}
