/**
 * The URLs the crawler will request: http and https only (no file:, ftp:, data: from a hostile
 * redirect), no credentials (they would be sent on), and no fragment (never sent anyway, and it
 * would make one page look like two in the redirect-loop check).
 */
export function parseCrawlUrl(input: string, base?: string): URL | string {
  let url: URL;
  try {
    url = new URL(input, base);
  } catch {
    return `not a valid URL: ${input}`;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return `not an http(s) URL: ${url.protocol}`;
  if (url.username || url.password) return "URLs with credentials are not crawled";
  url.hash = "";
  return url;
}

/** What robots.txt rules are matched against: the path and the query (RFC 9309 §2.2.2). */
export function robotsPathOf(url: URL): string {
  return `${url.pathname}${url.search}`;
}
