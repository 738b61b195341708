/**
 * What the store offers the other packages: exactly what they use (the rest is the store's own).
 * Answer types of search and analytics are the API contract's, in @communique/core/contract.
 */
export { analyticsSummary, groupBreakdown, topCountries } from "./analytics/issuers";
export { type Among, memberVoices } from "./analytics/member-voices";
export { timeline } from "./analytics/timeline";
export {
  type CrawlPage,
  getCrawlPages,
  recentCrawlPagesOfSource,
  saveCrawlPage,
  sourceHasPagesWithStatus,
  touchCrawlPage,
} from "./crawl/crawl-pages";
export { type SaveOutcome, saveCrawledStatement } from "./crawl/crawled-statements";
export {
  type CrawlJob,
  claimCrawlJob,
  countCrawlJobs,
  enqueueDueSources,
  enqueueSourcesNow,
  finishCrawlJob,
  releaseCrawlJob,
  renewCrawlLease,
} from "./crawl/job-queue";
export {
  getListingValidators,
  type ListingValidators,
  saveListingValidators,
} from "./crawl/listing-validators";
export { cancelOnAbort } from "./db/cancel-on-abort";
export { stopPostmaster } from "./db/embedded-cluster";
export { healthCheck } from "./db/health-check";
export { createPool, type Database, openDatabase, READ_TIMEOUT_MS } from "./db/open-database";
export { QUERY_CANCELED, type SearchDatabase } from "./db/planner-settings";
export type { Queryable } from "./db/queryable";
export { readStoreEnv, type StoreEnv } from "./env";
export { countryRef } from "./reference/country-ref";
export { syncCountries } from "./reference/sync-countries";
export { countStatements } from "./search/count-statements";
export { Lexizer } from "./search/lexizer";
export { forgetSearchStatistics } from "./search/match-statistics";
export { searchStatements } from "./search/search-statements";
export { statementMatches } from "./search/statement-matches";
export {
  type ListedStatement,
  type ListRequest,
  listStatements,
  openStatementStream,
  type StatementStream,
} from "./search/stream-statements";
export {
  type BadFetch,
  classifyHealth,
  FLAGGED,
  type GoodFetch,
  HEALTH_FLAGS,
  type HealthAssessment,
  type HealthChange,
  type HealthFlag,
  type HealthHistory,
} from "./sources/classify-health";
export { listSources, type SourceWithHealth } from "./sources/list-sources";
export { type PublicationRhythm, publicationRhythm } from "./sources/publication-rhythm";
export { type CrawlRun, recordCrawlRun } from "./sources/record-crawl-run";
export { type EnabledChange, setSourcesEnabled } from "./sources/set-sources-enabled";
export {
  DEFAULT_SCHEDULE_MINUTES,
  NUMERIC_DATE_ORDERS,
  SOURCE_KINDS,
  type SourceKind,
  type SourceOrigin,
  type SourceRecord,
} from "./sources/source-record";
export { type AssessedSource, isFlagged, sourcesHealth } from "./sources/sources-health";
export { type UpsertSummary, upsertSources } from "./sources/upsert-sources";
export { flushPendingIndexEntries, refreshSearchStatistics } from "./statements/analyze";
export { CoverageCounter } from "./statements/coverage";
export { recentCoverageByCountry } from "./statements/coverage-by-country";
export { getStatement } from "./statements/get-statement";
export { linkImportedVersions } from "./statements/language-versions";
export { countSitemapEntries, type SitemapEntry, sitemapEntries } from "./statements/sitemap-entries";
export { formatStatementDate, parseStatementDate, type StatementDate } from "./statements/statement-date";
export { type StatementInput, type WriteCounts, writeStatements } from "./statements/write-statements";
export { type Gazetteer, readGazetteer } from "./terminology/gazetteer";
export { cachedTranslations, saveTranslations, type Translations } from "./terminology/machine-translations";
export { queryLanguageFromTerms } from "./terminology/query-language-from-terms";
export { russianForms } from "./terminology/russian-forms";
export { syncTerminology } from "./terminology/sync-terminology";
export { TermLookupCache } from "./terminology/term-lookup-cache";
export { termOwners } from "./terminology/term-owners";
export { type MachineTranslator, type TranslatedQuery, translateQuery } from "./terminology/translate-query";
export { type ConceptWriteSummary, writeConcepts } from "./terminology/write-concepts";
