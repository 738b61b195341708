import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import type { AppEnv } from "../app-context";

const route = createRoute({
  method: "get",
  path: "/healthz",
  operationId: "getHealth",
  tags: ["Operations"],
  summary: "Readiness: 200 once the database answers",
  responses: {
    200: {
      description: "Ready",
      content: { "application/json": { schema: z.object({ status: z.literal("ok") }) } },
    },
    503: {
      description: "Starting or database unreachable",
      content: { "application/json": { schema: z.object({ status: z.string() }) } },
    },
  },
});

/** `check`: whether the database answers, on a connection no search can hold (healthCheck). */
export function registerHealth(app: OpenAPIHono<AppEnv>, check: () => Promise<boolean> | undefined) {
  app.openapi(route, async (c) => {
    const answered = check();
    if (!answered) return c.json({ status: "starting" }, 503);
    if (await answered) return c.json({ status: "ok" as const }, 200);
    return c.json({ status: "database unreachable" }, 503);
  });
}
