import { DomainError } from "../errors";

import type { LanguageCode } from "../languages";

/**
 * A word or phrase. A term without `language` is typed by the user: analysed in the query's
 * language (ParsedQuery.language), or in every language when that is not set; with one, only in
 * that language (an equivalent found by translation).
 * A "word" term of several words matches them anywhere (AND), a phrase only in sequence.
 */
export type QueryTerm = {
  type: "word" | "phrase";
  text: string;
  language?: LanguageCode;
  /**
   * A typed term that translation knows nothing of (a name, a code, a new word): analysed in
   * every language searched, not only the query's, each analysis meeting its own language's
   * statements. Set by translateQuery only.
   */
  anyLanguage?: true;
};

export interface ParsedQuery {
  /** AND of clauses; each clause is an OR of one or more terms. */
  clauses: QueryTerm[][];
  /** A statement matching any of these is excluded. */
  exclude: QueryTerm[];
  /** Interpretations the parser made of imperfect input, to show the user. */
  notices: QueryNotice[];
  /**
   * The language the typed words (the terms without `language`) are read in: they are analysed
   * in it alone, and meet only statements in it (readQueryLanguage). Absent: every language, each
   * statement through its own (the store's own callers, and tests of the analysis).
   */
  language?: QueryLanguage;
}

/** How the query's language was decided, said in the answer (readQueryLanguage). */
export const QUERY_LANGUAGE_REASONS = ["script", "detected", "interface", "filter", "default"] as const;
export type QueryLanguageReason = (typeof QUERY_LANGUAGE_REASONS)[number];

export interface QueryLanguage {
  code: LanguageCode;
  by: QueryLanguageReason;
}

export type QueryNoticeCode =
  | "unbalanced_quote"
  | "dangling_operator"
  | "lone_minus"
  | "control_characters_removed"
  | "empty_phrase"
  | "translation_unavailable";

export interface QueryNotice {
  code: QueryNoticeCode;
  /** English, for API users; the web app translates by `code`. */
  message: string;
}

export type QueryErrorCode = "query_too_long" | "too_many_terms";

/** The only errors the parser throws: input it refuses rather than interprets. */
export class QueryError extends DomainError {
  override readonly name = "QueryError";
  declare readonly code: QueryErrorCode;
  /** The input field at fault, when a single one is. */
  readonly field?: string;

  constructor(code: QueryErrorCode, message: string, field?: string) {
    super(code, message, 400);
    if (field !== undefined) this.field = field;
  }
}

/** Bounds the work a single request can cause in the parser and in the tsquery it becomes. */
export const QUERY_LIMITS = {
  maxChars: 1000 /* per field */,
  maxTerms: 32 /* all fields together */,
} as const;

export interface QueryInput {
  q?: string;
  all?: string;
  exact?: string;
  any?: string;
  none?: string;
}
