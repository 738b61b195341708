import { DomainError } from "../errors";

import type { LanguageCode } from "../languages";

/**
 * A word or phrase. A term without `language` is analysed in every language (a user's query: its
 * language is unknown); with one, only in that language (an equivalent found by translation).
 * A "word" term of several words matches them anywhere (AND), a phrase only in sequence.
 */
export type QueryTerm = {
  type: "word" | "phrase";
  text: string;
  language?: LanguageCode;
};

export interface ParsedQuery {
  /** AND of clauses; each clause is an OR of one or more terms. */
  clauses: QueryTerm[][];
  /** A statement matching any of these is excluded. */
  exclude: QueryTerm[];
  /** Interpretations the parser made of imperfect input, to show the user. */
  notices: QueryNotice[];
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
