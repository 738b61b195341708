import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../app-context";
import { errorAnswer } from "../errors";
import { answerOperation, operationRoute } from "../operations/operation-route";

const route = operationRoute("getSourcesHealth", {
  tags: ["Operations"],
  summary: "Every crawl source with its health: flag, last good and last bad fetch, what changed",
  description:
    "Read-only, for operators: each source's public address, whether it is crawled (and why not), and its health as `sources list` shows it. A source is flagged when its latest run failed, when its latest runs found no entry where earlier ones did (its selectors stopped matching), or when no new statement came for longer than its usual rhythm. Flagged sources first (failing, selectors broken, stale), then by country name in the requested language.",
  answered: "Totals over all sources, and the sources the filter keeps",
  responses: { 400: errorAnswer("Invalid parameters (an unknown lang or flag)") },
});

export function registerSourcesHealth(app: OpenAPIHono<AppEnv>) {
  app.openapi(route, (c) => {
    // Operators look again after a repair: a minute old at most, and never kept by a shared cache.
    c.header("Cache-Control", "private, max-age=60");
    return answerOperation(c, "getSourcesHealth") as never;
  });
}
