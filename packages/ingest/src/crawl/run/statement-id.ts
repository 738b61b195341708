import { createHash } from "node:crypto";

/**
 * A crawled statement's id: its issuer and 64 bits of its first canonical URL's hash, stable
 * across runs and processes ("FR-3f2a9c1b7d4e8a10"). Readable in an address, and collisions are
 * out of reach for the statements of one issuer.
 */
export function statementIdFor(countryCode: string, canonicalUrl: string): string {
  return `${countryCode}-${createHash("sha256").update(canonicalUrl).digest("hex").slice(0, 16)}`;
}
