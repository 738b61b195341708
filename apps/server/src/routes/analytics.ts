import {
  AnalyticsParamsSchema,
  AnalyticsSummarySchema,
  CountriesParamsSchema,
  GroupBreakdownSchema,
  TimelineParamsSchema,
  TimelineSchema,
  TopCountriesSchema,
  toIssuerRequest,
  toTimelineRequest,
} from "@communique/core/contract";
import { analyticsSummary, groupBreakdown, timeline, topCountries } from "@communique/store";
import { createRoute, type OpenAPIHono, type z } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { etag } from "hono/etag";
import type { AppEnv } from "../app-context";
import { errorAnswer } from "../errors";
import { timelineWithTranslation, withTranslation } from "../translation/with-translation";

const errors = { 400: errorAnswer("Invalid parameters, no keyword, or more than four compared terms") };

const cacheable = (description: string, schema: z.ZodType) => ({
  200: {
    description: `${description}. Cacheable: an ETag, and 304 for If-None-Match.`,
    content: { "application/json": { schema } },
  },
  304: { description: "Not modified" },
});
const FILTERS_NOTE =
  "The search's query and filters apply (q and the advanced fields, country, group, language, period or from/to).";

const timelineRoute = createRoute({
  method: "get",
  path: "/api/analytics/timeline",
  operationId: "getAnalyticsTimeline",
  tags: ["Analytics"],
  summary: "Matching statements per period, for the query and up to four compared terms",
  description: `Counts and shares of all statements per day, week, month or year. ${FILTERS_NOTE}`,
  request: { query: TimelineParamsSchema },
  responses: { ...cacheable("Counts per period and series", TimelineSchema), ...errors },
});

const countriesRoute = createRoute({
  method: "get",
  path: "/api/analytics/countries",
  operationId: "getAnalyticsCountries",
  tags: ["Analytics"],
  summary: "The states with the most matching statements (the map's top 20)",
  description: `States only (members, observers, former states); organisations are counted in the groups. ${FILTERS_NOTE}`,
  request: { query: CountriesParamsSchema },
  responses: { ...cacheable("Ranked states", TopCountriesSchema), ...errors },
});

const summaryRoute = createRoute({
  method: "get",
  path: "/api/analytics/summary",
  operationId: "getAnalyticsSummary",
  tags: ["Analytics"],
  summary: "How many statements match, and from how many of the 193 member states",
  description: FILTERS_NOTE,
  request: { query: AnalyticsParamsSchema },
  responses: { ...cacheable("Figures", AnalyticsSummarySchema), ...errors },
});

const groupsRoute = createRoute({
  method: "get",
  path: "/api/analytics/groups",
  operationId: "getAnalyticsGroups",
  tags: ["Analytics"],
  summary: "Matching statements and issuers in each of the seven groups",
  description: FILTERS_NOTE,
  request: { query: AnalyticsParamsSchema },
  responses: {
    ...cacheable("The seven groups, in the order of the specification", GroupBreakdownSchema),
    ...errors,
  },
});

/** Answers change only when statements arrive: a minute in any cache, then revalidated by ETag. */
const cacheHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.res.status === 200) c.header("Cache-Control", "public, max-age=60");
};

export function registerAnalytics(app: OpenAPIHono<AppEnv>) {
  // Weak ETags: the compressed and plain bodies differ byte for byte.
  app.use("/api/analytics/*", etag({ weak: true }), cacheHeaders);

  app.openapi(timelineRoute, async (c) => {
    const services = c.get("services");
    const request = await timelineWithTranslation(services, toTimelineRequest(c.req.valid("query")));
    const estimates = {
      exactCountLimit: services.exactCountLimit,
      sampleMatchesPerPeriod: services.sampleMatchesPerPeriod,
    };
    return c.json(await timeline(services.db, request, estimates), 200);
  });

  app.openapi(countriesRoute, async (c) => {
    const params = c.req.valid("query");
    const { request } = await withTranslation(c.get("services"), toIssuerRequest(params));
    return c.json(await topCountries(c.get("services").db, request, params.limit), 200);
  });

  app.openapi(summaryRoute, async (c) => {
    const { request } = await withTranslation(c.get("services"), toIssuerRequest(c.req.valid("query")));
    return c.json(await analyticsSummary(c.get("services").db, request), 200);
  });

  app.openapi(groupsRoute, async (c) => {
    const { request } = await withTranslation(c.get("services"), toIssuerRequest(c.req.valid("query")));
    return c.json({ groups: await groupBreakdown(c.get("services").db, request) }, 200);
  });
}
