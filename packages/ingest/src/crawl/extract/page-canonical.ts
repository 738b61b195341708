import { canonicalUrl } from "./canonical-url";
import { absoluteHttpUrl } from "./links";

/**
 * The page's dedupe key: its `<link rel=canonical>` when that points to the same site (host
 * equal up to a leading `www.`), else its own URL, through `canonicalUrl`. A canonical link to
 * another site is ignored (a syndicated copy must not take the original's place), and so is
 * one to the site's root from a deeper page, a common CMS misconfiguration that would make
 * every article one.
 */
export function pageCanonicalUrl(document: Document, pageUrl: string): string {
  const declared = absoluteHttpUrl(
    document.querySelector("link[rel~='canonical' i][href]")?.getAttribute("href") ?? undefined,
    document.baseURI,
  );
  if (!declared) return canonicalUrl(pageUrl);
  const page = new URL(pageUrl);
  const target = new URL(declared);
  const sameSite = bareHost(page.hostname) === bareHost(target.hostname);
  const rootForDeeperPage =
    target.pathname === "/" && !target.search && (page.pathname !== "/" || page.search !== "");
  return canonicalUrl(sameSite && !rootForDeeperPage ? declared : pageUrl);
}

/** A host without a leading `www.`, lower case: two hosts of one site compare equal. */
export function bareHost(host: string): string {
  return host.toLowerCase().replace(/^www\./, "");
}
