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

/**
 * What the hosting server gives every loader. `api` answers API paths in process (the same
 * routes, validation and errors as over HTTP, without a network hop).
 */
export interface WebLoadContext {
  nonce: string;
  settings: WebSettings;
  api: (pathAndQuery: string) => Promise<Response>;
  /**
   * Set when a page was asked with a method it does not take (POST on /ar/search): the server
   * renders the not-found route in its stead, which answers 405 with the localized error page.
   */
  refusedMethod?: string;
}

declare module "react-router" {
  interface AppLoadContext extends WebLoadContext {}
}
