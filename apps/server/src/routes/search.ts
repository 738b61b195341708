import { countryNamed } from "@communique/core";
import { SearchParamsSchema, SearchResponseSchema, toSearchRequest } from "@communique/core/contract";
import { countryRef, searchStatements } from "@communique/store";
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../app-context";
import { errorAnswer } from "../errors";
import { withTranslation } from "../translation/with-translation";

const route = createRoute({
  method: "get",
  path: "/api/search",
  operationId: "searchStatements",
  tags: ["Search"],
  summary: "Search statements",
  description:
    "Full-text search in the six UN languages with filters, sorts, facets and highlighted snippets. Facet counts are computed under the whole query, filters included; past 50,000 matches they are estimated from a sample (estimated: true).",
  request: { query: SearchParamsSchema },
  responses: {
    200: {
      description: "A page of results",
      content: { "application/json": { schema: SearchResponseSchema } },
    },
    304: { description: "Unchanged since the ETag given in If-None-Match" },
    400: errorAnswer("Invalid parameters"),
    503: errorAnswer(
      "The service is starting (starting), or the search ran past its time-out (search_timeout)",
    ),
  },
});

export function registerSearch(app: OpenAPIHono<AppEnv>) {
  app.openapi(route, async (c) => {
    const params = c.req.valid("query");
    const { notices, ...typed } = toSearchRequest(params);
    const services = c.get("services");
    const { request, translation, notices: translationNotices } = await withTranslation(services, typed);
    const page = await searchStatements(services.db, services.lexizer, request, {
      exactCountLimit: services.exactCountLimit,
    });
    // A query that is only an issuer's name ("France", "Франция"): its statements are one filter away.
    const named =
      params.all || params.exact || params.any || params.none ? undefined : countryNamed(params.q);
    return c.json(
      {
        ...page,
        ...(request.query.language ? { queryLanguage: request.query.language } : {}),
        notices: [...notices, ...translationNotices],
        ...(translation ? { translation } : {}),
        ...(named ? { suggestedCountry: countryRef(named.code, request.lang) } : {}),
      },
      200,
    );
  });
}
