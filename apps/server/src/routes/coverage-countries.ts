import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../app-context";
import { errorAnswer } from "../errors";
import { answerOperation, operationRoute } from "../operations/operation-route";

const route = operationRoute("getCoverageByCountry", {
  tags: ["Reference"],
  summary: "Per country: sources, latest crawls, newest statement and number of statements",
  description:
    "Every member and observer state, and any organisation or former state with sources or statements, sorted by name in the requested language. The search's filters apply: country and group narrow the list, language and dates what is counted. Recomputed at most once a minute.",
  answered: "Totals and countries",
  responses: { 400: errorAnswer("Invalid parameter") },
});

export function registerCoverageCountries(app: OpenAPIHono<AppEnv>) {
  app.openapi(route, (c) => {
    c.header("Cache-Control", "public, max-age=60");
    return answerOperation(c, "getCoverageByCountry") as never;
  });
}
