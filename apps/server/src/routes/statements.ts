import { getStatement } from "@communique/store";
import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import { ApiError, ErrorResponseSchema } from "../api-error";
import type { AppEnv } from "../app-context";
import { LangParam } from "./query-params";
import { StatementSchema } from "./schemas";

const route = createRoute({
  method: "get",
  path: "/api/statements/{id}",
  tags: ["Statements"],
  summary: "One whole statement",
  request: {
    params: z.object({ id: z.string().min(1).max(200).openapi({ example: "UNGDC-FRA-79-2024" }) }),
    query: z.object({ lang: LangParam }),
  },
  responses: {
    200: { description: "The statement", content: { "application/json": { schema: StatementSchema } } },
    404: {
      description: "No such statement",
      content: { "application/json": { schema: ErrorResponseSchema } },
    },
  },
});

export function registerStatements(app: OpenAPIHono<AppEnv>) {
  app.openapi(route, async (c) => {
    const { id } = c.req.valid("param");
    const { lang } = c.req.valid("query");
    const statement = await getStatement(c.get("services").db, id, lang);
    if (!statement) throw new ApiError(404, "not_found", `No statement has the id "${id}"`);
    return c.json(statement, 200);
  });
}
