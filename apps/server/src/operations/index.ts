import {
  OPERATIONS,
  type OperationId,
  type OperationPathParams,
  type QueryValue,
} from "@communique/core/contract";
import { validationError } from "../errors";
import { groupsOf, silencesOf, summary, timelineOf, topCountriesOf } from "./analytics-operations";
import type { Answered, Implementation } from "./operation";
import type { OperationContext } from "./operation-context";
import { blocs, countries, coverage, coverageByCountry, groups, health } from "./reference-operations";
import { count, search, statement } from "./search-operations";

export type { Answered, Implementation } from "./operation";
export { OperationContext } from "./operation-context";
export type { Applied, PreparedQuery } from "./prepared-query";

/** Every operation of the contract, implemented: one missing, or answering another type, does not compile. */
export const IMPLEMENTATIONS: { [I in OperationId]: Implementation<I> } = {
  searchStatements: search,
  countStatements: count,
  getStatement: statement,
  getAnalyticsTimeline: timelineOf,
  getAnalyticsCountries: topCountriesOf,
  getAnalyticsSummary: summary,
  getAnalyticsGroups: groupsOf,
  getAnalyticsSilences: silencesOf,
  getCoverage: coverage,
  getCoverageByCountry: coverageByCountry,
  getSourcesHealth: health,
  listCountries: countries,
  listGroups: groups,
  listBlocs: blocs,
};

/**
 * An operation run in process from its parameters as an address gives them (a repeated name as
 * an array): validated by its schema as the API validates them (the same DomainError, so the
 * same 400 and message), then answered. The web app's loaders call this, not the HTTP routes.
 */
export async function runOperation<I extends OperationId>(
  context: OperationContext,
  id: I,
  query: Record<string, QueryValue>,
  path: OperationPathParams = {},
): Promise<Answered<I>> {
  const contract = OPERATIONS[id];
  if ("pathParams" in contract) {
    const checked = contract.pathParams.safeParse(path);
    if (!checked.success) throw validationError(checked.error);
  }
  const parsed = contract.params.safeParse(query);
  if (!parsed.success) throw validationError(parsed.error);
  const implementation = IMPLEMENTATIONS[id] as Implementation<I>;
  return implementation(context, parsed.data as never, path);
}
