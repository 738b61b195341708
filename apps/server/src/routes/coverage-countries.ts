import { countryName } from "@communique/core";
import { CoverageByCountrySchema, CoverageParamsSchema, resolvePeriod } from "@communique/core/contract";
import { recentCoverageByCountry } from "@communique/store";
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../app-context";
import { errorAnswer } from "../errors";

const route = createRoute({
  method: "get",
  path: "/api/coverage/countries",
  operationId: "getCoverageByCountry",
  tags: ["Reference"],
  summary: "Per country: sources, latest crawls, newest statement and number of statements",
  description:
    "Every member and observer state, and any organisation or former state with sources or statements, sorted by name in the requested language. The search's filters apply: country and group narrow the list, language and dates what is counted. Recomputed at most once a minute.",
  request: { query: CoverageParamsSchema },
  responses: {
    200: {
      description: "Totals and countries",
      content: { "application/json": { schema: CoverageByCountrySchema } },
    },
    400: errorAnswer("Invalid parameter"),
  },
});

export function registerCoverageCountries(app: OpenAPIHono<AppEnv>) {
  app.openapi(route, async (c) => {
    const { lang, filters } = c.req.valid("query");
    const { totals, issuers } = await recentCoverageByCountry(c.get("services").db, resolvePeriod(filters));
    const collator = new Intl.Collator(lang);
    const countries = issuers
      .map((issuer) => ({
        code: issuer.code,
        name: countryName(issuer.code, lang),
        group: issuer.group,
        kind: issuer.kind,
        sources: issuer.sources,
        enabledSources: issuer.enabledSources,
        lastCrawlAt: issuer.lastCrawlAt?.toISOString() ?? null,
        lastSuccessAt: issuer.lastSuccessAt?.toISOString() ?? null,
        newestStatement: issuer.newestStatement,
        statements: issuer.statements,
      }))
      .sort((a, b) => collator.compare(a.name, b.name));
    c.header("Cache-Control", "public, max-age=60");
    return c.json({ totals, countries }, 200);
  });
}
