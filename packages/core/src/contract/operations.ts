import { z } from "zod";
import {
  AnalyticsSummarySchema,
  BlocsSchema,
  CountriesSchema,
  CoverageByCountrySchema,
  CoverageSchema,
  GroupBreakdownSchema,
  GroupsSchema,
  SearchCountsSchema,
  SearchResponseSchema,
  SilencesSchema,
  StatementIdSchema,
  StatementSchema,
  TimelineSchema,
  TopCountriesSchema,
} from "./answers";
import {
  AnalyticsParamsSchema,
  CountParamsSchema,
  CountriesParamsSchema,
  CoverageParamsSchema,
  LangParamsSchema,
  SearchParamsSchema,
  SilencesParamsSchema,
  StatementParamsSchema,
  TimelineParamsSchema,
} from "./search-params";
import { SourcesHealthParamsSchema, SourcesHealthSchema } from "./source-health";

/** A call without parameters. */
export const NoParamsSchema = z.object({});

/**
 * The operations that answer JSON, declared once: where each is in the API, the schema of its
 * parameters and of its answer. The server builds each route and its OpenAPI entry from this
 * table and implements every entry (a missing one does not compile); the web app calls them in
 * process by id, and gets the answer typed by the same schema (issue 34).
 */
export const OPERATIONS = {
  searchStatements: { path: "/api/search", params: SearchParamsSchema, answer: SearchResponseSchema },
  countStatements: { path: "/api/search/counts", params: CountParamsSchema, answer: SearchCountsSchema },
  getStatement: {
    path: "/api/statements/{id}",
    pathParams: z.object({ id: StatementIdSchema }),
    params: StatementParamsSchema,
    answer: StatementSchema,
  },
  getAnalyticsTimeline: {
    path: "/api/analytics/timeline",
    params: TimelineParamsSchema,
    answer: TimelineSchema,
  },
  getAnalyticsCountries: {
    path: "/api/analytics/countries",
    params: CountriesParamsSchema,
    answer: TopCountriesSchema,
  },
  getAnalyticsSummary: {
    path: "/api/analytics/summary",
    params: AnalyticsParamsSchema,
    answer: AnalyticsSummarySchema,
  },
  getAnalyticsGroups: {
    path: "/api/analytics/groups",
    params: AnalyticsParamsSchema,
    answer: GroupBreakdownSchema,
  },
  getAnalyticsSilences: {
    path: "/api/analytics/silences",
    params: SilencesParamsSchema,
    answer: SilencesSchema,
  },
  getCoverage: { path: "/api/coverage", params: NoParamsSchema, answer: CoverageSchema },
  getCoverageByCountry: {
    path: "/api/coverage/countries",
    params: CoverageParamsSchema,
    answer: CoverageByCountrySchema,
  },
  getSourcesHealth: {
    path: "/api/sources/health",
    params: SourcesHealthParamsSchema,
    answer: SourcesHealthSchema,
  },
  listCountries: { path: "/api/countries", params: LangParamsSchema, answer: CountriesSchema },
  listGroups: { path: "/api/groups", params: LangParamsSchema, answer: GroupsSchema },
  listBlocs: { path: "/api/blocs", params: LangParamsSchema, answer: BlocsSchema },
} as const satisfies Record<
  string,
  { path: string; pathParams?: z.ZodObject; params: z.ZodType; answer: z.ZodType }
>;

export type OperationId = keyof typeof OPERATIONS;
/** An operation's parameters once validated. */
export type OperationParams<I extends OperationId> = z.output<(typeof OPERATIONS)[I]["params"]>;
/** An operation's answer, as its schema (and the OpenAPI document) says. */
export type OperationAnswer<I extends OperationId> = z.output<(typeof OPERATIONS)[I]["answer"]>;
/** The path's own parameters ({id}), for the operations whose path has them. */
export type OperationPathParams = Readonly<Record<string, string>>;

/** An operation's address with its path parameters filled in (encoded). */
export function operationPath(id: OperationId, pathParams: OperationPathParams = {}): string {
  return OPERATIONS[id].path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(pathParams[name] ?? ""),
  );
}
