import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import type { AppEnv } from "../app-context";

const route = createRoute({
  method: "get",
  path: "/healthz",
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

export function registerHealth(app: OpenAPIHono<AppEnv>, isReady: () => boolean) {
  app.openapi(route, async (c) => {
    if (!isReady()) return c.json({ status: "starting" }, 503);
    try {
      await c.get("services").db.query("SELECT 1");
      return c.json({ status: "ok" as const }, 200);
    } catch {
      return c.json({ status: "database unreachable" }, 503);
    }
  });
}
