import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../app-context";
import { errorAnswer } from "../errors";
import { answerOperation, operationRoute } from "../operations/operation-route";

const route = operationRoute("searchStatements", {
  tags: ["Search"],
  summary: "Search statements",
  description:
    "Full-text search in the six UN languages with filters, sorts, facets and highlighted snippets. Facet counts are computed under the whole query, filters included; past 50,000 matches they are estimated from a sample (estimated: true).",
  answered: "A page of results",
  responses: {
    304: { description: "Unchanged since the ETag given in If-None-Match" },
    400: errorAnswer("Invalid parameters"),
    503: errorAnswer(
      "The service is starting (starting), or the search ran past its time-out (search_timeout)",
    ),
  },
});

const countsRoute = operationRoute("countStatements", {
  tags: ["Search"],
  summary: "How many statements a search matches, with its facets, without results",
  description:
    "The counting half of GET /api/search (the same query, filters and counts), for a client that needs only the figures: how many statements a variant of a search would find. Past 50,000 matches the counts are estimated from a sample (estimated: true).",
  answered: "The total and the facets",
  responses: {
    304: { description: "Unchanged since the ETag given in If-None-Match" },
    400: errorAnswer("Invalid parameters"),
    503: errorAnswer(
      "The service is starting (starting), or the search ran past its time-out (search_timeout)",
    ),
  },
});

export function registerSearch(app: OpenAPIHono<AppEnv>) {
  app.openapi(route, (c) => answerOperation(c, "searchStatements") as never);
  app.openapi(countsRoute, (c) => answerOperation(c, "countStatements") as never);
}
