import type { OperationAnswer } from "@communique/core/contract";
import type { LanguageCode } from "@communique/core/vocabulary";
import { callOperation, type Outcome } from "../server/api-client.server";
import type { Operate } from "../server/web-context";

export type CoverageAnswer = OperationAnswer<"getCoverageByCountry">;
export type CountryCoverage = CoverageAnswer["countries"][number];

export interface CoveragePage {
  totals: CoverageAnswer["totals"];
  /** The seven groups in their order, each with its countries sorted by name. */
  groups: { slug: string; name: string; countries: CountryCoverage[] }[];
}

/** The coverage per country, in `lang`, laid out by group. */
export async function loadCoverage(operate: Operate, lang: LanguageCode): Promise<Outcome<CoveragePage>> {
  const params = new URLSearchParams({ lang });
  const [coverage, groups] = await Promise.all([
    callOperation(operate, "getCoverageByCountry", params),
    callOperation(operate, "listGroups", params),
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
