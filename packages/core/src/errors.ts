/**
 * Every code an API error can carry (`{ error: { code, message } }`), and what it means: a closed
 * list, typed wherever an error is raised or answered and documented in the OpenAPI document
 * (ErrorResponseSchema), so that a client can branch on every one and a new one cannot slip in
 * unseen.
 */
export const ERROR_CODES = {
  invalid_parameter: "a parameter or the body is not valid: the message names it and says why",
  unknown_bloc: "a bloc that is not one of the known groupings: the message lists them",
  keyword_required: "analytics need a query",
  query_too_long: "a query field is longer than 1,000 characters",
  too_many_terms: "the query has more than 32 terms",
  only_stop_words:
    "every word of the query is too common to be indexed in the language it was read in (the message names it): add a word, or search in all six languages (translate=add)",
  page_too_deep: "past the first 10,000 results: narrow the search or export it",
  too_many_compared: "more than four terms compared with the query",
  too_many_periods: "the interval over this range gives too many periods",
  not_found: "no such statement or address",
  method_not_allowed: "the address does not answer this method (see Allow)",
  unsupported_media_type: "the body is not of the media type the operation takes",
  payload_too_large: "the body is over the operation's limit",
  rate_limited: "too many requests from this address (see Retry-After)",
  busy: "too many requests, exports or reports at work or waiting (see Retry-After)",
  starting: "the service is starting",
  search_timeout: "the search ran past its time-out: narrow it",
  database_timeout: "the database took too long (see Retry-After)",
  client_gone: "the client went away and its work was stopped",
  internal_error: "an error on our side, logged",
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;

export const isErrorCode = (code: unknown): code is ErrorCode =>
  typeof code === "string" && Object.hasOwn(ERROR_CODES, code);

/** HTTP statuses a domain error may carry: the client's mistakes, and "come back later". */
export type DomainErrorStatus = 400 | 404 | 413 | 415 | 422 | 429 | 503;

/**
 * An error meant for the client, raised anywhere from the query parser to a route: its `code` is
 * stable (clients and the web app branch on it), its message says what to fix, and its status is
 * what the API answers. The API maps it to a response in one place (app.onError); nothing else
 * catches it.
 */
export class DomainError extends Error {
  override readonly name: string = "DomainError";
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly status: DomainErrorStatus = 400,
  ) {
    super(message);
  }
}
