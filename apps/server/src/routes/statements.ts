import {
  NO_FILTERS,
  StatementIdSchema,
  StatementParamsSchema,
  StatementSchema,
  toHighlightRequest,
} from "@communique/core/contract";
import { getStatement, statementMatches } from "@communique/store";
import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import type { AppEnv } from "../app-context";
import { DomainError, errorAnswer } from "../errors";
import { withTranslation } from "../translation/with-translation";

const route = createRoute({
  method: "get",
  path: "/api/statements/{id}",
  operationId: "getStatement",
  tags: ["Statements"],
  summary: "One whole statement",
  description:
    "With the query of a search (q or the advanced fields, translate, omit), the answer also says where its words are in the body (matches), for a reader to find them.",
  request: {
    params: z.object({ id: StatementIdSchema }),
    query: StatementParamsSchema,
  },
  responses: {
    200: { description: "The statement", content: { "application/json": { schema: StatementSchema } } },
    304: { description: "Unchanged since the ETag given in If-None-Match" },
    400: errorAnswer("Invalid parameters (an overlong id, an unknown lang, a query that cannot be read)"),
    404: errorAnswer("No such statement"),
  },
});

export function registerStatements(app: OpenAPIHono<AppEnv>) {
  app.openapi(route, async (c) => {
    const { id } = c.req.valid("param");
    const params = c.req.valid("query");
    // Read first: a query that cannot be read is a 400 whether or not the statement exists.
    const highlight = toHighlightRequest(params);
    const services = c.get("services");
    const statement = await getStatement(services.db, id, params.lang);
    if (!statement) throw new DomainError("not_found", `No statement has the id "${id}"`, 404);
    if (!highlight) return c.json(statement, 200);
    // Equivalents are looked up in the statement's language only: no other is marked in it.
    const { request } = await withTranslation(services, {
      ...highlight,
      filters: { ...NO_FILTERS, languages: [statement.language] },
    });
    const [ranges, inTitle] = await Promise.all(
      [statement.body, statement.title].map((text) =>
        statementMatches(services.db, services.lexizer, text, statement.language, request.query),
      ),
    );
    return c.json(
      {
        ...statement,
        matches: ranges!.map(([start, end]) => ({ start, end })),
        titleMatches: inTitle!.length > 0,
      },
      200,
    );
  });
}
