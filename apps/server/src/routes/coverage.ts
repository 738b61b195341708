import { COUNTRIES, MEMBER_STATES_TOTAL } from "@communique/core";
import { CoverageSchema } from "@communique/core/contract";
import { CoverageCounter } from "@communique/store";
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../app-context";

const route = createRoute({
  method: "get",
  path: "/api/coverage",
  operationId: "getCoverage",
  tags: ["Reference"],
  summary: `How many statements are indexed, and from how many of the ${MEMBER_STATES_TOTAL} member states`,
  description: "Recomputed at most once a minute.",
  responses: {
    200: {
      description: "Headline figures",
      content: {
        "application/json": {
          schema: CoverageSchema,
        },
      },
    },
  },
});

const MEMBER_CODES = COUNTRIES.filter((c) => c.kind === "member").map((c) => c.code);

export function registerCoverage(app: OpenAPIHono<AppEnv>) {
  const counters = new WeakMap<object, CoverageCounter>();
  app.openapi(route, async (c) => {
    const { db } = c.get("services");
    let counter = counters.get(db);
    if (!counter) {
      counter = new CoverageCounter(db, MEMBER_CODES);
      counters.set(db, counter);
    }
    const coverage = await counter.get();
    c.header("Cache-Control", "public, max-age=60");
    return c.json({ ...coverage, memberStatesTotal: MEMBER_STATES_TOTAL }, 200);
  });
}
