import { MEMBER_STATES_TOTAL } from "@communique/core";
import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../app-context";
import { answerOperation, operationRoute } from "../operations/operation-route";

const route = operationRoute("getCoverage", {
  tags: ["Reference"],
  summary: `How many statements are indexed, and from how many of the ${MEMBER_STATES_TOTAL} member states`,
  description: "Recomputed at most once a minute.",
  answered: "Headline figures",
});

export function registerCoverage(app: OpenAPIHono<AppEnv>) {
  app.openapi(route, (c) => {
    c.header("Cache-Control", "public, max-age=60");
    return answerOperation(c, "getCoverage") as never;
  });
}
