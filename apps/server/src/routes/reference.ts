import { COUNTRIES, countryName, GROUPS, groupName } from "@communique/core";
import { CountriesSchema, GroupsSchema, LangParam } from "@communique/core/contract";
import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import type { AppEnv } from "../app-context";
import { errorAnswer } from "../errors";

const countriesRoute = createRoute({
  method: "get",
  path: "/api/countries",
  operationId: "listCountries",
  tags: ["Reference"],
  summary: "Member states, observers, organisations and former states",
  description:
    "UN (M49) display names in the requested language, sorted by that name; aliases in all six languages.",
  request: { query: z.object({ lang: LangParam }) },
  responses: {
    200: { description: "All issuers", content: { "application/json": { schema: CountriesSchema } } },
    400: errorAnswer("Invalid parameters (an unknown lang)"),
  },
});

const groupsRoute = createRoute({
  method: "get",
  path: "/api/groups",
  operationId: "listGroups",
  tags: ["Reference"],
  summary: "The seven groups",
  request: { query: z.object({ lang: LangParam }) },
  responses: {
    200: {
      description: "The groups in display order",
      content: { "application/json": { schema: GroupsSchema } },
    },
    400: errorAnswer("Invalid parameters (an unknown lang)"),
  },
});

export function registerReference(app: OpenAPIHono<AppEnv>) {
  app.openapi(countriesRoute, (c) => {
    const { lang } = c.req.valid("query");
    const collator = new Intl.Collator(lang);
    const countries = COUNTRIES.map((country) => ({
      code: country.code,
      name: countryName(country.code, lang),
      group: country.group,
      kind: country.kind,
      iso3: country.iso3,
      aliases: country.aliases,
    })).sort((a, b) => collator.compare(a.name, b.name));
    c.header("Cache-Control", "public, max-age=3600");
    return c.json(countries, 200);
  });
  app.openapi(groupsRoute, (c) => {
    const { lang } = c.req.valid("query");
    c.header("Cache-Control", "public, max-age=3600");
    return c.json(
      GROUPS.map((group) => ({
        slug: group.slug,
        name: groupName(group.slug, lang),
        countries: COUNTRIES.filter((country) => country.group === group.slug).length,
      })),
      200,
    );
  });
}
