import type { OpenAPIHono } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { etag } from "hono/etag";
import type { AppEnv } from "../app-context";
import { errorAnswer } from "../errors";
import { answerOperation, operationRoute } from "../operations/operation-route";

const responses = {
  304: { description: "Not modified" },
  400: errorAnswer("Invalid parameters, no keyword, or more than four compared terms"),
};
const CACHEABLE = "Cacheable: an ETag, and 304 for If-None-Match.";
const FILTERS_NOTE =
  "The search's query and filters apply (q and the advanced fields, country, group, language, period or from/to).";

const timelineRoute = operationRoute("getAnalyticsTimeline", {
  tags: ["Analytics"],
  summary: "Matching statements per period, for the query and up to four compared terms",
  description: `Counts and shares of all statements per day, week, month or year. ${FILTERS_NOTE}`,
  answered: `Counts per period and series. ${CACHEABLE}`,
  responses,
});

const countriesRoute = operationRoute("getAnalyticsCountries", {
  tags: ["Analytics"],
  summary: "The states with the most matching statements (the map's top 20)",
  description: `States only (members, observers, former states); organisations are counted in the groups. ${FILTERS_NOTE}`,
  answered: `Ranked states. ${CACHEABLE}`,
  responses,
});

const summaryRoute = operationRoute("getAnalyticsSummary", {
  tags: ["Analytics"],
  summary: "How many statements match, and from how many of the 193 member states",
  description: FILTERS_NOTE,
  answered: `Figures. ${CACHEABLE}`,
  responses,
});

const groupsRoute = operationRoute("getAnalyticsGroups", {
  tags: ["Analytics"],
  summary: "Matching statements and issuers in each of the seven groups",
  description: `Each group counts its present members only, so its issuers never exceed its members; states that are no longer members (Yugoslavia, Czechoslovakia…) are listed apart. ${FILTERS_NOTE}`,
  answered: `The seven groups, in the order of the specification. ${CACHEABLE}`,
  responses,
});

const silencesRoute = operationRoute("getAnalyticsSilences", {
  tags: ["Analytics"],
  summary: "Who of a bloc or group spoke on the query in the period, and who did not",
  description: `Every state that was a member of \`among\` at some time in the period, with its matching statements (a bloc's member counts only those of its membership), its first and last, and for the others their last matching statement before the period and what we hold of them: "silent" only when we hold its other statements of the period or crawl a working source of it, "not-covered" otherwise. An unknown \`among\` is a 400 (unknown_bloc) that lists the blocs and groups. ${FILTERS_NOTE} The country and group filters do not change who is listed.`,
  answered: `The members, those that spoke first. ${CACHEABLE}`,
  responses,
});

/** Answers change only when statements arrive: a minute in any cache, then revalidated by ETag. */
const cacheHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.res.status === 200) c.header("Cache-Control", "public, max-age=60");
};

export function registerAnalytics(app: OpenAPIHono<AppEnv>) {
  // Weak ETags: the compressed and plain bodies differ byte for byte.
  app.use("/api/analytics/*", etag({ weak: true }), cacheHeaders);
  app.openapi(timelineRoute, (c) => answerOperation(c, "getAnalyticsTimeline") as never);
  app.openapi(countriesRoute, (c) => answerOperation(c, "getAnalyticsCountries") as never);
  app.openapi(summaryRoute, (c) => answerOperation(c, "getAnalyticsSummary") as never);
  app.openapi(groupsRoute, (c) => answerOperation(c, "getAnalyticsGroups") as never);
  app.openapi(silencesRoute, (c) => answerOperation(c, "getAnalyticsSilences") as never);
}
