import { StopWordsOnlyError, searchStatements } from "@communique/store";
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { ApiError, ErrorResponseSchema } from "../api-error";
import type { AppEnv } from "../app-context";
import { SearchResponseSchema } from "./schemas";
import { SearchParamsSchema, toSearchRequest } from "./search-params";

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
    400: {
      description: "Invalid parameters",
      content: { "application/json": { schema: ErrorResponseSchema } },
    },
  },
});

export function registerSearch(app: OpenAPIHono<AppEnv>) {
  app.openapi(route, async (c) => {
    const { notices, ...request } = toSearchRequest(c.req.valid("query"));
    const { db, lexizer } = c.get("services");
    try {
      const response = await searchStatements(db, lexizer, request);
      return c.json({ ...response, notices }, 200);
    } catch (error) {
      if (error instanceof StopWordsOnlyError) throw new ApiError(400, error.code, error.message);
      throw error;
    }
  });
}
