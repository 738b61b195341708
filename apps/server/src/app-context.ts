import type { LanguageCode } from "@communique/core";
import type { Lexizer, MachineTranslator, SearchDatabase, TermLookupCache } from "@communique/store";
import type { OperationContext } from "./operations/operation-context";

export interface Services {
  db: SearchDatabase;
  lexizer: Lexizer;
  /** The machine translation service (TRANSLATE_URL), when configured. */
  machine?: MachineTranslator | undefined;
  /** The terminology's recent answers (translate=add), shared by the process's searches. */
  termLookups?: TermLookupCache | undefined;
  /** The language the terms decided for recent queries without a sign (queryLanguageFromTerms). */
  queryLanguages?: TermLookupCache<LanguageCode | ""> | undefined;
  /** The read replicas: how many, and how many do not answer now (/healthz says "degraded"). */
  replicaState?: (() => { replicas: number; down: number }) | undefined;
  /** Whether the database answers, on a connection of its own (healthCheck); else through `db`. */
  health?: (() => Promise<boolean>) | undefined;
  /** Past this many matches a search's counts are estimated (the store's EXACT_COUNT_LIMIT for a search, SERIES_EXACT_LIMIT for a series, when unset). */
  exactCountLimit?: number | undefined;
  /** A timeline's series is estimated only with this many sample matches per period (the store's 400 when unset). */
  sampleMatchesPerPeriod?: number | undefined;
}

/** Hono context variables: set once the database is ready. */
export interface AppEnv {
  Variables: { services: Services; operations: OperationContext };
}
