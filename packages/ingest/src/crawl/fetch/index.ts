export type { ContentKind } from "./content-type";
export { CONTENT_KINDS } from "./content-type";
export { type CrawlEnv, readCrawlEnv } from "./crawl-env";
export type { EncodingSource } from "./decode-text";
export type {
  FailureReason,
  FetchedPage,
  FetchFailure,
  FetchOutcome,
  NotModified,
  PageBody,
} from "./fetch-result";
export {
  type FetcherSettings,
  type FetcherSettingsInput,
  FetcherSettingsSchema,
  parseFetcherSettings,
  userAgentOf,
} from "./fetch-settings";
export type { ResolvedAddress, ResolveHost } from "./guarded-agent";
export {
  createPoliteFetcher,
  type FetcherDependencies,
  type PageRequest,
  type PoliteFetcher,
  type PreviousFetch,
} from "./polite-fetcher";
export type { RobotsDecision } from "./robots-cache";
export { parseRobotsTxt, type RobotsPolicy, type RobotsTxt, robotsPolicyFor } from "./robots-txt";
