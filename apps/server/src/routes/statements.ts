import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../app-context";
import { errorAnswer } from "../errors";
import { answerOperation, operationRoute } from "../operations/operation-route";

const route = operationRoute("getStatement", {
  tags: ["Statements"],
  summary: "One whole statement",
  description:
    "With the query of a search (q or the advanced fields, translate, omit), the answer also says where its words are in the body (matches), for a reader to find them.",
  answered: "The statement",
  responses: {
    304: { description: "Unchanged since the ETag given in If-None-Match" },
    400: errorAnswer("Invalid parameters (an overlong id, an unknown lang, a query that cannot be read)"),
    404: errorAnswer("No such statement"),
  },
});

export function registerStatements(app: OpenAPIHono<AppEnv>) {
  app.openapi(route, (c) => answerOperation(c, "getStatement") as never);
}
