import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import type { AppEnv } from "../app-context";

const route = createRoute({
  method: "get",
  path: "/healthz",
  operationId: "getHealth",
  tags: ["Operations"],
  summary: "Readiness: 200 once the database answers",
  description:
    "ok: the database answers. degraded: it answers, but some read replicas (DATABASE_REPLICA_URLS) do not; their reads go to the others or to the primary, and each is tried again every 10 s.",
  responses: {
    200: {
      description: "Ready (ok), or serving without some read replicas (degraded)",
      content: {
        "application/json": {
          schema: z.object({
            status: z.enum(["ok", "degraded"]),
            replicas: z
              .object({ total: z.number().int(), down: z.number().int() })
              .optional()
              .meta({ description: "Present when there are read replicas." }),
          }),
        },
      },
    },
    503: {
      description: "Starting or database unreachable",
      content: { "application/json": { schema: z.object({ status: z.string() }) } },
    },
  },
});

/**
 * `check`: whether the database answers, on a connection no search can hold (healthCheck);
 * `replicas`: the read replicas' state, when there are some.
 */
export function registerHealth(
  app: OpenAPIHono<AppEnv>,
  check: () => Promise<boolean> | undefined,
  replicas: () => { replicas: number; down: number } | undefined = () => undefined,
) {
  app.openapi(route, async (c) => {
    const answered = check();
    if (!answered) return c.json({ status: "starting" }, 503);
    if (!(await answered)) return c.json({ status: "database unreachable" }, 503);
    const state = replicas();
    if (!state?.replicas) return c.json({ status: "ok" as const }, 200);
    const status = state.down ? ("degraded" as const) : ("ok" as const);
    return c.json({ status, replicas: { total: state.replicas, down: state.down } }, 200);
  });
}
