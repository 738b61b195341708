/**
 * Which of a rendered page's requests are made at all. The browser has no network of its own:
 * every request it wants is decided here, then fetched (or not) by the polite fetcher, which adds
 * robots.txt, the turn per host and the address guard.
 */

/** What a page needs to build its DOM. Images, styles, fonts and media change no text. */
const FETCHED_TYPES: ReadonlySet<string> = new Set(["document", "script", "xhr", "fetch"]);

export type Refusal =
  | "other-host"
  | "resource-type"
  | "method"
  | "scheme"
  | "too-many-requests"
  | "too-many-bytes"
  | "websocket";

export interface RequestFacts {
  url: string;
  method: string;
  resourceType: string;
}

export interface PagePolicy {
  /** Host names the page may reach: its own, its source's, and the source's static hosts. */
  allowedHosts: ReadonlySet<string>;
}

/** Undefined when the request may go to the polite fetcher; else why not. */
export function refusalOf(request: RequestFacts, policy: PagePolicy): Refusal | undefined {
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return "scheme";
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return "scheme";
  if (!FETCHED_TYPES.has(request.resourceType)) return "resource-type";
  // The polite fetcher only GETs: a page that needs a POST to show its statements is not read.
  if (request.method !== "GET") return "method";
  if (!policy.allowedHosts.has(url.hostname.toLowerCase())) return "other-host";
  return undefined;
}

/** The host names of a page: its own, its source listing's, and the source's static hosts. */
export function allowedHostsOf(urls: readonly string[], staticHosts: readonly string[]): Set<string> {
  const hosts = new Set(staticHosts.map((h) => h.toLowerCase()));
  for (const url of urls) {
    try {
      hosts.add(new URL(url).hostname.toLowerCase());
    } catch {
      // Not a URL: nothing to allow.
    }
  }
  return hosts;
}
