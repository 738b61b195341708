import { LangParam, StatementIdSchema, StatementSchema } from "@communique/core/contract";
import { getStatement } from "@communique/store";
import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import type { AppEnv } from "../app-context";
import { DomainError, errorAnswer } from "../errors";

const route = createRoute({
  method: "get",
  path: "/api/statements/{id}",
  tags: ["Statements"],
  summary: "One whole statement",
  request: {
    params: z.object({ id: StatementIdSchema }),
    query: z.object({ lang: LangParam }),
  },
  responses: {
    200: { description: "The statement", content: { "application/json": { schema: StatementSchema } } },
    304: { description: "Unchanged since the ETag given in If-None-Match" },
    404: errorAnswer("No such statement"),
  },
});

export function registerStatements(app: OpenAPIHono<AppEnv>) {
  app.openapi(route, async (c) => {
    const { id } = c.req.valid("param");
    const { lang } = c.req.valid("query");
    const statement = await getStatement(c.get("services").db, id, lang);
    if (!statement) throw new DomainError("not_found", `No statement has the id "${id}"`, 404);
    return c.json(statement, 200);
  });
}
