/**
 * The key under which a page is deduplicated: two URLs with the same key are taken to be the
 * same page. It is a key, not a URL to fetch instead of the original (a server may answer
 * `/news/` and not `/news`); it stays a valid absolute URL so it can be shown and followed.
 *
 * Rules:
 * - scheme and host lower-cased, default port dropped, IDN host in punycode (WHATWG URL);
 * - fragment dropped: it never changes what the server sends;
 * - tracking parameters dropped (utm_*, fbclid, gclid, mc_cid, mc_eid… see TRACKING_PARAMS);
 * - the remaining query parameters keep their order: ASP, JSP and Joomla pages can depend on
 *   it, and the same link is written the same way across a site's listings anyway;
 * - percent-encodings: hex digits upper-cased, unreserved characters decoded (RFC 3986 §6.2.2);
 * - a final `index.html` / `index.htm` dropped, then a trailing `/` dropped, except the root `/`,
 *   so `/news/`, `/news` and `/news/index.html` give one key (`index.php` is kept: on PHP sites
 *   it carries the query's routing);
 * - `http` and `https`, and `www.` and the bare host, are NOT merged: they can be different
 *   servers; content hashes catch the same statement served twice.
 */
export function canonicalUrl(url: string, base?: string): string {
  const parsed = new URL(url, base);
  parsed.hash = "";
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return parsed.href;
  parsed.search = withoutTracking(parsed.search);
  let path = normalizePercentEncoding(parsed.pathname).replace(/\/index\.html?$/i, "/");
  if (path.length > 1) path = path.replace(/\/+$/, "") || "/";
  parsed.pathname = path;
  const href = parsed.href;
  // A query reduced to nothing leaves a bare "?" behind.
  return href.endsWith("?") ? href.slice(0, -1) : href;
}

/** `canonicalUrl`, or undefined when `url` is not a URL. */
export function tryCanonicalUrl(url: string, base?: string): string | undefined {
  try {
    return canonicalUrl(url, base);
  } catch {
    return undefined;
  }
}

const TRACKING_PARAMS = new Set([
  "fbclid",
  "gclid",
  "gclsrc",
  "dclid",
  "gbraid",
  "wbraid",
  "msclkid",
  "yclid",
  "twclid",
  "igshid",
  "mc_cid",
  "mc_eid",
  "mkt_tok",
  "_ga",
  "_gl",
  "_hsenc",
  "_hsmi",
  "__hstc",
  "__hssc",
  "__hsfp",
  "oly_anon_id",
  "oly_enc_id",
  "vero_id",
]);

function isTracking(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.startsWith("utm_") || TRACKING_PARAMS.has(lower);
}

/** Filters the raw query string so that the kept parameters stay byte for byte as written. */
function withoutTracking(search: string): string {
  const kept = search
    .slice(1)
    .split("&")
    .filter((pair) => {
      const name = pair.split("=")[0] ?? "";
      return pair !== "" && !isTracking(safeDecode(name));
    });
  return kept.length === 0 ? "" : `?${normalizePercentEncoding(kept.join("&"))}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return text;
  }
}

function normalizePercentEncoding(text: string): string {
  return text.replace(/%([0-9a-fA-F]{2})/g, (_escape, hex: string) => {
    const char = String.fromCharCode(Number.parseInt(hex, 16));
    return /[A-Za-z0-9\-._~]/.test(char) ? char : `%${hex.toUpperCase()}`;
  });
}
