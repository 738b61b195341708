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
    readonly code: string,
    message: string,
    readonly status: DomainErrorStatus = 400,
  ) {
    super(message);
  }
}
