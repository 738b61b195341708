import type { LanguageCode } from "@communique/core/languages";
import { z } from "zod";
import { callApi, type Outcome } from "../server/api-call.server";
import type { WebLoadContext } from "../server/web-context";

const CoverageSchema = z.object({
  totals: z.object({
    memberStatesWithSources: z.number(),
    memberStatesWithStatements: z.number(),
    memberStatesTotal: z.number(),
    statements: z.number(),
    sources: z.number(),
    enabledSources: z.number(),
  }),
  countries: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      group: z.string(),
      kind: z.enum(["member", "observer", "organization", "former"]),
      sources: z.number(),
      enabledSources: z.number(),
      lastCrawlAt: z.string().nullable(),
      lastSuccessAt: z.string().nullable(),
      newestStatement: z
        .object({ date: z.string(), datePrecision: z.enum(["day", "month", "year"]) })
        .nullable(),
      statements: z.number(),
    }),
  ),
});
export type CoverageAnswer = z.infer<typeof CoverageSchema>;
export type CountryCoverage = CoverageAnswer["countries"][number];

const GroupsSchema = z.array(z.object({ slug: z.string(), name: z.string() }));

export interface CoveragePage {
  totals: CoverageAnswer["totals"];
  /** The seven groups in their order, each with its countries sorted by name. */
  groups: { slug: string; name: string; countries: CountryCoverage[] }[];
}

/** The coverage per country, in `lang`, laid out by group. */
export async function loadCoverage(
  api: WebLoadContext["api"],
  lang: LanguageCode,
): Promise<Outcome<CoveragePage>> {
  const [coverage, groups] = await Promise.all([
    callApi(api, `/api/coverage/countries?lang=${lang}`, CoverageSchema, {}),
    callApi(api, `/api/groups?lang=${lang}`, GroupsSchema, {}),
  ]);
  if (!coverage.ok) return coverage;
  if (!groups.ok) return groups;
  return {
    ok: true,
    answer: {
      totals: coverage.answer.totals,
      groups: groups.answer.map((group) => ({
        slug: group.slug,
        name: group.name,
        countries: coverage.answer.countries.filter((country) => country.group === group.slug),
      })),
    },
  };
}
