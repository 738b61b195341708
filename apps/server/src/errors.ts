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

/**
 * The one place errors become answers: a DomainError (raised anywhere, from the query parser to
 * a route) is the client's to fix and says so; anything else is ours, logged, and a plain 500.
 */
export function errorResponse(error: Error, c: Context, log?: (message: string) => void): Response {
  if (error instanceof DomainError)
    return c.json(errorBody(error.code, error.message), error.status as ContentfulStatusCode);
  // Its client went away and its work was stopped (cancelOnAbort): nobody reads this answer.
  if (c.req.raw.signal.aborted)
    return c.json(errorBody("client_gone", "The request was abandoned by its client."), 503);
  // PostgreSQL stopped a statement at the reads' time-out (READ_TIMEOUT_MS): the database is
  // overloaded or locked, not the request wrong.
  if ((error as { code?: unknown }).code === QUERY_CANCELED) {
    log?.(`Stopped at the statement time-out: ${c.req.method} ${c.req.path}`);
    return c.json(
      errorBody(
        "database_timeout",
        "The database took too long to answer and the request was stopped. Try again in a moment.",
      ),
      503,
      { "Retry-After": "5" },
    );
  }
  log?.(`Unexpected error on ${c.req.method} ${c.req.path}: ${error.stack ?? error.message}`);
  return c.json(errorBody("internal_error", "Something went wrong on our side; it has been logged."), 500);
}

/** An error answer as OpenAPI documents it, for a route's `responses`. */
export function errorAnswer(description: string) {
  return { description, content: { "application/json": { schema: ErrorResponseSchema } } };
}
