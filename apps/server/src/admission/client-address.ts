/**
 * The address a request comes from. Behind `trustProxy` reverse proxies, the client is the one
 * the nearest of them saw: the address that many places from the right of X-Forwarded-For
 * (each proxy appends the address it received from). Without trusted proxies the header is
 * ignored: anyone can write it.
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trustProxy: number,
): string {
  const direct = socketAddress ?? "unknown";
  if (trustProxy <= 0 || !forwardedFor) return direct;
  const hops = forwardedFor
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean);
  // With n trusted proxies, the last n entries are theirs to vouch for; the one before the
  // first of them is what the outermost trusted proxy received from.
  return hops[hops.length - trustProxy] ?? hops[0] ?? direct;
}
