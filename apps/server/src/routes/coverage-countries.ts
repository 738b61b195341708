import { countryName, GROUP_SLUGS, MEMBER_STATES_TOTAL } from "@communique/core";
import { type CountryCoverage, coverageByCountry } from "@communique/store";
import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import { ErrorResponseSchema } from "../api-error";
import type { AppEnv } from "../app-context";
import { LangParam } from "./query-params";

const Instant = z.iso.datetime().nullable();
const count = (description: string) => z.number().int().openapi({ description });

export const CountryCoverageSchema = z
  .object({
    code: z.string().openapi({ example: "SN" }),
    name: z.string().openapi({ example: "Senegal" }),
    group: z.enum(GROUP_SLUGS),
    kind: z.enum(["member", "observer", "organization", "former"]),
    sources: count("Sources in the crawler's registry, enabled or not."),
    enabledSources: count("Sources the crawler reads."),
    lastCrawlAt: Instant.openapi({
      description:
        "When the latest crawl of any of its sources ended (ISO 8601), whatever its outcome; null if never.",
    }),
    lastSuccessAt: Instant.openapi({ description: "When the latest successful crawl ended; null if none." }),
    newestStatement: z
      .object({
        date: z.string().openapi({
          description: "YYYY, YYYY-MM or YYYY-MM-DD, as precise as the source.",
          example: "2024",
        }),
        datePrecision: z.enum(["day", "month", "year"]),
      })
      .nullable()
      .openapi({ description: "The first statement in “most recent” order; null without statements." }),
    statements: count("Statements indexed, crawled or imported."),
  })
  .openapi("CountryCoverage");

export const CoverageByCountrySchema = z
  .object({
    totals: z.object({
      memberStatesWithSources: count("Member states with at least one enabled source."),
      memberStatesWithStatements: count("Member states with at least one statement."),
      memberStatesTotal: z.literal(MEMBER_STATES_TOTAL),
      statements: count("All statements, organisations' and former states' included."),
      sources: count("All sources, enabled or not."),
      enabledSources: count("Sources the crawler reads."),
    }),
    countries: z.array(CountryCoverageSchema),
  })
  .openapi("CoverageByCountry");

const route = createRoute({
  method: "get",
  path: "/api/coverage/countries",
  tags: ["Reference"],
  summary: "Per country: sources, latest crawls, newest statement and number of statements",
  description:
    "Every member and observer state, and any organisation or former state with sources or statements, sorted by name in the requested language. Recomputed at most once a minute.",
  request: { query: z.object({ lang: LangParam }) },
  responses: {
    200: {
      description: "Totals and countries",
      content: { "application/json": { schema: CoverageByCountrySchema } },
    },
    400: {
      description: "Invalid parameter",
      content: { "application/json": { schema: ErrorResponseSchema } },
    },
  },
});

const MAX_AGE_MS = 60_000;

export function registerCoverageCountries(app: OpenAPIHono<AppEnv>) {
  // One answer per database (tests open several), shared by the six languages.
  const cached = new WeakMap<object, { at: number; value: Promise<CountryCoverage> }>();
  const coverage = (db: AppEnv["Variables"]["services"]["db"]) => {
    const entry = cached.get(db);
    if (entry && Date.now() - entry.at < MAX_AGE_MS) return entry.value;
    const value = coverageByCountry(db);
    cached.set(db, { at: Date.now(), value });
    value.catch(() => cached.delete(db));
    return value;
  };

  app.openapi(route, async (c) => {
    const { lang } = c.req.valid("query");
    const { totals, issuers } = await coverage(c.get("services").db);
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
