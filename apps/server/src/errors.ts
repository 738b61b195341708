import { DomainError, isErrorCode } from "@communique/core";
import { ErrorResponseSchema, errorBody } from "@communique/core/contract";
import { QUERY_CANCELED } from "@communique/store";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ZodError } from "zod";

export { DomainError, ErrorResponseSchema, errorBody };

/**
 * A request that failed validation: the first issue, as `field: what is wrong`. A custom issue
 * may carry its own code (`params.code`, e.g. page_too_deep); any other is invalid_parameter.
 */
export function validationError(error: ZodError): DomainError {
  const issue = error.issues[0];
  const where = issue?.path.join(".") || "request";
  const params = issue && "params" in issue ? (issue.params as { code?: unknown } | undefined) : undefined;
  const code = isErrorCode(params?.code) ? params.code : "invalid_parameter";
  return new DomainError(code, `${where}: ${issue?.message ?? "invalid"}`);
}

/** An error as the API answers it: status, body and any headers. */
export interface ErrorAnswer {
  status: ContentfulStatusCode;
  body: ReturnType<typeof errorBody>;
  headers?: Record<string, string>;
}

/**
 * The one place errors become answers: a DomainError (raised anywhere, from the query parser to
 * a route) is the client's to fix and says so; anything else is ours, logged, and a plain 500.
 * Over HTTP (errorResponse) and in process (the web app's operations) alike.
 */
export function errorAnswerOf(
  error: Error,
  request: { method: string; path: string; aborted: boolean },
  log?: (message: string) => void,
): ErrorAnswer {
  if (error instanceof DomainError)
    return { status: error.status as ContentfulStatusCode, body: errorBody(error.code, error.message) };
  // Its client went away and its work was stopped (cancelOnAbort): nobody reads this answer.
  if (request.aborted)
    return { status: 503, body: errorBody("client_gone", "The request was abandoned by its client.") };
  // PostgreSQL stopped a statement at the reads' time-out (READ_TIMEOUT_MS): the database is
  // overloaded or locked, not the request wrong.
  if ((error as { code?: unknown }).code === QUERY_CANCELED) {
    log?.(`Stopped at the statement time-out: ${request.method} ${request.path}`);
    return {
      status: 503,
      body: errorBody(
        "database_timeout",
        "The database took too long to answer and the request was stopped. Try again in a moment.",
      ),
      headers: { "Retry-After": "5" },
    };
  }
  log?.(`Unexpected error on ${request.method} ${request.path}: ${error.stack ?? error.message}`);
  return {
    status: 500,
    body: errorBody("internal_error", "Something went wrong on our side; it has been logged."),
  };
}

export function errorResponse(error: Error, c: Context, log?: (message: string) => void): Response {
  const answer = errorAnswerOf(
    error,
    { method: c.req.method, path: c.req.path, aborted: c.req.raw.signal.aborted },
    log,
  );
  return c.json(answer.body, answer.status, answer.headers);
}

/** An error answer as OpenAPI documents it, for a route's `responses`. */
export function errorAnswer(description: string) {
  return { description, content: { "application/json": { schema: ErrorResponseSchema } } };
}
