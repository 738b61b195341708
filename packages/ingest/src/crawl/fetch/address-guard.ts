import { BlockList, isIPv4, isIPv6 } from "node:net";

/**
 * Whether the crawler may connect to an address: only globally reachable unicast. Built from the
 * IANA special-purpose registries (RFC 6890 and successors); an address we cannot classify is
 * refused, since the point is to keep the crawler off internal networks (SSRF).
 */

const NON_PUBLIC_IPV4: ReadonlyArray<readonly [string, number]> = [
  ["0.0.0.0", 8], // "this network"; connecting to 0.0.0.0 reaches the local host on Linux
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local, where cloud metadata services live
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation (TEST-NET-1)
  ["192.88.99.0", 24], // deprecated 6to4 relay anycast
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation (TEST-NET-2)
  ["203.0.113.0", 24], // documentation (TEST-NET-3)
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, and 255.255.255.255 broadcast
];

// Only 2000::/3 is allocated for global unicast; everything else (loopback, unspecified,
// unique-local fc00::/7, link-local fe80::/10, multicast ff00::/8, ...) falls outside it.
const GLOBAL_UNICAST_IPV6 = new BlockList();
GLOBAL_UNICAST_IPV6.addSubnet("2000::", 3, "ipv6");

const NON_PUBLIC_IPV6_IN_GLOBAL = new BlockList();
NON_PUBLIC_IPV6_IN_GLOBAL.addSubnet("2001::", 23, "ipv6"); // IETF protocol assignments, Teredo
NON_PUBLIC_IPV6_IN_GLOBAL.addSubnet("2001:db8::", 32, "ipv6"); // documentation
NON_PUBLIC_IPV6_IN_GLOBAL.addSubnet("3fff::", 20, "ipv6"); // documentation (RFC 9637)

const NON_PUBLIC_V4_LIST = new BlockList();
for (const [network, prefix] of NON_PUBLIC_IPV4) NON_PUBLIC_V4_LIST.addSubnet(network, prefix, "ipv4");

export function isPublicAddress(address: string): boolean {
  if (isIPv4(address)) return !NON_PUBLIC_V4_LIST.check(address, "ipv4");
  // A zone index (fe80::1%eth0) only exists on link-local addresses.
  if (!isIPv6(address) || address.includes("%")) return false;
  const embedded = embeddedIpv4(address);
  if (embedded !== undefined) return isPublicAddress(embedded);
  return GLOBAL_UNICAST_IPV6.check(address, "ipv6") && !NON_PUBLIC_IPV6_IN_GLOBAL.check(address, "ipv6");
}

/**
 * The IPv4 address inside an IPv6 one that carries it: IPv4-mapped (::ffff:127.0.0.1), NAT64
 * (64:ff9b::/96, how IPv6-only hosts reach IPv4 sites) and 6to4 (2002::/16). Judged as IPv4, so
 * ::ffff:10.0.0.1 is refused and 64:ff9b::8.8.8.8 allowed.
 */
export function embeddedIpv4(address: string): string | undefined {
  const groups = ipv6Groups(address);
  if (!groups) return undefined;
  const quad = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
  const [g0, g1, g2, g3, g4, g5, g6, g7] = groups as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const zeroUpTo = (n: number) => groups.slice(0, n).every((g) => g === 0);
  if (zeroUpTo(5) && g5 === 0xffff) return quad(g6, g7);
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) return quad(g6, g7);
  if (g0 === 0x2002) return quad(g1, g2);
  return undefined;
}

/** The eight 16-bit groups of a valid IPv6 address, with a trailing dotted quad folded in. */
export function ipv6Groups(address: string): number[] | undefined {
  if (!isIPv6(address) || address.includes("%")) return undefined;
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const parse = (part: string) => (part === "" ? [] : part.split(":").map((g) => Number.parseInt(g, 16)));
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const missing = 8 - left.length - right.length;
  return [...left, ...new Array<number>(missing).fill(0), ...right];
}
