import { GROUP_SLUGS, MEMBER_STATES_TOTAL } from "@communique/core";
import {
  analyticsSummary,
  groupBreakdown,
  INTERVALS,
  StopWordsOnlyError,
  TooManyPeriodsError,
  timeline,
  topCountries,
} from "@communique/store";
import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { etag } from "hono/etag";
import { ApiError, ErrorResponseSchema } from "../api-error";
import type { AppEnv } from "../app-context";
import {
  AnalyticsParamsSchema,
  CountriesParamsSchema,
  parseLimit,
  TimelineParamsSchema,
  toIssuerRequest,
  toTimelineRequest,
} from "./analytics-params";
import { CountryRefSchema } from "./schemas";

const Day = z.string().openapi({ description: "YYYY-MM-DD", example: "2024-01-01" });

const TimelineSchema = z
  .object({
    interval: z.enum(INTERVALS),
    intervalChosen: z.boolean().openapi({ description: "True when the server chose the interval." }),
    from: Day.nullable().openapi({
      description: "First day drawn; null when no statement is under the filters.",
    }),
    to: Day.nullable(),
    periods: z.array(
      z.object({
        start: Day,
        end: Day,
        total: z.number().int().openapi({ description: "All statements of the period under the filters." }),
      }),
    ),
    series: z.array(
      z.object({
        label: z.string().openapi({ description: "The query or compared term, as given." }),
        counts: z.array(z.number().int()).openapi({ description: "Matching statements per period." }),
        shares: z.array(z.number().nullable()).openapi({
          description: "counts / the period's total (0 to 1); null for a period without statements.",
        }),
        total: z.number().int().openapi({ description: "Matching statements in the range, placed or not." }),
        unplaced: z.number().int().openapi({
          description:
            "Matching statements dated less precisely than the interval (a year-dated one in a monthly timeline): counted in total, in no period.",
        }),
      }),
    ),
    unplaced: z
      .number()
      .int()
      .openapi({ description: "All statements under the filters that are in no period." }),
  })
  .openapi("Timeline");

const CountriesSchema = z
  .object({
    statements: z
      .number()
      .int()
      .openapi({ description: "All matching statements, organisations' included." }),
    countries: z.array(
      CountryRefSchema.extend({ count: z.number().int(), memberState: z.boolean() }).openapi("CountryCount"),
    ),
  })
  .openapi("TopCountries");

const SummarySchema = z
  .object({
    statements: z.number().int(),
    memberStates: z
      .number()
      .int()
      .openapi({ description: "Member states with at least one matching statement." }),
    memberStatesTotal: z.literal(MEMBER_STATES_TOTAL),
    issuers: z
      .number()
      .int()
      .openapi({ description: "Issuers of matching statements, organisations included." }),
  })
  .openapi("AnalyticsSummary");

const GroupsSchema = z
  .object({
    groups: z.array(
      z.object({
        slug: z.enum(GROUP_SLUGS),
        name: z.string(),
        statements: z.number().int(),
        issuers: z.number().int().openapi({ description: "Members of the group with a matching statement." }),
        members: z.number().int().openapi({ description: "Current members of the group." }),
      }),
    ),
  })
  .openapi("GroupBreakdown");

const errors = {
  400: {
    description: "Invalid parameters, no keyword, or more than four compared terms",
    content: { "application/json": { schema: ErrorResponseSchema } },
  },
};
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
  tags: ["Analytics"],
  summary: "Matching statements per period, for the query and up to four compared terms",
  description: `Counts and shares of all statements per day, week, month or year. ${FILTERS_NOTE}`,
  request: { query: TimelineParamsSchema },
  responses: { ...cacheable("Counts per period and series", TimelineSchema), ...errors },
});

const countriesRoute = createRoute({
  method: "get",
  path: "/api/analytics/countries",
  tags: ["Analytics"],
  summary: "The states with the most matching statements (the map's top 20)",
  description: `States only (members, observers, former states); organisations are counted in the groups. ${FILTERS_NOTE}`,
  request: { query: CountriesParamsSchema },
  responses: { ...cacheable("Ranked states", CountriesSchema), ...errors },
});

const summaryRoute = createRoute({
  method: "get",
  path: "/api/analytics/summary",
  tags: ["Analytics"],
  summary: "How many statements match, and from how many of the 193 member states",
  description: FILTERS_NOTE,
  request: { query: AnalyticsParamsSchema },
  responses: { ...cacheable("Figures", SummarySchema), ...errors },
});

const groupsRoute = createRoute({
  method: "get",
  path: "/api/analytics/groups",
  tags: ["Analytics"],
  summary: "Matching statements and issuers in each of the seven groups",
  description: FILTERS_NOTE,
  request: { query: AnalyticsParamsSchema },
  responses: { ...cacheable("The seven groups, in the order of the specification", GroupsSchema), ...errors },
});

/** Answers change only when statements arrive: a minute in any cache, then revalidated by ETag. */
const cacheHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.res.status === 200) c.header("Cache-Control", "public, max-age=60");
};

async function storeCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof StopWordsOnlyError || error instanceof TooManyPeriodsError)
      throw new ApiError(400, error.code, error.message);
    throw error;
  }
}

export function registerAnalytics(app: OpenAPIHono<AppEnv>) {
  app.use("/api/analytics/*", etag(), cacheHeaders);

  app.openapi(timelineRoute, async (c) => {
    const request = toTimelineRequest(c.req.valid("query"));
    const { db } = c.get("services");
    return c.json(await storeCall(() => timeline(db, request)), 200);
  });

  app.openapi(countriesRoute, async (c) => {
    const params = c.req.valid("query");
    const limit = parseLimit(params.limit);
    const request = toIssuerRequest(params);
    const { db } = c.get("services");
    return c.json(await storeCall(() => topCountries(db, request, limit)), 200);
  });

  app.openapi(summaryRoute, async (c) => {
    const request = toIssuerRequest(c.req.valid("query"));
    const { db } = c.get("services");
    return c.json(await storeCall(() => analyticsSummary(db, request)), 200);
  });

  app.openapi(groupsRoute, async (c) => {
    const request = toIssuerRequest(c.req.valid("query"));
    const { db } = c.get("services");
    return c.json({ groups: await storeCall(() => groupBreakdown(db, request)) }, 200);
  });
}
