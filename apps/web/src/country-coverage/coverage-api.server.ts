import { CoverageByCountrySchema, GroupsSchema } from "@communique/core/contract";
import type { LanguageCode } from "@communique/core/vocabulary";
import type { z } from "zod";
import { callApi, type Outcome } from "../server/api-client.server";
import type { WebLoadContext } from "../server/web-context";

export type CoverageAnswer = z.output<typeof CoverageByCountrySchema>;
export type CountryCoverage = CoverageAnswer["countries"][number];

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
    callApi(api, `/api/coverage/countries?lang=${lang}`, CoverageByCountrySchema),
    callApi(api, `/api/groups?lang=${lang}`, GroupsSchema),
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
