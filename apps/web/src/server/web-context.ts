import type { OperationAnswer, OperationId, OperationPathParams } from "@communique/core/contract";

/** Page-view statistics: off unless the operator configures an endpoint (privacy policy). */
export interface PageviewSettings {
  provider: "plausible" | "matomo";
  /** Origin and path prefix of the collector, e.g. https://stats.example.org */
  endpoint: string;
  /** Plausible: the site's domain; Matomo: the numeric site id. */
  site: string;
}

export interface WebSettings {
  product: string;
  contactEmail?: string;
  pageviews?: PageviewSettings;
  /** The site is served over https (PUBLIC_URL): cookies it sets are Secure. */
  https?: boolean;
  /** The site's public origin (PUBLIC_URL, else where the server listens): absolute links. */
  publicOrigin?: string;
}

/** An operation's answer, or the error the API would answer over HTTP (status, code, message). */
export type OperationResult<I extends OperationId> =
  | { ok: true; answer: OperationAnswer<I> }
  | { ok: false; status: number; code: string; message: string };

/**
 * Runs one of the API's operations (OPERATIONS) with its parameters as they would be in its
 * address, and its path's own ({id}); the answer typed by the operation's schema.
 */
export type Operate = <I extends OperationId>(
  id: I,
  params: URLSearchParams,
  path?: OperationPathParams,
) => Promise<OperationResult<I>>;

/**
 * What the hosting server gives every loader. `operate` runs the API's operations in process:
 * the same validation, code and errors as the routes, without HTTP, JSON or a second parse of
 * the answer; the operations of one page share their prepared query (issue 34).
 */
export interface WebLoadContext {
  nonce: string;
  settings: WebSettings;
  operate: Operate;
  /**
   * Set when a page was asked with a method it does not take (POST on /ar/search): the server
   * renders the not-found route in its stead, which answers 405 with the localized error page.
   */
  refusedMethod?: string;
}

declare module "react-router" {
  interface AppLoadContext extends WebLoadContext {}
}
